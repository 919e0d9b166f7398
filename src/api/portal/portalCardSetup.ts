/**
 * The portal's "Add a card" when the provider takes cards on its own page (Stripe Checkout, live
 * mode; issue 29 item 4): a Checkout Session in `setup` mode (nothing charged) on the customer's
 * Stripe Customer, under a key derived from the portal link and the form's attempt (a double
 * submit opens one session), recorded in hosted_sessions. Its completion (the provider's webhook
 * or the customer's return, in any order and any number of times) keeps the card as the
 * customer's default and starts their subscriptions waiting for one, as addPortalCard does, in one
 * transaction that moves the session from `open`: once.
 */
import { txContext } from '../../db/context.js';
import type { Store } from '../../db/store.js';
import type { HostedCheckoutState, PaymentProvider } from '../../payments/provider.js';
import { findCustomer } from '../../modules/customers/index.js';
import { finishHostedSession, hostedSessionReference, recordHostedSession, type HostedSessionTable } from '../../modules/hostedSessions/index.js';
import { saveDefaultPaymentMethod } from '../../modules/paymentMethods/index.js';
import type { PortalLinkTable } from '../../modules/portal/index.js';
import { toIso } from '../../time.js';
import { startAwaitingSubscriptions } from '../subscriptions/index.js';

export type CardSetupStart = { kind: 'redirect'; url: string } | { kind: 'refused'; message: string };

/** Opens the setup session; the customer comes back to `pageUrl` (with `?session_id=`). */
export async function startPortalCardSetup(store: Store, provider: PaymentProvider, link: PortalLinkTable, attempt: string, pageUrl: string, now: Date): Promise<CardSetupStart> {
  if (!provider.startHostedCheckout) throw new Error(`Provider ${provider.name} cannot take cards on its own page`);
  const scope = { companyId: link.company_id, mode: link.mode };
  const customer = await findCustomer({ db: store.db, scope }, link.customer_id);
  const started = await provider.startHostedCheckout(
    {
      amountMinor: 0,
      currency: 'usd',
      description: 'Card for future invoices',
      customer: { companyId: scope.companyId, mode: scope.mode, id: link.customer_id, name: customer?.name ?? link.customer_id, email: customer?.email ?? null },
      successUrl: `${pageUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: pageUrl,
      idempotencyKey: `portal_card:${link.id}:${attempt}`,
      reference: hostedSessionReference(scope, 'card', link.id),
    },
    now,
  );
  if (!started.ok) return { kind: 'refused', message: 'The card page could not be opened. Please try again in a moment.' };
  const nowIso = toIso(now);
  await recordHostedSession(store.db, {
    session_id: started.sessionId,
    company_id: scope.companyId,
    mode: scope.mode,
    purpose: 'card',
    subject_id: link.id,
    customer_id: link.customer_id,
    keep_card: 1,
    url: started.url,
    status: 'open',
    amount_minor: 0,
    currency: 'usd',
    created_at: nowIso,
    updated_at: nowIso,
  });
  return { kind: 'redirect', url: started.url };
}

class SessionSettled extends Error {}

/** Keeps the card of a completed setup session as the default, once (see the header). */
export async function completePortalCardSetup(store: Store, provider: PaymentProvider, session: HostedSessionTable, state: HostedCheckoutState, now: Date): Promise<'completed' | 'already' | 'pending' | 'unknown'> {
  if (session.status !== 'open') return 'already';
  if (state.status === 'expired') await finishHostedSession(store.db, session.session_id, 'expired', now);
  if (state.status !== 'complete') return 'pending';
  const saved = state.savedCard;
  if (!saved) return 'unknown';
  try {
    await store.db.transaction().execute(async (trx) => {
      if (!(await finishHostedSession(trx, session.session_id, 'completed', now))) throw new SessionSettled();
      const tx = txContext(trx, { companyId: session.company_id, mode: session.mode }, now);
      await saveDefaultPaymentMethod(tx, session.customer_id, provider.name, saved);
      await startAwaitingSubscriptions(tx, session.customer_id);
    });
  } catch (error) {
    if (error instanceof SessionSettled) return 'already';
    throw error;
  }
  return 'completed';
}
