/** /v1/webhook-endpoints and /v1/webhook-events: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { dbContext } from '../../db/context.js';
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
        description: 'Deliveries are signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers) with the `whsec_` secret of this answer; `event_types` omitted or null subscribes the endpoint to every type. The url must be http or https (400 VALIDATION_ERROR), and in live mode one that is or resolves to a loopback, private or link-local address is 422 WEBHOOK_URL_NOT_ALLOWED. Answers 201 with the endpoint enabled.',
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
    {
      schema: {
        tags,
        summary: 'List webhook endpoints, newest first',
        description: "A page of the endpoints of the key's company and mode, each with `secret` null (it is shown only at creation and rotation). `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.",
        querystring: ListQuery,
        response: { 200: listEnvelope('webhook_endpoints', WebhookEndpoint), ...errorResponses },
      },
    },
    async (request) => {
      const result = await endpoints.listEndpoints({ db: store.db, scope: scopeOf(request) }, parsePageQuery(request.query));
      return ok(request, { webhook_endpoints: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/webhook-endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a webhook endpoint',
        description: '`secret` is null here: it is shown only when the endpoint is created and when its secret is rotated. `status` is disabled when set so, or when every attempt to it has failed for 5 days. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('webhook_endpoint', WebhookEndpoint), ...errorResponses },
      },
    },
    async (request) => ok(request, { webhook_endpoint: await endpoints.getEndpoint({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.post(
    '/webhook-endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Update a webhook endpoint (url, event types, description, status): only provided fields change',
        description: 'A new url is checked as at creation (400 VALIDATION_ERROR, or 422 WEBHOOK_URL_NOT_ALLOWED in live mode); `event_types` null subscribes to every type. `status: enabled` turns an endpoint back on, one disabled after failing included, and forgets its failing streak. An unknown id is 404 NOT_FOUND.',
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
        description: 'Answers `{id, deleted: true}`; nothing more is sent to that endpoint, while the events themselves stay under /v1/webhook-events. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String(), deleted: Type.Boolean(), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      await endpoints.deleteEndpoint({ db: store.db, scope: scopeOf(request) }, request.params.id);
      return ok(request, { id: request.params.id, deleted: true });
    },
  );

  api.get(
    '/webhook-endpoints/:id/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first, each with every attempt (status code, duration, error) and its next attempt",
        description: "A delivery is pending (with `next_attempt_at`), succeeded, or failed once its retries, spread over about three days, are used up; each attempt gives the HTTP status (null when none came), the duration, the error and the first 1 KiB of the response. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. An unknown endpoint is 404 NOT_FOUND.",
        params: IdParams,
        querystring: ListQuery,
        response: { 200: listEnvelope('deliveries', WebhookDelivery), ...errorResponses },
      },
    },
    async (request) => {
      const result = await events.listDeliveries({ db: store.db, scope: scopeOf(request) }, request.params.id, parsePageQuery(request.query));
      return ok(request, { deliveries: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/webhook-events',
    {
      schema: {
        tags,
        summary: 'List webhook events, newest first, optionally of one type',
        description: "A page of the events recorded for the key's company and mode, each as it is sent: `data.object` is the resource as the API returns it. `type` keeps one event type (an unknown type is 400 VALIDATION_ERROR); `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.",
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
    {
      schema: {
        tags,
        summary: 'Fetch a webhook event (its id is the webhook-id of its deliveries)',
        description: 'The event as its deliveries carry it (`type`, `created_at`, `livemode`, `data.object`), whatever became of them; GET /v1/webhook-endpoints/{id}/deliveries shows the attempts. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('webhook_event', WebhookEvent), ...errorResponses },
      },
    },
    async (request) => ok(request, { webhook_event: await events.getEvent(store.db, config.publicBaseUrl, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/webhook-events/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send a webhook event again (same webhook-id and body) to every enabled endpoint subscribed to its type',
        description: "Each enabled endpoint now subscribed to the event's type gets a new delivery, attempted at once; `deliveries_scheduled` says how many (0 when none is). Receivers can recognise the repeat by its `webhook-id`. An unknown id is 404 NOT_FOUND.",
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), webhook_event: WebhookEvent, deliveries_scheduled: Type.Integer(), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const result = await events.resendEvent(dbContext(store.db, scopeOf(request), clock.now()), config.publicBaseUrl, request.params.id);
      return ok(request, { webhook_event: result.event, deliveries_scheduled: result.deliveries });
    },
  );
};
