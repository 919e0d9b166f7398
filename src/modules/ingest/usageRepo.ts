/**
 * The usage summary's SQL: everything is grouped in the database (one statement for the
 * quantities, one for the costs per denomination), so a customer's months of events are never
 * read into memory. Grouping keys are computed in an inner select and grouped in the outer one,
 * because PostgreSQL does not accept a parameterised expression repeated in GROUP BY.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import { decimalSum } from '../../db/decimalSum.js';
import { type Db, type Scope, customerEvents, inScope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import type { ScopedDb } from '../../db/context.js';

/** A local day: events stamped before `endsAt` (and at or after the previous day's end) belong to `key`. */
export interface DayBucket {
  key: string;
  endsAt: string;
}

/** How rows are keyed: by product (or catalog entry key), by event name, or by day bucket. */
export type UsageKeying = { by: 'product' } | { by: 'event_name' } | { by: 'day'; days: readonly DayBucket[] };

export interface UsageWindow {
  /** One customer's usage, or null for every customer of the scope (the dashboard's overview). */
  customerId: string | null;
  from: string;
  to: string;
}

export interface KeyQuantity {
  key: string;
  quantity: string;
}

export interface KeyCost {
  key: string;
  account_type: 'currency' | 'pricing_unit';
  currency_code: string | null;
  pricing_unit_id: string | null;
  amount: string;
}

/** The local day of an instant column: the first bucket whose end lies after it. */
function dayOf(column: Expression<string>, days: readonly DayBucket[]): RawBuilder<string> {
  const last = days[days.length - 1];
  if (!last) throw new Error('a day grouping needs at least one day');
  const branches = days.slice(0, -1).map((day) => sql`when ${column} < ${day.endsAt} then cast(${day.key} as text)`);
  if (branches.length === 0) return sql<string>`cast(${last.key} as text)`;
  return sql<string>`case ${sql.join(branches, sql` `)} else cast(${last.key} as text) end`;
}

/** A charge's product key: its product, or for a catalog charge the entry key. */
const PRODUCT_KEY = sql<string>`coalesce(event_charges.product_id, event_charges.catalog_entry_key, '')`;

/**
 * The charges of events stamped in the window (rows of the `event_charges` view: each event's
 * inline lines), joined to their events. One customer's are reached through its events
 * (`events_customer_pending_time`); every customer's through the events with charges by time
 * (`events_charged_time`, 0135_charges_inline). A charge's customer and timestamp are its event's,
 * so both ways select the same rows.
 */
function chargesInWindow(ctx: ScopedDb, window: UsageWindow) {
  const { db, scope } = ctx;
  const joined = db.selectFrom('event_charges').innerJoin('events', 'events.id', 'event_charges.event_id');
  if (window.customerId !== null) {
    return joined
      .where(customerEvents(scope, window.customerId, 'events'))
      .where('events.timestamp', '>=', window.from)
      .where('events.timestamp', '<', window.to);
  }
  return joined
    .where(inScope(scope, 'event_charges'))
    .where('event_charges.event_timestamp', '>=', window.from)
    .where('event_charges.event_timestamp', '<', window.to);
}

/** Quantity per key: summed charge quantities per product, or counted events per name or day. */
export async function usageQuantities(db: Db, dialect: DialectName, scope: Scope, window: UsageWindow, keying: UsageKeying): Promise<KeyQuantity[]> {
  const customerId = window.customerId;
  if (keying.by === 'product') {
    const keyed = chargesInWindow({ db, scope }, window)
      .select([PRODUCT_KEY.as('key'), 'event_charges.quantity as quantity'])
      .as('keyed');
    const rows = await db
      .selectFrom(keyed)
      .select((eb) => ['keyed.key', decimalSum(dialect, eb.ref('keyed.quantity')).as('quantity')])
      .groupBy('keyed.key')
      .execute();
    return rows.map((row) => ({ key: row.key, quantity: row.quantity ?? '0' }));
  }
  const keyed = db
    .selectFrom('events')
    .select((eb) => [(keying.by === 'day' ? dayOf(eb.ref('events.timestamp'), keying.days) : sql<string>`events.event_name`).as('key'), 'events.id as id'])
    .where(customerId === null ? inScope(scope) : customerEvents(scope, customerId))
    .where('timestamp', '>=', window.from)
    .where('timestamp', '<', window.to)
    .as('keyed');
  const rows = await db
    .selectFrom(keyed)
    .select((eb) => ['keyed.key', eb.fn.countAll<number | string>().as('events')])
    .groupBy('keyed.key')
    .execute();
  return rows.map((row) => ({ key: row.key, quantity: String(Number(row.events)) }));
}

/** What was charged per key and denomination. */
export async function usageCosts(db: Db, dialect: DialectName, scope: Scope, window: UsageWindow, keying: UsageKeying): Promise<KeyCost[]> {
  const keyed = chargesInWindow({ db, scope }, window)
    .select((eb) => [
      (keying.by === 'product'
        ? PRODUCT_KEY
        : keying.by === 'event_name'
          ? sql<string>`events.event_name`
          : dayOf(eb.ref('event_charges.event_timestamp'), keying.days)
      ).as('key'),
      'event_charges.account_type as account_type',
      'event_charges.currency_code as currency_code',
      'event_charges.pricing_unit_id as pricing_unit_id',
      'event_charges.amount as amount',
    ])
    .as('keyed');
  const rows = await db
    .selectFrom(keyed)
    .select((eb) => ['keyed.key', 'keyed.account_type', 'keyed.currency_code', 'keyed.pricing_unit_id', decimalSum(dialect, eb.ref('keyed.amount')).as('amount')])
    .groupBy(['keyed.key', 'keyed.account_type', 'keyed.currency_code', 'keyed.pricing_unit_id'])
    .execute();
  return rows.map((row) => ({ ...row, amount: row.amount ?? '0' }));
}
