/**
 * The billing engine's interface for the rest of Meterline (DESIGN.md section 9):
 *
 *   runBilling(store, { asOf, scope?, log? })       advance every due subscription up to asOf
 *   changePlanAt(trx, dialect, scope, { subscriptionId, toPlanId, at, extraLines? }, now)
 *                                                   a plan change at an instant, in the caller's
 *                                                   transaction, billed on one invoice
 *   advanceOnce(db, dialect, scope, subscriptionId, asOf)   one step of one subscription
 *
 * Files: nextStep.ts (which step, pure), steps.ts (each step), closePeriod.ts / usage.ts /
 * settlement.ts (closing), openPeriod.ts (opening), flatFees.ts, grantSchedule.ts and
 * aggregations.ts (pure rules), policyGrants.ts, repo.ts, job.ts (the server's tick).
 */
export { runBilling, type BillingRunOptions, type BillingRunResult, type BillingProblem, type BillingLog } from './runBilling.js';
export { changePlanAt, type PlanChangeInput, type PlanChangeResult } from './changePlan.js';
export { advanceOnce, type StepResult } from './advanceSubscription.js';
export { BillingBlocked } from './context.js';
export type { DraftLine } from './lines.js';
export { billingJob } from './job.js';
