/**
 * /dashboard/subscriptions/:id: a subscription with its customer and plan, its schedule
 * (renewal, cancellation, plan change), its invoices (the API's cursor) and the invoice the
 * billing engine will issue next (the same preview as GET /v1/subscriptions/:id/upcoming-invoice,
 * at the scope's clock; a canceled or blocked subscription says why it has none), and the
 * actions its state allows (subscriptionActions.ts).
 */
import { dbContext } from '../db/context.js';
import { DomainError } from '../errors/index.js';
import { upcomingInvoice } from '../api/invoices/index.js';
import { listInvoices } from '../modules/invoices/index.js';
import { findPlan } from '../modules/plans/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { getSubscription } from '../modules/subscriptions/index.js';
import { customerNames } from './customerNames.js';
import { mayWrite } from './forms.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { invoiceRow, upcomingView } from './invoiceView.js';
import { pageOf, urlWith } from './paging.js';
import { sendDashboardPage } from './render.js';
import { allowedSubscriptionActions, subscriptionAction } from './subscriptionActions.js';
import { headerOf, queryString, scopeOfSession, sessionOf } from './support.js';
import { instantWords } from './words.js';

const SECTION_PAGE = 10;
const PLAN_CHANGED: Record<string, string> = { now: 'Plan changed.', end_of_period: 'Plan change scheduled for the end of the period.' };

export function subscriptionPage(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  scope.get('/subscriptions/:subscriptionId', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const found = await getSubscription({ db: db, scope: tenant }, (request.params as { subscriptionId: string }).subscriptionId);
    // The preview first: it takes the steps already due (a cancel's last invoice), which the page then shows.
    let upcoming: ReturnType<typeof upcomingView> | null = null;
    let noUpcoming: string | null = null;
    try {
      upcoming = upcomingView(await upcomingInvoice(dbContext(db, tenant, deps.clock.now()), found.id));
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
      noUpcoming = error.code === 'SUBSCRIPTION_CANCELED' ? 'A canceled subscription has no next invoice.' : error.message;
    }
    const subscription = await getSubscription({ db: db, scope: tenant }, found.id);
    const cursor = queryString(request, 'invoices_cursor');
    const [invoices, plan, names, company] = await Promise.all([
      listInvoices({ db: db, scope: tenant }, pageOf(cursor, SECTION_PAGE), { subscriptionId: subscription.id }, deps.config.publicBaseUrl),
      findPlan({ db: db, scope: tenant }, subscription.plan_id),
      customerNames({ db: db, scope: tenant }, [subscription.customer_id]),
      companyProfile(db, session.companyId),
    ]);
    const path = `/dashboard/subscriptions/${encodeURIComponent(subscription.id)}`;
    const done = subscriptionAction(queryString(request, 'done') ?? '');
    const next = invoices.pagination.next_cursor;
    const customerName = names.get(subscription.customer_id) ?? subscription.customer_id;
    return sendDashboardPage(reply, 200, 'subscription', {
      title: `Subscription · ${customerName} · Meterline`,
      header: headerOf(session, company?.name ?? '', 'subscriptions', path),
      subscription: {
        id: subscription.id,
        customerId: subscription.customer_id,
        customerName,
        planId: subscription.plan_id,
        planName: plan?.name ?? subscription.plan_code ?? subscription.plan_id,
        status: subscription.status,
        started: instantWords(subscription.start_date),
        anchorDay: subscription.billing_anchor_day,
        renews: instantWords(subscription.next_renewal_date),
        cancels: subscription.cancel_at ? instantWords(subscription.cancel_at) : subscription.cancel_at_period_end ? 'At the end of the period' : null,
        canceled: subscription.canceled_at ? instantWords(subscription.canceled_at) : null,
        changesPlan: subscription.plan_transition_at ? instantWords(subscription.plan_transition_at) : null,
      },
      actions: allowedSubscriptionActions(subscription).map((a) => ({ action: a.action, label: a.label, danger: a.danger })),
      notice: done?.done ?? PLAN_CHANGED[queryString(request, 'plan_changed') ?? ''] ?? null,
      mayChangePlan: subscription.status !== 'canceled' && mayWrite(session),
      invoices: invoices.items.map((i) => invoiceRow(i, customerName)),
      invoicesNext: next ? urlWith(path, {}, 'invoices_cursor', next) : null,
      upcoming,
      noUpcoming,
    });
  });
}
