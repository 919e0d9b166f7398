import type { Mode } from '../../kernel/mode.js';

/**
 * One `Idempotency-Key` of one company, mode and path. While `response_status` is null the key
 * is in flight: a request holds it (`claim_id`, since `claimed_at`). Then it holds the first
 * answer, replayed for 24 hours from `created_at`.
 */
export interface IdempotencyKeyTable {
  company_id: string;
  mode: Mode;
  /** The request path without its query string (`/v1/customers`). */
  path: string;
  idempotency_key: string;
  /** SHA-256 of the method, path and canonical JSON body of the request that claimed the key. */
  fingerprint: string;
  /** Which claim holds the key: a taken-over claim's request cannot record its answer any more. */
  claim_id: string;
  claimed_at: string;
  response_status: number | null;
  /** The answer exactly as it was sent (JSON text). */
  response_body: string | null;
  /** The request that claimed the key: the answer's `request_id` and `X-Request-Id`. */
  request_id: string;
  created_at: string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}
