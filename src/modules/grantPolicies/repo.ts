/** Credit-grant policy rows. Every query is scoped by company and mode. */
import { type Db, inScope } from '../../db/scope.js';
import type { CreditGrantPolicyTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function insertGrantPolicy(db: Db, row: CreditGrantPolicyTable): Promise<void> {
  await db.insertInto('credit_grant_policies').values(row).execute();
}

export async function findGrantPolicy(ctx: ScopedDb, id: string): Promise<CreditGrantPolicyTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('credit_grant_policies').selectAll().where(inScope(scope)).where('id', '=', id).executeTakeFirst();
}

export async function updateGrantPolicy(ctx: ScopedDb, id: string, patch: Pick<CreditGrantPolicyTable, 'effective_to' | 'updated_at'>): Promise<void> {
  const { db, scope } = ctx;
  await db.updateTable('credit_grant_policies').set(patch).where(inScope(scope)).where('id', '=', id).execute();
}

/**
 * Every grant policy of a plan, newest first: the API list, and what the billing engine reads
 * to grant credits when periods open (filter by effective_from/effective_to and cadence there).
 */
export async function listGrantPolicies(ctx: ScopedDb, planId: string): Promise<CreditGrantPolicyTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_grant_policies')
    .selectAll()
    .where(inScope(scope))
    .where('plan_id', '=', planId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
