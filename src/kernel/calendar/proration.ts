/**
 * What an in-advance flat fee costs for part of a period, pure: the fee's own cadence lays periods
 * over the subscription's start and anchor day (a yearly fee on a monthly plan has yearly
 * periods), and a part of a period costs amount x local days used / days in the full period.
 */
import { Decimal } from '../../money/decimal.js';
import { periodContaining, prorationDays, type Period, type PeriodCadence } from './periods.js';

/** A fee's cadence: a period cadence, or once. */
export type FeeCadence = PeriodCadence | 'one_time';

export interface SubscriptionCalendar {
  start: Date;
  /** Where the cycle's boundaries are counted from, when not from `start` (periods.ts). */
  cycleStart?: Date | undefined;
  anchorDay: number;
  zone: string;
}

/** The period of a recurring fee's cadence that holds `at`; null for one-time fees and before the start. */
export function feePeriodAt(calendar: SubscriptionCalendar, cadence: FeeCadence, at: Date): Period | null {
  if (cadence === 'one_time') return null;
  const periodCadence: PeriodCadence = cadence;
  return periodContaining({ start: calendar.start, cycleStart: calendar.cycleStart, anchorDay: calendar.anchorDay, cadence: periodCadence, zone: calendar.zone }, at);
}

/** The exact share of `amount` for [from, period end): amount x days left / days in a full period. */
export function remainderOf(amount: Decimal, period: Period, from: Date): Decimal {
  const { used, full } = prorationDays(period, from, period.end);
  if (full <= 0) return new Decimal(0);
  return amount.times(used).div(full);
}
