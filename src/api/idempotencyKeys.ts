/**
 * The `Idempotency-Key` header on every POST under /v1 (as Stripe accepts it on every POST):
 * creates, updates and actions alike, one mechanism. Not on ingest: `POST /v1/events/ingest` and
 * `/v1/events/batch` carry their own `idempotency_key` per event, which never expires.
 *
 * How, per route (an `onRoute` hook, so a POST route added later is covered by default):
 * - the header joins the route's schema: 1 to 255 printable ASCII characters (Stripe's bound),
 *   else 400 VALIDATION_ERROR at `headers.idempotency-key`; the OpenAPI document shows it;
 * - preHandler, after the body passed its schema: claim the key (modules/idempotency/claimKey.ts)
 *   for the company, mode and path; a replay is sent from here with `Idempotent-Replayed: true`;
 * - onSend, with the answer as it goes out: record it under the claim. A 5xx answer releases the
 *   key instead (Meterline's 5xx means nothing was stored: a retry should run again, not be told
 *   the failure for 24 hours).
 *
 * Decisions:
 * - What is saved is what the handler answered, 2xx and 4xx alike (a 404, a 409 CODE_TAKEN, a
 *   VALIDATION_ERROR raised by a billing rule). A request rejected before the handler began (the
 *   key, the rate limit, a body that is not JSON or fails its schema) saves nothing, as Stripe
 *   documents: the client fixes it and retries with the same key.
 * - A replay is the first answer byte for byte, `request_id` included, and its `X-Request-Id`
 *   names that first request.
 * - If the answer cannot be recorded (the store fails after the handler succeeded), the client
 *   still gets it; the claim stays in flight and is taken over after IDEMPOTENCY_TAKEOVER_SECONDS (60 by default).
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { claimKey, recordResponse, releaseClaim, requestFingerprint, type KeyRef } from '../modules/idempotency/index.js';
import { scopeOf, type Api } from '../http/api.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** POST routes that do not take the header: ingest has its own per-event key. */
const OWN_IDEMPOTENCY: ReadonlySet<string> = new Set(['/v1/events/ingest', '/v1/events/batch']);

/** True for the operations that accept `Idempotency-Key`: every POST under /v1 but ingest. */
export function acceptsIdempotencyKey(method: string, url: string): boolean {
  return method === 'POST' && url.startsWith('/v1/') && !OWN_IDEMPOTENCY.has(url);
}

export const IdempotencyKeyHeader = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x20-\\x7E]+$',
  description:
    'Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key).',
});

interface HeldKey {
  ref: KeyRef;
  claimId: string;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function useIdempotencyKeys(v1: Api, { store, clock, takeoverMs }: { store: Store; clock: Clock; takeoverMs: number }): void {
  const held = new WeakMap<FastifyRequest, HeldKey>();

  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return;
    const ref: KeyRef = { scope: scopeOf(request), path: pathOf(request.url), key };
    const fingerprint = requestFingerprint(request.method, ref.path, request.body);
    const outcome = await claimKey(store.db, ref, { fingerprint, requestId: request.id, takeoverMs }, clock.now());
    if (outcome.kind === 'claimed') {
      held.set(request, { ref, claimId: outcome.claimId });
      return;
    }
    reply.code(outcome.status).header('Idempotent-Replayed', 'true').header('X-Request-Id', outcome.requestId).type('application/json; charset=utf-8');
    return reply.send(outcome.body);
  };

  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = held.get(request);
    if (!key) return payload;
    held.delete(request);
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    try {
      if (reply.statusCode >= 500 || body === null) await releaseClaim(store.db, key.ref, key.claimId);
      else if (!(await recordResponse(store.db, key.ref, key.claimId, reply.statusCode, body))) {
        request.log.warn({ path: key.ref.path }, 'idempotency key was taken over before its answer was recorded');
      }
    } catch (error) {
      request.log.error({ err: error, path: key.ref.path }, 'could not record the answer of an idempotency key');
    }
    return payload;
  };

  v1.addHook('onRoute', (route: RouteOptions) => {
    const methods = asArray(route.method);
    if (!methods.some((method) => acceptsIdempotencyKey(method, route.url))) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const headers = (schema.headers ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown> };
    route.schema = {
      ...schema,
      headers: { ...headers, type: 'object', properties: { ...headers.properties, [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeyHeader } },
    };
    route.preHandler = [...asArray(route.preHandler), claim];
    route.onSend = [...asArray(route.onSend), record];
  });
}
