/**
 * The rating-configuration counters (see tables.ts), and the lock that makes a change final.
 *
 * Each scope's row (`company:mode`, and `global` for the operator's catalogs) is both a counter
 * and a lock (docs/decisions.md, "A change to rating is final from its instant"):
 * - every transaction that changes what an event is rated by takes the row's exclusive lock
 *   FIRST, before its checks and before any other lock (`lockRatingConfigForChange`);
 * - an ingest batch reads the rows of its scopes with `FOR SHARE` inside its write transaction,
 *   before it rates (src/modules/ingest/pipeline/scopeReads.ts).
 * So a change and a batch never overlap: the change waits for the batches that read the old
 * configuration to commit, then sees their charges in its checks (on PostgreSQL READ COMMITTED
 * each later statement reads a fresh snapshot); a batch that comes after waits for the change to
 * commit and rates with the new configuration. SQLite serialises writers (`BEGIN IMMEDIATE`),
 * and the batch reads inside its write transaction, so the same holds there.
 */
import { sql } from 'kysely';
import type { BatchTx } from '../../db/batchTransaction.js';
import { listParam, selectRows } from '../../db/multiRow.js';
import type { Db, Scope } from '../../db/scope.js';
import type { ScopedDb } from '../../db/context.js';

const GLOBAL = 'global';

export function ratingConfigKeyOf(scope: Scope | 'global'): string {
  return scope === GLOBAL ? GLOBAL : `${scope.companyId}:${scope.mode}`;
}

/**
 * The first statement of every transaction that changes fees, rates, catalogs or attachments for
 * `scope` (or global catalogs): bumps the counter, which takes the row's exclusive lock until the
 * commit. It waits for the ingest batches that hold the row (they read the old configuration);
 * the caller's checks that follow see their charges, and batches after it rate with the change.
 */
export async function lockRatingConfigForChange(trx: Db, scope: Scope | 'global'): Promise<void> {
  await trx
    .insertInto('rating_config_versions')
    .values({ scope_key: ratingConfigKeyOf(scope), version: 1 })
    .onConflict((oc) => oc.column('scope_key').doUpdateSet({ version: sql`rating_config_versions.version + 1` }))
    .execute();
}

/**
 * Holds the scope's and the global row `FOR SHARE` until the commit, as an ingest batch does
 * (PostgreSQL; SQLite has one writer): work that decides with the limits and then draws or holds
 * (a reservation made or captured) takes it before its wallet locks, in the batches' order, so it
 * neither overlaps a change of the limits nor deadlocks with one.
 */
export async function shareRatingConfig(ctx: ScopedDb): Promise<void> {
  const { db: trx, scope } = ctx;
  const keys = [GLOBAL, ratingConfigKeyOf(scope)].sort();
  await trx.selectFrom('rating_config_versions').select('version').where('scope_key', 'in', keys).orderBy('scope_key').forShare().execute();
}

/**
 * The rows of a new company's two modes, so an ingest batch always finds a row to lock (a batch
 * that finds none inserts it, off the hot path: scopeReads.ts). Version 0 is the stamp of no row.
 */
export async function insertRatingConfigRows(db: Db, companyId: string): Promise<void> {
  await db
    .insertInto('rating_config_versions')
    .values([
      { scope_key: ratingConfigKeyOf({ companyId, mode: 'live' }), version: 0 },
      { scope_key: ratingConfigKeyOf({ companyId, mode: 'test' }), version: 0 },
    ])
    .onConflict((oc) => oc.column('scope_key').doNothing())
    .execute();
}

/** A token that changes whenever the scope's or the global configuration changed. */
export async function ratingConfigStamp(ctx: ScopedDb): Promise<string> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('rating_config_versions')
    .select(['scope_key', 'version'])
    .where('scope_key', 'in', [ratingConfigKeyOf(scope), GLOBAL])
    .execute();
  const own = rows.find((r) => r.scope_key !== GLOBAL)?.version ?? 0;
  const global = rows.find((r) => r.scope_key === GLOBAL)?.version ?? 0;
  return `${own}:${global}`;
}

const VERSIONS = {
  sqlite: 'select scope_key, version from rating_config_versions where scope_key in (select value from json_each(?))',
  postgres: 'select scope_key, version from rating_config_versions where scope_key = any($1::text[])',
};

/** The stamp of `scope` from version rows read by the caller (its own and the global one). */
export function stampOf(scope: Scope, rows: ReadonlyArray<{ scope_key: string; version: number }>): string {
  const own = rows.find((r) => r.scope_key === ratingConfigKeyOf(scope))?.version ?? 0;
  const global = rows.find((r) => r.scope_key === GLOBAL)?.version ?? 0;
  return `${own}:${global}`;
}

/** ratingConfigStamp for several scopes with one statement, keyed `company:mode`. */
export async function ratingConfigStamps(tx: BatchTx, scopes: readonly Scope[]): Promise<Map<string, string>> {
  const keys = [...new Set(scopes.map((scope) => ratingConfigKeyOf(scope))), GLOBAL];
  const rows = await selectRows<{ scope_key: string; version: number }>(tx, VERSIONS, [listParam(tx, keys)]);
  const versions = new Map(rows.map((row) => [row.scope_key, row.version]));
  const global = versions.get(GLOBAL) ?? 0;
  return new Map(scopes.map((scope) => [ratingConfigKeyOf(scope), `${versions.get(ratingConfigKeyOf(scope)) ?? 0}:${global}`]));
}
