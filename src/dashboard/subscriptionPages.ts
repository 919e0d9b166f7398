/**
 * /dashboard/subscriptions: the list, newest first with the API's cursors, filtered by customer
 * and status as GET /v1/subscriptions is, and by plan; each row links to its customer and plan.
 */
import { findPlan } from '../modules/plans/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { listSubscriptions, SUBSCRIPTION_STATUSES } from '../modules/subscriptions/index.js';
import { customerNames } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { pageOf, queryChoice, queryText, urlWith } from './paging.js';
import { sendDashboardPage } from './render.js';
import { headerOf, queryString, scopeOfSession, sessionOf } from './support.js';
import { instantWords } from './words.js';

export function subscriptionPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  scope.get('/subscriptions', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const filter = {
      customer_id: queryText(request, 'customer_id'),
      status: queryChoice(request, 'status', SUBSCRIPTION_STATUSES),
      plan_id: queryText(request, 'plan_id'),
    };
    const cursor = queryString(request, 'cursor');
    const result = await listSubscriptions({ db: db, scope: tenant }, pageOf(cursor), { customerId: filter.customer_id, status: filter.status, planId: filter.plan_id });
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
      filter: { customerId: filter.customer_id ?? '', status: filter.status ?? '', planId: filter.plan_id ?? '' },
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
