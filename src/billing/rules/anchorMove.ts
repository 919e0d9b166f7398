/**
 * What a move of the billing anchor gives back or charges, pure (issue 26, item 7a).
 *
 * A new `billing_anchor_day` moves the open period's end from E to the next boundary under the
 * new anchor, B, and B opens a period whose in-advance fees are billed whole. Before the move, an
 * in-advance fee was paid through E (the engine bills, when a period opens, every fee period that
 * starts in it). So, as Stripe prorates a billing-cycle change:
 * - B before E (the period gets shorter): [B, E) would be billed twice. Those days are credited at
 *   the rate of the line that billed them (line amount x local days credited / local days of the
 *   line: refunds.ts's "amount x days left / days in the full fee period", read from the line
 *   actually billed). 3000 a month, anchor 1 -> 20 on 10 April: 20 April - 1 May, 3000 x 11/30
 *   = 1100. Where the credit goes is refunds.ts's `refundRoute`, by the billing invoice's status.
 * - B after E (the period gets longer): [E, B) would never be billed. Those days are charged now,
 *   at the fee's prorated rate under the new anchor (Stripe's proration of the extra days):
 *   anchor 20 -> 1 on 10 April, 20 April - 1 May of a 30-day period, 3000 x 11/30 = 1100.
 * Either way the fee is paid through B afterwards, so a later move starts from B as its E: moving
 * the anchor back and forth credits and charges the same days, and nets to nothing.
 *
 * Fees of the plan's invoicing cadence or a shorter one (their periods end at every plan
 * boundary). A fee of a longer cadence than the plan's (a yearly fee on a monthly plan) is left out:
 * its fee period is not the plan period, and a move shifts it by at most the anchor days (see
 * docs/decisions.md).
 */
import { DateTime } from 'luxon';
import { CADENCE_MONTHS, cadenceSchedule, localDaysBetween, periodsBetween, prorationDays, type PeriodCadence, type PhaseCalendar } from '../../kernel/calendar/index.js';
import { isEffectiveAt } from '../../kernel/effectiveDates.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { Decimal } from '../../money/decimal.js';
import type { FlatCharge } from './flatFees.js';
import type { PlanContext } from './plan.js';

export interface AnchorMove {
  /** The calendar of the current plan under the NEW anchor (phase start, new anchor day, zone). */
  calendar: PhaseCalendar;
  /** Where the open period ends after the move (B). */
  boundary: Date;
  /** Where it ended before (E). */
  periodEnd: Date;
}

/** The in-advance, recurring, flat currency fees a move prorates: the plan's cadence or shorter, in force at `at`. */
export function anchorMoveFees(plan: PlanContext, at: Date): RatedFee[] {
  const planMonths = CADENCE_MONTHS[plan.plan.invoicing_cadence];
  return plan.fees.filter((fee) => {
    const { price } = fee;
    if (price.model !== 'flat' || price.billingMode !== 'in_advance' || price.denomination.kind !== 'currency') return false;
    const cadence = price.cadence ?? 'monthly';
    if (cadence === 'one_time' || CADENCE_MONTHS[cadence] > planMonths) return false;
    return isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, at.toISOString());
  });
}

/** A billed flat-fee line: its exact amount over its period. */
export interface BilledLine {
  exactAmount: Decimal;
  periodStart: Date;
  periodEnd: Date;
}

/** The exact credit (negative) for the days of [from, until) the line billed, and where they end; null when none. */
export function unusedShare(from: Date, until: Date, line: BilledLine, zone: string): { amount: Decimal; to: Date } | null {
  const to = new Date(Math.min(line.periodEnd.getTime(), until.getTime()));
  const unused = localDaysBetween(from, to, zone);
  const billed = localDaysBetween(line.periodStart, line.periodEnd, zone);
  if (unused <= 0 || billed <= 0) return null;
  const amount = line.exactAmount.times(unused).div(billed).negated();
  return amount.isZero() ? null : { amount, to };
}

/** What the days [E, B) of a longer period cost, per fee period under the new anchor (empty unless B is after E). */
export function extensionCharges(fee: RatedFee, move: AnchorMove): FlatCharge[] {
  const { boundary, periodEnd } = move;
  if (boundary.getTime() <= periodEnd.getTime()) return [];
  const cadence = (fee.price.cadence ?? 'monthly') as PeriodCadence;
  const charges: FlatCharge[] = [];
  for (const feePeriod of periodsBetween(cadenceSchedule(move.calendar, cadence), periodEnd, boundary)) {
    const from = new Date(Math.max(feePeriod.start.getTime(), periodEnd.getTime()));
    const to = new Date(Math.min(feePeriod.end.getTime(), boundary.getTime()));
    const { used, full } = prorationDays(feePeriod, from, to);
    if (used <= 0 || full <= 0) continue;
    charges.push({ fee, from, to, feePeriod, used, full, amount: fee.price.amount.times(used).div(full) });
  }
  return charges;
}

function day(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('d LLL yyyy');
}

/** How a credit reads, on the customer's credit balance or on a credit note. */
export function unusedTimeDescription(plan: PlanContext, fee: RatedFee, span: { from: Date; to: Date }, anchorDay: number, zone: string): string {
  return `Unused time on ${plan.plan.name}: ${fee.product.name} (${day(span.from, zone)} – ${day(span.to, zone)}), the billing anchor moved to day ${anchorDay}`;
}
