/** Plan rows. Every query is scoped by company and mode. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { PlanTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function findPlan(db: Db, scope: Scope, id: string): Promise<PlanTable | undefined> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPlanByCode(db: Db, scope: Scope, planCode: string): Promise<PlanTable | undefined> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('plan_code', '=', planCode)
    .executeTakeFirst();
}
