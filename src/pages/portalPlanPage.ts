/**
 * The portal's subscription actions (issue 32, item 5), below /portal/{token}:
 * - GET change-plan?subscription_id=&plan_id= shows the quote of changing to an offered plan at the
 *   portal link's timing (the API's preview: nothing changes), the way the amount due is paid (the
 *   default card, or a new card typed here), and a Confirm form;
 * - POST change-plan confirms it at the amount shown (another amount now: the quote again, with
 *   why), then says what was done;
 * - POST subscriptions/cancel and subscriptions/resume schedule the end at period end, or undo it.
 * The portal page checked the link, the form token and the request's origin before a POST gets
 * here. Each answers a page saying what changed (200) or why nothing did (422), with a Back link.
 */
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import type { Store } from '../db/store.js';
import type { PaymentProviders } from '../payments/provider.js';
import { confirmPortalPlanChange, quotePortalPlanChange, setPortalCancelAtPeriodEnd, type PortalPlanChangeDeps } from '../api/portal/index.js';
import { newAttemptId } from '../modules/links/index.js';
import { defaultPaymentMethod, listPaymentMethods } from '../modules/paymentMethods/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { newFormToken, type PortalLinkTable } from '../modules/portal/index.js';
import { cardFrom, sendLinkMessage } from './linkPageSupport.js';
import { sendPage } from './render.js';
import { changedWords, portalQuoteView, type PaymentChoices } from './portalPlanView.js';

export const PORTAL_PLAN_ACTIONS = ['change-plan', 'subscriptions/cancel', 'subscriptions/resume'] as const;
export type PortalPlanAction = (typeof PORTAL_PLAN_ACTIONS)[number];

export function isPlanAction(path: string): path is PortalPlanAction {
  return (PORTAL_PLAN_ACTIONS as readonly string[]).includes(path);
}

export interface PortalPlanPage {
  reply: FastifyReply;
  /** The portal token of the path (the form token is bound to it). */
  token: string;
  companyName: string | null;
  portalUrl: string;
  csp: string;
}

export interface PortalPlanDeps {
  store: Store;
  providers: PaymentProviders;
  publicBaseUrl: string;
  /** The scope's time, and the wall clock a collection's lease is measured on. */
  now: Date;
  real: Date;
}

const scopeOf = (link: PortalLinkTable) => ({ companyId: link.company_id, mode: link.mode });

function refused(page: PortalPlanPage, message: string): FastifyReply {
  return sendLinkMessage(page.reply, 422, { companyName: page.companyName, heading: 'Nothing was changed', message, backUrl: page.portalUrl });
}

async function paymentChoices(deps: PortalPlanDeps, link: PortalLinkTable): Promise<PaymentChoices> {
  const provider = deps.providers.forMode(link.mode);
  const cards = await listPaymentMethods({ db: deps.store.db, scope: scopeOf(link) }, link.customer_id);
  return { card: cards.find((card) => card.default) ?? null, typedCards: provider !== null && provider.startHostedCheckout === undefined, hostedCards: provider?.startHostedCheckout !== undefined };
}

/** GET change-plan: the quote and the Confirm form (`error`: why the last confirmation did nothing). */
export async function sendPlanChangeQuote(page: PortalPlanPage, deps: PortalPlanDeps, link: PortalLinkTable, choice: { subscriptionId: string; planId: string }, error: string | null = null): Promise<FastifyReply> {
  const quoted = await quotePortalPlanChange(deps satisfies PortalPlanChangeDeps, link, choice, deps.now, deps.real);
  if (quoted.kind === 'refused') return refused(page, quoted.message);
  const company = await companyProfile(deps.store.db, link.company_id);
  const base = `/portal/${page.token}`;
  const view = portalQuoteView({
    companyName: company?.name ?? '',
    zone: company?.timezone ?? 'UTC',
    testMode: link.mode === 'test',
    quote: quoted.quote,
    fromPlan: quoted.fromPlan,
    toPlan: quoted.toPlan,
    payment: await paymentChoices(deps, link),
    form: { action: `${base}/change-plan`, formToken: newFormToken(page.token), attempt: newAttemptId(), backUrl: page.portalUrl, addCardUrl: `${base}/cards/new`, error },
  });
  return sendPage(page.reply, error === null ? 200 : 422, 'portalChange', view, { csp: page.csp });
}

/** The posts: confirm a plan change, cancel at period end, resume. */
export async function runPlanAction(page: PortalPlanPage, deps: PortalPlanDeps, link: PortalLinkTable, action: PortalPlanAction, fields: Record<string, string>): Promise<FastifyReply> {
  const subscriptionId = fields.subscription_id ?? '';
  const zone = (await companyProfile(deps.store.db, link.company_id))?.timezone ?? 'UTC';
  const day = (iso: string | null) => (iso ? DateTime.fromISO(iso, { zone }).toFormat('d LLL yyyy') : 'the end of the period');
  if (action === 'change-plan') {
    const planId = fields.plan_id ?? '';
    const quotedTotal = Number(fields.quoted_total);
    if (!Number.isSafeInteger(quotedTotal)) return refused(page, 'The form was incomplete. Open your account page again and choose the plan.');
    const card = fields.pay_with === 'new_card' || fields.pay_with === undefined ? cardFrom(fields) : null;
    if (fields.pay_with === 'new_card' && card === null) return sendPlanChangeQuote(page, deps, link, { subscriptionId, planId }, 'Enter your new card, or pay with the card on file.');
    const done = await confirmPortalPlanChange(deps, link, { subscriptionId, planId, quotedTotal, card, attempt: fields.attempt ?? newAttemptId() }, deps.now, deps.real);
    if (done.kind === 'refused') return sendPlanChangeQuote(page, deps, link, { subscriptionId, planId }, done.message);
    const paidWith = done.invoice ? ((await defaultPaymentMethod({ db: deps.store.db, scope: scopeOf(link) }, link.customer_id)) ?? null) : null;
    const words = changedWords(done, zone, paidWith);
    return sendLinkMessage(page.reply, 200, { companyName: page.companyName, heading: 'Plan changed', message: words, backUrl: page.portalUrl });
  }
  const cancel = action === 'subscriptions/cancel';
  const outcome = await setPortalCancelAtPeriodEnd(deps.store, link, subscriptionId, cancel, deps.now);
  if (outcome.kind === 'refused') return refused(page, outcome.message);
  const message = cancel
    ? `Your ${outcome.planName} subscription ends on ${day(outcome.cancelAt)}. Until then nothing changes; you can resume it from your account page.`
    : `Your ${outcome.planName} subscription continues${outcome.renewal ? ` and renews on ${day(outcome.renewal)}` : ''}.`;
  return sendLinkMessage(page.reply, 200, { companyName: page.companyName, heading: cancel ? 'Cancellation scheduled' : 'Subscription resumed', message, backUrl: page.portalUrl });
}
