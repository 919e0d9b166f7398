/**
 * /dashboard: the overview of the session's company and mode, from the modules' own services:
 * the number of customers, events and charges per day for the last 30 days (per denomination,
 * grouped in SQL by local day: ingest's dailyTotals), the latest events with their cost, the
 * invoices created this calendar month (in the company's time zone, counted by walking the
 * invoice list newest first), the customers in overdraft and the webhook deliveries that failed.
 */
import { DateTime } from 'luxon';
import type { Clock } from '../clock.js';
import { dbContext, type ScopedDb } from '../db/context.js';
import { dec, type Decimal } from '../money/decimal.js';
import { countCustomers, customerNames } from '../modules/customers/index.js';
import { countEvents, dailyTotals, listEvents } from '../modules/ingest/index.js';
import { listInvoices } from '../modules/invoices/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { walletsInOverdraft, type OverdraftWallet } from '../modules/wallets/index.js';
import { recentFailedDeliveries } from '../modules/webhooks/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardPage } from './render.js';
import { headerOf, scopeOfSession, sessionOf } from './support.js';
import { dailyCharts } from './usageCharts.js';
import { amountWords, instantWords } from './words.js';

const RECENT_EVENTS = 10;
const CHART_DAYS = 30;
const OVERDRAFTS = 10;
const FAILED_DELIVERIES = 5;
const INVOICE_PAGE = 100;
/** The walk stops after this many pages and says "at least". */
const MAX_INVOICE_PAGES = 20;

interface MonthInvoices {
  count: number;
  /** Per currency, finalized invoices only (open, paid, uncollectible). */
  totals: { currency: string; total: string }[];
  drafts: number;
  complete: boolean;
}

async function invoicesThisMonth(ctx: ScopedDb, monthStartIso: string, publicBaseUrl: string): Promise<MonthInvoices> {
  const { db, scope } = ctx;
  let count = 0;
  let drafts = 0;
  const totals = new Map<string, Decimal>();
  let cursor: { createdAt: string; id: string } | null = null;
  for (let pageNumber = 0; pageNumber < MAX_INVOICE_PAGES; pageNumber++) {
    const page = await listInvoices({ db, scope }, { limit: INVOICE_PAGE, after: cursor }, {}, publicBaseUrl);
    for (const invoice of page.items) {
      if (invoice.created_at < monthStartIso) return finish(true);
      count++;
      if (invoice.status === 'draft') drafts++;
      else if (invoice.status !== 'void') totals.set(invoice.currency, (totals.get(invoice.currency) ?? dec(0)).plus(dec(invoice.total_cents)));
    }
    const last = page.items[page.items.length - 1];
    if (!page.pagination.has_more || !last) return finish(true);
    cursor = { createdAt: last.created_at, id: last.id };
  }
  return finish(false);

  function finish(complete: boolean): MonthInvoices {
    const list = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, total]) => ({
      currency,
      total: amountWords(total.toFixed(), { account_type: 'currency', currency_code: currency }),
    }));
    return { count, totals: list, drafts, complete };
  }
}

function monthStart(clock: Clock, zone: string): { iso: string; label: string } {
  const start = DateTime.fromJSDate(clock.now(), { zone }).startOf('month');
  return { iso: start.toUTC().toISO({ suppressMilliseconds: false }) ?? '', label: start.toFormat('LLLL yyyy') };
}

/** The overdrawn wallets with their customer's name. */
async function overdrafts(ctx: ScopedDb, wallets: readonly OverdraftWallet[]) {
  const { db, scope } = ctx;
  const names = await customerNames({ db, scope }, wallets.map((w) => w.customer_id));
  return wallets.map((w) => ({ customerId: w.customer_id, name: names.get(w.customer_id) ?? w.customer_id, balance: amountWords(w.balance, w), since: instantWords(w.updated_at) }));
}

/** Events of the chart's window with nothing charged (no fee matched, or zero), and the events page that lists them. */
async function freeEvents(ctx: ScopedDb, from: string, to: string, zone: string) {
  const { db, scope } = ctx;
  const count = await countEvents({ db, scope }, { from, to, outcome: 'free' });
  const firstDay = DateTime.fromISO(from, { zone }).toFormat('yyyy-MM-dd');
  const lastDay = DateTime.fromISO(to, { zone }).minus({ days: 1 }).toFormat('yyyy-MM-dd');
  return { count, url: `/dashboard/events?from=${firstDay}&to=${lastDay}&outcome=free` };
}

export function overviewPage(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  scope.get('/', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const company = await companyProfile(db, session.companyId);
    const zone = company?.timezone ?? 'UTC';
    const month = monthStart(deps.clock, zone);
    const [customers, events, invoices, daily, overdrawn, failed] = await Promise.all([
      countCustomers({ db: db, scope: tenant }),
      listEvents({ db: db, scope: tenant }, { limit: RECENT_EVENTS, after: null }, {}),
      invoicesThisMonth({ db: db, scope: tenant }, month.iso, deps.config.publicBaseUrl),
      dailyTotals(dbContext(db, tenant, deps.clock.now()), deps.store.dialect, CHART_DAYS),
      walletsInOverdraft({ db: db, scope: tenant }, OVERDRAFTS),
      recentFailedDeliveries({ db: db, scope: tenant }, FAILED_DELIVERIES),
    ]);
    const eventCustomers = await customerNames({ db, scope: tenant }, events.items.map((e) => e.customer_id));
    return sendDashboardPage(reply, 200, 'overview', {
      title: 'Overview · Meterline',
      header: headerOf(session, company?.name ?? '', 'overview', '/dashboard'),
      customers,
      month: month.label,
      invoices,
      charts: dailyCharts(daily.days),
      free: await freeEvents({ db: db, scope: tenant }, daily.from, daily.to, zone),
      overdrafts: await overdrafts({ db: db, scope: tenant }, overdrawn),
      failedDeliveries: failed.map((d) => ({
        url: d.endpoint_url,
        eventType: d.event_type,
        status: d.status === 'failed' ? 'Gave up' : `Retrying ${instantWords(d.next_attempt_at)}`,
        attempts: d.attempts,
        lastAnswer: d.last_status_code !== null ? `HTTP ${d.last_status_code}` : (d.last_error ?? '—'),
        at: instantWords(d.last_attempt_at ?? d.updated_at),
      })),
      events: events.items.map((event) => ({
        eventName: event.event_name,
        customerId: event.customer_id,
        customer: eventCustomers.get(event.customer_id) ?? event.customer_id,
        at: instantWords(event.timestamp),
        cost: event.cost.length ? event.cost.map((item) => amountWords(item.amount, item)).join(', ') : 'nothing',
      })),
    });
  });
}
