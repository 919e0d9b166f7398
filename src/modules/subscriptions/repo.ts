/** Subscription rows. Every query is scoped by company and mode. */
import type { Transaction } from 'kysely';
import { lockWaitingAtMost } from '../../db/locks.js';
import type { Database } from '../../db/schema.js';
import { type Db, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { SubscriptionStatus, SubscriptionTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

/** A subscription row with its plan's current `plan_code` (the plan owns the code; it may change). */
export interface SubscriptionRow extends SubscriptionTable {
  plan_code: string | null;
}

export type SubscriptionPatch = Partial<Omit<SubscriptionTable, 'id' | 'company_id' | 'mode' | 'customer_id' | 'created_at'>>;

function selectRows(ctx: ScopedDb) {
  const { db, scope } = ctx;
  return db
    .selectFrom('subscriptions')
    .leftJoin('plans', (join) =>
      join
        .onRef('plans.id', '=', 'subscriptions.plan_id')
        .onRef('plans.company_id', '=', 'subscriptions.company_id')
        .onRef('plans.mode', '=', 'subscriptions.mode'),
    )
    .selectAll('subscriptions')
    .select('plans.plan_code')
    .where(inScope(scope, 'subscriptions'));
}

export async function insertSubscription(db: Db, row: SubscriptionTable): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function findSubscription(ctx: ScopedDb, id: string): Promise<SubscriptionRow | undefined> {
  const { db, scope } = ctx;
  return selectRows({ db, scope }).where('subscriptions.id', '=', id).executeTakeFirst();
}

export async function listSubscriptions(
  ctx: ScopedDb,
  page: PageRequest,
  filter: { customerId?: string | undefined; status?: SubscriptionStatus | undefined; planId?: string | undefined },
): Promise<SubscriptionRow[]> {
  const { db, scope } = ctx;
  let query = selectRows({ db, scope });
  if (filter.customerId !== undefined) query = query.where('subscriptions.customer_id', '=', filter.customerId);
  if (filter.status !== undefined) query = query.where('subscriptions.status', '=', filter.status);
  if (filter.planId !== undefined) query = query.where('subscriptions.plan_id', '=', filter.planId);
  if (page.after) query = query.where(afterCursor(page.after, 'subscriptions'));
  return query.orderBy('subscriptions.created_at', 'desc').orderBy('subscriptions.id', 'desc').limit(page.limit + 1).execute();
}

/** The customer's subscriptions waiting in `pending_payment_method`, oldest first. */
export async function awaitingPaymentMethod(ctx: ScopedDb, customerId: string): Promise<string[]> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('subscriptions')
    .select('id')
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending_payment_method')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The customer's subscriptions in force at `at`: started (start_date <= at), not awaiting a
 * payment method, and not ended (ended_at null or at < ended_at). Oldest first.
 */
export async function subscriptionsInForceAt(ctx: ScopedDb, customerId: string, at: Date): Promise<SubscriptionRow[]> {
  const { db, scope } = ctx;
  const instant = at.toISOString();
  return selectRows({ db, scope })
    .where('subscriptions.customer_id', '=', customerId)
    .where('subscriptions.start_date', '<=', instant)
    .where('subscriptions.status', '!=', 'pending_payment_method')
    .where((eb) => eb.or([eb('subscriptions.ended_at', 'is', null), eb('subscriptions.ended_at', '>', instant)]))
    .orderBy('subscriptions.start_date')
    .orderBy('subscriptions.created_at')
    .orderBy('subscriptions.id')
    .execute();
}

/**
 * The customer's live subscriptions to a plan: not canceled and not ended, on the plan now or
 * moving to it at a scheduled transition. Oldest first.
 *
 * Sorted here, not in SQL: SQLite, planning by rule, served an `order by created_at, id` from
 * `subscriptions_scope_created` and read every subscription of the company to find the
 * customer's few; without it the read searches `subscriptions_customer`
 * (test/subscriptions/liveToPlanPlan.test.ts).
 */
export async function liveSubscriptionsToPlan(ctx: ScopedDb, customerId: string, planId: string): Promise<SubscriptionRow[]> {
  const { db, scope } = ctx;
  const rows = await selectRows({ db, scope })
    .where('subscriptions.customer_id', '=', customerId)
    .where('subscriptions.status', '!=', 'canceled')
    .where('subscriptions.ended_at', 'is', null)
    .where((eb) => eb.or([eb('subscriptions.plan_id', '=', planId), eb('subscriptions.plan_transition_to_plan_id', '=', planId)]))
    .execute();
  return rows.sort((a, b) => compareText(a.created_at, b.created_at) || compareText(a.id, b.id));
}

/** Code-unit order, as SQL's `order by` on these text columns gave it. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Applies a patch to a subscription that is not canceled (a canceled one is final). Returns false
 * when no row changed: the subscription was canceled meanwhile (or does not exist).
 */
export async function updateLiveSubscription(ctx: ScopedDb, id: string, patch: SubscriptionPatch): Promise<boolean> {
  const { db, scope } = ctx;
  const result = await db
    .updateTable('subscriptions')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', id)
    .where('status', '!=', 'canceled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Applies a patch whatever the status (the billing engine, on a subscription it has claimed). */
export async function updateSubscription(ctx: ScopedDb, id: string, patch: SubscriptionPatch): Promise<void> {
  const { db, scope } = ctx;
  await db.updateTable('subscriptions').set(patch).where(inScope(scope)).where('id', '=', id).execute();
}

function rowOf(ctx: ScopedDb<Transaction<Database>>, id: string) {
  const { db: trx, scope } = ctx;
  return trx.selectFrom('subscriptions').selectAll().where(inScope(scope)).where('id', '=', id);
}

/**
 * Claims the subscription for this transaction (the billing engine's step): waits at most `waitMs`
 * for another holder (another engine taking a step, a plan change), then the step re-reads the
 * state under the claim, so a step taken meanwhile is not taken twice. Throws RowHeldElsewhere
 * (src/db/locks.ts) when it is still held after the wait; undefined when there is no such
 * subscription. Waiting, not skipping (issue 13, item 4): a run to an instant that skipped a held
 * subscription left it short of that instant. SQLite has one writer: the claim is the transaction.
 */
export async function claimSubscription(ctx: ScopedDb<Transaction<Database>>, id: string, waitMs: number): Promise<SubscriptionTable | undefined> {
  const { db: trx, scope } = ctx;
  return lockWaitingAtMost(trx, `Subscription ${id}`, waitMs, () => rowOf({ db: trx, scope }, id).forUpdate().executeTakeFirst());
}

/** Locks the subscription, waiting for another holder (a caller changing it in its own transaction). */
export async function lockSubscription(ctx: ScopedDb<Transaction<Database>>, id: string): Promise<SubscriptionTable | undefined> {
  const { db: trx, scope } = ctx;
  return rowOf({ db: trx, scope }, id).forUpdate().executeTakeFirst();
}
