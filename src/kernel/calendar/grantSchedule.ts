/**
 * When credit-grant policies grant, pure (no I/O). Decided here (the contract is silent):
 * - A policy grants for the subscription's current plan only, from the start of that plan
 *   ("phase": the subscription start, or the plan transition) until the phase ends.
 * - `one_off_subscription_start`: once, at the subscription's start (not at a plan transition).
 * - `monthly` / `quarterly` / `yearly`: at the phase start and then at every boundary of that
 *   cadence on the subscription's calendar (anchor day, company zone). How much a grant in a
 *   partial first period gives is the engine's rule (src/billing/rules/grants.ts: prorated).
 * - `daily`: at the phase start, then at every local midnight.
 * - `weekly`: at the phase start, then every 7 local days at the same local time.
 * - A policy grants at instant t only when t lies in its [effective_from, effective_to).
 * - Expiry (issue 26, item 4): a policy grant belongs to a grant period and its expiry is counted
 *   from that period's start on the calendar, not from the instant it was issued, so "expires
 *   after 1 month" ends a monthly allowance exactly when the next one arrives, never overlapping
 *   it. The grant period of a monthly / quarterly / yearly policy is its cadence's period on the
 *   phase calendar, counted from its full start (the boundary, local midnight on the anchor day,
 *   also for a first partial period that starts at 22:27:48); month and year units count
 *   anchor-day boundaries from there (clamped to short months, so Jan 31 -> Feb 28 -> Mar 31),
 *   day and week units local days. A daily grant's period starts at its local midnight; a weekly
 *   or one-off grant's at its instant (weekly periods start at the grant instants). An expiry so
 *   short that, counted from the period start, it would end at or before the grant itself (a
 *   plan change late in a period with a 7-day expiry) counts from the grant instant instead. A
 *   null count never expires. Like Orb's and Metronome's recurring credits, which expire with
 *   their allocation period.
 */
import { DateTime } from 'luxon';
import { firstPeriod, nextBoundary, periodContaining } from './periods.js';
import { cadenceSchedule, type PhaseCalendar } from './phase.js';

export type GrantCadence = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'one_off_subscription_start';

/** What of a credit-grant policy decides when it grants (its stored fields, by name). */
export interface PolicyTiming {
  cadence: GrantCadence;
  /** ISO instants; null: unbounded. */
  effective_from: string | null;
  effective_to: string | null;
}

export interface GrantCalendar extends PhaseCalendar {
  /** The subscription's own start (one-off start grants happen only there). */
  subscriptionStart: Date;
}

const WEEK_MS = 7 * 86_400_000;

/** The first instant after `after` (exclusive) at which the policy's cadence falls, ignoring effective dates. */
function nextCadenceInstant(policy: PolicyTiming, calendar: GrantCalendar, after: Date): Date | null {
  const start = calendar.phaseStart;
  if (after.getTime() < start.getTime()) {
    if (policy.cadence === 'one_off_subscription_start' && start.getTime() !== calendar.subscriptionStart.getTime()) return null;
    return start;
  }
  switch (policy.cadence) {
    case 'one_off_subscription_start':
      return null;
    case 'monthly':
    case 'quarterly':
    case 'yearly':
      return nextBoundary({ start, cycleStart: calendar.cycleStart, anchorDay: calendar.anchorDay, cadence: policy.cadence, zone: calendar.zone }, after);
    case 'daily':
      return DateTime.fromJSDate(after, { zone: calendar.zone }).startOf('day').plus({ days: 1 }).toJSDate();
    case 'weekly': {
      const local = DateTime.fromJSDate(start, { zone: calendar.zone });
      let k = Math.max(0, Math.floor((after.getTime() - start.getTime()) / WEEK_MS) - 1);
      for (;;) {
        const instant = local.plus({ weeks: k }).toJSDate();
        if (instant.getTime() > after.getTime()) return instant;
        k += 1;
      }
    }
  }
}

/** The policy's first grant instant after `after` (exclusive) within its effective dates; null when none is left. */
export function nextGrantInstant(policy: PolicyTiming, calendar: GrantCalendar, after: Date): Date | null {
  const from = policy.effective_from === null ? null : new Date(policy.effective_from);
  const to = policy.effective_to === null ? null : new Date(policy.effective_to);
  let cursor = after;
  // Skip to the effective start: only instants at or after it count.
  if (from !== null && cursor.getTime() < from.getTime() - 1) cursor = new Date(from.getTime() - 1);
  const instant = nextCadenceInstant(policy, calendar, cursor);
  if (instant === null) return null;
  if (to !== null && instant.getTime() >= to.getTime()) return null;
  return instant;
}

