/** `GET /v1/events`: stored events, newest first, with their charges. */
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import * as repo from './repo.js';
import type { EventOutcome } from './repo.js';
import type { CostItem, StoredEvent } from './schemas.js';
import type { EventChargeTable, EventTable } from './tables.js';
import { invalid } from '../../errors/index.js';
import type { ScopedDb } from '../../db/context.js';

export interface EventQuery {
  customer_id?: string | undefined;
  event_name?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Not in the API's query yet: the dashboard's filter (charged: some charge is not zero; free: none is). */
  outcome?: EventOutcome | undefined;
}

function instant(value: string | undefined, path: string): string | undefined {
  if (value === undefined) return undefined;
  const parsed = parseIsoDateTime(value);
  if (!parsed) throw invalid([{ path, message: 'must be an ISO 8601 date-time with an offset' }]);
  return toIso(parsed);
}

function toStoredEvent(row: EventTable, charges: readonly EventChargeTable[]): StoredEvent {
  return {
    id: row.id,
    event_name: row.event_name,
    idempotency_key: row.idempotency_key,
    customer_id: row.customer_id,
    timestamp: row.timestamp,
    session_id: row.session_id,
    properties: row.properties === null ? null : (JSON.parse(row.properties) as Record<string, unknown>),
    cost: JSON.parse(row.cost) as CostItem[],
    charges: charges.map((c) => ({
      fee_id: c.fee_id,
      plan_catalog_id: c.plan_catalog_id,
      catalog_entry_key: c.catalog_entry_key,
      product_id: c.product_id,
      subscription_id: c.subscription_id,
      quantity: c.quantity,
      amount: c.amount,
      account_type: c.account_type,
      pricing_unit_id: c.pricing_unit_id,
      currency_code: c.currency_code,
    })),
    created_at: row.created_at,
  };
}

export async function listEvents(ctx: ScopedDb, page: PageRequest, query: EventQuery): Promise<PageResult<StoredEvent>> {
  const { db, scope } = ctx;
  const filter = {
    customerId: query.customer_id,
    eventName: query.event_name,
    from: instant(query.from, 'querystring.from'),
    to: instant(query.to, 'querystring.to'),
    outcome: query.outcome,
  };
  const result = toPage(await repo.listEvents({ db, scope }, page, filter), page.limit);
  const charges = await repo.chargesOfEvents({ db, scope }, result.items.map((e) => e.id));
  const byEvent = new Map<string, EventChargeTable[]>();
  for (const charge of charges) byEvent.set(charge.event_id, [...(byEvent.get(charge.event_id) ?? []), charge]);
  return { items: result.items.map((row) => toStoredEvent(row, byEvent.get(row.id) ?? [])), pagination: result.pagination };
}

/** How many events the query keeps (no cursor): the dashboard's "nothing charged" figure. */
export async function countEvents(ctx: ScopedDb, query: EventQuery): Promise<number> {
  const { db, scope } = ctx;
  return repo.countEvents({ db, scope }, {
    customerId: query.customer_id,
    eventName: query.event_name,
    from: instant(query.from, 'querystring.from'),
    to: instant(query.to, 'querystring.to'),
    outcome: query.outcome,
  });
}
