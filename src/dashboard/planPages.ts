/**
 * /dashboard/plans (newest first, the API's cursors) and /dashboard/plans/:id: the plan, its fees
 * in the signup page's words by version (effective date), its credit packs, grant policies and
 * attached catalogs, and a link to its subscriptions. Another company's plan, or one of the other
 * mode, is a 404 (the plans service's own).
 *
 * Forms (issue 32, item 1), each through the plans and fees modules' own use cases behind the API
 * routes, the body checked against the route's schema first (forms.ts), a refusal shown on the
 * form in the API's words, members changing test data only: create a plan on the list (POST
 * /v1/plans' createPlan), edit its name, minimum commitment and "Offer in the customer portal"
 * on its page (POST /v1/plans/{id}'s updatePlan), and add a fee of any pricing model there (POST
 * /v1/plans/{id}/fees' createFee). Ending and versioning a fee are on the fee's page (feePages.ts).
 */
import { dbContext } from '../db/context.js';
import { listPlanCatalogs } from '../modules/catalogs/index.js';
import { listPlanCreditPacks } from '../modules/creditPacks/index.js';
import { CreateFeeBody, createFee, loadFeeRecords } from '../modules/fees/index.js';
import { listPlanGrantPolicies } from '../modules/grantPolicies/index.js';
import { CreatePlanBody, createPlan, getPlan, listPlans, UpdatePlanBody, updatePlan, type Plan } from '../modules/plans/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { pageOf, urlWith } from './paging.js';
import { catalogWords, minimumWords, packWords, planVersions, policyWords } from './planView.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { headerOf, formFields, queryString, scopeOfSession, sessionOf } from './support.js';
import { emptyFeeForm, feeBodyOf, feeChoices, type FeeForm } from './feeForm.js';
import { attempt, checkBody, mayWrite, OWNER_ONLY } from './forms.js';
import { createPlanBodyOf, editPlanBodyOf, emptyPlanForm, planChoices, planFormOf, type PlanForm } from './planForm.js';
import { instantWords } from './words.js';
import { limitsView } from './overdraftLimitPages.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAVED_WORDS: Record<string, string> = { created: 'Plan created.', plan: 'Plan saved.', fee: 'Fee added.', ended: 'Fee ended.', versioned: 'New fee version saved.' };
const planPath = (id: string) => `/dashboard/plans/${encodeURIComponent(id)}`;

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

  async function showList(request: FastifyRequest, reply: FastifyReply, status: number, view: { form: PlanForm; notice: string | null }) {
    const session = sessionOf(request);
    const cursor = queryString(request, 'cursor');
    const [result, company] = await Promise.all([listPlans({ db: db, scope: scopeOfSession(session) }, pageOf(cursor)), companyProfile(db, session.companyId)]);
    const next = result.pagination.next_cursor;
    return sendDashboardPage(reply, status, 'plans', {
      title: 'Plans · Meterline',
      header: headerOf(session, company?.name ?? '', 'plans', '/dashboard/plans'),
      plans: result.items.map(planSummary),
      nextUrl: next ? urlWith('/dashboard/plans', {}, 'cursor', next) : null,
      firstUrl: cursor ? '/dashboard/plans' : null,
      csrfToken: session.csrfToken,
      mayWrite: mayWrite(session),
      choices: planChoices(),
      ...view,
    });
  }

  scope.get('/plans', HIDDEN, async (request, reply) => showList(request, reply, 200, { form: emptyPlanForm(), notice: null }));

  async function showPlan(request: FastifyRequest, reply: FastifyReply, planId: string, status = 200, view: { planForm?: PlanForm; feeForm?: FeeForm } = {}) {
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
    const saved = queryString(request, 'saved');
    return sendDashboardPage(reply, status, 'plan', {
      title: `${plan.name} · Plans · Meterline`,
      header: headerOf(session, company?.name ?? '', 'plans', path),
      plan: {
        ...planSummary(plan),
        initialCredits: plan.initial_credit_quantity === null ? null : String(plan.initial_credit_quantity),
        minimum: minimumWords(plan),
        portal: plan.portal_visible,
        subscriptionsUrl: `/dashboard/subscriptions?plan_id=${encodeURIComponent(plan.id)}`,
      },
      versions: planVersions(plan, records, unitNames, deps.clock.now()),
      packs: packs.map((pack) => packWords(pack, plan)),
      policies: policies.map((policy) => policyWords(policy, unitNames)),
      catalogs: catalogs.map((attached) => catalogWords(attached, unitNames)),
      limits: await limitsView(db, tenant, { type: 'plan', id: plan.id }, request),
      csrfToken: session.csrfToken,
      mayWrite: mayWrite(session),
      notice: saved ? (SAVED_WORDS[saved] ?? null) : null,
      planForm: view.planForm ?? planFormOf(plan),
      feeForm: view.feeForm ?? emptyFeeForm(),
      feeChoices: feeChoices(plan.currency_code, units),
    });
  }

  async function refuseMember(request: FastifyRequest, reply: FastifyReply) {
    const session = sessionOf(request);
    const company = await companyProfile(db, session.companyId);
    return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, headerOf(session, company?.name ?? '', 'plans', '/dashboard/plans'));
  }

  scope.post('/plans', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const { form, body } = createPlanBodyOf(formFields(request.body));
    const ctx = dbContext(db, scopeOfSession(session), deps.clock.now());
    const result = await attempt(() => createPlan(ctx, checkBody(CreatePlanBody, body)));
    if (!result.ok) return showList(request, reply, result.status, { form: { ...form, problems: result.problems }, notice: null });
    return reply.redirect(`${planPath(result.value.id)}?saved=created`, 303);
  });

  scope.post('/plans/:planId', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const planId = (request.params as { planId: string }).planId;
    const { form, body } = editPlanBodyOf(formFields(request.body));
    const ctx = dbContext(db, scopeOfSession(session), deps.clock.now());
    const result = await attempt(() => updatePlan(ctx, planId, checkBody(UpdatePlanBody, body)));
    if (!result.ok) return showPlan(request, reply, planId, result.status, { planForm: { ...form, problems: result.problems } });
    return reply.redirect(`${planPath(planId)}?saved=plan`, 303);
  });

  scope.post('/plans/:planId/fees', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const tenant = scopeOfSession(session);
    const plan = await getPlan({ db, scope: tenant }, (request.params as { planId: string }).planId);
    const { form, body } = feeBodyOf(formFields(request.body), plan.currency_code);
    const result = await attempt(() => createFee(dbContext(db, tenant, deps.clock.now()), plan.id, checkBody(CreateFeeBody, body)));
    if (!result.ok) return showPlan(request, reply, plan.id, result.status, { feeForm: { ...form, problems: result.problems } });
    return reply.redirect(`${planPath(plan.id)}?saved=fee#fees`, 303);
  });

  scope.get('/plans/:planId', HIDDEN, async (request, reply) => showPlan(request, reply, (request.params as { planId: string }).planId));
}

