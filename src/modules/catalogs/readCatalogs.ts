/** Reading catalogs: the list a company sees (global + its own in this mode) and a catalog's entries. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { notFound } from '../../errors/index.js';
import { toCatalog, toEntry } from './present.js';
import * as repo from './repo.js';
import type { Catalog, CatalogEntry } from './schemas.js';

export async function listCatalogs(db: Kysely<Database>, scope: Scope): Promise<Catalog[]> {
  return (await repo.listVisibleCatalogs(db, scope)).map(toCatalog);
}

export async function getCatalog(db: Kysely<Database>, scope: Scope, id: string): Promise<Catalog> {
  const catalog = await repo.findVisibleCatalog(db, scope, id);
  if (!catalog) throw notFound('Catalog', id);
  return toCatalog(catalog);
}

/** A visible catalog's entries, by key. */
export async function listCatalogEntries(db: Kysely<Database>, scope: Scope, catalogId: string): Promise<CatalogEntry[]> {
  const catalog = await repo.findVisibleCatalog(db, scope, catalogId);
  if (!catalog) throw notFound('Catalog', catalogId);
  return (await repo.listEntries(db, catalog.id)).map(toEntry);
}
