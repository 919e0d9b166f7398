/** /v1/subscriptions: thin handlers, schema in, service call, schema out. Creating subscribes through src/modules/subscribing. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { createSubscriptionNow } from '../subscribing/index.js';
import { CreateSubscriptionBody, ListSubscriptionsQuery, Subscription, UpdateSubscriptionBody } from './schemas.js';
import * as subscriptions from './service.js';

const tags = ['subscriptions'];

export const subscriptionRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscribe a customer to a plan (by plan_id or plan_code); its first period opens before the answer',
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
        querystring: ListSubscriptionsQuery,
        response: { 200: listEnvelope('subscriptions', Subscription), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await subscriptions.listSubscriptions(store.db, scopeOf(request), page, {
        customerId: request.query.customer_id,
        status: request.query.status,
      });
      return ok(request, { subscriptions: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/subscriptions/:id',
    {
      schema: { tags, summary: 'Fetch a subscription', params: IdParams, response: { 200: envelope('subscription', Subscription), ...errorResponses } },
    },
    async (request) => ok(request, { subscription: await subscriptions.getSubscription(store.db, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Update a subscription: only provided fields change; status canceled cancels now and is final',
        params: IdParams,
        body: UpdateSubscriptionBody,
        response: { 200: envelope('subscription', Subscription), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, {
        subscription: await subscriptions.updateSubscription(store.db, clock, scopeOf(request), request.params.id, request.body),
      }),
  );
};
