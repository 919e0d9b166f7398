/**
 * The billing engine's SQL. Tenant queries are scoped by company and mode; the one exception is the
 * work list of a server-wide run, which spans every company (each subscription is then processed
 * in its own scope).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { forUpdate, forUpdateSkipLocked } from '../db/locks.js';
import type { Database, Mode } from '../db/schema.js';
import type { Scope } from '../db/scope.js';
import type { DialectName } from '../db/store.js';
import type { EventChargeTable, EventTable } from '../modules/ingest/tables.js';
import type { SubscriptionTable } from '../modules/subscriptions/tables.js';
import type { WalletTable } from '../modules/wallets/tables.js';
import type { BillingStateTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Chunk size for `in (...)` lists: well under SQLite's bound-parameter limit. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export interface WorkItem {
  id: string;
  company_id: string;
  mode: Mode;
}

/**
 * Subscriptions with engine work due at `asOfIso`, in id order after `afterId`: not yet started
 * by the engine, or running with a step due (its next known step, an end, a transition or the
 * period end at or before `asOfIso`). Subscriptions awaiting a payment method are not billed.
 */
export async function listDueSubscriptions(
  db: Db,
  asOfIso: string,
  filter: { scope?: Scope; afterId: string | null; limit: number },
): Promise<WorkItem[]> {
  let query = db
    .selectFrom('subscriptions as s')
    .leftJoin('billing_states as b', 'b.subscription_id', 's.id')
    .select(['s.id', 's.company_id', 's.mode'])
    .where('s.status', '!=', 'pending_payment_method')
    .where('s.start_date', '<=', asOfIso)
    .where((eb) =>
      eb.or([
        eb('b.subscription_id', 'is', null),
        eb.and([
          eb('b.ended_at', 'is', null),
          eb.or([
            eb('b.next_at', '<=', asOfIso),
            eb('s.ended_at', '<=', asOfIso),
            eb('s.cancel_at', '<=', asOfIso),
            eb('s.plan_transition_at', '<=', asOfIso),
            eb('s.current_period_end', '<=', asOfIso),
          ]),
        ]),
      ]),
    );
  if (filter.scope) query = query.where('s.company_id', '=', filter.scope.companyId).where('s.mode', '=', filter.scope.mode);
  if (filter.afterId !== null) query = query.where('s.id', '>', filter.afterId);
  return query.orderBy('s.id').limit(filter.limit).execute();
}

/**
 * Claims the subscription for this transaction: `FOR UPDATE SKIP LOCKED` on PostgreSQL, so an
 * engine never waits for (or repeats) a step another engine is taking; undefined when another
 * transaction holds it. SQLite has one writer: the claim is the transaction itself.
 */
export async function claimSubscription(trx: Transaction<Database>, dialect: DialectName, scope: Scope, id: string): Promise<SubscriptionTable | undefined> {
  const query = trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id);
  return forUpdateSkipLocked(query, dialect).executeTakeFirst();
}

/** Locks the subscription, waiting for another holder (a caller changing it in its own transaction). */
export async function lockSubscription(trx: Transaction<Database>, dialect: DialectName, scope: Scope, id: string): Promise<SubscriptionTable | undefined> {
  const query = trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id);
  return forUpdate(query, dialect).executeTakeFirst();
}

export type EngineSubscriptionPatch = Partial<
  Pick<
    SubscriptionTable,
    | 'plan_id'
    | 'status'
    | 'current_period_start'
    | 'current_period_end'
    | 'next_renewal_date'
    | 'canceled_at'
    | 'ended_at'
    | 'plan_transition_at_period_end'
    | 'plan_transition_at'
    | 'plan_transition_to_plan_id'
    | 'updated_at'
  >
>;

export async function updateSubscription(trx: Transaction<Database>, scope: Scope, id: string, patch: EngineSubscriptionPatch): Promise<void> {
  await trx.updateTable('subscriptions').set(patch).where('company_id', '=', scope.companyId).where('mode', '=', scope.mode).where('id', '=', id).execute();
}

