/**
 * The calendar of a subscription's current plan ("phase"): flat-fee periods and credit grants are
 * counted from the phase start (the subscription's start, or its last plan transition), on the
 * subscription's anchor day, in the company's zone. Pure.
 */
import type { PeriodCadence, PeriodSchedule } from './periods.js';

/** The calendar flat fees and grants of the current phase are counted in. */
export interface PhaseCalendar {
  /** When the subscription began its current plan. */
  phaseStart: Date;
  /** Where its cycle's boundaries are counted from, when not from `phaseStart` (periods.ts `cycleStart`). */
  cycleStart?: Date | undefined;
  anchorDay: number;
  zone: string;
  /** End of the free trial; null without one. */
  trialEnd: Date | null;
}

/** The periods of one cadence (a fee's, a plan's, a grant policy's) on the phase calendar. */
export function cadenceSchedule(calendar: PhaseCalendar, cadence: PeriodCadence): PeriodSchedule {
  return { start: calendar.phaseStart, cycleStart: calendar.cycleStart, anchorDay: calendar.anchorDay, cadence, zone: calendar.zone };
}
