/** `POST /v1/events/ingest`, `POST /v1/events/batch`, `GET /v1/events` and `GET /v1/customers/{id}/usage`. */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { describeValidation, type ValidationIssue } from '../../http/errorHandler.js';
import { DomainError, isFieldProblem } from '../../errors/index.js';
import { Admission } from '../../http/admission.js';
import { ConnectionArrivals } from '../../http/connectionArrivals.js';
import { answerNonJsonBodyAs400 } from '../../http/jsonBody.js';
import { findNul } from '../../http/nulGuard.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { listEvents } from './listEvents.js';
import type { AcceptedEvent } from './pipeline/types.js';
import { BatchIngestResult, BillableEvent, CheckEventBody, CheckResult, EventBatch, IngestResult, ListEventsQuery, MAX_BATCH_EVENTS, StoredEvent, UsageLine, UsageQuery } from './schemas.js';
import { acceptEvent } from './acceptEvent.js';
import { IngestService, type IngestAnswer } from './service.js';
import { checkEvent } from './checkEvent.js';
import { DEFAULT_USAGE_RANGE_DAYS, MAX_USAGE_RANGE_DAYS, usageSummary } from './usageSummary.js';

const tags = ['events'];

/**
 * Batch requests admitted past parsing at once, per process. A group commit takes up to 256
 * events, two requests of 100: 8 such requests are two groups running and two ready on
 * PostgreSQL (two lanes on two cores), one running and three ready on SQLite. A request of 1,000
 * events runs alone; still 8 at most are parsed.
 */
export const BATCH_REQUESTS_ADMITTED = 8;

