/**
 * The billing engine's SQL: its own state (`billing_states`), its work list, and what closing a
 * span reads of ingest's events and charges. Tenant queries are scoped by company and mode; the
 * one exception is the work list of a server-wide run, which spans every company (each
 * subscription is then processed in its own scope). Subscriptions, wallets and the ledger are
 * read and written through their modules.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Mode } from '../kernel/mode.js';
import { type Db, type Scope, customerEvents, inScope, outsideScopes } from '../db/scope.js';
import { chargesOfEvents, type EventChargeTable } from '../modules/ingest/index.js';
import type { BillingProblemTable, BillingStateTable } from './tables.js';
import type { ScopedDb } from '../db/context.js';

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
  filter: { scope?: Scope; exceptScopes?: readonly Scope[]; afterId: string | null; limit: number },
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
  if (filter.scope) query = query.where(inScope(filter.scope, 's'));
  if (filter.exceptScopes?.length) query = query.where(outsideScopes(filter.exceptScopes, 's'));
  if (filter.afterId !== null) query = query.where('s.id', '>', filter.afterId);
  return query.orderBy('s.id').limit(filter.limit).execute();
}

export async function findBillingState(ctx: ScopedDb, subscriptionId: string): Promise<BillingStateTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('billing_states')
    .selectAll()
    .where(inScope(scope))
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

export async function insertBillingState(trx: Transaction<Database>, row: BillingStateTable): Promise<void> {
  await trx.insertInto('billing_states').values(row).execute();
}

export async function updateBillingState(
  ctx: ScopedDb<Transaction<Database>>,
  subscriptionId: string,
  patch: Partial<Omit<BillingStateTable, 'subscription_id' | 'company_id' | 'mode' | 'created_at'>>,
): Promise<void> {
  const { db: trx, scope } = ctx;
  await trx
    .updateTable('billing_states')
    .set(patch)
    .where(inScope(scope))
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/**
 * The subscription's event charges no invoice has billed yet, stamped before `toIso`, oldest
 * first: the closing span's own charges and any that arrived after their period was invoiced.
 * (A charge's invoice, not its timestamp, says whether it was billed: see 0017_usage_invoiced.)
 * They are reached through the customer's events still pending an invoice
 * (`events_customer_pending_time`: 0134_events_invoice_pending), as the lines of each (the
 * `event_charges` view: 0135_charges_inline).
 */
export async function chargesNotInvoiced(ctx: ScopedDb, subscription: { id: string; customer_id: string }, toIso: string): Promise<EventChargeTable[]> {
  return chargesNotInvoicedQuery(ctx, subscription, toIso).execute();
}

/**
 * chargesNotInvoiced's query. The charges carry no condition of their own but the subscription's
 * and the invoice's: their company and mode are the event's. A scope condition on them gave
 * PostgreSQL without table statistics a path by the charges' (company, mode, time) index, which
 * it took as the outer side of a nested loop matching every pending event against every charge
 * of the company: 11 s and more for one customer of 20,000 events (the soak's fuzz store).
 */
export function chargesNotInvoicedQuery(ctx: ScopedDb, subscription: { id: string; customer_id: string }, toIso: string) {
  const { db, scope } = ctx;
  return db
    .selectFrom('events as e')
    .innerJoin('event_charges as c', 'c.event_id', 'e.id')
    .selectAll('c')
    .where(inScope(scope, 'e'))
    .where('e.customer_id', '=', subscription.customer_id)
    .where('e.invoice_pending', '=', 1)
    .where('e.timestamp', '<', toIso)
    .where('c.subscription_id', '=', subscription.id)
    .where('c.invoice_id', 'is', null)
    .orderBy('c.event_timestamp')
    .orderBy('c.id');
}

