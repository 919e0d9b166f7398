/**
 * The portal's settings forms (issue 29): /portal/{token}/cards/new (the setup page: a card typed
 * here is checked with a charge of 0 and kept as the default), and the posts that make a card the
 * default, remove one, set an auto top-up for a credit pack or turn one off. Each answers with a
 * page saying what changed (200) or why nothing did (422), with a Back link to the portal. The
 * portal page checked the link, its form token and the request's origin before calling here.
 */
import type { FastifyReply } from 'fastify';
import type { Store } from '../db/store.js';
import type { PaymentProviders } from '../payments/provider.js';
import { addPortalCard, makePortalCardDefault, removePortalCard, setPortalAutoTopUp, stopPortalAutoTopUp, type SettingOutcome } from '../api/portal/index.js';
import { newAttemptId } from '../modules/links/index.js';
import type { PortalLinkTable } from '../modules/portal/index.js';
import { cardFrom, sendLinkMessage } from './linkPageSupport.js';
import { sendPage } from './render.js';

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

/** The setup page: card fields and the form token; no provider for the mode: it says where cards are kept instead. */
export function sendCardSetupPage(page: PortalPageContext, providers: PaymentProviders, link: PortalLinkTable, formToken: string, action: string): FastifyReply {
  const available = providers.forMode(link.mode) !== null;
  return sendPage(
    page.reply,
    200,
    'portalCard',
    { title: page.companyName ? `Add a card · ${page.companyName}` : 'Add a card', companyName: page.companyName, testMode: link.mode === 'test', available, action, formToken, attempt: newAttemptId(), backUrl: page.portalUrl, errorField: null },
    { csp: page.csp },
  );
}

export async function runSettingAction(page: PortalPageContext, deps: { store: Store; providers: PaymentProviders; now: Date }, link: PortalLinkTable, action: PortalSettingAction, fields: Record<string, string>): Promise<FastifyReply> {
  const { store, providers, now } = deps;
  let outcome: SettingOutcome;
  switch (action) {
    case 'cards/new': {
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
