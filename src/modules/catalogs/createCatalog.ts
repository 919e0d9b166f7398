/** Company catalogs over the API: create one (optionally with entries) and add entries to it. */
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError, invalid, notFound, type ErrorDetail } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { encodeDimensions, parseEntries, type EntryInput } from './dimensions.js';
import { toCatalog } from './present.js';
import * as repo from './repo.js';
import { MAX_ENTRIES_PER_REQUEST, type AddEntriesBody, type Catalog, type CreateCatalogBody } from './schemas.js';
import type { CatalogEntryTable, CatalogTable } from './tables.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import type { DbContext } from '../../db/context.js';

function nameTaken(name: string) {
  return new DomainError('CATALOG_NAME_TAKEN', `A catalog named "${name}" already exists in this company and mode`);
}

/** 409 naming each entry whose key the catalog already has. */
function keysTaken(entries: readonly EntryInput[], taken: ReadonlySet<string>) {
  const details = entries.flatMap((entry, i) => (taken.has(entry.key) ? [{ path: `body.entries[${i}].key`, message: `"${entry.key}" is already in the catalog` }] : []));
  return new DomainError('ENTRY_KEY_TAKEN', details.length === 1 ? `${details[0]?.path} ${details[0]?.message}` : 'Some entry keys are already in the catalog', details);
}

function checkedEntries(input: unknown): EntryInput[] {
  const problems: ErrorDetail[] = [];
  const entries = parseEntries(input, 'body.entries', problems, { max: MAX_ENTRIES_PER_REQUEST });
  if (!entries || problems.length) throw invalid(problems);
  return entries;
}

export function entryRows(catalogId: string, entries: readonly EntryInput[], now: string): CatalogEntryTable[] {
  return entries.map((entry) => ({
    id: newId(),
    catalog_id: catalogId,
    key: entry.key,
    name: entry.name,
    dimensions: encodeDimensions(entry.dimensions),
    price: entry.price === null ? null : encodeDimensions(entry.price),
    created_at: now,
  }));
}

export async function createCatalog(ctx: DbContext, body: CreateCatalogBody): Promise<Catalog> {
  const { db, scope } = ctx;
  const entries = checkedEntries(body.entries ?? []);
  const now = toIso(ctx.now);
  const row: CatalogTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    name: body.name,
    event_name: body.event_name,
    key_property: body.key_property,
    source_note: null,
    as_of: null,
    created_at: now,
    updated_at: now,
  };
  return db.transaction().execute(async (trx) => {
    if (await repo.findCatalogByName(trx, scope, body.name)) throw nameTaken(body.name);
    try {
      await repo.insertCatalog(trx, row);
    } catch (error) {
      // Another request took the name between the check and the insert.
      if (isUniqueViolation(error)) throw nameTaken(body.name);
      throw error;
    }
    await repo.insertEntries(trx, entryRows(row.id, entries, now));
    return toCatalog({ ...row, entry_count: entries.length });
  });
}

/** Adds entries to one of the company's catalogs; a global catalog is read-only over the API. */
export async function addEntries(ctx: DbContext, catalogId: string, body: AddEntriesBody): Promise<Catalog> {
  const { db, scope } = ctx;
  const entries = checkedEntries(body.entries);
  return db.transaction().execute(async (trx) => {
    await lockRatingConfigForChange(trx, scope); // first (ratingConfig/version.ts)
    const catalog = await repo.findVisibleCatalog({ db: trx, scope }, catalogId);
    if (!catalog) throw notFound('Catalog', catalogId);
    if (catalog.company_id === null) {
      throw new DomainError('CATALOG_READ_ONLY', 'Global catalogs are maintained by the operator and cannot be changed over the API');
    }
    const taken = await repo.findEntryKeys(
      trx,
      catalog.id,
      entries.map((e) => e.key),
    );
    if (taken.length) throw keysTaken(entries, new Set(taken));
    const now = toIso(ctx.now);
    try {
      await repo.insertEntries(trx, entryRows(catalog.id, entries, now));
    } catch (error) {
      // A concurrent request added one of the keys first.
      if (isUniqueViolation(error)) throw keysTaken(entries, new Set(entries.map((e) => e.key)));
      throw error;
    }
    await repo.updateCatalog(trx, catalog.id, { updated_at: now });
    return toCatalog({ ...catalog, entry_count: catalog.entry_count + entries.length, updated_at: now });
  });
}
