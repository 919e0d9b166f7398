/**
 * Confirming a signup link (the subscribe page's form). In order:
 * 1. The link must be open; a resubmit of the form that already used it (same attempt id) answers
 *    "done" again, anything else on a used or expired link is "gone".
 * 2. The quote is read again; when the link can no longer do what it says, "impossible".
 * 3. With a payment provider (test mode: the built-in one) the payment is claimed first
 *    (payForLink.ts: one payment at a time per link, or per subscription for a change now; other
 *    tabs are told it is in progress and charge nothing), the quote is read again under the claim
 *    and must still be what the page showed (`quotedTotal`), then the card is charged what is due
 *    today (0 when nothing is: the card is checked and kept on file) under a key derived from the
 *    link. A decline ends here with nothing written.
 *    A provider with its own payment page (Stripe, live mode) takes over from here:
 *    hostedSignup.ts claims the payment and redirects to it; its completion runs step 4.
 *    Without a provider (live mode, none configured) no card is taken: a new subscription waits in
 *    `pending_payment_method` and the invoice is `send_invoice`, open.
 * 4. One transaction: the link is claimed (single use: `used_at is null` in the update), then the
 *    subscription is created and its first period opened by the billing engine's start step
 *    (startSubscription.ts; the invoice recorded paid), changed now (changePlanNow.ts: the
 *    subscription locked and its plan read again inside the transaction) or scheduled to change at
 *    period end, and the payment recorded `succeeded` with the invoice it paid.
 * 5. Any refusal after the charge (the amount changed: PRICE_CHANGED; another change went first:
 *    SUBSCRIPTION_CHANGED; a rule of the subscriptions module, e.g. SUBSCRIPTION_ALREADY_EXISTS;
 *    the link used meanwhile) rolls the transaction back, refunds the charge in full through the
 *    provider and answers in words. No error path leaves a charge without its record or refund.
 */
import type { Clock } from '../../clock.js';
import type { Store } from '../../db/store.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { chargeClaimed, claimPayment, LinkTaken, recordSucceeded, refundClaimed, releaseClaim, waitForSameForm, type Charged } from '../../modules/links/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';
import { quoteSignup } from './signupQuote.js';
import { closedAnswer, doneAgain, fulfilSignup, paymentTarget, refusalWords, type LinkForm, type SignupOutcome } from './fulfilSignup.js';
import { startHostedSignup } from './hostedSignup.js';
import type { SignupLinkTable } from '../../modules/links/index.js';

export type { LinkForm, SignupDone, SignupOutcome } from './fulfilSignup.js';

export async function confirmSignup(store: Store, clock: Clock, providers: PaymentProviders, link: SignupLinkTable, form: LinkForm): Promise<SignupOutcome> {
  const now = clock.now();
  if (link.used_at !== null) return link.used_attempt === form.attempt ? doneAgain(store, link) : { kind: 'gone', state: 'used' };
  if (now.toISOString() >= link.expires_at) return { kind: 'gone', state: 'expired' };
  const provider = providers.forMode(link.mode);
  const quoted = await quoteSignup(store, link, now);
  if (!quoted.ok) return { kind: 'impossible', message: quoted.message };

  if (!provider) {
    // No card is taken: nothing to claim, the link's own single-use update guards it.
    try {
      const outcome = await fulfilSignup(store, link, quoted.quote, form, null, null, now);
      return outcome.kind === 'gone' ? closedAnswer(store, link, form, now) : outcome;
    } catch (error) {
      const words = refusalWords(error);
      if (words === null) throw error;
      return { kind: 'impossible', message: words };
    }
  }
  // A provider with its own payment page (Stripe, live mode) takes the card there: hostedSignup.ts.
  if (provider.startHostedCheckout) return startHostedSignup(store, provider, link, quoted.quote, form, now);
  const card = form.card;
  if (!card) return { kind: 'declined', message: 'Enter your card details.', field: 'number', quote: quoted.quote };

  const target = paymentTarget(link, quoted.quote);
  const claim = await claimPayment(store, provider, target, form.attempt, now);
  if (claim.kind === 'busy') {
    if (!claim.sameForm) return { kind: 'busy' };
    // The same form submitted again while its first submission pays: answer with that one's result.
    await waitForSameForm(store, target, form.attempt);
    return closedAnswer(store, link, form, now);
  }
  if (claim.kind === 'closed') return closedAnswer(store, link, form, now);
  const payment = claim.payment;

  // Priced again under the claim: no other page pays for this link or subscription meanwhile.
  const requoted = await quoteSignup(store, link, now);
  if (!requoted.ok) {
    await releaseClaim(store, payment, requoted.message, now);
    return { kind: 'impossible', message: requoted.message };
  }
  const quote = requoted.quote;
  const amountMinor = Math.max(0, quote.totalMinor);
  if (form.quotedTotal !== undefined && form.quotedTotal !== quote.totalMinor) {
    await releaseClaim(store, payment, 'PRICE_CHANGED before the charge', now);
    return { kind: 'declined', message: 'The amount due changed while you were confirming: review it below and confirm again. Nothing was charged.', field: null, quote };
  }
  const charge = await chargeClaimed(store, provider, payment, { amountMinor, currency: quote.currency, card, description: `${quote.companyName}: ${quote.plan.name}` }, now);
  if (!charge.ok) return { kind: 'declined', message: charge.message, field: charge.field, quote };
  const charged: Charged = charge.charged;

  try {
    const outcome = await fulfilSignup(store, link, quote, form, provider, (trx, result) => recordSucceeded(trx, payment, charged, result, now), now);
    // The card is the customer's default now: other subscriptions of theirs that waited for one start.
    if (charged.savedCard) await startAwaitingSubscriptionsNow(store, now, quote.scope, link.customer_id);
    return outcome;
  } catch (error) {
    const words = error instanceof LinkTaken ? 'used' : refusalWords(error);
    const refunded = await refundClaimed(store, provider, payment, charged, words ?? 'the confirmation failed', now);
    if (error instanceof LinkTaken) return closedAnswer(store, link, form, now);
    if (words === null) throw error;
    const money = charged.amountMinor > 0 ? (refunded ? ' Your payment has been refunded in full.' : ' Your payment could not be refunded automatically: contact us and we will return it.') : ' Nothing was charged.';
    return { kind: 'impossible', message: `${words}${money}` };
  }
}
