/** `POST /v1/events/ingest` and `GET /v1/events`. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { errorResponses, listEnvelope } from '../../http/schemas.js';
import { listEvents } from './listEvents.js';
import { BillableEvent, IngestResult, ListEventsQuery, StoredEvent } from './schemas.js';
import { IngestService } from './service.js';

const tags = ['events'];

export const ingestRoutes: RouteModule = (api, { store, clock }) => {
  const service = new IngestService(store, clock, api.log);

  api.post(
    '/events/ingest',
    {
      schema: {
        tags,
        summary: 'Ingest one billable event: priced and charged synchronously, exactly once per idempotency_key',
        description:
          'Answers 200 with status `inserted`, `duplicate` (the key was seen: the stored usage_id and cost, nothing written) or `failed` (success false; nothing stored, safe to retry with the same key; codes DATABASE_ERROR, CONVERSION_RATE_MISSING). An unknown customer is 400 CUSTOMER_NOT_FOUND.',
        body: BillableEvent,
        response: { 200: IngestResult, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await service.ingest(scopeOf(request), request.body);
      return { ...answer, request_id: request.id };
    },
  );

  api.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'List stored events with their charges, newest first (filters: customer_id, event_name, from, to)',
        querystring: ListEventsQuery,
        response: { 200: listEnvelope('events', StoredEvent), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await listEvents(store.db, scopeOf(request), page, request.query);
      return ok(request, { events: result.items, pagination: result.pagination });
    },
  );
};
