/**
 * Claiming an `Idempotency-Key` before a request runs (Stripe's idempotent requests): the first
 * request with a key runs; while it runs, the same key is 409 IDEMPOTENCY_REQUEST_IN_PROGRESS;
 * once it answered, the same request gets that answer again for 24 hours, and another request
 * (another body) with the key is 422 IDEMPOTENCY_KEY_REUSED.
 *
 * Decisions:
 * - The claim is an insert that does nothing when the key has a row (the primary key decides),
 *   so two concurrent requests cannot both run; the answer is written after, by the claim's id.
 * - A key past its 24 hours is new: the next request takes the row over (and pruneJob.ts deletes
 *   old rows). A claim in flight for the request's `takeoverMs` (IDEMPOTENCY_TAKEOVER_SECONDS,
 *   default 60) is a request that died (a crashed node, a lost connection to the store): the
 *   next request takes it over rather than the key being blocked forever. Every wait inside a
 *   request is bounded well below that (a pool wait is at most 30 s; a billing run call takes
 *   bounded steps).
 * - The time is the real clock's, like the rate limit's: keys protect clients' retries, which
 *   happen in real time, so a company's test clock does not expire them.
 */
import { newId } from '../../db/ids.js';
import { DomainError } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { findKey, insertClaimIfAbsent, takeOverClaim, type KeyRef } from './repo.js';
import type { IdempotencyKeyTable } from './tables.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How long a key's first answer is replayed (Stripe: 24 hours). */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type KeyClaim =
  /** This request holds the key: run it, then record its answer (or release the key). */
  | { kind: 'claimed'; claimId: string }
  /** The key's first answer, to send again as it was. */
  | { kind: 'replay'; status: number; body: string; requestId: string };

export interface ClaimRequest {
  fingerprint: string;
  requestId: string;
  /** A claim without an answer for this long is taken over (config's `idempotencyTakeoverMs`). */
  takeoverMs: number;
}

function reused(ref: KeyRef): DomainError {
  return new DomainError(
    'IDEMPOTENCY_KEY_REUSED',
    `Idempotency-Key ${JSON.stringify(ref.key)} was already used on POST ${ref.path} with a different request body in the last 24 hours; send a new key for a new request`,
  );
}

function inProgress(ref: KeyRef): DomainError {
  return new DomainError(
    'IDEMPOTENCY_REQUEST_IN_PROGRESS',
    `A request with Idempotency-Key ${JSON.stringify(ref.key)} on POST ${ref.path} is still being processed; retry once it has answered`,
    undefined,
    { retryAfterSeconds: 1 },
  );
}

export async function claimKey(db: Kysely<Database>, ref: KeyRef, request: ClaimRequest, now: Date): Promise<KeyClaim> {
  const nowIso = toIso(now);
  // Each round either decides or saw the row change under it (released, taken over); a key
  // that keeps changing is another request's: in progress.
  for (let round = 0; round < 3; round++) {
    const claim: IdempotencyKeyTable = {
      company_id: ref.scope.companyId,
      mode: ref.scope.mode,
      path: ref.path,
      idempotency_key: ref.key,
      fingerprint: request.fingerprint,
      claim_id: newId(),
      claimed_at: nowIso,
      response_status: null,
      response_body: null,
      request_id: request.requestId,
      created_at: nowIso,
    };
    if (await insertClaimIfAbsent(db, claim)) return { kind: 'claimed', claimId: claim.claim_id };
    const held = await findKey(db, ref);
    if (!held) continue;
    const expired = Date.parse(held.created_at) + REPLAY_WINDOW_MS <= now.getTime();
    const abandoned = held.response_status === null && Date.parse(held.claimed_at) + request.takeoverMs <= now.getTime();
    if (expired || (abandoned && held.fingerprint === request.fingerprint)) {
      if (await takeOverClaim(db, ref, held.claim_id, claim)) return { kind: 'claimed', claimId: claim.claim_id };
      continue;
    }
    if (held.fingerprint !== request.fingerprint) throw reused(ref);
    if (held.response_status === null || held.response_body === null) throw inProgress(ref);
    return { kind: 'replay', status: held.response_status, body: held.response_body, requestId: held.request_id };
  }
  throw inProgress(ref);
}
