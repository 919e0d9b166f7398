/**
 * A signup link paid on the provider's own page (Stripe Checkout, live mode; issue 29 item 4),
 * through the steps every hosted link payment shares (hostedLinkPayment.ts).
 *
 * Start (the subscribe page's form): the payment is claimed (per link, or per subscription for a
 * change now), the quote read again under the claim and held to what the page showed, then the
 * provider opens a session in `payment` mode for what is due today, the card kept for off-session
 * charges, or in `setup` mode when nothing is due (a plan without fees in advance, a change at the
 * end of the period, a change whose credit covers it): the card only. The page redirects there.
 *
 * Completion (`fulfilHostedSignup`, from completeHosted.ts): step 4 of confirmSignup.ts in one
 * transaction (the link used, the subscription started active with its first invoice recorded paid,
 * or changed; the payment `succeeded`; the card the customer's default), then the customer's
 * subscriptions waiting for a card start. When the link can no longer do it (used, expired, the
 * price changed, a rule refused) the payment is refunded in full.
 */
import type { Store } from '../../db/store.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { LinkTaken, linkRepo, recordSucceeded, releaseClaim, type SignupLinkTable } from '../../modules/links/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';
import { closedAnswer, fulfilSignup, paymentTarget, refusalWords, type LinkForm, type SignupOutcome } from './fulfilSignup.js';
import { claimHostedPayment, openHostedSession, refundUnlessDone, type HostedCompletion, type HostedPaid } from './hostedLinkPayment.js';
import { quoteSignup, type SignupQuote } from './signupQuote.js';

export async function startHostedSignup(store: Store, provider: PaymentProvider, link: SignupLinkTable, shown: SignupQuote, form: LinkForm, now: Date): Promise<SignupOutcome> {
  if (form.pageUrl === undefined) throw new Error('The subscribe page did not say where the customer comes back');
  const claim = await claimHostedPayment(store, provider, paymentTarget(link, shown), form.attempt, now);
  if (claim.kind === 'closed') return closedAnswer(store, link, form, now);
  if (claim.kind === 'busy') return claim;
  const { payment, fresh } = claim;

  // Priced again under the claim: no other page pays for this link or subscription meanwhile.
  const requoted = await quoteSignup(store, link, now);
  if (!requoted.ok) {
    if (fresh) await releaseClaim(store, payment, requoted.message, now);
    return { kind: 'impossible', message: requoted.message };
  }
  const quote = requoted.quote;
  if (fresh && form.quotedTotal !== undefined && form.quotedTotal !== quote.totalMinor) {
    await releaseClaim(store, payment, 'PRICE_CHANGED before the payment page', now);
    return { kind: 'declined', message: 'The amount due changed while you were confirming: review it below and confirm again. Nothing was charged.', field: null, quote };
  }
  const url = await openHostedSession(
    store,
    provider,
    claim,
    { amountMinor: Math.max(0, quote.totalMinor), currency: quote.currency, description: `${quote.companyName}: ${quote.plan.name}`, customerId: link.customer_id, pageUrl: form.pageUrl },
    now,
  );
  if (url !== null) return { kind: 'redirect', url };
  if (!fresh) return { kind: 'busy' };
  return { kind: 'declined', message: 'The payment page could not be opened. Please try again in a moment. Nothing was charged.', field: null, quote };
}

/** Completes the signup a paid (or set up) session was for (see the header). */
export async function fulfilHostedSignup(store: Store, provider: PaymentProvider, paid: HostedPaid, now: Date): Promise<HostedCompletion> {
  const { payment, state, charged } = paid;
  const link = await linkRepo.findSignupLink({ db: store.db, scope: { companyId: payment.company_id, mode: payment.mode } }, payment.link_id);
  if (!link) return refundUnlessDone(store, provider, paid, 'the signup link is gone', now);
  const quoted = await quoteSignup(store, link, now);
  if (!quoted.ok) return refundUnlessDone(store, provider, paid, quoted.message, now);
  const quote = quoted.quote;
  const due = Math.max(0, quote.totalMinor);
  if (due !== state.amountMinor || (due > 0 && quote.currency !== state.currency)) return refundUnlessDone(store, provider, paid, 'the price changed while the customer was paying', now);
  try {
    await fulfilSignup(store, link, quote, { attempt: payment.attempt, card: null }, provider, (trx, result) => recordSucceeded(trx, payment, charged, result, now), now);
  } catch (error) {
    const words = error instanceof LinkTaken ? 'the link was used or expired while the customer was paying' : refusalWords(error);
    const outcome = await refundUnlessDone(store, provider, paid, words ?? 'the confirmation failed', now);
    if (words === null && outcome === 'refunded') throw error;
    return outcome;
  }
  // The card is the customer's default now: other subscriptions of theirs that waited for one start.
  if (charged.savedCard) await startAwaitingSubscriptionsNow(store, now, quote.scope, link.customer_id);
  return 'completed';
}
