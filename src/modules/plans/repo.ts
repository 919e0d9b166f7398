/** Plan rows. Every query is scoped by company and mode. */
import { type Db, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { PlanTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';
import type { CurrencyCode } from '../../money/currency.js';

export type PlanPatch = Partial<Omit<PlanTable, 'id' | 'company_id' | 'mode' | 'created_at'>>;

export async function findPlan(ctx: ScopedDb, id: string): Promise<PlanTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('plans')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPlanByCode(ctx: ScopedDb, planCode: string): Promise<PlanTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('plans')
    .selectAll()
    .where(inScope(scope))
    .where('plan_code', '=', planCode)
    .executeTakeFirst();
}

export async function insertPlan(db: Db, row: PlanTable): Promise<void> {
  await db.insertInto('plans').values(row).execute();
}

export async function listPlans(ctx: ScopedDb, page: PageRequest): Promise<PlanTable[]> {
  const { db, scope } = ctx;
  let query = db.selectFrom('plans').selectAll().where(inScope(scope));
  if (page.after) query = query.where(afterCursor(page.after, 'plans'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

export async function updatePlan(ctx: ScopedDb, id: string, patch: PlanPatch): Promise<void> {
  const { db, scope } = ctx;
  await db
    .updateTable('plans')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

/** How many subscriptions (in any status) point at the plan: any makes its billing fields immutable. */
export async function countPlanSubscriptions(ctx: ScopedDb, planId: string): Promise<number> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inScope(scope))
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The currencies the company's plans bill in, sorted: the currency wallets a customer can have. */
export async function listPlanCurrencies(ctx: ScopedDb): Promise<string[]> {
  const { db, scope } = ctx;
  const rows = await db.selectFrom('plans').select('currency_code').distinct().where(inScope(scope)).orderBy('currency_code').execute();
  return rows.map((row) => row.currency_code);
}

/** The plans the company offers on the customer portal (`portal_visible`) in one currency, by name. */
export async function listPortalPlans(ctx: ScopedDb, currency: CurrencyCode): Promise<PlanTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('plans')
    .selectAll()
    .where(inScope(scope))
    .where('portal_visible', '=', 1)
    .where('currency_code', '=', currency)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
