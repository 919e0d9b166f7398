/**
 * A plan's minimum commitment (issue 31, item 3), pure: when a span [from, to) of a plan closes,
 * the true-up line for what its charges fell short of the plan's `minimum_commitment_cents`.
 *
 * Decided here:
 * - The minimum is per invoicing period, prorated exactly like a flat fee (flatFees.ts): local
 *   calendar days of the span after any trial / days of a full period of the plan's cadence ending
 *   where the span's period ends (the calendar kernel's prorationDays). A partial first period, a
 *   span cut short by a plan change (the old plan's part closes at the change, the new plan's
 *   starts there: each owes its own minimum for its own days) or by a cancellation owes its days'
 *   share; trial days owe nothing, as they pay no flat fee. The plan's minimum when the span
 *   closes applies to the whole span.
 * - What counts towards it, in the plan's currency, before discounts, taxes and any credit:
 *   * the plan's recurring flat fees in its currency, for the span's days: each fee period's
 *     amount x its days in the span / its full days (an in-advance fee billed when the period
 *     opened counts for the period it paid for; a yearly fee on a monthly plan counts a month's
 *     share each month), trial days left out;
 *   * the span's own usage in the plan's currency as the close invoices it (usage lines and period
 *     aggregations, volume included), whether prepaid currency credit pays part of it or not
 *     (the "Prepaid credit applied" line is a payment, not a discount);
 *   * what the close invoices in the plan's currency for pricing units: their overage, and the
 *     usage lines' value less what credits paid ("Paid with credits").
 *   Not counted: usage paid with credits in a pricing unit (the credits were sold or granted on
 *   their own: counting them would let a plan's own allowance meet its minimum), one-time fees
 *   (set-up, not the period's use), late usage of an earlier, already closed period, other
 *   currencies, and the credit lines of a plan change's refund.
 * - Nothing is added when the charges reach the prorated minimum, nor for a span of no days.
 * - The line is exact (prorated minimum - counted), rounded once on the invoice like every line.
 */
import { periodContaining, prorationDays, periodsBetween, cadenceSchedule, type PhaseCalendar } from '../../kernel/calendar/index.js';
import { isEffectiveAt } from '../../kernel/effectiveDates.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { CurrencyCode } from '../../money/currency.js';
import { dec, roundToMinorUnits, ZERO, type Decimal } from '../../money/decimal.js';
import { money, type DraftLine } from './lines.js';
import type { PlanContext } from './plan.js';
import { planSchedule } from './timeline.js';

export interface CommitmentInput {
  plan: PlanContext;
  calendar: PhaseCalendar;
  from: Date;
  to: Date;
  /** The close's own lines (closing.ts: in-arrears flat fees, usage, aggregations), every currency. */
  closingLines: readonly DraftLine[];
  /** What the close invoices for pricing units in the plan's currency (settlement.ts `unitCharges`). */
  unitCharges: Decimal;
}

function later(a: Date, b: Date | null): Date {
  return b !== null && b.getTime() > a.getTime() ? b : a;
}

function earlier(a: Date, b: Date | null): Date {
  return b !== null && b.getTime() < a.getTime() ? b : a;
}

function instant(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The plan's recurring flat fees in `currency` for the span's days (see the header). */
export function flatFeesForSpan(fees: readonly RatedFee[], calendar: PhaseCalendar, currency: CurrencyCode, from: Date, to: Date): Decimal {
  let total = ZERO;
  for (const fee of fees) {
    const { cadence, denomination, billingMode } = fee.price;
    if (fee.price.model !== 'flat' || (cadence !== 'monthly' && cadence !== 'quarterly' && cadence !== 'yearly')) continue;
    if (denomination.kind !== 'currency' || denomination.currencyCode !== currency) continue;
    for (const feePeriod of periodsBetween(cadenceSchedule(calendar, cadence), from, to)) {
      // An in-advance fee period is billed at the version in force when it starts (after a trial, when the trial ends);
      // an in-arrears one for each version's own days.
      const charged = later(feePeriod.start, calendar.trialEnd);
      if (billingMode === 'in_advance' && !isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, charged.toISOString())) continue;
      const lo = billingMode === 'in_advance' ? later(charged, from) : later(later(charged, from), instant(fee.effectiveFrom));
      const hi = billingMode === 'in_advance' ? earlier(feePeriod.end, to) : earlier(earlier(feePeriod.end, to), instant(fee.effectiveTo));
      if (hi.getTime() <= lo.getTime()) continue;
      const { used, full } = prorationDays(feePeriod, lo, hi);
      if (used > 0) total = total.plus(fee.price.amount.times(used).div(full));
    }
  }
  return total;
}

/** The span's own usage in `currency` among the close's lines: usage lines not labelled with an earlier period. */
function usageOfSpan(lines: readonly DraftLine[], currency: CurrencyCode, from: Date): Decimal {
  let total = ZERO;
  for (const line of lines) {
    if (line.kind !== 'usage' || line.currency !== currency) continue;
    // Late usage lines carry the earlier period they belong to (usage.ts withPeriod).
    const start = line.periodStart === undefined || line.periodStart === null ? null : new Date(line.periodStart);
    if (start !== null && start.getTime() < from.getTime()) continue;
    total = total.plus(dec(line.exactAmount));
  }
  return total;
}

const PERIOD_WORDS = { monthly: 'a month', quarterly: 'a quarter', yearly: 'a year' } as const;

/** The true-up line of the span, or null when there is no minimum or the charges reach it. */
export function minimumCommitmentLine(input: CommitmentInput): DraftLine | null {
  const { plan, calendar, from, to } = input;
  const minimum = plan.plan.minimum_commitment_cents;
  if (minimum === null || minimum <= 0 || to.getTime() <= from.getTime()) return null;
  const period = periodContaining(planSchedule(calendar, plan), from);
  if (period === null) return null;
  const { used, full } = prorationDays(period, later(from, calendar.trialEnd), to);
  if (used <= 0) return null;
  const currency = plan.plan.currency_code;
  const owed = dec(minimum).times(used).div(full);
  const counted = flatFeesForSpan(plan.fees, calendar, currency, from, to).plus(usageOfSpan(input.closingLines, currency, from)).plus(input.unitCharges);
  const shortfall = owed.minus(counted);
  if (!shortfall.gt(0)) return null;
  // Amounts in words rounded to the minor unit; the line itself is exact, rounded once on the invoice.
  const shown = (amount: Decimal) => money(dec(roundToMinorUnits(amount)), currency);
  const prorated = used === full ? '' : `, ${used} of ${full} days: ${shown(owed)}`;
  return {
    currency,
    description: `Minimum commitment of ${shown(dec(minimum))} ${PERIOD_WORDS[plan.plan.invoicing_cadence]}${prorated}; fees and usage came to ${shown(counted)}`,
    quantity: 1,
    exactAmount: shortfall,
    unitAmount: shortfall,
    periodStart: from,
    periodEnd: to,
    kind: 'minimum_commitment',
  };
}
