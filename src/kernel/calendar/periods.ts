/**
 * Billing periods as pure functions: the calendar every module that bills or shows a period uses
 * (the billing engine, subscriptions, the hosted pages). No I/O, no clock.
 *
 * A schedule is a start instant, an anchor day (1..31), a cadence and the company's IANA zone.
 * Boundaries are local midnights on the anchor day, clamped to short months (31 -> Feb 28/29,
 * Apr 30) and un-clamped afterwards (Jan 31, Feb 28, Mar 31), every 1, 3 or 12 months counted from
 * the start's local month. The first period runs from the start to the first boundary after it:
 * partial when the start is not on a boundary, a full one when it is. Every later period runs from
 * one boundary to the next, so periods tile time with no gap and no overlap.
 *
 * Instants are JS Dates (UTC); render them with `toIso`. Proration is day-based, by local
 * calendar days: an instant belongs to its local calendar day, so a period that starts at noon on
 * its anchor day still counts that whole day.
 */
import { DateTime, IANAZone } from 'luxon';
import { Decimal } from '../../money/decimal.js';

export type PeriodCadence = 'monthly' | 'quarterly' | 'yearly';

export const CADENCE_MONTHS: Record<PeriodCadence, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export interface PeriodSchedule {
  /** When the first period begins. */
  start: Date;
  /**
   * Where the boundaries are counted from, when not from `start`: a plan change that keeps the
   * cadence starts its periods at the change but keeps the cycle's boundaries (a quarterly cycle
   * begun on 1 January still renews on 1 April after a change on 2 March). An instant at or before
   * `start`.
   */
  cycleStart?: Date | undefined;
  /** Day of month of every boundary, 1..31, clamped to the month's last day. */
  anchorDay: number;
  cadence: PeriodCadence;
  /** IANA time zone the calendar is read in (the company's). */
  zone: string;
}

export interface Period {
  /** Inclusive start: the schedule's start for the first period, else a boundary. */
  start: Date;
  /** Exclusive end: always a boundary, and the next period's start. */
  end: Date;
  /** The boundary one cadence before `end`: where a full period ending at `end` would start. */
  fullStart: Date;
  /** 0 for the first period, counting up. */
  index: number;
  /** True when the period holds fewer local calendar days than a full one (a partial first period). */
  partial: boolean;
  schedule: PeriodSchedule;
}

interface Resolved {
  schedule: PeriodSchedule;
  zone: IANAZone;
  step: number;
  /** Month number (year * 12 + month - 1) of the start in the zone: boundary k falls in baseMonth + k * step. */
  baseMonth: number;
  /** Index of the last boundary at or before the start; boundary firstK + 1 ends the first period. */
  firstK: number;
  boundaries: Map<number, Date>;
}

const DAY_MS = 86_400_000;

function assertSchedule(schedule: PeriodSchedule): IANAZone {
  if (!Number.isInteger(schedule.anchorDay) || schedule.anchorDay < 1 || schedule.anchorDay > 31) {
    throw new RangeError(`Anchor day must be an integer from 1 to 31, got ${schedule.anchorDay}`);
  }
  if (!Object.hasOwn(CADENCE_MONTHS, schedule.cadence)) throw new RangeError(`Unknown cadence ${String(schedule.cadence)}`);
  const zone = IANAZone.create(schedule.zone);
  if (!zone.isValid) throw new RangeError(`Unknown IANA time zone ${schedule.zone}`);
  if (Number.isNaN(schedule.start.getTime())) throw new RangeError('The schedule start is not a valid instant');
  return zone;
}

function local(instant: Date, zone: IANAZone | string): DateTime {
  return DateTime.fromJSDate(instant, { zone });
}

function monthNumber(dt: DateTime): number {
  return dt.year * 12 + dt.month - 1;
}

/** Days since 1970-01-01 of a calendar date (month 1..12; day 0 is the previous month's last). */
function civilDay(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime() / DAY_MS;
}

/** The local calendar day of an instant, as days since 1970-01-01 (a plain day count, no zone). */
function dayNumber(instant: Date, zone: IANAZone | string): number {
  const dt = local(instant, zone);
  return civilDay(dt.year, dt.month, dt.day);
}

/** The anchor day clamped to the month's length, for a month number. */
function anchorDate(month: number, anchorDay: number): { year: number; month: number; day: number } {
  const year = Math.floor(month / 12);
  const monthOfYear = month - year * 12 + 1;
  const daysInMonth = civilDay(year, monthOfYear + 1, 0) - civilDay(year, monthOfYear, 0);
  return { year, month: monthOfYear, day: Math.min(anchorDay, daysInMonth) };
}

