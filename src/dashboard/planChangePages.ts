/**
 * /dashboard/subscriptions/:id/change-plan (issue 32, item 1): change a subscription's plan, the
 * quote shown before confirming. All three steps run POST /v1/subscriptions/{id}/change-plan's
 * own use case (changeSubscriptionPlan), with the body that route takes, checked against its
 * schema first (ChangePlanBody):
 * 1. GET: pick a plan by name (the company's plans in the subscription's currency, its own
 *    left out), the timing (now, or at the end of the period) and, for a change now, the refund
 *    policy of the old plan's prepaid fees.
 * 2. POST .../quote: the same body with `preview: true`; the quote line by line and in total (the
 *    API's `quote`), nothing changed, and a Confirm button carrying the choice and the total shown.
 * 3. POST: the change itself, refused (422 PRICE_CHANGED, nothing written) when a change now would
 *    invoice another total than the one shown, as the customer portal's confirmation is.
 * A refusal comes back on the form in the API's words; members change test data only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangePlanBody, changeSubscriptionPlan, type PlanChangeQuote } from '../api/planChanges/index.js';
import { REFUND_POLICIES } from '../billing/index.js';
import { dbContext } from '../db/context.js';
import { PLAN_CHANGE_TIMINGS } from '../kernel/planChangeTimings.js';
import { appPayments } from '../payments/index.js';
import { findPlan, listPlans } from '../modules/plans/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { getSubscription } from '../modules/subscriptions/index.js';
import { customerNames } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { attempt, checkBody, mayWrite, OWNER_ONLY } from './forms.js';
import { pageOf } from './paging.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, headerOf, scopeOfSession, sessionOf } from './support.js';
import { amountWords, instantWords } from './words.js';

const subscriptionPath = (id: string) => `/dashboard/subscriptions/${encodeURIComponent(id)}`;
const TIMING_WORDS = { now: 'Now (prorated, on one invoice)', end_of_period: 'At the end of the current period' } as const;
const REFUND_WORDS = { refund_prorated_prepaid_fixed_fees: 'Give back the unused part, prorated (default)', no_refund_prepaid_fixed_fees: 'Give nothing back' } as const;

interface ChangeForm {
  planId: string;
  timing: string;
  refundPolicy: string;
  problems: string[];
}

/** The form as the route's body: the refund policy only with a change now, as the API takes it. */
function changeOf(fields: Record<string, string>): { form: ChangeForm; body: Record<string, unknown> } {
  const form = { planId: fields.plan_id ?? '', timing: fields.timing ?? '', refundPolicy: fields.refund_policy ?? '', problems: [] };
  const body: Record<string, unknown> = { plan_id: form.planId, timing: form.timing };
  if (form.timing === 'now' && form.refundPolicy !== '') body.refund_policy = form.refundPolicy;
  return { form, body };
}

function quoteView(quote: PlanChangeQuote) {
  const money = (cents: number) => amountWords(String(cents), { account_type: 'currency', currency_code: quote.currency });
  return {
    effective: instantWords(quote.effective_at),
    lines: quote.line_items.map((l) => ({ description: l.description, quantity: String(l.quantity), amount: money(l.total_amount_cents) })),
    totals: [
      { label: 'Subtotal', value: money(quote.subtotal_cents), id: 'quote-subtotal' },
      ...(quote.discount_cents ? [{ label: 'Discount', value: money(-quote.discount_cents), id: 'quote-discount' }] : []),
      ...(quote.tax_cents ? [{ label: 'Tax', value: money(quote.tax_cents), id: 'quote-tax' }] : []),
      { label: 'Total', value: money(quote.total_cents), id: 'quote-total' },
      { label: 'Due now', value: money(quote.amount_due_cents), id: 'quote-due' },
      ...(quote.credited_to_balance_cents ? [{ label: 'To the credit balance', value: money(quote.credited_to_balance_cents), id: 'quote-credited' }] : []),
    ],
    reduced: quote.reduced_invoices.map((r) => `${r.invoice_number ?? 'An unpaid invoice'} is reduced by ${money(-r.credit_cents)} (a credit note)`),
    card: quote.amount_due_cents > 0 ? (quote.payment_method_id ? 'charged to the default card at once' : 'left open on the invoice: the customer has no card on file') : null,
    quotedTotal: String(quote.total_cents),
  };
}

