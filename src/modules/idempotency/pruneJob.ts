/**
 * Deleting idempotency keys past their 24 hours (a key that old is new again anyway:
 * claimKey.ts takes its row over). Every PRUNE_EVERY_MS, in bounded deletes, on any number of
 * nodes at once: a delete of rows already gone deletes nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { repeatingJob, type BackgroundJob } from '../../http/backgroundJob.js';
import { toIso } from '../../time.js';
import { REPLAY_WINDOW_MS } from './claimKey.js';
import { deleteKeysCreatedBy } from './repo.js';

const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Rows one delete takes at most, so a backlog never holds a long write. */
const PRUNE_CHUNK = 1000;

/** Deletes every key created 24 hours or more before `now` (claimKey.ts's expiry); returns how many. */
export async function pruneExpiredKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = toIso(new Date(now.getTime() - REPLAY_WINDOW_MS));
  let total = 0;
  for (;;) {
    const deleted = await deleteKeysCreatedBy(db, cutoff, PRUNE_CHUNK);
    total += deleted;
    if (deleted === 0) return total;
  }
}

export const idempotencyPruneJob: BackgroundJob = repeatingJob('idempotency-key-pruning', PRUNE_EVERY_MS, 'pruning idempotency keys failed', async ({ store, clock }, log) => {
  const deleted = await pruneExpiredKeys(store.db, clock.now());
  if (deleted > 0) log.info({ deleted }, 'pruned expired idempotency keys');
});
