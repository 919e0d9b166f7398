/** A subscription's billing calendar: its periods come from start, anchor day, the plan's cadence and the company zone. */
import { DateTime } from 'luxon';
import type { PeriodSchedule } from '../../kernel/calendar/index.js';
import { parseEffectiveDate } from '../fees/index.js';
import type { PlanTable } from '../plans/index.js';
import type { SubscriptionTable } from './tables.js';

/** The periods schedule of a subscription on a plan, in the company's IANA time zone. */
export function scheduleOf(
  subscription: Pick<SubscriptionTable, 'start_date' | 'billing_anchor_day'>,
  plan: Pick<PlanTable, 'invoicing_cadence'>,
  zone: string,
): PeriodSchedule {
  return { start: new Date(subscription.start_date), anchorDay: subscription.billing_anchor_day, cadence: plan.invoicing_cadence, zone };
}

/** The start's day of month in the zone: the default anchor day. */
export function localDayOfMonth(instant: Date, zone: string): number {
  return DateTime.fromJSDate(instant, { zone }).day;
}

/** `YYYY-MM-DD` (local midnight in the zone) or an ISO 8601 date-time with offset, as a Date; null when neither. */
export function parseDateInput(text: string, zone: string): Date | null {
  const iso = parseEffectiveDate(text, zone);
  return iso === null ? null : new Date(iso);
}

export const DATE_INPUT_MESSAGE = 'must be an ISO 8601 date-time with an offset, or YYYY-MM-DD';
