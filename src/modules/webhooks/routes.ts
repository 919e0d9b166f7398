/** /v1/webhook-endpoints and /v1/webhook-events: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import * as endpoints from './endpoints.js';
import * as events from './events.js';
import { CreateEndpointBody, ListEventsQuery, ListQuery, UpdateEndpointBody, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './schemas.js';

const tags = ['webhooks'];

export const webhookRoutes: RouteModule = (api, { store, clock, config }) => {
  const deps = { db: store.db, clock, config };

  api.post(
    '/webhook-endpoints',
    {
      schema: {
        tags,
        summary: 'Create a webhook endpoint; its signing secret is shown in full only here and on rotation',
        body: CreateEndpointBody,
        response: { 201: envelope('webhook_endpoint', WebhookEndpoint), ...errorResponses },
      },
    },
    async (request, reply) => {
      const webhook_endpoint = await endpoints.createEndpoint(deps, scopeOf(request), request.body);
      reply.code(201);
      return ok(request, { webhook_endpoint });
    },
  );

  api.get(
    '/webhook-endpoints',
    { schema: { tags, summary: 'List webhook endpoints, newest first', querystring: ListQuery, response: { 200: listEnvelope('webhook_endpoints', WebhookEndpoint), ...errorResponses } } },
    async (request) => {
      const result = await endpoints.listEndpoints(store.db, scopeOf(request), parsePageQuery(request.query));
      return ok(request, { webhook_endpoints: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/webhook-endpoints/:id',
    { schema: { tags, summary: 'Fetch a webhook endpoint', params: IdParams, response: { 200: envelope('webhook_endpoint', WebhookEndpoint), ...errorResponses } } },
    async (request) => ok(request, { webhook_endpoint: await endpoints.getEndpoint(store.db, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/webhook-endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Update a webhook endpoint (url, event types, description, status): only provided fields change',
        params: IdParams,
        body: UpdateEndpointBody,
        response: { 200: envelope('webhook_endpoint', WebhookEndpoint), ...errorResponses },
      },
    },
    async (request) => ok(request, { webhook_endpoint: await endpoints.updateEndpoint(deps, scopeOf(request), request.params.id, request.body) }),
  );

  api.post(
    '/webhook-endpoints/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'Replace the signing secret of a webhook endpoint; the new one is shown in full only here',
        description: 'Deliveries are signed with the new secret from now on and, for 24 hours, also with the previous one (a second signature in `webhook-signature`), so a receiver can switch without rejecting a delivery. Rotating again within those hours retires the older secret at once.',
        params: IdParams,
        response: { 200: envelope('webhook_endpoint', WebhookEndpoint), ...errorResponses },
      },
    },
    async (request) => ok(request, { webhook_endpoint: await endpoints.rotateSecret(deps, scopeOf(request), request.params.id) }),
  );

  api.delete(
    '/webhook-endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook endpoint with its pending deliveries and delivery history',
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String(), deleted: Type.Boolean(), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      await endpoints.deleteEndpoint(store.db, scopeOf(request), request.params.id);
      return ok(request, { id: request.params.id, deleted: true });
    },
  );

  api.get(
    '/webhook-endpoints/:id/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first, each with every attempt (status code, duration, error) and its next attempt",
        params: IdParams,
        querystring: ListQuery,
        response: { 200: listEnvelope('deliveries', WebhookDelivery), ...errorResponses },
      },
    },
    async (request) => {
      const result = await events.listDeliveries(store.db, scopeOf(request), request.params.id, parsePageQuery(request.query));
      return ok(request, { deliveries: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/webhook-events',
    {
      schema: {
        tags,
        summary: 'List webhook events, newest first, optionally of one type',
        querystring: ListEventsQuery,
        response: { 200: listEnvelope('webhook_events', WebhookEvent), ...errorResponses },
      },
    },
    async (request) => {
      const result = await events.listEvents(store.db, config.publicBaseUrl, scopeOf(request), parsePageQuery(request.query), { type: request.query.type });
      return ok(request, { webhook_events: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/webhook-events/:id',
    { schema: { tags, summary: 'Fetch a webhook event (its id is the webhook-id of its deliveries)', params: IdParams, response: { 200: envelope('webhook_event', WebhookEvent), ...errorResponses } } },
    async (request) => ok(request, { webhook_event: await events.getEvent(store.db, config.publicBaseUrl, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/webhook-events/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send a webhook event again (same webhook-id and body) to every enabled endpoint subscribed to its type',
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), webhook_event: WebhookEvent, deliveries_scheduled: Type.Integer(), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const result = await events.resendEvent(store.db, clock, config.publicBaseUrl, scopeOf(request), request.params.id);
      return ok(request, { webhook_event: result.event, deliveries_scheduled: result.deliveries });
    },
  );
};
