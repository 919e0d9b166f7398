/**
 * When a plan change takes effect: `now` (the old plan closes and the new one opens prorated, on
 * one invoice) or `end_of_period` (scheduled for the current period's end, nothing billed today).
 * The API's change-plan route takes one and a customer portal link stores one, so the names sit
 * below both.
 */
export const PLAN_CHANGE_TIMINGS = ['now', 'end_of_period'] as const;
export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];
