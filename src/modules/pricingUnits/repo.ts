/** Pricing unit and conversion rate rows. Every query is scoped by company and mode. */
import { type Db, inScope } from '../../db/scope.js';
import type { CurrencyCode } from '../../money/currency.js';
import type { ConversionRateTable, PricingUnitTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function findPricingUnit(ctx: ScopedDb, id: string): Promise<PricingUnitTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('pricing_units')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPricingUnitByCode(ctx: ScopedDb, code: string): Promise<PricingUnitTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('pricing_units')
    .selectAll()
    .where(inScope(scope))
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function insertPricingUnit(db: Db, row: PricingUnitTable): Promise<void> {
  await db.insertInto('pricing_units').values(row).execute();
}

/** Every pricing unit of the scope, newest first (the contract's list has no pagination). */
export async function listPricingUnits(ctx: ScopedDb): Promise<PricingUnitTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('pricing_units')
    .selectAll()
    .where(inScope(scope))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function touchPricingUnit(ctx: ScopedDb, id: string, updatedAt: string): Promise<void> {
  const { db, scope } = ctx;
  await db
    .updateTable('pricing_units')
    .set({ updated_at: updatedAt })
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

/** The conversion rates of the given units (all of the scope's when `pricingUnitIds` is omitted), oldest first. */
export async function listConversionRates(ctx: ScopedDb, pricingUnitIds?: readonly string[]): Promise<ConversionRateTable[]> {
  const { db, scope } = ctx;
  if (pricingUnitIds !== undefined && pricingUnitIds.length === 0) return [];
  let query = db
    .selectFrom('conversion_rates')
    .selectAll()
    .where(inScope(scope));
  if (pricingUnitIds !== undefined) query = query.where('pricing_unit_id', 'in', [...pricingUnitIds]);
  return query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

export interface RateSeries {
  pricingUnitId: string;
  customerId: string | null;
  currency: CurrencyCode;
}

/** The rate of a series that has no end yet (at most one: a unique index guards it). */
export async function findOpenRate(ctx: ScopedDb, series: RateSeries): Promise<ConversionRateTable | undefined> {
  const { db, scope } = ctx;
  let query = db
    .selectFrom('conversion_rates')
    .selectAll()
    .where(inScope(scope))
    .where('pricing_unit_id', '=', series.pricingUnitId)
    .where('settlement_currency_code', '=', series.currency)
    .where('effective_to', 'is', null);
  query = series.customerId === null ? query.where('customer_id', 'is', null) : query.where('customer_id', '=', series.customerId);
  return query.executeTakeFirst();
}

/**
 * Ends a still-open rate at `effectiveTo` (exclusive). False when another writer ended it first,
 * so two concurrent additions to one series cannot both succeed.
 */
export async function closeRate(ctx: ScopedDb, id: string, effectiveTo: string): Promise<boolean> {
  const { db, scope } = ctx;
  const result = await db
    .updateTable('conversion_rates')
    .set({ effective_to: effectiveTo })
    .where(inScope(scope))
    .where('id', '=', id)
    .where('effective_to', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertConversionRate(db: Db, row: ConversionRateTable): Promise<void> {
  await db.insertInto('conversion_rates').values(row).execute();
}
