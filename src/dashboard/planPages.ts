/**
 * /dashboard/plans (newest first, the API's cursors) and /dashboard/plans/:id: the plan, its fees
 * in the signup page's words by version (effective date), its credit packs, grant policies and
 * attached catalogs, and a link to its subscriptions. Another company's plan, or one of the other
 * mode, is a 404 (the plans service's own).
 */
import { listPlanCatalogs } from '../modules/catalogs/index.js';
import { listPlanCreditPacks } from '../modules/creditPacks/index.js';
import { loadFeeRecords } from '../modules/fees/index.js';
import { listPlanGrantPolicies } from '../modules/grantPolicies/index.js';
import { getPlan, listPlans, type Plan } from '../modules/plans/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { pageOf, urlWith } from './paging.js';
import { catalogWords, minimumWords, packWords, planVersions, policyWords } from './planView.js';
import { sendDashboardPage } from './render.js';
import { headerOf, queryString, scopeOfSession, sessionOf } from './support.js';
import { instantWords } from './words.js';
import { limitsView } from './overdraftLimitPages.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CADENCE_WORDS = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' } as const;

/** What the list and the plan's page both show of a plan. */
function planSummary(plan: Plan) {
  return {
    id: plan.id,
    name: plan.name,
    code: plan.plan_code ?? '—',
    type: plan.type === 'credits' ? 'Credits' : 'Usage',
    currency: plan.currency_code.toUpperCase(),
    cadence: CADENCE_WORDS[plan.invoicing_cadence],
    created: instantWords(plan.created_at),
  };
}

export function planPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  scope.get('/plans', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const cursor = queryString(request, 'cursor');
    const [result, company] = await Promise.all([listPlans({ db: db, scope: scopeOfSession(session) }, pageOf(cursor)), companyProfile(db, session.companyId)]);
    const next = result.pagination.next_cursor;
    return sendDashboardPage(reply, 200, 'plans', {
      title: 'Plans · Meterline',
      header: headerOf(session, company?.name ?? '', 'plans', '/dashboard/plans'),
      plans: result.items.map(planSummary),
      nextUrl: next ? urlWith('/dashboard/plans', {}, 'cursor', next) : null,
      firstUrl: cursor ? '/dashboard/plans' : null,
    });
  });

  async function showPlan(request: FastifyRequest, reply: FastifyReply, planId: string) {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const plan = await getPlan({ db: db, scope: tenant }, planId);
    const [records, units, packs, policies, catalogs, company] = await Promise.all([
      loadFeeRecords({ db: db, scope: tenant }, plan.id),
      listPricingUnits({ db: db, scope: tenant }),
      listPlanCreditPacks({ db: db, scope: tenant }, plan.id),
      listPlanGrantPolicies({ db: db, scope: tenant }, plan.id),
      listPlanCatalogs({ db: db, scope: tenant }, plan.id),
      companyProfile(db, session.companyId),
    ]);
    const unitNames = new Map(units.map((u) => [u.id, u.name ?? u.code]));
    const path = `/dashboard/plans/${encodeURIComponent(plan.id)}`;
    return sendDashboardPage(reply, 200, 'plan', {
      title: `${plan.name} · Plans · Meterline`,
      header: headerOf(session, company?.name ?? '', 'plans', path),
      plan: {
        ...planSummary(plan),
        initialCredits: plan.initial_credit_quantity === null ? null : String(plan.initial_credit_quantity),
        minimum: minimumWords(plan),
        subscriptionsUrl: `/dashboard/subscriptions?plan_id=${encodeURIComponent(plan.id)}`,
      },
      versions: planVersions(plan, records, unitNames, deps.clock.now()),
      packs: packs.map((pack) => packWords(pack, plan)),
      policies: policies.map((policy) => policyWords(policy, unitNames)),
      catalogs: catalogs.map((attached) => catalogWords(attached, unitNames)),
      limits: await limitsView(db, tenant, { type: 'plan', id: plan.id }, request),
    });
  }

  scope.get('/plans/:planId', HIDDEN, async (request, reply) => showPlan(request, reply, (request.params as { planId: string }).planId));
}

