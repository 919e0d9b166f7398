/**
 * The subscriptions that bring recurring revenue now (the dashboard's MRR): active or past due
 * (still billed each period; a trial pays nothing yet, a subscription waiting for a card has not
 * started, a canceled one has ended), counted per plan in SQL.
 */
import type { ScopedDb } from '../../db/context.js';
import { inScope } from '../../db/scope.js';

export const REVENUE_STATUSES = ['active', 'past_due'] as const;

export async function payingSubscriptionsByPlan(ctx: ScopedDb): Promise<Array<{ plan_id: string; subscriptions: number }>> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('subscriptions')
    .select((eb) => ['plan_id', eb.fn.countAll<string | number>().as('subscriptions')])
    .where(inScope(scope))
    .where('status', 'in', [...REVENUE_STATUSES])
    .groupBy('plan_id')
    .execute();
  return rows.map((row) => ({ plan_id: row.plan_id, subscriptions: Number(row.subscriptions) }));
}

/** Which of these subscriptions are paying now (active or past due). */
export async function payingAmong(ctx: ScopedDb, ids: readonly string[]): Promise<Set<string>> {
  const { db, scope } = ctx;
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('subscriptions').select('id').where(inScope(scope)).where('id', 'in', [...new Set(ids)]).where('status', 'in', [...REVENUE_STATUSES]).execute();
  return new Set(rows.map((row) => row.id));
}
