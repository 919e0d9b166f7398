/**
 * /dashboard/subscriptions: the list, newest first with the API's cursors, filtered by customer
 * and status as GET /v1/subscriptions is, and by plan, the customer and plan picked by name
 * (pickers.ts); each row names its customer and plan, with their ids on hover, and links to them.
 */
import { findPlan } from '../modules/plans/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { listSubscriptions, SUBSCRIPTION_STATUSES } from '../modules/subscriptions/index.js';
import { customerNames } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { pageOf, queryChoice, urlWith } from './paging.js';
import { pickCustomer, pickPlan, pickView } from './pickers.js';
import { sendDashboardPage } from './render.js';
import { headerOf, queryString, scopeOfSession, sessionOf } from './support.js';
import { instantWords } from './words.js';

export function subscriptionPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  scope.get('/subscriptions', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const ctx = { db, scope: tenant };
    const status = queryChoice(request, 'status', SUBSCRIPTION_STATUSES);
    const [customer, plan] = await Promise.all([pickCustomer(ctx, request), pickPlan(ctx, request)]);
    const filter = { customer_id: customer.id, status, plan_id: plan.id };
    const cursor = queryString(request, 'cursor');
    const result =
      customer.unresolved || plan.unresolved
        ? { items: [], pagination: { has_more: false, next_cursor: null } }
        : await listSubscriptions(ctx, pageOf(cursor), { customerId: filter.customer_id, status: filter.status, planId: filter.plan_id });
    const [names, plans, company] = await Promise.all([
      customerNames({ db: db, scope: tenant }, result.items.map((s) => s.customer_id)),
      Promise.all([...new Set(result.items.map((s) => s.plan_id))].map((id) => findPlan({ db: db, scope: tenant }, id))),
      companyProfile(db, session.companyId),
    ]);
    const planNames = new Map(plans.flatMap((plan) => (plan ? [[plan.id, plan.name] as const] : [])));
    const next = result.pagination.next_cursor;
    return sendDashboardPage(reply, 200, 'subscriptions', {
      title: 'Subscriptions · Meterline',
      header: headerOf(session, company?.name ?? '', 'subscriptions', urlWith('/dashboard/subscriptions', filter)),
      filter: { status: status ?? '', any: Boolean(status || customer.text || plan.text) },
      customer: pickView(customer, { idParam: 'customer_id', textParam: 'customer' }, '/dashboard/subscriptions', { status, plan_id: plan.id }),
      plan: pickView(plan, { idParam: 'plan_id', textParam: 'plan' }, '/dashboard/subscriptions', { status, customer_id: customer.id }),
      statuses: SUBSCRIPTION_STATUSES,
      subscriptions: result.items.map((s) => ({
        id: s.id,
        customerId: s.customer_id,
        customerName: names.get(s.customer_id) ?? s.customer_id,
        planId: s.plan_id,
        planName: planNames.get(s.plan_id) ?? s.plan_code ?? s.plan_id,
        status: s.status,
        started: instantWords(s.start_date),
        renews: instantWords(s.next_renewal_date),
      })),
      nextUrl: next ? urlWith('/dashboard/subscriptions', filter, 'cursor', next) : null,
      firstUrl: cursor ? urlWith('/dashboard/subscriptions', filter) : null,
    });
  });
}
