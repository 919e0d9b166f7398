/**
 * Row locks, the one dialect-specific piece of transaction code (DESIGN.md section 3).
 * PostgreSQL locks the selected rows until the transaction ends. SQLite has no row locks and needs
 * none: it has one writer at a time, and the store's single connection runs one transaction at a
 * time, so these are no-ops there.
 */
import type { DialectName } from './store.js';

interface Lockable<QB> {
  forUpdate(): QB;
}

interface SkipLockable<QB> extends Lockable<QB> {
  skipLocked(): QB;
}

interface LockableOf<QB, T extends string> {
  forUpdate(of: T[]): { skipLocked(): QB };
}

/** `SELECT ... FOR UPDATE` on PostgreSQL; the query unchanged on SQLite. */
export function forUpdate<QB extends Lockable<QB>>(qb: QB, dialect: DialectName): QB {
  return dialect === 'postgres' ? qb.forUpdate() : qb;
}

/** `SELECT ... FOR UPDATE SKIP LOCKED` on PostgreSQL (claiming work across nodes); unchanged on SQLite. */
export function forUpdateSkipLocked<QB extends SkipLockable<QB>>(qb: QB, dialect: DialectName): QB {
  return dialect === 'postgres' ? qb.forUpdate().skipLocked() : qb;
}

/**
 * `SELECT ... FOR UPDATE OF <tables> SKIP LOCKED` on PostgreSQL: claims rows of the named tables
 * only (a join's other rows stay free for other nodes); unchanged on SQLite.
 */
export function forUpdateOfSkipLocked<QB extends LockableOf<QB, T>, T extends string>(qb: QB, tables: T[], dialect: DialectName): QB {
  return dialect === 'postgres' ? qb.forUpdate(tables).skipLocked() : qb;
}