function boundary(r: Resolved, k: number): Date {
  let instant = r.boundaries.get(k);
  if (!instant) {
    // Local midnight on the clamped anchor day; startOf('day') also copes where DST skips midnight.
    instant = DateTime.fromObject(anchorDate(r.baseMonth + k * r.step, r.schedule.anchorDay), { zone: r.zone }).startOf('day').toJSDate();
    r.boundaries.set(k, instant);
  }
  return instant;
}

/** Index k of the last boundary at or before `instant`. */
function boundaryIndexAtOrBefore(r: Resolved, instant: Date): number {
  const t = instant.getTime();
  let k = Math.floor((monthNumber(local(instant, r.zone)) - r.baseMonth) / r.step);
  while (boundary(r, k).getTime() > t) k -= 1;
  while (boundary(r, k + 1).getTime() <= t) k += 1;
  return k;
}

function resolve(schedule: PeriodSchedule): Resolved {
  const zone = assertSchedule(schedule);
  const step = CADENCE_MONTHS[schedule.cadence];
  const baseMonth = monthNumber(local(schedule.cycleStart ?? schedule.start, zone));
  const r: Resolved = { schedule, zone, step, baseMonth, firstK: 0, boundaries: new Map() };
  r.firstK = boundaryIndexAtOrBefore(r, schedule.start);
  return r;
}

/** Whole local calendar days from `from`'s day to `to`'s day (negative when `to` is earlier). */
export function localDaysBetween(from: Date, to: Date, zone: string): number {
  return dayNumber(to, zone) - dayNumber(from, zone);
}

function periodAt(r: Resolved, k: number): Period {
  const index = k - r.firstK;
  const fullStart = boundary(r, k);
  const start = index === 0 ? r.schedule.start : fullStart;
  const end = boundary(r, k + 1);
  const partial = index === 0 && dayNumber(start, r.zone) > dayNumber(fullStart, r.zone);
  return { start, end, fullStart, index, partial, schedule: r.schedule };
}

/** The period holding `instant` (start inclusive, end exclusive); null before the schedule starts. */
export function periodContaining(schedule: PeriodSchedule, instant: Date): Period | null {
  const r = resolve(schedule);
  if (instant.getTime() < schedule.start.getTime()) return null;
  return periodAt(r, Math.max(r.firstK, boundaryIndexAtOrBefore(r, instant)));
}

/** The first period of a schedule. */
export function firstPeriod(schedule: PeriodSchedule): Period {
  const r = resolve(schedule);
  return periodAt(r, r.firstK);
}

/**
 * The first boundary strictly after `instant`: the end of the period holding it, or, for an
 * instant before the schedule starts, the end of the first period.
 */
export function nextBoundary(schedule: PeriodSchedule, instant: Date): Date {
  return (periodContaining(schedule, instant) ?? firstPeriod(schedule)).end;
}

/** Every period that overlaps [from, to), in order. Empty when `to` is not after `from`. */
export function periodsBetween(schedule: PeriodSchedule, from: Date, to: Date): Period[] {
  const r = resolve(schedule);
  if (to.getTime() <= from.getTime() || to.getTime() <= schedule.start.getTime()) return [];
  const startAt = from.getTime() < schedule.start.getTime() ? schedule.start : from;
  const periods: Period[] = [];
  for (let k = Math.max(r.firstK, boundaryIndexAtOrBefore(r, startAt)); ; k += 1) {
    const period = periodAt(r, k);
    if (period.start.getTime() >= to.getTime()) break;
    periods.push(period);
  }
  return periods;
}

/** Local calendar days in a full period of the schedule's cadence ending at `period.end`. */
export function fullPeriodDays(period: Period): number {
  return localDaysBetween(period.fullStart, period.end, period.schedule.zone);
}

/** Local calendar days of [from, to) inside the period (`used`), and of a full period ending at its end (`full`). */
export function prorationDays(period: Period, from: Date, to: Date): { used: number; full: number } {
  const full = fullPeriodDays(period);
  const lo = Math.max(from.getTime(), period.start.getTime());
  const hi = Math.min(to.getTime(), period.end.getTime());
  if (hi <= lo) return { used: 0, full };
  return { used: localDaysBetween(new Date(lo), new Date(hi), period.schedule.zone), full };
}

/**
 * The share of a full period that [from, to) covers, clamped to the period: local calendar days
 * used / days in a full period of that cadence ending at the period's end. A full period is
 * exactly 1. The division rounds at 60 digits; to charge exactly, multiply an amount by
 * `prorationDays(...).used` before dividing by `.full`.
 */
export function prorationFactor(period: Period, from: Date, to: Date): Decimal {
  const { used, full } = prorationDays(period, from, to);
  return new Decimal(used).div(full);
}
