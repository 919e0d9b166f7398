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
 * - Expiry: `expiration_interval_count` x unit (day, week, month, year) after the grant instant,
 *   in local calendar time (a month after Jan 31 is Feb 28/29); a null count never expires.
 */
import { DateTime } from 'luxon';
import { nextBoundary } from './periods.js';
import type { PhaseCalendar } from './phase.js';

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

/** When a grant made at `at` expires; null when the count is null (never). */
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
