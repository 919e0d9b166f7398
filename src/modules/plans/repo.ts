/** Plan rows. Every query is scoped by company and mode. */
import { type Db, type Scope, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { PlanTable } from './tables.js';

export type PlanPatch = Partial<Omit<PlanTable, 'id' | 'company_id' | 'mode' | 'created_at'>>;

export async function findPlan(db: Db, scope: Scope, id: string): Promise<PlanTable | undefined> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPlanByCode(db: Db, scope: Scope, planCode: string): Promise<PlanTable | undefined> {
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

export async function listPlans(db: Db, scope: Scope, page: PageRequest): Promise<PlanTable[]> {
  let query = db.selectFrom('plans').selectAll().where(inScope(scope));
  if (page.after) query = query.where(afterCursor(page.after, 'plans'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

export async function updatePlan(db: Db, scope: Scope, id: string, patch: PlanPatch): Promise<void> {
  await db
    .updateTable('plans')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

/** How many subscriptions (in any status) point at the plan: any makes its billing fields immutable. */
export async function countPlanSubscriptions(db: Db, scope: Scope, planId: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inScope(scope))
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The currencies the company's plans bill in, sorted: the currency wallets a customer can have. */
export async function listPlanCurrencies(db: Db, scope: Scope): Promise<string[]> {
  const rows = await db.selectFrom('plans').select('currency_code').distinct().where(inScope(scope)).orderBy('currency_code').execute();
  return rows.map((row) => row.currency_code);
}
