/**
 * /dashboard/customers (the list, newest first, paginated with the API's cursors; `q` searches
 * name, email and external id, `external_id` finds one exactly) and /dashboard/customers/:id (the
 * customer, balances, the usage chart of the current period, its latest events with their cost and
 * charges, grants, subscriptions and invoices,
 * each linking to its dashboard page and invoices to their hosted pages too; each list with its
 * own cursor, by paging.ts). Everything through the modules' doors, scoped by the session's
 * company and mode: another company's customer, or one of the other mode, is a 404.
 */
import { dbContext } from '../db/context.js';
import { getCustomer, listCustomers, searchCustomers } from '../modules/customers/index.js';
import { listEvents } from '../modules/ingest/index.js';
import { listInvoices } from '../modules/invoices/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { listSubscriptions } from '../modules/subscriptions/index.js';
import { findPlan } from '../modules/plans/index.js';
import { getCustomerBalances, grantStandingAt, listCustomerCreditGrants } from '../modules/wallets/index.js';
import { dec } from '../money/decimal.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { pageOf, urlWith } from './paging.js';
import { sendDashboardPage } from './render.js';
import { headerOf, queryString, scopeOfSession, sessionOf } from './support.js';
import { customerUsage } from './customerUsage.js';
import { eventRows } from './eventView.js';
import { amountWords, instantWords } from './words.js';
import { limitsView } from './overdraftLimitPages.js';
import { topUpsView } from './autoTopUpPages.js';
import { mayWrite } from './forms.js';

const SECTION_PAGE = 10;
/** What the customer's page says after a form of customerForms.ts or creditPages.ts (`?saved=`). */
const SAVED_WORDS: Record<string, string> = { created: 'Customer created.', '1': 'Customer saved.', granted: 'Credits granted.', voided: 'Grant voided: what was left of it has left the wallet.' };
/** The customer's latest events on its page; the events page, filtered by the customer, has the rest. */
const RECENT_EVENTS = 10;