export async function findBillingState(db: Db, scope: Scope, subscriptionId: string): Promise<BillingStateTable | undefined> {
  return db
    .selectFrom('billing_states')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

export async function insertBillingState(trx: Transaction<Database>, row: BillingStateTable): Promise<void> {
  await trx.insertInto('billing_states').values(row).execute();
}

export async function updateBillingState(
  trx: Transaction<Database>,
  scope: Scope,
  subscriptionId: string,
  patch: Partial<Omit<BillingStateTable, 'subscription_id' | 'company_id' | 'mode' | 'created_at'>>,
): Promise<void> {
  await trx
    .updateTable('billing_states')
    .set(patch)
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/** The customer's wallets in denomination-key order: the order every transaction locks them in. */
export async function customerWallets(db: Db, scope: Scope, customerId: string): Promise<WalletTable[]> {
  return db
    .selectFrom('wallets')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('customer_id', '=', customerId)
    .orderBy('denomination_key')
    .execute();
}

/** The subscription's event charges with event timestamps in [fromIso, toIso), oldest first. */
export async function chargesInSpan(db: Db, scope: Scope, subscriptionId: string, fromIso: string, toIso: string): Promise<EventChargeTable[]> {
  return db
    .selectFrom('event_charges')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('event_timestamp', '>=', fromIso)
    .where('event_timestamp', '<', toIso)
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .orderBy('event_timestamp')
    .orderBy('id')
    .execute();
}

/** Every charge of these events (any subscription), for sharing an event's overdraft. */
export async function chargesOfEvents(db: Db, scope: Scope, eventIds: readonly string[]): Promise<EventChargeTable[]> {
  const rows: EventChargeTable[] = [];
  for (const part of chunks(eventIds)) {
    rows.push(
      ...(await db
        .selectFrom('event_charges')
        .selectAll()
        .where('event_id', 'in', part)
        .where('company_id', '=', scope.companyId)
        .where('mode', '=', scope.mode)
        .execute()),
    );
  }
  return rows;
}

/** The overdraft part of these events' usage draws on one wallet: `usage` entries without a grant (negative amounts). */
export async function overdraftDraws(db: Db, scope: Scope, walletId: string, eventIds: readonly string[]): Promise<{ event_id: string | null; amount: string }[]> {
  const rows: { event_id: string | null; amount: string }[] = [];
  for (const part of chunks(eventIds)) {
    rows.push(
      ...(await db
        .selectFrom('ledger_entries')
        .select(['event_id', 'amount'])
        .where('event_id', 'in', part)
        .where('wallet_id', '=', walletId)
        .where('kind', '=', sql.lit('usage'))
        .where('grant_id', 'is', null)
        .where('company_id', '=', scope.companyId)
        .where('mode', '=', scope.mode)
        .execute()),
    );
  }
  return rows;
}

/**
 * Overdraft on the wallet from the customer's events stamped at or after `fromIso` (later periods'
 * usage, drawn before this period closed): the `usage` entries without a grant, negative amounts.
 */
export async function overdraftFromEventsSince(db: Db, scope: Scope, customerId: string, walletId: string, fromIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('events as e')
    .innerJoin('ledger_entries as l', 'l.event_id', 'e.id')
    .select('l.amount')
    .where('e.company_id', '=', scope.companyId)
    .where('e.mode', '=', scope.mode)
    .where('e.customer_id', '=', customerId)
    .where('e.timestamp', '>=', fromIso)
    .where('l.wallet_id', '=', walletId)
    .where('l.kind', '=', sql.lit('usage'))
    .where('l.grant_id', 'is', null)
    .execute();
  return rows.map((row) => row.amount);
}

/** The customer's events named `names` with timestamps in [fromIso, toIso): what period aggregations read. */
export async function eventsInSpan(
  db: Db,
  scope: Scope,
  customerId: string,
  names: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<Pick<EventTable, 'id' | 'event_name' | 'timestamp' | 'created_at' | 'properties'>[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('events')
    .select(['id', 'event_name', 'timestamp', 'created_at', 'properties'])
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('customer_id', '=', customerId)
    .where('timestamp', '>=', fromIso)
    .where('timestamp', '<', toIso)
    .where('event_name', 'in', [...names])
    .execute();
}

/** A grant the customer already holds with this source reference (grants are idempotent on it). */
export async function grantExists(db: Db, scope: Scope, customerId: string, sourceRef: string): Promise<boolean> {
  const row = await db
    .selectFrom('credit_grants')
    .select('id')
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('customer_id', '=', customerId)
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst();
  return row !== undefined;
}
