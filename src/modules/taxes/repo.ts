/** Tax rate rows. Every query is scoped by company and mode. */
import type { ScopedDb } from '../../db/context.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import { type Db, inScope } from '../../db/scope.js';
import type { TaxRateTable } from './tables.js';

export async function insertTaxRate(db: Db, row: TaxRateTable): Promise<void> {
  await db.insertInto('tax_rates').values(row).execute();
}

export async function findTaxRate(ctx: ScopedDb, id: string): Promise<TaxRateTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('tax_rates').selectAll().where(inScope(scope)).where('id', '=', id).executeTakeFirst();
}

export async function findTaxRates(ctx: ScopedDb, ids: readonly string[]): Promise<TaxRateTable[]> {
  const { db, scope } = ctx;
  if (ids.length === 0) return [];
  return db.selectFrom('tax_rates').selectAll().where(inScope(scope)).where('id', 'in', [...ids]).execute();
}

/** The rates of one country (any state), oldest first. */
export async function taxRatesOfCountry(ctx: ScopedDb, country: string): Promise<TaxRateTable[]> {
  const { db, scope } = ctx;
  return db.selectFrom('tax_rates').selectAll().where(inScope(scope)).where('country', '=', country).orderBy('created_at').orderBy('id').execute();
}

export async function listTaxRates(ctx: ScopedDb, page: PageRequest): Promise<TaxRateTable[]> {
  const { db, scope } = ctx;
  let query = db.selectFrom('tax_rates').selectAll().where(inScope(scope));
  if (page.after) query = query.where(afterCursor(page.after, 'tax_rates'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}