/** Each event of a batch checked exactly as the single endpoint checks its body. */
function checkBatchEvent(request: FastifyRequest, raw: unknown, index: number, now: Date): AcceptedEvent | IngestAnswer {
  const where = `events[${index}]`;
  const invalid = (path: string, message: string): IngestAnswer => ({
    success: false,
    status: 'failed',
    error: { code: 'VALIDATION_ERROR', message: `${path} ${message}` },
  });
  const nul = findNul(raw, where);
  if (nul) return invalid(nul, 'must not contain the NUL character (U+0000)');
  const validate = request.compileValidationSchema(BillableEvent, 'body');
  if (!validate(raw)) {
    const [first] = describeValidation(where, (validate.errors ?? []) as ValidationIssue[]);
    return invalid(first?.path ?? where, first?.message ?? 'is not a billable event');
  }
  try {
    return acceptEvent(raw as BillableEvent, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // The event's fields, named as the batch has them (`events[3].timestamp`).
    const detail = error.details?.[0];
    const path = detail === undefined ? where : isFieldProblem(detail) ? `${where}.${detail.field}` : detail.path.replace(/^body/, where);
    return invalid(path, detail?.message ?? error.message);
  }
}

function isAccepted(value: AcceptedEvent | IngestAnswer): value is AcceptedEvent {
  return 'idempotencyKey' in value;
}

export const ingestRoutes: RouteModule = (api, { store, clock }) => {
  // A burst of new connections is taken in before the next batch holds the thread (http/connectionArrivals.ts).
  const service = new IngestService(store, clock, api.log, new ConnectionArrivals(api.server).arrivedSinceAsked);

  api.post(
    '/events/ingest',
    {
      // The batch checks the clock in its own transaction (service.ts, process).
      config: { scopeClock: 'recent' },
      // The contract declares 400, 401, 413, 429, 500 here: a body that is not JSON is a 400.
      errorHandler: answerNonJsonBodyAs400,
      schema: {
        tags,
        summary: 'Ingest one billable event: priced and charged synchronously, exactly once per idempotency_key',
        description:
          'Answers 200 with status `inserted`, `duplicate` (the key was seen: the stored usage_id and cost, nothing written; when the stored event has another payload, `error` says IDEMPOTENCY_KEY_REUSED) or `failed` (success false; nothing stored, safe to retry with the same key; codes DATABASE_ERROR, CONVERSION_RATE_MISSING, EVENT_NOT_METERED when the company refuses events no fee meters, and the others listed in x-result-codes). An unknown customer is 400 CUSTOMER_NOT_FOUND.',
        body: BillableEvent,
        response: { 200: IngestResult, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await service.ingest(scopeOf(request), request.body);
      return { ...answer, request_id: request.id };
    },
  );

  // Batch requests past parsing at once (http/admission.ts): enough to keep every group commit
  // lane full with the next batch ready, few enough that queued bodies wait unread.
  const batchAdmission = new Admission(BATCH_REQUESTS_ADMITTED);

  api.post(
    '/events/batch',
    {
      config: { bodyCheckedPerItem: true, scopeClock: 'recent' },
      preParsing: batchAdmission.hook(),
      errorHandler: answerNonJsonBodyAs400,
      schema: {
        tags,
        summary: `Ingest up to ${MAX_BATCH_EVENTS} billable events in one request, each exactly as POST /v1/events/ingest would`,
        description:
          'Each event is validated, priced and charged on its own, with the single endpoint\'s semantics; `results` holds one ingest result per event, in order. ' +
          'One bad event fails alone: its result is `failed` with VALIDATION_ERROR, CUSTOMER_NOT_FOUND, CONVERSION_RATE_MISSING, EVENT_NOT_METERED, DATABASE_ERROR or another code of x-result-codes, and nothing of it is stored. ' +
          'A repeated idempotency_key inside the batch: the first stored occurrence wins, later ones are `duplicate` (with `error` IDEMPOTENCY_KEY_REUSED when their payload differs). ' +
          'The answer comes after every stored event is durably committed. A malformed envelope (not an object with `events`, 0 or more than 1,000 events) is 400. One batch counts as one request for the rate limit.',
        body: EventBatch,
        response: { 200: BatchIngestResult, ...errorResponses },
      },
    },
    async (request) => {
      let now = clock.now();
      let checked = request.body.events.map((raw, index) => checkBatchEvent(request, raw, index, now));
      // Refused on the clock as read up to a second ago (`scopeClock: 'recent'`): checked again on the clock read afresh, when that stands later.
      if (!checked.every(isAccepted)) {
        const later = await service.laterTestClock(scopeOf(request), now);
        if (later !== null) {
          now = later;
          checked = request.body.events.map((raw, index) => checkBatchEvent(request, raw, index, later));
        }
      }
      const positions = checked.flatMap((item, index) => (isAccepted(item) ? [index] : []));
      const accepted = checked.filter(isAccepted);
      const answers = await service.ingestMany(scopeOf(request), accepted, now, (i, path) => path.replace(/^body/, `events[${positions[i] ?? i}]`));
      let next = 0;
      const results = checked.map((item) => (isAccepted(item) ? (answers[next++] as IngestAnswer) : item));
      return ok(request, { results });
    },
  );

  api.post(
    '/customers/:id/check',
    {
      schema: {
        tags: [...tags, 'customers'],
        summary: 'Check an event before the work: would ingest accept it now, and what would it cost? Stores nothing',
        description:
          'Takes an event as `POST /v1/events/ingest` does (`event_name`, `timestamp`, `properties`; no `idempotency_key`) and decides it exactly as ingest would in this instant, with the same rating, overdraft limits and live reservations, in a transaction that is rolled back: no event, charge, ledger entry or webhook is stored. ' +
          'Answers 200 `{ allowed, cost, customer_balances, error? }`: `allowed: false` carries the code an ingest would fail with (INSUFFICIENT_BALANCE, CONVERSION_RATE_MISSING, EVENT_NOT_METERED, ...); `customer_balances` are the balances as they stand. ' +
          'A concurrent ingest can still change the answer a moment later: to be sure the credits are there when the work ends, hold them with `POST /v1/reservations`. A bad event is 400 VALIDATION_ERROR; an unknown customer 404 NOT_FOUND.',
        params: IdParams,
        body: CheckEventBody,
        response: { 200: CheckResult, ...errorResponses },
      },
    },
    async (request) => ok(request, await checkEvent(store, service.batchDeps, scopeOf(request), request.params.id, request.body, clock.now())),
  );

  api.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'List stored events with their charges, newest first (filters: customer_id, event_name, from, to)',
        description: "A page of the stored events (events refused at ingest are never stored), the most recently stored first, each with its cost per denomination and its charges: the fee or catalog attachment that priced it, the subscription, quantity and amount. `from` (inclusive) and `to` (exclusive) bound the event `timestamp` and take ISO 8601 date-times with an offset (400 VALIDATION_ERROR otherwise); a customer_id of no customer simply matches nothing. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.",
        querystring: ListEventsQuery,
        response: { 200: listEnvelope('events', StoredEvent), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await listEvents({ db: store.db, scope: scopeOf(request) }, page, request.query);
      return ok(request, { events: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/customers/:id/usage',
    {
      schema: {
        tags: [...tags, 'customers'],
        summary: "Where a customer's usage and credits went over [from, to), grouped by product, event_name or day",
        description:
          `\`from\` inclusive, \`to\` exclusive (ISO 8601 date-time with offset, or YYYY-MM-DD in the company time zone), at most ${MAX_USAGE_RANGE_DAYS} days apart; by default \`to\` is now, \`from\` ${DEFAULT_USAGE_RANGE_DAYS} days before it and \`group_by\` product. ` +
          '`quantity`: for product, the sum of the metered quantity charged (a catalog entry, keyed by its key, counts the events it priced); for event_name and day, the number of stored events. ' +
          '`cost`: charges summed per denomination, as in the ingest result. Events refused at ingest were not stored and count nowhere. ' +
          '`day` keys are YYYY-MM-DD in the company time zone, every day of the range listed. An unknown group_by is 400; another company\'s customer is 404.',
        params: IdParams,
        querystring: UsageQuery,
        response: { 200: envelope('usage', Type.Array(UsageLine)), ...errorResponses },
      },
    },
    async (request) => ok(request, { usage: await usageSummary(dbContext(store.db, scopeOf(request), clock.now()), store.dialect, request.params.id, request.query) }),
  );
};