/** Every grant instant of the policy in (after, until], in order. */
export function grantInstantsBetween(policy: PolicyTiming, calendar: GrantCalendar, after: Date, until: Date): Date[] {
  const instants: Date[] = [];
  let cursor = after;
  for (;;) {
    const next = nextGrantInstant(policy, calendar, cursor);
    if (next === null || next.getTime() > until.getTime()) return instants;
    instants.push(next);
    cursor = next;
  }
}

/** When a grant made at `at` expires, counted in local calendar time from `at`; null when the count is null (never). */
export function grantExpiry(
  at: Date,
  count: number | null,
  unit: 'day' | 'week' | 'month' | 'year',
  zone: string,
): Date | null {
  if (count === null) return null;
  const units = { day: 'days', week: 'weeks', month: 'months', year: 'years' } as const;
  return DateTime.fromJSDate(at, { zone }).plus({ [units[unit]]: count }).toJSDate();
}

/** What of a credit-grant policy decides when its grants expire (its stored fields, by name). */
export interface PolicyExpiry {
  cadence: GrantCadence;
  expiration_interval_count: number | null;
  expiration_interval_unit: 'day' | 'week' | 'month' | 'year';
}

/** Where the grant period of a grant at `at` starts (see the header). */
function grantPeriodStart(cadence: GrantCadence, calendar: GrantCalendar, at: Date): Date {
  switch (cadence) {
    case 'monthly':
    case 'quarterly':
    case 'yearly':
      return (periodContaining(cadenceSchedule(calendar, cadence), at) ?? firstPeriod(cadenceSchedule(calendar, cadence))).fullStart;
    case 'daily':
      return DateTime.fromJSDate(at, { zone: calendar.zone }).startOf('day').toJSDate();
    case 'weekly':
    case 'one_off_subscription_start':
      return at;
  }
}

/** The anchor-day boundary `months` months after `boundary` (itself one), clamped to short months. */
function boundaryMonthsAfter(boundary: Date, months: number, calendar: GrantCalendar): Date {
  const schedule = { start: boundary, anchorDay: calendar.anchorDay, cadence: 'monthly' as const, zone: calendar.zone };
  let instant = boundary;
  for (let k = 0; k < months; k++) instant = nextBoundary(schedule, instant);
  return instant;
}

/** When the policy's grant at `at` expires: counted from its grant period's start (see the header); null: never. */
export function policyGrantExpiry(policy: PolicyExpiry, calendar: GrantCalendar, at: Date): Date | null {
  const count = policy.expiration_interval_count;
  if (count === null) return null;
  const unit = policy.expiration_interval_unit;
  const from = grantPeriodStart(policy.cadence, calendar, at);
  const onBoundaries = (policy.cadence === 'monthly' || policy.cadence === 'quarterly' || policy.cadence === 'yearly') && (unit === 'month' || unit === 'year');
  const expiry = onBoundaries ? boundaryMonthsAfter(from, unit === 'year' ? count * 12 : count, calendar) : grantExpiry(from, count, unit, calendar.zone);
  if (expiry !== null && expiry.getTime() > at.getTime()) return expiry;
  return grantExpiry(at, count, unit, calendar.zone);
}

/**
 * When the rollover grant of a policy grant that expires at `expiry` expires (issue 31, item 4):
 * `count` `unit`s after that expiry, counted the way the policy's own grants count theirs. A
 * monthly, quarterly or yearly policy whose grant expires on a boundary counts month and year
 * units in anchor-day boundaries from there (a rollover of one month from 31 January lasts until
 * the boundary of 31 March's month, February 28 then March 31, never drifting to the 28th);
 * otherwise local calendar time from the expiry instant.
 */
export function rolloverExpiry(cadence: GrantCadence, calendar: GrantCalendar, expiry: Date, count: number, unit: 'day' | 'week' | 'month' | 'year'): Date {
  const monthly = cadenceSchedule(calendar, 'monthly');
  const onBoundary = (cadence === 'monthly' || cadence === 'quarterly' || cadence === 'yearly') && (unit === 'month' || unit === 'year') && periodContaining(monthly, expiry)?.start.getTime() === expiry.getTime();
  if (onBoundary) return boundaryMonthsAfter(expiry, unit === 'year' ? count * 12 : count, calendar);
  return grantExpiry(expiry, count, unit, calendar.zone) as Date;
}
