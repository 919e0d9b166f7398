/** Event and charge rows. Every query is scoped by company and mode. */
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, type Scope, customerEvents, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { EventChargeTable, EventTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function findEventByKey(ctx: ScopedDb, idempotencyKey: string): Promise<EventTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('events')
    .selectAll()
    .where(inScope(scope))
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Inserts the event unless its idempotency key is stored already; false when it was. */
export async function insertEventUnlessKeyExists(db: Db, row: EventTable): Promise<boolean> {
  const result = await db
    .insertInto('events')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'mode', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertCharges(db: Db, rows: EventChargeTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('event_charges').values(rows).execute();
}

export interface EventFilter {
  customerId?: string | undefined;
  eventName?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** `charged`: some charge of the event is not zero; `free`: none is (no charge, or only zero ones). */
  outcome?: EventOutcome | undefined;
}

export type EventOutcome = 'charged' | 'free';

/** The scope's events, narrowed by the filter (shared by the list and the count). */
function filteredEvents<O>(query: SelectQueryBuilder<Database, 'events', O>, scope: Scope, filter: EventFilter): SelectQueryBuilder<Database, 'events', O> {
  let q = query.where(filter.customerId === undefined ? inScope(scope, 'events') : customerEvents(scope, filter.customerId, 'events'));
  if (filter.eventName !== undefined) q = q.where('events.event_name', '=', filter.eventName);
  if (filter.from !== undefined) q = q.where('events.timestamp', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('events.timestamp', '<', filter.to);
  if (filter.outcome !== undefined) {
    // Amounts are stored as plain decimal text, and zero always as "0" (formatDecimal).
    const outcome = filter.outcome;
    q = q.where((eb) => {
      const charged = eb.exists(
        eb.selectFrom('event_charges').select('event_charges.id').whereRef('event_charges.event_id', '=', 'events.id').where('event_charges.amount', '<>', '0'),
      );
      return outcome === 'charged' ? charged : eb.not(charged);
    });
  }
  return q;
}

export async function listEvents(ctx: ScopedDb, page: PageRequest, filter: EventFilter): Promise<EventTable[]> {
  const { db, scope } = ctx;
  let query = filteredEvents(db.selectFrom('events').selectAll(), scope, filter);
  if (page.after) query = query.where(afterCursor(page.after, 'events'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/** How many of the scope's events the filter keeps (the dashboard's "nothing charged" figure). */
export async function countEvents(ctx: ScopedDb, filter: EventFilter): Promise<number> {
  const { db, scope } = ctx;
  const row = await filteredEvents(db.selectFrom('events').select((eb) => eb.fn.countAll<string | number>().as('count')), scope, filter).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function chargesOfEvents(ctx: ScopedDb, eventIds: readonly string[]): Promise<EventChargeTable[]> {
  const { db, scope } = ctx;
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('event_charges')
    .selectAll()
    .where(inScope(scope))
    .where('event_id', 'in', [...eventIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Records that `invoiceId` billed these charges, only where no invoice has yet: returns how many
 * it attached, so the caller can refuse (roll back) when another invoice took one first. Then an
 * event whose charges all have their invoice is no longer pending (0134_events_invoice_pending).
 *
 * The events are locked first (in id order) on PostgreSQL: two closes billing charges of one
 * event (two subscriptions metering it) would otherwise each see the other's charges still
 * without invoice, and leave the event pending with every charge invoiced. The events cleared are
 * those of the charges the update attached (the scope's, so their events are too: a charge's company
 * and mode are its event's), named by id alone: a scope condition would offer PostgreSQL without
 * statistics the company's whole run of `events_customer_pending_time` instead of the primary key.
 */
export async function attachChargesToInvoice(ctx: ScopedDb, charges: readonly { id: string; event_id: string }[], invoiceId: string): Promise<number> {
  const { db, scope } = ctx;
  let attached = 0;
  for (let i = 0; i < charges.length; i += 500) {
    const part = charges.slice(i, i + 500);
    // Locked in the order the statement returns them (by id), one order for every close.
    const toLock = [...new Set(part.map((charge) => charge.event_id))];
    await db.selectFrom('events').select('id').where('id', 'in', toLock).orderBy('id').forUpdate().execute();
    const billed = await db
      .updateTable('event_charges')
      .set({ invoice_id: invoiceId })
      .where(inScope(scope))
      .where('id', 'in', part.map((charge) => charge.id))
      .where('invoice_id', 'is', null)
      .returning('event_id')
      .execute();
    attached += billed.length;
    if (billed.length === 0) continue;
    const eventIds = [...new Set(billed.map((charge) => charge.event_id))];
    await db
      .updateTable('events')
      .set({ invoice_pending: 0 })
      .where('id', 'in', eventIds)
      .where('invoice_pending', '=', 1)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('event_charges as c').select('c.id').whereRef('c.event_id', '=', 'events.id').where('c.invoice_id', 'is', null))))
      .execute();
  }
  return attached;
}

export async function customerExists(ctx: ScopedDb, customerId: string): Promise<boolean> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where(inScope(scope))
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The latest event instant a fee has charged (ISO UTC), or null when it has charged nothing: how
 * far back the fee's end may be moved without leaving a charge outside the fee's dates.
 */
export async function lastChargedInstantOfFee(ctx: ScopedDb, feeId: string): Promise<string | null> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('event_charges')
    .select((eb) => eb.fn.max('event_timestamp').as('last'))
    .where(inScope(scope))
    .where('fee_id', '=', feeId)
    .executeTakeFirst();
  return row?.last ?? null;
}
