/**
 * Row locks, the one dialect-specific piece of transaction code (DESIGN.md section 3).
 * PostgreSQL locks the selected rows until the transaction ends. SQLite has no row locks and needs
 * none: it has one writer at a time, and the store's single connection runs one transaction at a
 * time, so these are no-ops there.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { DialectName } from './store.js';

interface Lockable<QB> {
  forUpdate(): QB;
}

interface LockableOf<QB, T extends string> {
  forUpdate(of: T[]): { skipLocked(): QB };
}

/** `SELECT ... FOR UPDATE` on PostgreSQL; the query unchanged on SQLite. */
export function forUpdate<QB extends Lockable<QB>>(qb: QB, dialect: DialectName): QB {
  return dialect === 'postgres' ? qb.forUpdate() : qb;
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
 * Runs `lock` (a `SELECT ... FOR UPDATE` through `forUpdate`) waiting at most `waitMs` for another
 * holder, then restores the session's lock timeout for the rest of the transaction; throws
 * RowHeldElsewhere when the wait ran out. On SQLite (one writer) it simply runs `lock`.
 */
export async function lockWaitingAtMost<T>(trx: Transaction<Database>, dialect: DialectName, what: string, waitMs: number, lock: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return lock();
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

/**
 * `SELECT ... FOR UPDATE OF <tables> SKIP LOCKED` on PostgreSQL: claims rows of the named tables
 * only (a join's other rows stay free for other nodes); unchanged on SQLite.
 */
export function forUpdateOfSkipLocked<QB extends LockableOf<QB, T>, T extends string>(qb: QB, tables: T[], dialect: DialectName): QB {
  return dialect === 'postgres' ? qb.forUpdate(tables).skipLocked() : qb;
}