export function customerPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  scope.get('/customers', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const q = queryString(request, 'q')?.trim().slice(0, 200) || undefined;
    const externalId = queryString(request, 'external_id')?.trim() || undefined;
    const cursor = queryString(request, 'cursor');
    const result = q
      ? await searchCustomers({ db: db, scope: tenant }, pageOf(cursor), q)
      : await listCustomers({ db: db, scope: tenant }, pageOf(cursor), { externalId });
    const company = await companyProfile(db, session.companyId);
    const next = result.pagination.next_cursor;
    const filter = q ? { q } : { external_id: externalId };
    return sendDashboardPage(reply, 200, 'customers', {
      title: 'Customers · Meterline',
      header: headerOf(session, company?.name ?? '', 'customers', '/dashboard/customers'),
      q: q ?? externalId ?? '',
      filtered: Boolean(q ?? externalId),
      mayWrite: mayWrite(session),
      customers: result.items.map((c) => ({
        id: c.id,
        name: c.name ?? ([c.first_name, c.last_name].filter(Boolean).join(' ') || '—'),
        email: c.email ?? '—',
        externalId: c.external_id ?? '—',
        created: instantWords(c.created_at),
      })),
      nextUrl: next ? urlWith('/dashboard/customers', filter, 'cursor', next) : null,
      firstUrl: cursor ? urlWith('/dashboard/customers', filter) : null,
    });
  });

  scope.get('/customers/:customerId', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const customerId = (request.params as { customerId: string }).customerId;
    const customer = await getCustomer({ db: db, scope: tenant }, customerId);
    const cursors = {
      grants_cursor: queryString(request, 'grants_cursor'),
      subscriptions_cursor: queryString(request, 'subscriptions_cursor'),
      invoices_cursor: queryString(request, 'invoices_cursor'),
    };
    const now = deps.clock.now();
    const [balances, grants, subscriptions, invoices, company, recent] = await Promise.all([
      getCustomerBalances(dbContext(db, tenant, deps.clock.now()), customer.id),
      listCustomerCreditGrants(dbContext(db, tenant, deps.clock.now()), customer.id, pageOf(cursors.grants_cursor, SECTION_PAGE)),
      listSubscriptions({ db: db, scope: tenant }, pageOf(cursors.subscriptions_cursor, SECTION_PAGE), { customerId: customer.id }),
      listInvoices({ db: db, scope: tenant }, pageOf(cursors.invoices_cursor, SECTION_PAGE), { customerId: customer.id }, deps.config.publicBaseUrl),
      companyProfile(db, session.companyId),
      listEvents({ db: db, scope: tenant }, pageOf(undefined, RECENT_EVENTS), { customer_id: customer.id }),
    ]);
    const usage = await customerUsage(dbContext(db, tenant, deps.clock.now()), deps.store.dialect, customer.id, subscriptions.items, company?.timezone ?? 'UTC');
    const plans = await Promise.all([...new Set(subscriptions.items.map((s) => s.plan_id))].map((id) => findPlan({ db, scope: tenant }, id)));
    const planNames = new Map(plans.flatMap((plan) => (plan ? [[plan.id, plan.name] as const] : [])));
    const path = `/dashboard/customers/${encodeURIComponent(customer.id)}`;
    const nextOf = (name: keyof typeof cursors, next: string | null) => (next ? urlWith(path, cursors, name, next) : null);
    return sendDashboardPage(reply, 200, 'customer', {
      title: `${customer.name ?? customer.id} · Customers · Meterline`,
      header: headerOf(session, company?.name ?? '', 'customers', path),
      customer: {
        id: customer.id,
        name: customer.name ?? ([customer.first_name, customer.last_name].filter(Boolean).join(' ') || '—'),
        email: customer.email ?? '—',
        externalId: customer.external_id ?? '—',
        created: instantWords(customer.created_at),
        phone: customer.phone ?? '—',
        address: customer.billing_address ? [customer.billing_address.street, customer.billing_address.street2, customer.billing_address.city, customer.billing_address.state, customer.billing_address.zip, customer.billing_address.country].filter(Boolean).join(', ') || '—' : '—',
      },
      mayWrite: mayWrite(session),
      csrfToken: session.csrfToken,
      notice: SAVED_WORDS[queryString(request, 'saved') ?? ''] ?? null,
      usage,
      limits: await limitsView(db, tenant, { type: 'customer', id: customer.id }, request),
      topUps: await topUpsView(db, tenant, customer.id, subscriptions.items, request),
      recentEvents: await eventRows({ db: db, scope: tenant }, recent.items),
      moreEvents: recent.pagination.has_more,
      balances: balances.map((b) => ({
        denomination: b.currency_code ? b.currency_code.toUpperCase() : (b.pricing_unit_code ?? '—'),
        balance: amountWords(b.balance, b),
        overdraft: dec(b.balance).isNegative(),
        // What live reservations hold, and what is left to draw (the balance when nothing is held).
        held: amountWords(b.held ?? '0', b),
        available: amountWords(b.available ?? b.balance, b),
      })),
      grants: grants.items.map((g) => {
        // A grant names its pricing unit by id only; its amount is shown as a bare number then.
        const item = { account_type: g.account_type, currency_code: g.currency_code ?? undefined };
        // Its status as the API and the portal say it, at the scope's now (wallets' grantStandingAt).
        const standing = grantStandingAt(g, now);
        const expires = g.expires_at === null ? instantWords(null) : `${standing.expired ? 'Expired' : 'Expires'} ${instantWords(g.expires_at)}`;
        return { id: g.id, voidable: g.status === 'active' && !standing.expired && dec(g.balance).gt(0), name: g.name, amount: amountWords(g.amount, item), balance: amountWords(g.balance, item), expires, status: standing.label };
      }),
      grantsNext: nextOf('grants_cursor', grants.pagination.next_cursor),
      subscriptions: subscriptions.items.map((s) => ({
        id: s.id,
        planId: s.plan_id,
        plan: planNames.get(s.plan_id) ?? s.plan_code ?? s.plan_id,
        status: s.status,
        started: instantWords(s.start_date),
        renews: instantWords(s.next_renewal_date),
      })),
      subscriptionsNext: nextOf('subscriptions_cursor', subscriptions.pagination.next_cursor),
      invoices: invoices.items.map((i) => ({
        id: i.id,
        number: i.invoice_number ?? 'Draft',
        status: i.status,
        total: amountWords(String(i.total_cents), { account_type: 'currency', currency_code: i.currency }),
        created: instantWords(i.created_at),
        url: i.public_invoice_url,
      })),
      invoicesNext: nextOf('invoices_cursor', invoices.pagination.next_cursor),
    });
  });
}
