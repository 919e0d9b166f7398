/**
 * The largest amount Meterline bills (issue 12, item 12): 10^15 minor units ($10 trillion, or
 * 10^15 units of a pricing unit). Invoice amounts are integers of minor units held exactly up to
 * 2^53 - 1 (~9.007 x 10^15, Number.MAX_SAFE_INTEGER) and in the `bigint` columns; 10^15 leaves a
 * ninefold headroom so a line, its tax and an invoice's subtotal stay exact.
 *
 * - Refused where they enter: an event whose quantity, cost or charge is beyond it (ingest, 400
 *   naming the property), a credit pack whose price is, a checkout link whose price x quantity is,
 *   a credit grant's or grant policy's amount, a conversion rate's money_minor.
 * - Many events can still add up beyond it in one period: the engine then refuses to issue that
 *   invoice (AMOUNT_OUT_OF_RANGE), and the subscription is listed as a billing problem.
 */
import { Decimal } from './decimal.js';

export const MAX_AMOUNT_MINOR = new Decimal('1e15');

/**
 * `value` > MAX_AMOUNT_MINOR. Ingest asks it of every quantity, cost and charge: a value whose
 * exponent is below 15 is below 10^15 without the comparison, which copies its argument into a new
 * Decimal each time (decimal.js's `comparedTo`).
 */
export function exceedsMaxAmount(value: Decimal): boolean {
  return value.e >= 15 && value.gt(MAX_AMOUNT_MINOR);
}

/** "1000000000000000": how messages name the bound. */
export const MAX_AMOUNT_TEXT = MAX_AMOUNT_MINOR.toFixed();

/** The message for an amount beyond the bound, where an input names one. */
export const BEYOND_MAX_AMOUNT = `must be at most ${MAX_AMOUNT_TEXT} (10^15): an invoice could not hold more exactly`;
