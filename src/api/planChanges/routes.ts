/** POST /v1/subscriptions/{id}/change-plan: a thin handler over changePlan.ts. */
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { errorResponses, IdParams } from '../../http/schemas.js';
import { appPayments } from '../../payments/index.js';
import { changeSubscriptionPlan } from './changePlan.js';
import { ChangePlanBody, PlanChangeAnswer } from './schemas.js';

export const planChangeRoutes: RouteModule = (api, deps) => {
  const { store, clock, config } = deps;
  api.post(
    '/subscriptions/:id/change-plan',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Change a subscription’s plan now (prorated, charged to the default card) or at period end; or preview the quote',
        description:
          "The same billing step as a signup link's plan change. `timing: now` closes the old plan now (in-arrears fees prorated, its usage), gives back the unused prepaid time per `refund_policy` (default `refund_prorated_prepaid_fixed_fees`: a credit line when that invoice was paid, a credit note on it when unpaid) and opens the new plan prorated, on one invoice; its amount due is charged to the customer's default card at once, as a renewal is (a decline: `invoice.payment_failed`, the subscription `past_due`, retried 1, 3 and 7 days later), or left open when there is no card, and collected once one is on file. A net credit goes to the customer's credit balance. `timing: end_of_period` schedules the change for the current period's end (`plan_transition_*`) and bills nothing today. `preview: true` answers the `quote` (lines, totals, amount due, the card it would be charged to) and changes nothing. Answers the subscription and the `invoice` (or the `quote`). An unknown subscription or plan is 404 NOT_FOUND; a canceled subscription 422 SUBSCRIPTION_CANCELED; the plan it is on 422 PLAN_UNCHANGED; a plan in another currency 422 CURRENCY_MISMATCH; a customer already live on the plan through another subscription 409 SUBSCRIPTION_ALREADY_EXISTS; a change priced from a plan the subscription left meanwhile 409 SUBSCRIPTION_CHANGED; a subscription the engine cannot bill now 422 BILLING_BLOCKED. Records `subscription.plan_changed` (now) or `subscription.updated` (scheduled), and the invoice's events.",
        params: IdParams,
        body: ChangePlanBody,
        response: { 200: PlanChangeAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = dbContext(store.db, scopeOf(request), clock.now());
      const changeDeps = { store, providers: appPayments(deps), publicBaseUrl: config.publicBaseUrl };
      const outcome = await changeSubscriptionPlan(changeDeps, ctx, request.params.id, request.body, { real: new Date() });
      return outcome.kind === 'quote'
        ? ok(request, { subscription: outcome.subscription, quote: outcome.quote })
        : ok(request, { subscription: outcome.subscription, invoice: outcome.invoice });
    },
  );
};
