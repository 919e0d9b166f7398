/**
 * What coupons take off an invoice, pure (issue 30, item 3). Integers in the currency's minor unit.
 *
 * - The base is the invoice's charges: every line of positive amount except credit lines
 *   (prepaid credit applied, account credit: payments, not charges). Usage, flat fees, prorations,
 *   overdrafts, minimum commitments are all discounted alike.
 * - Percent coupons first, each on what is left after the previous one, rounded half-even once per
 *   coupon; then amount coupons, each taking at most what is left. Never below 0, and never more
 *   than the invoice's subtotal (so a total never turns negative because of a coupon).
 * - The discount is allocated to the base lines in proportion to their amounts, in exact cents by
 *   the largest remainder (ties to the earlier line): the shares add up to the discount exactly.
 *   Lines outside the base get 0.
 * - An amount coupon in another currency than the invoice's takes nothing off it and is not used;
 *   an invoice with nothing to discount (no charge) uses no coupon.
 */
import { dec, roundToMinorUnits } from '../money/decimal.js';

/** A coupon as the rule needs it: exactly one of percentOff (decimal text in (0, 100]) and amountOffCents. */
export interface DiscountCoupon {
  /** The applied discount's id: what `used` names. */
  id: string;
  percentOff: string | null;
  amountOffCents: number | null;
  currencyCode: string | null;
}

export interface DiscountLine {
  total_amount_cents: number;
  kind: string;
}

export interface InvoiceDiscount {
  discountCents: number;
  /** Per line, in the lines' order. */
  shares: number[];
  /** The discounts that applied to this invoice (in its currency; none when it has no charge to discount), in the order given. */
  used: string[];
}

/**
 * `amount` in whole units over `weights` (0 or more) in proportion, by the largest remainder:
 * each gets the floor of its exact share, and the units left go one each to the largest
 * fractional parts, the earlier first on a tie. The shares add up to `amount` exactly.
 */
export function largestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total <= 0n) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => e / total);
  let left = BigInt(amount) - shares.reduce((sum, s) => sum + s, 0n);
  const order = exact.map((e, index) => ({ index, remainder: e % total })).sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

function discountable(line: DiscountLine): boolean {
  return Number(line.total_amount_cents) > 0 && line.kind !== 'credit';
}

/** The invoice's discount from its lines and the subscription's active coupons (see the header). */
export function invoiceDiscount(lines: readonly DiscountLine[], coupons: readonly DiscountCoupon[], currency: string): InvoiceDiscount {
  const weights = lines.map((line) => (discountable(line) ? Number(line.total_amount_cents) : 0));
  const base = weights.reduce((sum, w) => sum + w, 0);
  const subtotal = lines.reduce((sum, line) => sum + Number(line.total_amount_cents), 0);
  const applicable = coupons.filter((coupon) => coupon.percentOff !== null || coupon.currencyCode === currency);
  const ordered = [...applicable.filter((c) => c.percentOff !== null), ...applicable.filter((c) => c.percentOff === null)];
  let left = Math.max(0, Math.min(base, subtotal));
  const start = left;
  for (const coupon of ordered) {
    const off = coupon.percentOff !== null ? roundToMinorUnits(dec(left).mul(dec(coupon.percentOff)).div(100)) : (coupon.amountOffCents ?? 0);
    left -= Math.min(left, off);
  }
  const discountCents = start - left;
  return { discountCents, shares: largestRemainder(discountCents, weights), used: start > 0 ? applicable.map((coupon) => coupon.id) : [] };
}
