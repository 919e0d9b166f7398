/** Price and plan fee rows. Every query is scoped by company and mode. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, inScope } from '../../db/scope.js';
import type { ProductTable } from '../products/index.js';
import type { PlanFeeTable, PriceTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

/** A fee with its product and price rows. */
export interface FeeRecord {
  fee: PlanFeeTable;
  product: ProductTable;
  price: PriceTable;
}

export async function insertPrice(db: Db, row: PriceTable): Promise<void> {
  await db.insertInto('prices').values(row).execute();
}

export async function findPrice(ctx: ScopedDb, id: string): Promise<PriceTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('prices')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPlanFee(db: Db, row: PlanFeeTable): Promise<void> {
  await db.insertInto('plan_fees').values(row).execute();
}

/** The plan's fees for one product: the versions a new one must not overlap. */
export async function listProductFees(ctx: ScopedDb, planId: string, productId: string): Promise<PlanFeeTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('plan_fees')
    .selectAll()
    .where(inScope(scope))
    .where('plan_id', '=', planId)
    .where('product_id', '=', productId)
    .execute();
}

/** Moves a fee's exclusive end (null: open-ended). */
export async function updateFeeEnd(ctx: ScopedDb, feeId: string, effectiveTo: string | null): Promise<void> {
  const { db, scope } = ctx;
  await db
    .updateTable('plan_fees')
    .set({ effective_to: effectiveTo })
    .where(inScope(scope))
    .where('id', '=', feeId)
    .execute();
}

/**
 * Serializes fee writes on one plan: a no-op update takes the plan row's write lock on
 * PostgreSQL until the transaction ends (SQLite has one writer at a time anyway), so two
 * concurrent fee creations cannot both pass the overlap check.
 */
export async function lockPlanForFees(ctx: ScopedDb<Transaction<Database>>, planId: string): Promise<void> {
  const { db, scope } = ctx;
  await db
    .updateTable('plans')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where(inScope(scope))
    .where('id', '=', planId)
    .execute();
}

export async function companyTimeZone(db: Db, companyId: string): Promise<string> {
  const row = await db.selectFrom('companies').select('timezone').where('id', '=', companyId).executeTakeFirst();
  return row?.timezone ?? 'UTC';
}

/** Fees of a plan with their product and price, oldest first; one fee when `feeId` is given. */
export async function loadFeeRecords(ctx: ScopedDb, planId: string, feeId?: string): Promise<FeeRecord[]> {
  const { db, scope } = ctx;
  let query = db
    .selectFrom('plan_fees as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .innerJoin('prices as r', 'r.id', 'f.price_id')
    .select([
      'f.id as f_id',
      'f.company_id as f_company_id',
      'f.mode as f_mode',
      'f.plan_id as f_plan_id',
      'f.product_id as f_product_id',
      'f.price_id as f_price_id',
      'f.effective_from as f_effective_from',
      'f.effective_to as f_effective_to',
      'f.created_at as f_created_at',
      'p.name as p_name',
      'p.billable_metric as p_billable_metric',
      'p.cost_metric as p_cost_metric',
      'p.created_at as p_created_at',
      'p.updated_at as p_updated_at',
      'r.pricing_model as r_pricing_model',
      'r.amount as r_amount',
      'r.denominator as r_denominator',
      'r.billing_mode as r_billing_mode',
      'r.cadence as r_cadence',
      'r.currency_code as r_currency_code',
      'r.pricing_unit_id as r_pricing_unit_id',
      'r.display_denominator as r_display_denominator',
      'r.cost_plus_markup_mode as r_cost_plus_markup_mode',
      'r.cost_plus_multiplier as r_cost_plus_multiplier',
      'r.cost_plus_target_margin as r_cost_plus_target_margin',
      'r.tiers as r_tiers',
      'r.package_size as r_package_size',
      'r.package_rounding as r_package_rounding',
      'r.created_at as r_created_at',
    ])
    .where(inScope(scope, 'f'))
    .where('f.plan_id', '=', planId);
  if (feeId !== undefined) query = query.where('f.id', '=', feeId);
  const rows = await query.orderBy('f.created_at', 'asc').orderBy('f.id', 'asc').execute();
  return rows.map((row) => ({
    fee: {
      id: row.f_id,
      company_id: row.f_company_id,
      mode: row.f_mode,
      plan_id: row.f_plan_id,
      product_id: row.f_product_id,
      price_id: row.f_price_id,
      effective_from: row.f_effective_from,
      effective_to: row.f_effective_to,
      created_at: row.f_created_at,
    },
    product: {
      id: row.f_product_id,
      company_id: row.f_company_id,
      mode: row.f_mode,
      name: row.p_name,
      billable_metric: row.p_billable_metric,
      cost_metric: row.p_cost_metric,
      created_at: row.p_created_at,
      updated_at: row.p_updated_at,
    },
    price: {
      id: row.f_price_id,
      company_id: row.f_company_id,
      mode: row.f_mode,
      product_id: row.f_product_id,
      pricing_model: row.r_pricing_model,
      amount: row.r_amount,
      denominator: row.r_denominator,
      billing_mode: row.r_billing_mode,
      cadence: row.r_cadence,
      currency_code: row.r_currency_code,
      pricing_unit_id: row.r_pricing_unit_id,
      display_denominator: row.r_display_denominator,
      cost_plus_markup_mode: row.r_cost_plus_markup_mode,
      cost_plus_multiplier: row.r_cost_plus_multiplier,
      cost_plus_target_margin: row.r_cost_plus_target_margin,
      tiers: row.r_tiers,
      package_size: row.r_package_size,
      package_rounding: row.r_package_rounding,
      created_at: row.r_created_at,
    },
  }));
}