export function planChangePages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  const changeDeps = { store: deps.store, providers: appPayments(deps), publicBaseUrl: deps.config.publicBaseUrl };

  async function showPage(request: FastifyRequest, reply: FastifyReply, status: number, form: ChangeForm, quote: PlanChangeQuote | null) {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const subscription = await getSubscription({ db, scope: tenant }, (request.params as { subscriptionId: string }).subscriptionId);
    const [current, plans, names, company] = await Promise.all([
      findPlan({ db, scope: tenant }, subscription.plan_id),
      listPlans({ db, scope: tenant }, pageOf(undefined, 100)),
      customerNames({ db, scope: tenant }, [subscription.customer_id]),
      companyProfile(db, session.companyId),
    ]);
    const choices = plans.items.filter((p) => p.id !== subscription.plan_id && p.currency_code === current?.currency_code);
    const path = subscriptionPath(subscription.id);
    const chosen = choices.find((p) => p.id === (quote?.to_plan_id ?? form.planId));
    return sendDashboardPage(reply, status, quote ? 'planChangeQuote' : 'planChange', {
      title: `Change plan · ${names.get(subscription.customer_id) ?? subscription.customer_id} · Meterline`,
      header: headerOf(session, company?.name ?? '', 'subscriptions', path),
      csrfToken: session.csrfToken,
      subscription: { id: subscription.id, customerName: names.get(subscription.customer_id) ?? subscription.customer_id, planName: current?.name ?? subscription.plan_id },
      action: `${path}/change-plan`,
      plans: choices.map((p) => ({ id: p.id, label: p.plan_code ? `${p.name} (${p.plan_code})` : p.name })),
      timings: PLAN_CHANGE_TIMINGS.map((t) => ({ value: t, label: TIMING_WORDS[t] })),
      // The API's default first, so the form left alone asks what the API does by default.
      refunds: [...REFUND_POLICIES].sort((a) => (a === 'refund_prorated_prepaid_fixed_fees' ? -1 : 1)).map((r) => ({ value: r, label: REFUND_WORDS[r] })),
      form,
      planName: chosen?.name ?? '',
      timingWords: quote ? TIMING_WORDS[quote.timing] : '',
      quote: quote ? quoteView(quote) : null,
    });
  }

  async function refuseMember(request: FastifyRequest, reply: FastifyReply) {
    const session = sessionOf(request);
    const company = await companyProfile(db, session.companyId);
    const path = subscriptionPath((request.params as { subscriptionId: string }).subscriptionId);
    return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, headerOf(session, company?.name ?? '', 'subscriptions', path));
  }

  scope.get('/subscriptions/:subscriptionId/change-plan', HIDDEN, async (request, reply) => {
    if (!mayWrite(sessionOf(request))) return refuseMember(request, reply);
    return showPage(request, reply, 200, { planId: '', timing: 'now', refundPolicy: '', problems: [] }, null);
  });

  scope.post('/subscriptions/:subscriptionId/change-plan/quote', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const { form, body } = changeOf(formFields(request.body));
    const id = (request.params as { subscriptionId: string }).subscriptionId;
    const ctx = dbContext(db, scopeOfSession(session), deps.clock.now());
    const result = await attempt(() => changeSubscriptionPlan(changeDeps, ctx, id, checkBody(ChangePlanBody, { ...body, preview: true }), { real: new Date() }));
    if (!result.ok) return showPage(request, reply, result.status, { ...form, problems: result.problems }, null);
    if (result.value.kind !== 'quote') throw new Error('A preview changed the plan');
    return showPage(request, reply, 200, form, result.value.quote);
  });

  scope.post('/subscriptions/:subscriptionId/change-plan', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const fields = formFields(request.body);
    const { form, body } = changeOf(fields);
    const id = (request.params as { subscriptionId: string }).subscriptionId;
    const shown = /^-?\d{1,15}$/.test(fields.quoted_total ?? '') ? Number(fields.quoted_total) : undefined;
    const options = form.timing === 'now' && shown !== undefined ? { expectedTotalMinor: shown, real: new Date() } : { real: new Date() };
    const ctx = dbContext(db, scopeOfSession(session), deps.clock.now());
    const result = await attempt(() => changeSubscriptionPlan(changeDeps, ctx, id, checkBody(ChangePlanBody, body), options));
    if (!result.ok) return showPage(request, reply, result.status, { ...form, problems: result.problems }, null);
    return reply.redirect(`${subscriptionPath(id)}?plan_changed=${form.timing === 'now' ? 'now' : 'end_of_period'}`, 303);
  });
}
