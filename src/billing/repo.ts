/**
 * The billing engine's SQL: its own state (`billing_states`), its work list, and what closing a
 * span reads of ingest's events and charges. Tenant queries are scoped by company and mode; the
 * one exception is the work list of a server-wide run, which spans every company (each
 * subscription is then processed in its own scope). Subscriptions, wallets and the ledger are
 * read and written through their modules.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, Mode } from '../db/schema.js';
import type { Scope } from '../db/scope.js';
import { chargesOfEvents, type EventChargeTable } from '../modules/ingest/index.js';
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

/** The customer's events named `names` with timestamps in [fromIso, toIso): what period aggregations read. */
export async function eventsInSpan(
  db: Db,
  scope: Scope,
  customerId: string,
  names: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<{ id: string; event_name: string; timestamp: string; created_at: string; properties: string | null }[]> {
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

/** Every charge of these events (any subscription), for sharing an event's overdraft; in chunks. */
export async function chargesOfManyEvents(db: Db, scope: Scope, eventIds: readonly string[]): Promise<EventChargeTable[]> {
  const rows: EventChargeTable[] = [];
  for (const part of chunks(eventIds)) rows.push(...(await chargesOfEvents(db, scope, part)));
  return rows;
}
