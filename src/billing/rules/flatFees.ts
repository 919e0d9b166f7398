/**
 * Flat fees per period, pure (no I/O). A flat fee has its own cadence, which may differ from the
 * plan's invoicing cadence (a yearly fee on a monthly plan): its periods come from the same
 * calendar as the plan's (the subscription's anchor day in the company zone), counted from the
 * start of the subscription's current plan (its "phase"), with the fee's cadence.
 *
 * Rules (decided here where the contract is silent):
 * - in_advance: when a plan period [E, next) opens, every fee period that starts in it is charged
 *   whole (prorated by day when it is a partial first period), at the fee version in force when
 *   the fee period starts. A version that starts mid-period is charged from the next fee period.
 * - in_arrears: when a span [a, b) closes, every fee period that ends in (a, b] is charged for the
 *   days it was in force (each fee version for its own overlap, prorated by day); when the plan
 *   phase ends at b (cancellation, plan transition), the fee periods still running at b are
 *   charged for their days up to b.
 * - one_time: once, at subscription start (in_advance) or when the first period closes (in_arrears).
 * - Trial: no recurring flat fee is charged for trial days. An in-advance fee period that starts
 *   inside the trial is charged when the trial ends, for its days from the trial end.
 *   (One-time fees are not trial fees: they are charged at start regardless.)
 * - Flat amounts are `price.amount` per fee period (the denominator is for usage prices).
 * - Proration is by local calendar days: used days / days of a full fee period ending where the
 *   fee period ends (the calendar kernel's `prorationDays`). Exact: amount x used / full, rounded once on the
 *   invoice.
 */
import { isEffectiveAt } from '../../kernel/effectiveDates.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { Decimal } from '../../money/decimal.js';
import { cadenceSchedule, periodContaining, periodsBetween, prorationDays, type Period, type PhaseCalendar } from '../../kernel/calendar/index.js';

export interface FlatCharge {
  fee: RatedFee;
  /** The charged span, inside `feePeriod`. */
  from: Date;
  to: Date;
  feePeriod: Period;
  /** Local days charged and in a full fee period. */
  used: number;
  full: number;
  /** Exact amount in the fee's denomination: amount x used / full. */
  amount: Decimal;
}

type RecurringCadence = Exclude<NonNullable<RatedFee['price']['cadence']>, 'one_time'>;

function isRecurring(cadence: RatedFee['price']['cadence']): cadence is RecurringCadence {
  return cadence === 'monthly' || cadence === 'quarterly' || cadence === 'yearly';
}

export function isFlat(fee: RatedFee): boolean {
  return fee.price.model === 'flat';
}

function chargeFor(fee: RatedFee, feePeriod: Period, from: Date, to: Date): FlatCharge | null {
  if (to.getTime() <= from.getTime()) return null;
  const { used, full } = prorationDays(feePeriod, from, to);
  if (used <= 0) return null;
  return { fee, from, to, feePeriod, used, full, amount: fee.price.amount.times(used).div(full) };
}

function maxDate(...dates: (Date | null)[]): Date {
  return new Date(Math.max(...dates.filter((d): d is Date => d !== null).map((d) => d.getTime())));
}

function minDate(...dates: (Date | null)[]): Date {
  return new Date(Math.min(...dates.filter((d): d is Date => d !== null).map((d) => d.getTime())));
}

function inTrial(calendar: PhaseCalendar, instant: Date): boolean {
  return calendar.trialEnd !== null && instant.getTime() < calendar.trialEnd.getTime();
}

/** In-advance recurring fees for a plan period opening at `from` and ending at `to`. */
export function inAdvanceCharges(fees: readonly RatedFee[], calendar: PhaseCalendar, from: Date, to: Date): FlatCharge[] {
  const charges: FlatCharge[] = [];
  for (const fee of fees) {
    const cadence = fee.price.cadence;
    if (!isFlat(fee) || fee.price.billingMode !== 'in_advance' || !isRecurring(cadence)) continue;
    for (const feePeriod of periodsBetween(cadenceSchedule(calendar, cadence), from, to)) {
      if (feePeriod.start.getTime() < from.getTime()) continue; // started in an earlier plan period
      if (inTrial(calendar, feePeriod.start)) continue; // charged at the trial end
      if (!isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, feePeriod.start.toISOString())) continue;
      const charge = chargeFor(fee, feePeriod, feePeriod.start, feePeriod.end);
      if (charge) charges.push(charge);
    }
  }
  return charges;
}

/** In-advance recurring fee periods that started inside the trial and run past its end `at`: their days from `at`. */
export function trialEndCharges(fees: readonly RatedFee[], calendar: PhaseCalendar, at: Date): FlatCharge[] {
  const charges: FlatCharge[] = [];
  for (const fee of fees) {
    const cadence = fee.price.cadence;
    if (!isFlat(fee) || fee.price.billingMode !== 'in_advance' || !isRecurring(cadence)) continue;
    const feePeriod = periodContaining(cadenceSchedule(calendar, cadence), at);
    if (!feePeriod || feePeriod.start.getTime() >= at.getTime()) continue;
    if (!isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, at.toISOString())) continue;
    const charge = chargeFor(fee, feePeriod, at, feePeriod.end);
    if (charge) charges.push(charge);
  }
  return charges;
}

/**
 * In-arrears recurring fees for the span [from, to) that closes: fee periods ending in (from, to],
 * and, when the phase ends at `to`, the fee periods still running at `to`, each for its days in
 * force (fee versions by their own overlap, trial days left out).
 */
export function inArrearsCharges(fees: readonly RatedFee[], calendar: PhaseCalendar, from: Date, to: Date, phaseEnds: boolean): FlatCharge[] {
  const charges: FlatCharge[] = [];
  for (const fee of fees) {
    const cadence = fee.price.cadence;
    if (!isFlat(fee) || fee.price.billingMode !== 'in_arrears' || !isRecurring(cadence)) continue;
    for (const feePeriod of periodsBetween(cadenceSchedule(calendar, cadence), from, to)) {
      const ends = feePeriod.end.getTime();
      const completes = ends > from.getTime() && ends <= to.getTime();
      const cutShort = phaseEnds && feePeriod.start.getTime() < to.getTime() && ends > to.getTime();
      if (!completes && !cutShort) continue;
      const chargedFrom = maxDate(feePeriod.start, calendar.trialEnd, fee.effectiveFrom === null ? null : new Date(fee.effectiveFrom));
      const chargedTo = minDate(feePeriod.end, to, fee.effectiveTo === null ? null : new Date(fee.effectiveTo));
      const charge = chargeFor(fee, feePeriod, chargedFrom, chargedTo);
      if (charge) charges.push(charge);
    }
  }
  return charges;
}

/** One-time fees of a billing mode in force at `at`: charged whole, once. */
export function oneTimeFees(fees: readonly RatedFee[], billingMode: 'in_advance' | 'in_arrears', at: Date): RatedFee[] {
  return fees.filter(
    (fee) =>
      isFlat(fee) &&
      fee.price.cadence === 'one_time' &&
      fee.price.billingMode === billingMode &&
      isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, at.toISOString()),
  );
}