/** The customer's events named `names` with timestamps in [fromIso, toIso): what period aggregations read. */
export async function eventsInSpan(
  ctx: ScopedDb,
  customerId: string,
  names: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<{ id: string; event_name: string; timestamp: string; created_at: string; properties: string | null }[]> {
  const { db, scope } = ctx;
  if (names.length === 0) return [];
  return db
    .selectFrom('events')
    .select(['id', 'event_name', 'timestamp', 'created_at', 'properties'])
    .where(customerEvents(scope, customerId))
    .where('timestamp', '>=', fromIso)
    .where('timestamp', '<', toIso)
    .where('event_name', 'in', [...names])
    .execute();
}

/** Every charge of these events (any subscription), for sharing an event's overdraft; in chunks. */
export async function chargesOfManyEvents(ctx: ScopedDb, eventIds: readonly string[]): Promise<EventChargeTable[]> {
  const { db, scope } = ctx;
  const rows: EventChargeTable[] = [];
  for (const part of chunks(eventIds)) rows.push(...(await chargesOfEvents({ db, scope }, part)));
  return rows;
}

/**
 * Ended subscriptions (in id order after `afterId`) with charges no invoice has billed yet: usage
 * stamped before the end that arrived after the final invoice (steps/lateUsage.ts).
 */
export async function listEndedWithLateUsage(
  db: Db,
  filter: { scope?: Scope; exceptScopes?: readonly Scope[]; afterId: string | null; limit: number },
): Promise<WorkItem[]> {
  let query = db
    .selectFrom('billing_states as b')
    .select(['b.subscription_id as id', 'b.company_id', 'b.mode'])
    .where('b.ended_at', 'is not', null)
    .where((eb) =>
      eb.exists(
        // The subscription's customer's pending events, as chargesNotInvoiced reads them.
        eb
          .selectFrom('subscriptions as s')
          .innerJoin('events as e', (join) => join.onRef('e.company_id', '=', 's.company_id').onRef('e.mode', '=', 's.mode').onRef('e.customer_id', '=', 's.customer_id'))
          .innerJoin('event_charges as c', 'c.event_id', 'e.id')
          .select('c.id')
          .whereRef('s.id', '=', 'b.subscription_id')
          .whereRef('s.company_id', '=', 'b.company_id')
          .where('e.invoice_pending', '=', 1)
          .whereRef('c.subscription_id', '=', 'b.subscription_id')
          .where('c.invoice_id', 'is', null),
      ),
    );
  if (filter.scope) query = query.where(inScope(filter.scope, 'b'));
  if (filter.exceptScopes?.length) query = query.where(outsideScopes(filter.exceptScopes, 'b'));
  if (filter.afterId !== null) query = query.where('b.subscription_id', '>', filter.afterId);
  return query.orderBy('b.subscription_id').limit(filter.limit).execute();
}

/** Records (or refreshes) why the engine could not bill a subscription. */
export async function recordBillingProblem(db: Db, row: { subscriptionId: string; scope: Scope; code: string; message: string; at: string }): Promise<void> {
  await db
    .insertInto('billing_problems')
    .values({
      subscription_id: row.subscriptionId,
      company_id: row.scope.companyId,
      mode: row.scope.mode,
      code: row.code,
      message: row.message,
      first_failed_at: row.at,
      last_failed_at: row.at,
      attempts: 1,
    })
    .onConflict((oc) =>
      oc.column('subscription_id').doUpdateSet((eb) => ({
        code: row.code,
        message: row.message,
        last_failed_at: row.at,
        attempts: eb(eb.ref('billing_problems.attempts'), '+', 1),
      })),
    )
    .execute();
}

/** The subscription was billed: it is no longer a problem. */
export async function clearBillingProblem(ctx: ScopedDb, subscriptionId: string): Promise<void> {
  const { db, scope } = ctx;
  await db.deleteFrom('billing_problems').where(inScope(scope)).where('subscription_id', '=', subscriptionId).execute();
}

/** The scope's subscriptions the engine could not bill on its last try, oldest problem first. */
export async function listBillingProblems(ctx: ScopedDb): Promise<BillingProblemTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('billing_problems')
    .selectAll()
    .where(inScope(scope))
    .orderBy('first_failed_at')
    .orderBy('subscription_id')
    .limit(1000)
    .execute();
}
