/** Event rows and their charges (inline: chargeLines.ts). Every query is scoped by company and mode. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, type Scope, customerEvents, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { EventChargeTable, EventTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';
import { attachLines } from './chargeLines.js';

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

/**
 * The charges of these events (rows of the `event_charges` view), in the order they were made. Named
 * by event id alone, then kept to the scope: with a scope condition SQLite walks the scope's events
 * in creation order to spare the sort instead of finding each by its key.
 */
export async function chargesOfEvents(ctx: ScopedDb, eventIds: readonly string[]): Promise<EventChargeTable[]> {
  const { db, scope } = ctx;
  if (eventIds.length === 0) return [];
  const rows = await db.selectFrom('event_charges').selectAll().where('event_id', 'in', [...eventIds]).execute();
  return rows
    .filter((row) => row.company_id === scope.companyId && row.mode === scope.mode)
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Events rewritten per statement when charges are attached: four parameters each, under both stores' limits. */
const ATTACH_EVENTS_PER_STATEMENT = 200;

/**
 * Records that `invoiceId` billed these charges, only where no invoice has yet: returns how many
 * it attached, so the caller can refuse (roll back) when another invoice took one first. An event
 * whose lines all have their invoice is no longer pending (0134_events_invoice_pending).
 *
 * A charge is a line of its event's `charges` (chargeLines.ts), so attaching rewrites the event's
 * row: the events are read and locked in id order on PostgreSQL (one order for every close: two
 * closes billing charges of one event, two subscriptions metering it, wait on each other, and the
 * second reads the first's invoice on the other line), then each changed one is written back. They
 * are named by id alone: a scope condition would offer PostgreSQL without statistics the company's
 * whole run of `events_customer_pending_time` instead of the primary key; an event of another
 * scope is skipped.
 */
export async function attachChargesToInvoice(ctx: ScopedDb, charges: readonly { id: string; event_id: string }[], invoiceId: string): Promise<number> {
  const { db, scope } = ctx;
  const idsByEvent = new Map<string, Set<string>>();
  for (const charge of charges) {
    const ids = idsByEvent.get(charge.event_id) ?? new Set<string>();
    ids.add(charge.id);
    idsByEvent.set(charge.event_id, ids);
  }
  const eventIds = [...idsByEvent.keys()].sort();
  let attached = 0;
  for (let i = 0; i < eventIds.length; i += ATTACH_EVENTS_PER_STATEMENT) {
    const part = eventIds.slice(i, i + ATTACH_EVENTS_PER_STATEMENT);
    const events = await db.selectFrom('events').select(['id', 'company_id', 'mode', 'charges']).where('id', 'in', part).orderBy('id').forUpdate().execute();
    const changed: Array<{ id: string; charges: string | null; pending: 0 | 1 }> = [];
    for (const event of events) {
      if (event.company_id !== scope.companyId || event.mode !== scope.mode) continue;
      const result = attachLines(event.charges, idsByEvent.get(event.id) ?? new Set(), invoiceId);
      if (result.attached === 0) continue;
      attached += result.attached;
      changed.push({ id: event.id, charges: result.text, pending: result.pending ? 1 : 0 });
    }
    if (changed.length === 0) continue;
    const ids = changed.map((event) => event.id);
    await db
      .updateTable('events')
      .set({
        charges: sql<string | null>`case id ${sql.join(changed.map((event) => sql`when ${event.id} then ${event.charges}`), sql` `)} end`,
        invoice_pending: sql<0 | 1>`case id ${sql.join(changed.map((event) => sql`when ${event.id} then cast(${event.pending} as integer)`), sql` `)} end`,
      })
      .where('id', 'in', ids)
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
  // The scope's events from the latest back (`events_charged_time`), until one has a line of the fee.
  const row = await db
    .selectFrom('event_charges')
    .select('event_timestamp')
    .where(inScope(scope))
    .where('fee_id', '=', feeId)
    .orderBy('event_timestamp', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.event_timestamp ?? null;
}
