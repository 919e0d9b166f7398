/**
 * PostgreSQL lock-queue helpers for tests that pin an interleaving of two sessions: wait until the
 * other side is seen waiting on a lock before letting go of what it waits for.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/**
 * Resolves once `count` sessions of this database wait on a lock, or `done()` is true; after ~10 s
 * throws that `what` never happened.
 */
export async function sessionsWaitingOnLock(db: Kysely<Database>, count: number, what: string, done: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    if (done()) return;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(what);
}
