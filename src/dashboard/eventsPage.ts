/**
 * /dashboard/events: the stored events of the session's company and mode, newest first, through
 * ingest's listEvents (the service behind GET /v1/events), filtered by customer id, event name,
 * a range of days and outcome, paginated with its cursors. Each event shows its cost and each of
 * its charges, naming what priced it: the fee's product (and the fee id) or the catalog entry.
 *
 * Decisions:
 * - `from` and `to` are days (YYYY-MM-DD) in the company's time zone, both included: the range
 *   is [local midnight of `from`, local midnight after `to`). A malformed day is a 400 page that
 *   says which field.
 * - Outcome: refused events are never stored (ingest answers `failed` and keeps nothing), so the
 *   choice is `charged` (some charge is not zero) or `free` (no charge, or only zero ones).
 */
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Scope } from '../db/scope.js';
import { parsePageQuery } from '../http/pagination.js';
import { customerNames } from '../modules/customers/index.js';
import { listEvents, type EventOutcome, type StoredEvent } from '../modules/ingest/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import { findProduct } from '../modules/products/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardPage } from './render.js';
import { headerOf, queryString, scopeOfSession, sessionOf } from './support.js';
import { amountWords, instantWords } from './words.js';

const EVENTS_PAGE = 25;
const PROPERTIES_SHOWN = 300;
const OUTCOMES: readonly EventOutcome[] = ['charged', 'free'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Filters {
  customer_id: string;
  event_name: string;
  from: string;
  to: string;
  outcome: string;
}

function filtersOf(read: (name: string) => string | undefined): Filters {
  const text = (name: string) => read(name)?.trim().slice(0, 255) ?? '';
  return { customer_id: text('customer_id'), event_name: text('event_name'), from: text('from'), to: text('to'), outcome: text('outcome') };
}

/** The UTC instant a local day starts at (`plusDays` later), or null when `day` is no date. */
function dayStart(day: string, zone: string, plusDays = 0): string | null {
  if (!DAY.test(day)) return null;
  const start = DateTime.fromISO(day, { zone });
  return start.isValid ? start.plus({ days: plusDays }).toUTC().toISO() : null;
}

function urlOf(filters: Filters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/dashboard/events?${query}` : '/dashboard/events';
}

/** Names of the products the events' charges were for (one lookup per distinct product). */
async function productNames(db: Kysely<Database>, scope: Scope, events: readonly StoredEvent[]): Promise<Map<string, string>> {
  const ids = new Set(events.flatMap((e) => e.charges.map((c) => c.product_id)).filter((id): id is string => id !== null));
  const names = new Map<string, string>();
  for (const id of ids) {
    const product = await findProduct(db, scope, id);
    if (product) names.set(id, product.name);
  }
  return names;
}

function pricedBy(charge: StoredEvent['charges'][number], products: ReadonlyMap<string, string>): string {
  if (charge.catalog_entry_key !== null) return `Catalog entry ${charge.catalog_entry_key}`;
  const product = charge.product_id ? (products.get(charge.product_id) ?? charge.product_id) : 'Fee';
  return charge.fee_id ? `${product} (fee ${charge.fee_id})` : product;
}

export function eventsPage(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  scope.get('/events', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const company = await companyProfile(db, session.companyId);
    const zone = company?.timezone ?? 'UTC';
    const filters = filtersOf((name) => queryString(request, name));
    const cursor = queryString(request, 'cursor');
    const problems: string[] = [];
    const from = filters.from ? dayStart(filters.from, zone) : undefined;
    const to = filters.to ? dayStart(filters.to, zone, 1) : undefined;
    if (from === null) problems.push('From must be a day, such as 2026-01-15.');
    if (to === null) problems.push('To must be a day, such as 2026-01-31.');
    const outcome = OUTCOMES.find((o) => o === filters.outcome);
    if (filters.outcome && !outcome) problems.push('Outcome must be charged or free.');
    const base = { title: 'Events · Meterline', header: headerOf(session, company?.name ?? '', 'events', '/dashboard/events'), filters, zone };
    if (problems.length) return sendDashboardPage(reply, 400, 'events', { ...base, problems, events: [], nextUrl: null, firstUrl: null });

    const [result, units] = await Promise.all([
      listEvents(db, tenant, parsePageQuery({ limit: String(EVENTS_PAGE), cursor }), {
        customer_id: filters.customer_id || undefined,
        event_name: filters.event_name || undefined,
        from: from ?? undefined,
        to: to ?? undefined,
        outcome,
      }),
      listPricingUnits(db, tenant),
    ]);
    const unitCodes = new Map(units.map((u) => [u.id, u.code]));
    const [products, customers] = await Promise.all([productNames(db, tenant, result.items), customerNames(db, tenant, result.items.map((e) => e.customer_id))]);
    const next = result.pagination.next_cursor;
    return sendDashboardPage(reply, 200, 'events', {
      ...base,
      problems,
      events: result.items.map((event) => {
        const properties = event.properties === null ? '' : JSON.stringify(event.properties);
        return {
          id: event.id,
          name: event.event_name,
          customerId: event.customer_id,
          customer: customers.get(event.customer_id) ?? event.customer_id,
          at: instantWords(event.timestamp),
          properties: properties.length > PROPERTIES_SHOWN ? `${properties.slice(0, PROPERTIES_SHOWN)}…` : properties,
          cost: event.cost.length ? event.cost.map((item) => amountWords(item.amount, item)).join(', ') : 'nothing',
          charges: event.charges.map((charge) => ({
            pricedBy: pricedBy(charge, products),
            quantity: charge.quantity,
            amount: amountWords(charge.amount, {
              account_type: charge.account_type,
              currency_code: charge.currency_code ?? undefined,
              pricing_unit_code: charge.pricing_unit_id ? (unitCodes.get(charge.pricing_unit_id) ?? charge.pricing_unit_id) : undefined,
            }),
          })),
        };
      }),
      nextUrl: next ? urlOf(filters, next) : null,
      firstUrl: cursor ? urlOf(filters) : null,
    });
  });
}
