/** Idempotency keys of API requests: the one door other code uses (src/api/idempotencyKeys.ts, the prune job). */
export { claimKey, REPLAY_WINDOW_MS, type ClaimRequest, type KeyClaim } from './claimKey.js';
export { canonicalJson, requestFingerprint } from './fingerprint.js';
export { recordResponse, releaseClaim, type KeyRef } from './repo.js';
export { idempotencyPruneJob, pruneExpiredKeys } from './pruneJob.js';
export type { IdempotencyTables } from './tables.js';
