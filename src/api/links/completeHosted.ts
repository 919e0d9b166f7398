/**
 * Completing a link paid on the provider's own page (hostedLinkPayment.ts), whoever comes first:
 * the provider's webhook (`completeLinkSession`) or the customer back on the link's page
 * (`returnFromProvider` for a checkout, `returnToSignup` for a signup). The session is read from
 * the provider, never taken from the browser's word; the link's kind says which flow fulfils it.
 */
import type { Clock } from '../../clock.js';
import type { Store } from '../../db/store.js';
import type { HostedCheckoutState, PaymentProvider } from '../../payments/provider.js';
import { linkRepo, type CheckoutLinkTable, type LinkPaymentTable, type SignupLinkTable } from '../../modules/links/index.js';
import { doneAgain as checkoutDone, type CheckoutDone } from './fulfilCheckout.js';
import { doneAgain as signupDone, type SignupDone } from './fulfilSignup.js';
import { fulfilHostedCheckout } from './hostedCheckout.js';
import { hostedLinkPaymentOf, type HostedCompletion } from './hostedLinkPayment.js';
import { fulfilHostedSignup } from './hostedSignup.js';

export interface LinkSessionCompletion {
  outcome: HostedCompletion;
  /** The link the session was for (null: none of Meterline's). */
  linkId: string | null;
  linkKind: LinkPaymentTable['link_kind'] | null;
}

/** Completes the link a provider's session (already read) pays for, once. */
export async function completeLinkSession(store: Store, provider: PaymentProvider, sessionId: string, state: HostedCheckoutState, now: Date): Promise<LinkSessionCompletion> {
  const found = await hostedLinkPaymentOf(store, provider, sessionId, state, now);
  if ('outcome' in found) return { outcome: found.outcome, linkId: found.payment?.link_id ?? null, linkKind: found.payment?.link_kind ?? null };
  const payment = found.payment;
  const outcome = payment.link_kind === 'checkout' ? await fulfilHostedCheckout(store, provider, found, now) : await fulfilHostedSignup(store, provider, found, now);
  return { outcome, linkId: payment.link_id, linkKind: payment.link_kind };
}

/** Reads the session from the provider and completes its link (see completeLinkSession). */
export async function completeHostedCheckout(store: Store, provider: PaymentProvider, sessionId: string, now: Date): Promise<LinkSessionCompletion> {
  const state = provider.readHostedCheckout ? await provider.readHostedCheckout(sessionId) : null;
  if (!state) return { outcome: 'unknown', linkId: null, linkKind: null };
  return completeLinkSession(store, provider, sessionId, state, now);
}

/**
 * The customer is back on the checkout page from the provider's: complete the payment if the
 * provider says it is paid (the webhook may not have come yet), then show the link's result when
 * this session completed it.
 */
export async function returnFromProvider(store: Store, clock: Clock, provider: PaymentProvider, link: CheckoutLinkTable, sessionId: string): Promise<{ kind: 'done'; link: CheckoutLinkTable; done: CheckoutDone } | { kind: 'pending' }> {
  const completed = await completeHostedCheckout(store, provider, sessionId, clock.now());
  if (completed.linkId !== link.id || completed.linkKind !== 'checkout') return { kind: 'pending' };
  const fresh = await linkRepo.findCheckoutLink({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, link.id);
  if (!fresh?.completed_at) return { kind: 'pending' };
  const done = await checkoutDone(store, fresh);
  return done.kind === 'done' ? { kind: 'done', link: fresh, done } : { kind: 'pending' };
}

/** As returnFromProvider, for the subscribe page: the signup's result once this session completed it. */
export async function returnToSignup(store: Store, clock: Clock, provider: PaymentProvider, link: SignupLinkTable, sessionId: string): Promise<{ kind: 'done'; link: SignupLinkTable; done: SignupDone } | { kind: 'pending' }> {
  const completed = await completeHostedCheckout(store, provider, sessionId, clock.now());
  if (completed.linkId !== link.id || completed.linkKind !== 'signup') return { kind: 'pending' };
  const fresh = await linkRepo.findSignupLink({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, link.id);
  if (!fresh?.used_at) return { kind: 'pending' };
  const done = await signupDone(store, fresh);
  return done.kind === 'done' ? { kind: 'done', link: fresh, done } : { kind: 'pending' };
}
