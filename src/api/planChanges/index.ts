/**
 * Changing a subscription's plan (issue 32, items 5 and 6): the use case behind
 * POST /v1/subscriptions/{id}/change-plan and the customer portal's plan change, quoting it first
 * or making it with the signup link's own engine step, then collecting what is due from the
 * default card as a renewal is collected.
 */
export { changeSubscriptionPlan, type PlanChangeDeps, type PlanChangeOptions, type PlanChangeOutcome } from './changePlan.js';
export { ChangePlanBody, PlanChangeQuote } from './schemas.js';
export { planChangeRoutes } from './routes.js';
