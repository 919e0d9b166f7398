/**
 * The portal's settings forms (issue 29): /portal/{token}/cards/new (the setup page: a card typed
 * here is checked with a charge of 0 and kept as the default; in live mode with Stripe, a Stripe
 * Checkout Session in setup mode instead, back to the same page with `?session_id=`), and the posts that make a card the
 * default, remove one, set an auto top-up for a credit pack or turn one off. Each answers with a
 * page saying what changed (200) or why nothing did (422), with a Back link to the portal. The
 * portal page checked the link, its form token and the request's origin before calling here.
 */
import type { FastifyReply } from 'fastify';
import type { Store } from '../db/store.js';
import type { PaymentProviders } from '../payments/provider.js';
import { completeHostedSession } from '../api/hostedSessions/index.js';
import { addPortalCard, makePortalCardDefault, removePortalCard, setPortalAutoTopUp, startPortalCardSetup, stopPortalAutoTopUp, type SettingOutcome } from '../api/portal/index.js';
import { newAttemptId } from '../modules/links/index.js';
import type { PortalLinkTable } from '../modules/portal/index.js';
import { cardFrom, sendLinkMessage } from './linkPageSupport.js';
import { PAGE_CSP, sendPage } from './render.js';

export const PORTAL_SETTING_ACTIONS = ['cards/new', 'cards/default', 'cards/remove', 'auto-top-up', 'auto-top-up/off'] as const;
export type PortalSettingAction = (typeof PORTAL_SETTING_ACTIONS)[number];

export function isSettingAction(path: string): path is PortalSettingAction {
  return (PORTAL_SETTING_ACTIONS as readonly string[]).includes(path);
}

interface PortalPageContext {
  reply: FastifyReply;
  companyName: string | null;
  portalUrl: string;
  csp: string;
}

/** With Stripe Checkout the setup form's answer redirects to Stripe's page (browsers hold redirects to form-action too). */
const HOSTED_SETUP_CSP = `${PAGE_CSP}; form-action 'self' https://checkout.stripe.com`;

/**
 * The setup page: card fields and the form token; with a provider that takes cards on its own page
 * (Stripe, live mode) a button to it instead; no provider for the mode: it says where cards are kept.
 */
export function sendCardSetupPage(page: PortalPageContext, providers: PaymentProviders, link: PortalLinkTable, formToken: string, action: string): FastifyReply {
  const provider = providers.forMode(link.mode);
  const hosted = provider?.startHostedCheckout !== undefined;
  return sendPage(
    page.reply,
    200,
    'portalCard',
    {
      title: page.companyName ? `Add a card · ${page.companyName}` : 'Add a card',
      companyName: page.companyName,
      testMode: link.mode === 'test',
      available: provider !== null,
      hosted,
      action,
      formToken,
      attempt: newAttemptId(),
      backUrl: page.portalUrl,
      errorField: null,
    },
    { csp: hosted ? HOSTED_SETUP_CSP : page.csp },
  );
}

/**
 * GET /portal/{token}/cards/new?session_id=: back from Stripe's setup page. The card is kept here
 * if the webhook has not come yet; null when the session is not this portal link's card setup.
 */
export async function returnFromCardSetup(page: PortalPageContext, deps: { store: Store; providers: PaymentProviders; now: Date }, link: PortalLinkTable, sessionId: string): Promise<FastifyReply | null> {
  const provider = deps.providers.forMode(link.mode);
  if (!provider?.readHostedCheckout) return null;
  const completed = await completeHostedSession(deps.store, provider, sessionId, deps.now);
  if (completed.purpose !== 'card' || completed.subjectId !== link.id) return null;
  if (completed.outcome === 'completed' || completed.outcome === 'already') {
    return sendLinkMessage(page.reply, 200, { companyName: page.companyName, heading: 'Saved', message: 'Your card is your default card now.', backUrl: page.portalUrl });
  }
  return sendLinkMessage(page.reply, 202, { companyName: page.companyName, heading: 'Confirming your card', message: 'Your card is being confirmed. Reload this page in a moment.', backUrl: page.portalUrl });
}

export async function runSettingAction(page: PortalPageContext, deps: { store: Store; providers: PaymentProviders; now: Date }, link: PortalLinkTable, action: PortalSettingAction, fields: Record<string, string>): Promise<FastifyReply> {
  const { store, providers, now } = deps;
  let outcome: SettingOutcome;
  switch (action) {
    case 'cards/new': {
      const provider = providers.forMode(link.mode);
      if (provider?.startHostedCheckout) {
        // Stripe Checkout in setup mode: the card is entered on Stripe's page, which sends the customer back here.
        const started = await startPortalCardSetup(store, provider, link, fields.attempt ?? newAttemptId(), `${page.portalUrl}/cards/new`, now);
        if (started.kind === 'redirect') return page.reply.header('cache-control', 'no-store').redirect(started.url, 303);
        outcome = started;
        break;
      }
      const card = cardFrom(fields);
      outcome = card ? await addPortalCard(store, providers, link, card, fields.attempt ?? newAttemptId(), now) : { kind: 'refused', message: 'Enter your card details.' };
      break;
    }
    case 'cards/default':
      outcome = await makePortalCardDefault(store, link, fields.payment_method_id ?? '', now);
      break;
    case 'cards/remove':
      outcome = await removePortalCard(store, link, fields.payment_method_id ?? '');
      break;
    case 'auto-top-up':
      outcome = await setPortalAutoTopUp(store, link, { creditPackId: fields.credit_pack_id ?? '', threshold: fields.threshold ?? '', quantity: fields.quantity ?? '' }, now);
      break;
    case 'auto-top-up/off':
      outcome = await stopPortalAutoTopUp(store, link, fields.auto_top_up_id ?? '', now);
      break;
  }
  const done = outcome.kind === 'done';
  return sendLinkMessage(page.reply, done ? 200 : 422, { companyName: page.companyName, heading: done ? 'Saved' : 'Nothing was changed', message: outcome.message, backUrl: page.portalUrl });
}
