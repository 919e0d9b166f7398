/**
 * Reading catalogs: the list a company sees (global + its own in this mode), one catalog with what
 * it matches, and a catalog's entries, a page at a time by key (the cursor carries the last key:
 * keys are unique in a catalog, so pages never overlap or skip, whatever is added meanwhile).
 */
import { notFound } from '../../errors/index.js';
import { encodeCursor, type PageRequest, type PageResult } from '../../db/pagination.js';
import { toCatalog, toCatalogDetail, toEntry } from './present.js';
import * as repo from './repo.js';
import type { Catalog, CatalogDetail, CatalogEntry } from './schemas.js';
import type { ScopedDb } from '../../db/context.js';

export async function listCatalogs(ctx: ScopedDb): Promise<Catalog[]> {
  const { db, scope } = ctx;
  return (await repo.listVisibleCatalogs({ db, scope })).map(toCatalog);
}

export async function getCatalog(ctx: ScopedDb, id: string): Promise<CatalogDetail> {
  const { db, scope } = ctx;
  const catalog = await repo.findVisibleCatalog({ db, scope }, id);
  if (!catalog) throw notFound('Catalog', id);
  return toCatalogDetail(catalog);
}

/** A page of a visible catalog's entries, by key. */
export async function listCatalogEntries(ctx: ScopedDb, catalogId: string, page: PageRequest): Promise<PageResult<CatalogEntry>> {
  const { db, scope } = ctx;
  const catalog = await repo.findVisibleCatalog({ db, scope }, catalogId);
  if (!catalog) throw notFound('Catalog', catalogId);
  // The shared cursor format carries a pair; here it is (key, id) of the last entry.
  const rows = await repo.pageEntries(db, catalog.id, page.after?.createdAt ?? null, page.limit);
  const hasMore = rows.length > page.limit;
  const items = hasMore ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  return {
    items: items.map(toEntry),
    pagination: { has_more: hasMore, next_cursor: hasMore && last ? encodeCursor({ createdAt: last.key, id: last.id }) : null },
  };
}
