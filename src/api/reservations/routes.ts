/** /v1/reservations: hold credits before the work, then capture or release them (issue 28, item 3). */
import { Type } from '@sinclair/typebox';
import { dbContext } from '../../db/context.js';
import { toPage } from '../../db/pagination.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { notFound } from '../../errors/index.js';
import { IngestService, type IngestBatchDeps } from '../../modules/ingest/index.js';
import { BatchItemResult } from '../../modules/ingest/index.js';
import {
  CaptureReservationBody,
  CreateReservationBody,
  findReservation,
  listReservations,
  ListReservationsQuery,
  releaseReservation,
  Reservation,
  toReservation,
} from '../../modules/reservations/index.js';
import { captureReservation } from './captureReservation.js';
import { createReservation } from './createReservation.js';

const tags = ['reservations'];

export const reservationRoutes: RouteModule = (api, { store, clock }) => {
  // Its own caches of rating configuration and limits: correct per rating-config stamp, whoever holds them.
  const deps: IngestBatchDeps = new IngestService(store, clock, api.log).batchDeps;

  api.post(
    '/reservations',
    {
      schema: {
        tags,
        summary: "Hold credits on a customer's wallet before the work",
        description:
          'Give `customer_id` and either `amount` (a positive decimal) with exactly one of `pricing_unit_code` and `currency_code`, or `event` (`event_name`, `timestamp`, `properties`), whose cost, priced as ingest would price it now, is the amount held (one denomination). `expires_at` defaults to one hour from now, at most 30 days ahead. ' +
          "The hold lowers the wallet's available balance (balance less live holds), which overdraft limits, `POST /v1/customers/{id}/check` and other holds see; the balance itself moves only when the reservation is captured. " +
          "A hold that would take available below minus the wallet's overdraft limit is 422 INSUFFICIENT_BALANCE, holding nothing; without a limit every hold fits. Idempotent with the `Idempotency-Key` header. Answers 201 and records `reservation.created`; an unknown customer is 404 NOT_FOUND.",
        body: CreateReservationBody,
        response: { 201: envelope('reservation', Reservation), ...errorResponses },
      },
    },
    async (request, reply) => {
      const requestKey = request.headers['idempotency-key'];
      const reservation = await createReservation(dbContext(store.db, scopeOf(request), clock.now()), store, deps, request.body, typeof requestKey === 'string' ? requestKey : null);
      reply.code(201);
      return ok(request, { reservation });
    },
  );

  api.get(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'List reservations, newest first (filters: customer_id, status)',
        description: "A page of the company's reservations; `customer_id` and `status` (held, captured, released, expired) narrow it: `?customer_id=...&status=held` lists a customer's live holds. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.",
        querystring: ListReservationsQuery,
        response: { 200: listEnvelope('reservations', Reservation), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const rows = await listReservations({ db: store.db, scope: scopeOf(request) }, { customerId: request.query.customer_id, status: request.query.status }, page);
      const result = toPage(rows, page.limit);
      return ok(request, { reservations: result.items.map(toReservation), pagination: result.pagination });
    },
  );

  api.get(
    '/reservations/:id',
    {
      schema: { tags, summary: 'Get a reservation', description: 'An unknown id is 404 NOT_FOUND.', params: IdParams, response: { 200: envelope('reservation', Reservation), ...errorResponses } },
    },
    async (request) => {
      const row = await findReservation({ db: store.db, scope: scopeOf(request) }, request.params.id);
      if (!row) throw notFound('Reservation', request.params.id);
      return ok(request, { reservation: toReservation(row) });
    },
  );

  api.post(
    '/reservations/:id/capture',
    {
      schema: {
        tags,
        summary: 'Capture a reservation: ingest the event the work came to against the hold',
        description:
          "Takes `event` as `POST /v1/events/ingest` does (`customer_id` defaults to the reservation's). In one transaction the hold is released and the event ingested: its actual cost is drawn, a cost below the hold frees the rest, a cost above it draws the rest subject to the overdraft limit. " +
          'Answers 200 `{ success, reservation, ingest }` with `ingest` the ingest result. When the event is not inserted (`ingest.status` failed, e.g. INSUFFICIENT_BALANCE, or duplicate) nothing changes: `success` is false and the reservation stays held. ' +
          'A reservation no longer held (captured, released, or past its `expires_at`) is 409 RESERVATION_NOT_HELD; an unknown id 404 NOT_FOUND. Records `reservation.captured`.',
        params: IdParams,
        body: CaptureReservationBody,
        response: { 200: Type.Object({ success: Type.Boolean(), reservation: Reservation, ingest: BatchItemResult, request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const answer = await captureReservation(store, deps, scopeOf(request), request.params.id, request.body, clock.now());
      return { ...answer, request_id: request.id };
    },
  );

  api.post(
    '/reservations/:id/release',
    {
      schema: {
        tags,
        summary: 'Release a reservation: its credits are available again',
        description: 'No body. A reservation no longer held (captured, released, or past its `expires_at`) is 409 RESERVATION_NOT_HELD; an unknown id 404 NOT_FOUND. Records `reservation.released`.',
        params: IdParams,
        response: { 200: envelope('reservation', Reservation), ...errorResponses },
      },
    },
    async (request) => ok(request, { reservation: await releaseReservation(dbContext(store.db, scopeOf(request), clock.now()), request.params.id) }),
  );
};
