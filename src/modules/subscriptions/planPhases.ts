/**
 * A subscription's plan history: the plans it was on before its current one, each for
 * [started_at, ended_at). The subscription row holds the current plan; a transition that moves it
 * to another plan first records the phase it ends (`recordEndedPhase`), in the same transaction.
 * Ingest rates an event by the plan in force at its timestamp (`planAt`), so a late event stamped
 * before a change is priced by the plan it was used under (issue 26, item 1).
 */
import type { TxContext, ScopedDb } from '../../db/context.js';
import type { BatchTx } from '../../db/batchTransaction.js';
import { listParam, selectRows } from '../../db/multiRow.js';
import { inScope, type Scope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import type { SubscriptionTable } from './tables.js';

/** An ended phase as rating needs it. */
export interface PastPlanPhase {
  subscription_id: string;
  plan_id: string;
  started_at: string;
  ended_at: string;
}

/**
 * Records that `sub` leaves its current plan at `at`: the phase from where it began that plan (the
 * end of its last recorded phase, else its start) to `at`. Nothing when that phase would be empty.
 */
export async function recordEndedPhase(tx: TxContext, sub: Pick<SubscriptionTable, 'id' | 'customer_id' | 'plan_id' | 'start_date'>, at: Date): Promise<void> {
  const { trx, scope } = tx;
  const last = await trx
    .selectFrom('subscription_plan_phases')
    .select((eb) => eb.fn.max('ended_at').as('ended_at'))
    .where(inScope(scope))
    .where('subscription_id', '=', sub.id)
    .executeTakeFirst();
  const startedAt = last?.ended_at ?? sub.start_date;
  const endedAt = toIso(at);
  if (endedAt <= startedAt) return;
  await trx
    .insertInto('subscription_plan_phases')
    .values({ subscription_id: sub.id, company_id: scope.companyId, mode: scope.mode, customer_id: sub.customer_id, plan_id: sub.plan_id, started_at: startedAt, ended_at: endedAt, created_at: toIso(tx.now) })
    .execute();
}

const OF_CUSTOMERS = {
  sqlite:
    'select subscription_id, plan_id, started_at, ended_at from subscription_plan_phases ' +
    'where company_id = ? and mode = ? and customer_id in (select value from json_each(?))',
  postgres:
    'select subscription_id, plan_id, started_at, ended_at from subscription_plan_phases ' +
    'where company_id = $1 and mode = $2 and customer_id = any($3::text[])',
};

/** The ended phases of these customers' subscriptions (most have none: one indexed lookup). */
export async function pastPhasesOf(tx: BatchTx, scope: Scope, customerIds: readonly string[]): Promise<PastPlanPhase[]> {
  if (customerIds.length === 0) return [];
  return selectRows<PastPlanPhase>(tx, OF_CUSTOMERS, [scope.companyId, scope.mode, listParam(tx, customerIds)]);
}

/** One customer's ended phases, read with Kysely (the per-event reference path). */
export async function pastPhasesOfCustomer(ctx: ScopedDb, customerId: string): Promise<PastPlanPhase[]> {
  const { db, scope } = ctx;
  return db.selectFrom('subscription_plan_phases').select(['subscription_id', 'plan_id', 'started_at', 'ended_at']).where(inScope(scope)).where('customer_id', '=', customerId).execute();
}

/** The plan `subscription` was on at `instant` (ISO): the ended phase holding it, else the current plan. Pure. */
export function planAt(subscription: { id: string; plan_id: string }, phases: readonly PastPlanPhase[], instant: string): string {
  for (const phase of phases) {
    if (phase.subscription_id === subscription.id && phase.started_at <= instant && instant < phase.ended_at) return phase.plan_id;
  }
  return subscription.plan_id;
}
