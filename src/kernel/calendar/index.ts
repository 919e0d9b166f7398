/**
 * The billing calendar, pure (no I/O, no clock): periods on an anchor day in a time zone, day-based
 * proration, the phase calendar of a subscription's current plan, and when credit-grant policies
 * grant and their grants expire. It sits below every module that uses it (billing,
 * subscriptions, the hosted pages) and imports none of them.
 */
export {
  CADENCE_MONTHS,
  firstPeriod,
  fullPeriodDays,
  localDaysBetween,
  nextBoundary,
  periodContaining,
  periodsBetween,
  prorationDays,
  prorationFactor,
  type Period,
  type PeriodCadence,
  type PeriodSchedule,
} from './periods.js';
export { cadenceSchedule, type PhaseCalendar } from './phase.js';
export { feePeriodAt, remainderOf, type FeeCadence, type SubscriptionCalendar } from './proration.js';
export {
  grantExpiry,
  grantInstantsBetween,
  nextGrantInstant,
  policyGrantExpiry,
  rolloverExpiry,
  type GrantCadence,
  type GrantCalendar,
  type PolicyExpiry,
  type PolicyTiming,
} from './grantSchedule.js';
export { INTERVAL_UNITS, type IntervalUnit } from './intervalUnit.js';
