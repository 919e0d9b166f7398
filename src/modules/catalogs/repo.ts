/**
 * Catalog, entry and plan-attachment rows. A catalog is visible to a scope when it is global
 * (company_id null) or owned by that company in that mode; every read through a scope says so.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, type Scope, inScope } from '../../db/scope.js';
import type { CatalogEntryTable, CatalogTable, PlanCatalogTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export type CatalogWithCount = CatalogTable & { entry_count: number };

/** Where a catalog lives: the operator's global namespace, or one company and mode. */
export type CatalogOwner = { global: true } | Scope;

export function isGlobalOwner(owner: CatalogOwner): owner is { global: true } {
  return 'global' in owner;
}

function visibleTo(scope: Scope) {
  return (eb: ExpressionBuilder<Database, 'catalogs'>) =>
    eb.or([
      eb('catalogs.company_id', 'is', null),
      eb.and([eb('catalogs.company_id', '=', scope.companyId), eb('catalogs.mode', '=', scope.mode)]),
    ]);
}

function entryCount(eb: ExpressionBuilder<Database, 'catalogs'>) {
  return eb
    .selectFrom('catalog_entries')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('catalog_entries.catalog_id', '=', 'catalogs.id')
    .as('entry_count');
}

function withCount<T extends { entry_count: number | string | null }>(row: T): T & { entry_count: number } {
  return { ...row, entry_count: Number(row.entry_count ?? 0) };
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst());
}

export async function insertCatalog(db: Db, row: CatalogTable): Promise<void> {
  await db.insertInto('catalogs').values(row).execute();
}

/**
 * Inserts unless a catalog of that name exists for the owner (another node may be loading the
 * same file at the same moment); the caller reads the row back either way.
 */
export async function insertCatalogIfAbsent(db: Db, row: CatalogTable): Promise<void> {
  await db
    .insertInto('catalogs')
    .values(row)
    .onConflict((oc) =>
      row.company_id === null ? oc.column('name').where('company_id', 'is', null).doNothing() : oc.columns(['company_id', 'mode', 'name']).doNothing(),
    )
    .execute();
}

export async function findCatalogByName(db: Db, owner: CatalogOwner, name: string): Promise<CatalogTable | undefined> {
  let query = db.selectFrom('catalogs').selectAll().where('name', '=', name);
  query = isGlobalOwner(owner)
    ? query.where('company_id', 'is', null)
    : query.where(inScope(owner));
  return query.executeTakeFirst();
}

/** A catalog this scope may read and attach: global, or its own in this mode. */
export async function findVisibleCatalog(ctx: ScopedDb, id: string): Promise<CatalogWithCount | undefined> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('catalogs')
    .selectAll('catalogs')
    .select(entryCount)
    .where('catalogs.id', '=', id)
    .where(visibleTo(scope))
    .executeTakeFirst();
  return row ? withCount(row) : undefined;
}

/** Every global catalog and the scope's own, newest first. */
export async function listVisibleCatalogs(ctx: ScopedDb): Promise<CatalogWithCount[]> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('catalogs')
    .selectAll('catalogs')
    .select(entryCount)
    .where(visibleTo(scope))
    .orderBy('catalogs.created_at', 'desc')
    .orderBy('catalogs.id', 'desc')
    .execute();
  return rows.map(withCount);
}

export async function countEntries(db: Db, catalogId: string): Promise<number> {
  const row = await db
    .selectFrom('catalog_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('catalog_id', '=', catalogId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateCatalog(
  db: Db,
  id: string,
  patch: Partial<Pick<CatalogTable, 'event_name' | 'key_property' | 'source_note' | 'as_of' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('catalogs').set(patch).where('id', '=', id).execute();
}

/** A catalog's entries by key. */
export async function listEntries(db: Db, catalogId: string): Promise<CatalogEntryTable[]> {
  return db.selectFrom('catalog_entries').selectAll().where('catalog_id', '=', catalogId).orderBy('key').orderBy('id').execute();
}

/** One page of a catalog's entries by key, after the key `afterKey` (keys are unique in a catalog); `limit + 1` rows. */
export async function pageEntries(db: Db, catalogId: string, afterKey: string | null, limit: number): Promise<CatalogEntryTable[]> {
  let query = db.selectFrom('catalog_entries').selectAll().where('catalog_id', '=', catalogId);
  if (afterKey !== null) query = query.where('key', '>', afterKey);
  return query.orderBy('key').limit(limit + 1).execute();
}

/** Entries of several catalogs at once (for rating). */
export async function listEntriesOf(db: Db, catalogIds: readonly string[]): Promise<CatalogEntryTable[]> {
  if (catalogIds.length === 0) return [];
  return db.selectFrom('catalog_entries').selectAll().where('catalog_id', 'in', [...catalogIds]).orderBy('key').execute();
}

/** Which of `keys` the catalog already has. */
export async function findEntryKeys(db: Db, catalogId: string, keys: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const chunk of chunks(keys, 500)) {
    const rows = await db.selectFrom('catalog_entries').select('key').where('catalog_id', '=', catalogId).where('key', 'in', chunk).execute();
    found.push(...rows.map((r) => r.key));
  }
  return found;
}

export async function insertEntries(db: Db, rows: readonly CatalogEntryTable[]): Promise<void> {
  for (const chunk of chunks(rows, 200)) await db.insertInto('catalog_entries').values(chunk).execute();
}

/** Inserts entries, or updates the one with the same key another loader inserted meanwhile. */
export async function upsertEntries(db: Db, rows: readonly CatalogEntryTable[]): Promise<void> {
  for (const chunk of chunks(rows, 200)) {
    await db
      .insertInto('catalog_entries')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['catalog_id', 'key']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          dimensions: eb.ref('excluded.dimensions'),
          price: eb.ref('excluded.price'),
        })),
      )
      .execute();
  }
}

export async function updateEntry(db: Db, id: string, patch: Pick<CatalogEntryTable, 'name' | 'dimensions' | 'price'>): Promise<void> {
  await db.updateTable('catalog_entries').set(patch).where('id', '=', id).execute();
}

export async function deleteEntries(db: Db, catalogId: string, keys: readonly string[]): Promise<void> {
  for (const chunk of chunks(keys, 500)) {
    await db.deleteFrom('catalog_entries').where('catalog_id', '=', catalogId).where('key', 'in', chunk).execute();
  }
}

export async function insertPlanCatalog(db: Db, row: PlanCatalogTable): Promise<void> {
  await db.insertInto('plan_catalogs').values(row).execute();
}

export async function findPlanCatalog(ctx: ScopedDb, planId: string, catalogId: string): Promise<PlanCatalogTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('plan_catalogs')
    .selectAll()
    .where(inScope(scope))
    .where('plan_id', '=', planId)
    .where('catalog_id', '=', catalogId)
    .executeTakeFirst();
}

/** Removes an attachment; false when it was not there (any more). */
export async function deletePlanCatalog(ctx: ScopedDb, id: string): Promise<boolean> {
  const { db, scope } = ctx;
  const result = await db.deleteFrom('plan_catalogs').where(inScope(scope)).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A plan's attachments, newest first. */
export async function listPlanCatalogs(ctx: ScopedDb, planId: string): Promise<PlanCatalogTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('plan_catalogs')
    .selectAll()
    .where(inScope(scope))
    .where('plan_id', '=', planId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Catalogs by id with their entry counts (attachments name catalogs the scope could see when attached). */
export async function findCatalogsByIds(db: Db, ids: readonly string[]): Promise<Map<string, CatalogWithCount>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('catalogs').selectAll('catalogs').select(entryCount).where('catalogs.id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, withCount(row)]));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
