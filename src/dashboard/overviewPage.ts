/**
 * /dashboard: the overview of the session's company and mode, from the modules' own services:
 * the number of customers, events and charges per day for the last 30 days (per denomination,
 * grouped in SQL by local day: ingest's dailyTotals), the latest events with their cost, revenue
 * at a glance per currency (revenue.ts: MRR, billed and collected this local month, outstanding,
 * overdue, billed per month), the customers in overdraft and the webhook deliveries that failed.
 */
import { DateTime } from 'luxon';
import type { Clock } from '../clock.js';
import { dbContext, type ScopedDb } from '../db/context.js';
import { countCustomers, customerNames } from '../modules/customers/index.js';
import { countEvents, dailyTotals, listEvents } from '../modules/ingest/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { walletsInOverdraft, type OverdraftWallet } from '../modules/wallets/index.js';
import { recentFailedDeliveries } from '../modules/webhooks/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardPage } from './render.js';
import { headerOf, scopeOfSession, sessionOf } from './support.js';
import { chartView, dailyCharts } from './usageCharts.js';
import { revenueAtAGlance, type CurrencyRevenue } from './revenue.js';
import { dec, Decimal } from '../money/decimal.js';
import { amountWords, instantWords } from './words.js';

const RECENT_EVENTS = 10;
const CHART_DAYS = 30;
const OVERDRAFTS = 10;
const FAILED_DELIVERIES = 5;

/** Revenue per currency as the overview prints it: each figure in words, with the list behind it, and the billed-per-month chart. */
function revenueView(figures: readonly CurrencyRevenue[], monthLabel: string) {
  return figures.map((f, index) => {
    const money = (cents: number | string) => amountWords(String(cents), { account_type: 'currency', currency_code: f.currency });
    // The parts are exact (fractions of a cent); they are printed to the cent.
    const cents = (exact: string) => dec(exact).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed();
    const count = (n: number) => `${n} invoice${n === 1 ? '' : 's'}`;
    return {
      currency: f.currency.toUpperCase(),
      figures: [
        { id: 'mrr', label: 'MRR', cents: f.mrrCents, words: money(f.mrrCents), note: `flat fees ${money(cents(f.mrrFlat))} + last period's usage ${money(cents(f.mrrUsage))} a month`, url: '/dashboard/subscriptions?status=active' },
        { id: 'billed', label: `Billed in ${monthLabel}`, cents: f.billedCents, words: money(f.billedCents), note: `${count(f.billedInvoices)} finalized`, url: '/dashboard/invoices' },
        { id: 'collected', label: `Collected in ${monthLabel}`, cents: f.collectedCents, words: money(f.collectedCents), note: `${count(f.collectedInvoices)} paid`, url: '/dashboard/invoices?status=paid' },
        { id: 'outstanding', label: 'Outstanding', cents: f.outstandingCents, words: money(f.outstandingCents), note: `${count(f.outstandingInvoices)} open`, url: '/dashboard/invoices?status=open' },
        { id: 'overdue', label: 'Overdue', cents: f.overdueCents, words: money(f.overdueCents), note: `${count(f.overdueInvoices)} past due`, url: '/dashboard/invoices?status=open&overdue=1', alert: f.overdueCents > 0 },
      ],
      chart: chartView(
        `billed-per-month-${index + 1}`,
        `Billed per month in ${f.currency.toUpperCase()}, last ${f.months.length} months`,
        ['Month', 'Billed'],
        f.months.map((m) => ({ label: m.label, value: String(m.billedCents), words: money(m.billedCents) })),
        { y: `Billed (${f.currency.toUpperCase()})`, valueWords: (value) => money(value) },
      ),
    };
  });
}

function monthLabelOf(clock: Clock, zone: string): string {
  return DateTime.fromJSDate(clock.now(), { zone }).toFormat('LLLL yyyy');
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
    const [customers, events, revenue, daily, overdrawn, failed] = await Promise.all([
      countCustomers({ db: db, scope: tenant }),
      listEvents({ db: db, scope: tenant }, { limit: RECENT_EVENTS, after: null }, {}),
      revenueAtAGlance(dbContext(db, tenant, deps.clock.now()), zone),
      dailyTotals(dbContext(db, tenant, deps.clock.now()), deps.store.dialect, CHART_DAYS),
      walletsInOverdraft({ db: db, scope: tenant }, OVERDRAFTS),
      recentFailedDeliveries({ db: db, scope: tenant }, FAILED_DELIVERIES),
    ]);
    const eventCustomers = await customerNames({ db, scope: tenant }, events.items.map((e) => e.customer_id));
    return sendDashboardPage(reply, 200, 'overview', {
      title: 'Overview · Meterline',
      header: headerOf(session, company?.name ?? '', 'overview', '/dashboard'),
      customers,
      modeWords: tenant.mode === 'test' ? 'test mode' : 'live mode',
      revenue: revenueView(revenue, monthLabelOf(deps.clock, zone)),
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
