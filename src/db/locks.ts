/**
 * Bounded lock waits. Row locks themselves are Kysely's `.forUpdate()` on both stores
 * (rowLocks.ts drops them on SQLite, which has one writer at a time and needs none).
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** Whether `db` talks to PostgreSQL (the only store with row locks and lock timeouts). */
function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A row another transaction kept locked for the whole of a bounded wait (`lockWaitingAtMost`).
 * The transaction it was thrown in is aborted on PostgreSQL: let it roll back.
 */
export class RowHeldElsewhere extends Error {
  constructor(what: string, waitMs: number) {
    super(`${what} stayed locked by another transaction for ${waitMs} ms`);
    this.name = 'RowHeldElsewhere';
  }
}

/** PostgreSQL's lock_not_available: a lock wait reached `lock_timeout`. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Runs `lock` (a `SELECT ... FOR UPDATE`) waiting at most `waitMs` for another
 * holder, then restores the session's lock timeout for the rest of the transaction; throws
 * RowHeldElsewhere when the wait ran out. On SQLite (one writer) it simply runs `lock`.
 */
export async function lockWaitingAtMost<T>(trx: Transaction<Database>, what: string, waitMs: number, lock: () => Promise<T>): Promise<T> {
  if (!isPostgres(trx)) return lock();
  const ms = Math.max(1, Math.round(waitMs));
  await sql`select set_config('lock_timeout', ${`${ms}ms`}, true)`.execute(trx);
  let locked: T;
  try {
    locked = await lock();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === LOCK_NOT_AVAILABLE) throw new RowHeldElsewhere(what, ms);
    throw error;
  }
  await sql`set local lock_timeout to default`.execute(trx);
  return locked;
}
