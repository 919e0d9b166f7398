/** Bumping and reading the rating-configuration counters (see tables.ts). */
import { sql } from 'kysely';
import type { BatchTx } from '../../db/batchTransaction.js';
import { listParam, selectRows } from '../../db/multiRow.js';
import type { Db, Scope } from '../../db/scope.js';

const GLOBAL = 'global';

function keyOf(scope: Scope | 'global'): string {
  return scope === GLOBAL ? GLOBAL : `${scope.companyId}:${scope.mode}`;
}

/** Call inside the transaction that changes fees, rates or catalogs for `scope` (or global catalogs). */
export async function bumpRatingConfig(trx: Db, scope: Scope | 'global'): Promise<void> {
  await trx
    .insertInto('rating_config_versions')
    .values({ scope_key: keyOf(scope), version: 1 })
    .onConflict((oc) => oc.column('scope_key').doUpdateSet({ version: sql`rating_config_versions.version + 1` }))
    .execute();
}

/** A token that changes whenever the scope's or the global configuration changed. */
export async function ratingConfigStamp(db: Db, scope: Scope): Promise<string> {
  const rows = await db
    .selectFrom('rating_config_versions')
    .select(['scope_key', 'version'])
    .where('scope_key', 'in', [keyOf(scope), GLOBAL])
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
  const own = rows.find((r) => r.scope_key === keyOf(scope))?.version ?? 0;
  const global = rows.find((r) => r.scope_key === GLOBAL)?.version ?? 0;
  return `${own}:${global}`;
}

/** ratingConfigStamp for several scopes with one statement, keyed `company:mode`. */
export async function ratingConfigStamps(tx: BatchTx, scopes: readonly Scope[]): Promise<Map<string, string>> {
  const keys = [...new Set(scopes.map((scope) => keyOf(scope))), GLOBAL];
  const rows = await selectRows<{ scope_key: string; version: number }>(tx, VERSIONS, [listParam(tx, keys)]);
  const versions = new Map(rows.map((row) => [row.scope_key, row.version]));
  const global = versions.get(GLOBAL) ?? 0;
  return new Map(scopes.map((scope) => [keyOf(scope), `${versions.get(keyOf(scope)) ?? 0}:${global}`]));
}
