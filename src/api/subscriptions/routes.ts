/** /v1/subscriptions: thin handlers, schema in, service call, schema out. Creating subscribes through subscribe.ts; updating goes through updateSubscription.ts (the engine credits an anchor move). */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { createSubscriptionNow } from './subscribe.js';
import { updateSubscription } from './updateSubscription.js';
import { CreateSubscriptionBody, ListSubscriptionsQuery, Subscription, UpdateSubscriptionBody } from '../../modules/subscriptions/index.js';
import * as subscriptions from '../../modules/subscriptions/index.js';
import { dbContext } from '../../db/context.js';

const tags = ['subscriptions'];

export const subscriptionRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscribe a customer to a plan (by plan_id or plan_code); its first period opens before the answer',
        description: "An unknown customer or plan is 400 VALIDATION_ERROR on its field; dates are ISO 8601 date-times or YYYY-MM-DD (midnight in the company time zone), the start defaults to now and the anchor day to the start's local day. When the start is not in the future, the answer comes after the first period's in-advance fees are invoiced and its initial credits and start grants are in the wallet; the status is trialing until trial_end, else active. A second live subscription of the customer to the plan is 409 SUBSCRIPTION_ALREADY_EXISTS unless allow_duplicate is true; success is 201 and records a `subscription.created` webhook event.",
        body: CreateSubscriptionBody,
        response: { 201: envelope('subscription', Subscription), ...errorResponses },
      },
    },
    async (request, reply) => {
      const subscription = await createSubscriptionNow(store, clock, scopeOf(request), request.body);
      reply.code(201);
      return ok(request, { subscription });
    },
  );

  api.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'List subscriptions, newest first, filtered by customer_id and status',
        description: "A page of the subscriptions of the key's company and mode; `customer_id` and `status` each narrow it. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`; a bad status, limit or cursor is 400 VALIDATION_ERROR.",
        querystring: ListSubscriptionsQuery,
        response: { 200: listEnvelope('subscriptions', Subscription), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await subscriptions.listSubscriptions({ db: store.db, scope: scopeOf(request) }, page, {
        customerId: request.query.customer_id,
        status: request.query.status,
      });
      return ok(request, { subscriptions: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a subscription',
        description: 'The subscription with its plan_code, its next renewal and what is scheduled: a cancellation (`cancel_at`, `cancel_at_period_end`) or a plan transition at period end (`plan_transition_*`). An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('subscription', Subscription), ...errorResponses },
      },
    },
    async (request) => ok(request, { subscription: await subscriptions.getSubscription({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.post(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Update a subscription: only provided fields change; status canceled cancels now and is final',
        description: "`status: canceled` sets canceled_at, clears what was scheduled, and the engine's next run bills the partial period (in-arrears flat fees prorated by day, usage, overdraft; prepaid fees are not refunded). A canceled subscription is final: any other change is 409 SUBSCRIPTION_CANCELED, while sending `status: canceled` again changes nothing. The extensions `cancel_at_period_end` and a future `cancel_at` schedule a cancellation (one replaces the other) and a new `billing_anchor_day` ends the current period at the next boundary under it, prorated in the same transaction: prepaid days the new period would bill again are credited (an `unused_time` credit-balance entry when their invoice is paid, a credit note on it when unpaid), the extra days of a longer period are invoiced at once; sending the same anchor again changes nothing. An unknown id is 404 NOT_FOUND.",
        params: IdParams,
        body: UpdateSubscriptionBody,
        response: { 200: envelope('subscription', Subscription), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, {
        subscription: await updateSubscription(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body),
      }),
  );
};
