/**
 * Runs one family's requests through `app.inject` (no network) and checks every answer: never a
 * 5xx, always the envelope with a code (and X-Request-Id = request_id), and a database unchanged
 * by every rejected request: no row of any table inserted, updated or deleted (storeMark.ts: a
 * test-only trigger on every table counts its writes, so a mark costs the same at any size). The
 * store is marked after every request whose handler ran (only handlers write) and every 50th.
 * A request to `POST /v1/events/batch`, from any family, is also held to the answer its payload
 * calls for (batches.ts); a well-formed one is checked event by event and always pictured: a
 * batch that inserted nothing must leave the store unchanged, and one that did must have written
 * exactly its inserted events.
 */
import fc from 'fast-check';
import type { Harness } from '../../support/harness.js';
import { answerProblem, batchTally, expectedBatchAnswer, resultCounts, resultProblems, writeProblems, type BatchTally } from './batches.js';
import type { Family, FuzzRequest, FuzzWorld } from './families.js';
import { storeMarker } from './storeMark.js';

export interface FamilyStats {
  family: string;
  cases: number;
  rejected: number;
  accepted: number;
  statuses: Record<string, number>;
  /** Batch requests: results per status (failures per code). */
  results: Record<string, number>;
}

function describe(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` ${request.payload.length > 300 ? `${request.payload.slice(0, 300)}... (${request.payload.length} chars)` : request.payload}`;
  return `${request.method} ${request.url.length > 300 ? `${request.url.slice(0, 300)}...` : request.url} ${JSON.stringify(request.headers).slice(0, 300)}${payload}`;
}

/** What is wrong with an answer, or null. */
function envelopeProblem(status: number, body: unknown, requestIdHeader: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'the body is not a JSON object';
  const envelope = body as { success?: unknown; status?: unknown; request_id?: unknown; error?: { code?: unknown; message?: unknown } };
  if (typeof envelope.request_id !== 'string' || envelope.request_id === '') return 'no request_id';
  if (requestIdHeader !== envelope.request_id) return 'X-Request-Id differs from request_id';
  if (status >= 400 || envelope.success === false) {
    if (envelope.success !== false) return 'an error without success: false';
    if (typeof envelope.error?.code !== 'string' || !/^[A-Z][A-Z0-9_]+$/.test(envelope.error.code)) return 'an error without a code';
    if (typeof envelope.error.message !== 'string') return 'an error without a message';
    if (status < 400 && envelope.status !== 'failed') return 'success: false on a 2xx that is not an ingest failure';
    return null;
  }
  return envelope.success === true ? null : 'a 2xx without success: true';
}

export async function runFamily(h: Harness, world: FuzzWorld, family: Family, numRuns: number, seed: number): Promise<FamilyStats> {
  const stats: FamilyStats = { family: family.name, cases: 0, rejected: 0, accepted: 0, statuses: {}, results: {} };
  const db = h.testStore.store.db;
  const take = await storeMarker(db, h.kind);
  let before = await take();
  await fc.assert(
    fc.asyncProperty(family.requests(world), async (request) => {
      h.clock.advance(1);
      const expected = request.method === 'POST' && request.url === '/v1/events/batch' && request.payload !== undefined ? expectedBatchAnswer(request.payload, h.config.bodyLimitBytes) : null;
      const batchEvents = expected?.status === 200 ? expected.events : null;
      // `before` pictures the store as it is now: nothing writes between pictures but a handler.
      const tally: BatchTally | null = batchEvents ? await batchTally(db, h.company.id, batchEvents, before) : null;
      const handled = world.handlerCalls();
      const res = await h.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      stats.cases += 1;
      stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 500)}\n  for ${describe(request)}`);
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        throw new Error(`${res.statusCode} answered with a body that is not JSON: ${res.body.slice(0, 200)}\n  for ${describe(request)}`);
      }
      const problem = envelopeProblem(res.statusCode, body, res.headers['x-request-id']);
      if (problem) throw new Error(`${res.statusCode} ${problem}: ${res.body.slice(0, 500)}\n  for ${describe(request)}`);
      const rejected = res.statusCode >= 400 || (body as { success?: unknown }).success === false;
      let writesNothing = rejected;
      if (expected) {
        const wrong = answerProblem(expected, res.statusCode, body);
        if (wrong) throw new Error(`${wrong}: ${res.body.slice(0, 500)}\n  for ${describe(request)}`);
      }
      if (batchEvents) {
        const problems = resultProblems(batchEvents, body);
        if (problems.length > 0) throw new Error(`${problems.slice(0, 5).join('; ')}\n  answer ${res.body.slice(0, 1000)}\n  for ${describe(request)}`);
        resultCounts(body, stats.results);
        writesNothing = !(body as { results: Array<{ status: unknown }> }).results.some((r) => r.status === 'inserted');
      }
      // Only handlers write; a request refused before its handler ran is checked every 50th case.
      if (world.handlerCalls() === handled && stats.cases % 50 !== 0 && !batchEvents) {
        if (rejected) stats.rejected += 1;
        else stats.accepted += 1;
        return;
      }
      const after = await take();
      if (writesNothing && after !== before) {
        throw new Error(`the database changed under a ${rejected ? 'rejected request' : 'batch that inserted nothing'} (${res.statusCode} ${res.body.slice(0, 300)})\n  for ${describe(request)}`);
      }
      if (batchEvents && tally) {
        const problems = await writeProblems(db, h.company.id, batchEvents, body, tally, await batchTally(db, h.company.id, batchEvents, after));
        if (problems.length > 0) throw new Error(`${problems.slice(0, 5).join('; ')}\n  answer ${res.body.slice(0, 1000)}\n  for ${describe(request)}`);
      }
      if (rejected) stats.rejected += 1;
      else stats.accepted += 1;
      before = after;
    }),
    { numRuns, seed, endOnFailure: true },
  );
  return stats;
}
