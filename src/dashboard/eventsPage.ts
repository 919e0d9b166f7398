/**
 * /dashboard/events: the stored events of the session's company and mode, newest first, through
 * ingest's listEvents (the service behind GET /v1/events), filtered by customer id, event name,
 * a range of days and outcome, paginated with its cursors; the customer is picked by name
 * (pickers.ts) and each event names its customer, the id on hover. Each event shows its cost and each of
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
import { parsePageQuery } from '../http/pagination.js';
import { listEvents, type EventOutcome } from '../modules/ingest/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { eventRows } from './eventView.js';
import { sendDashboardPage } from './render.js';
import { headerOf, queryString, scopeOfSession, sessionOf } from './support.js';
import { pickCustomer, pickView } from './pickers.js';

const EVENTS_PAGE = 25;
const OUTCOMES: readonly EventOutcome[] = ['charged', 'free'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Filters {
  event_name: string;
  from: string;
  to: string;
  outcome: string;
}

function filtersOf(read: (name: string) => string | undefined): Filters {
  const text = (name: string) => read(name)?.trim().slice(0, 255) ?? '';
  return { event_name: text('event_name'), from: text('from'), to: text('to'), outcome: text('outcome') };
}

/** The UTC instant a local day starts at (`plusDays` later), or null when `day` is no date. */
function dayStart(day: string, zone: string, plusDays = 0): string | null {
  if (!DAY.test(day)) return null;
  const start = DateTime.fromISO(day, { zone });
  return start.isValid ? start.plus({ days: plusDays }).toUTC().toISO() : null;
}

function urlOf(filters: Filters & { customer_id?: string }, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/dashboard/events?${query}` : '/dashboard/events';
}

export function eventsPage(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  scope.get('/events', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const company = await companyProfile(db, session.companyId);
    const zone = company?.timezone ?? 'UTC';
    const customer = await pickCustomer({ db, scope: tenant }, request);
    const filters = { ...filtersOf((name) => queryString(request, name)), customer_id: customer.id ?? '' };
    const { customer_id: _picked, ...others } = filters;
    const picker = pickView(customer, { idParam: 'customer_id', textParam: 'customer' }, '/dashboard/events', others);
    const cursor = queryString(request, 'cursor');
    const problems: string[] = [];
    const from = filters.from ? dayStart(filters.from, zone) : undefined;
    const to = filters.to ? dayStart(filters.to, zone, 1) : undefined;
    if (from === null) problems.push('From must be a day, such as 2026-01-15.');
    if (to === null) problems.push('To must be a day, such as 2026-01-31.');
    const outcome = OUTCOMES.find((o) => o === filters.outcome);
    if (filters.outcome && !outcome) problems.push('Outcome must be charged or free.');
    const base = { title: 'Events · Meterline', header: headerOf(session, company?.name ?? '', 'events', '/dashboard/events'), filters, customer: picker, zone };
    if (problems.length || customer.unresolved) return sendDashboardPage(reply, problems.length ? 400 : 200, 'events', { ...base, problems, events: [], nextUrl: null, firstUrl: null });

    const result = await listEvents({ db: db, scope: tenant }, parsePageQuery({ limit: String(EVENTS_PAGE), cursor }), {
      customer_id: customer.id,
      event_name: filters.event_name || undefined,
      from: from ?? undefined,
      to: to ?? undefined,
      outcome,
    });
    const next = result.pagination.next_cursor;
    return sendDashboardPage(reply, 200, 'events', {
      ...base,
      problems,
      events: await eventRows({ db: db, scope: tenant }, result.items),
      nextUrl: next ? urlOf(filters, next) : null,
      firstUrl: cursor ? urlOf(filters) : null,
    });
  });
}
