/**
 * Completing a checkout link (the checkout page's form). In order:
 * 1. The link must be open; a resubmit of the form that completed it (same attempt id) answers
 *    "done" again; anything else on a completed or expired link is "gone".
 * 2. Live mode without a payment provider cannot take cards: "unavailable", nothing written.
 * 3. The quantity is the link's, or the customer's whole number (1..10,000).
 *    A provider with its own payment page (Stripe, live mode) takes over from here:
 *    hostedCheckout.ts claims the payment and redirects to it; its completion runs step 5.
 * 4. The payment is claimed (payForLink.ts: one at a time per link; another tab is told it is in
 *    progress and charges nothing), then the card is charged `money_minor x quantity` under a key
 *    derived from the link. A decline ends here with nothing written.
 * 5. One transaction: the link is completed (`completed_at is null` in the update: exactly one
 *    request wins), `unit_amount x quantity` units are granted (expiring per the pack; idempotent
 *    on the link), a paid invoice records `money_minor x quantity`, and the payment is recorded
 *    `succeeded` with that invoice. If it cannot (the link was completed meanwhile, a rule
 *    refused), the charge is refunded in full in the same error path.
 */
import type { Clock } from '../../clock.js';
import type { Store } from '../../db/store.js';
import { formatDecimal, type Decimal } from '../../money/decimal.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { chargeClaimed, claimPayment, LinkTaken, refundClaimed, waitForSameForm } from '../../modules/links/index.js';
import { checkoutTotals, quoteCheckout, type CheckoutQuote, type CheckoutTotals } from '../../modules/links/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';
import { parseChosenQuantity, MAX_CHOSEN_QUANTITY } from '../../modules/links/index.js';
import type { CheckoutLinkTable } from '../../modules/links/index.js';
import { DomainError } from '../../errors/index.js';
import { closedAnswer, doneAgain, fulfilCheckout, type CheckoutForm, type CheckoutOutcome } from './fulfilCheckout.js';
import { startHostedLinkCheckout } from './hostedCheckout.js';

export { checkoutRef, type CheckoutDone, type CheckoutForm, type CheckoutOutcome } from './fulfilCheckout.js';

function chosenQuantity(quote: CheckoutQuote, form: CheckoutForm): Decimal | null {
  return quote.fixedQuantity ?? parseChosenQuantity(form.quantity);
}

export async function completeCheckout(store: Store, clock: Clock, providers: PaymentProviders, link: CheckoutLinkTable, form: CheckoutForm): Promise<CheckoutOutcome> {
  const now = clock.now();
  if (link.completed_at !== null) return link.completed_attempt === form.attempt ? doneAgain(store, link) : { kind: 'gone', state: 'used' };
  if (now.toISOString() >= link.expires_at) return { kind: 'gone', state: 'expired' };
  const quoted = await quoteCheckout(store.db, link);
  if (!quoted.ok) return { kind: 'impossible', message: quoted.message };
  const quote = quoted.quote;
  const provider = providers.forMode(link.mode);
  if (!provider) return { kind: 'unavailable', quote };

  const quantityText = form.quantity ?? '';
  const quantity = chosenQuantity(quote, form);
  if (!quantity) {
    return { kind: 'declined', message: `Choose a whole number of packs from 1 to ${MAX_CHOSEN_QUANTITY.toLocaleString('en-US')}.`, field: 'quantity', quote, quantityText };
  }
  const totals: CheckoutTotals = checkoutTotals(quote, quantity);
  if (provider.startHostedCheckout) return startHostedLinkCheckout(store, provider, { link, quote, quantity, totals, form, now });
  const card = form.card;
  if (!card) return { kind: 'declined', message: 'Enter your card details.', field: 'number', quote, quantityText };

  const scope = quote.scope;
  const target = { scope, kind: 'checkout' as const, linkId: link.id, subject: `link:checkout:${link.id}` };
  const claim = await claimPayment(store, provider, target, form.attempt, now);
  if (claim.kind === 'busy') {
    if (!claim.sameForm) return { kind: 'busy' };
    // The same form submitted again while its first submission pays: answer with that one's result.
    await waitForSameForm(store, target, form.attempt);
    return closedAnswer(store, link, form, now);
  }
  if (claim.kind === 'closed') return closedAnswer(store, link, form, now);
  const payment = claim.payment;
  const charge = await chargeClaimed(
    store,
    provider,
    payment,
    { amountMinor: totals.totalMinor, currency: quote.currency, card, description: `${quote.companyName}: ${formatDecimal(totals.units)} ${quote.unitLabel}` },
    now,
  );
  if (!charge.ok) return { kind: 'declined', message: charge.message, field: charge.field, quote, quantityText };
  const charged = charge.charged;

  try {
    const outcome = await store.db.transaction().execute((trx) => fulfilCheckout(trx, { link, quote, payment, charged, attempt: form.attempt, quantity, totals }, now));
    // The card is the customer's default now: subscriptions that waited for one start.
    if (charged.savedCard) await startAwaitingSubscriptionsNow(store, now, quote.scope, quote.customerId);
    return outcome;
  } catch (error) {
    const taken = error instanceof LinkTaken;
    const refusal = error instanceof DomainError && error.statusCode < 500 ? error.message : null;
    const refunded = await refundClaimed(store, provider, payment, charged, taken ? 'the link was completed by another request' : (refusal ?? 'the checkout failed'), now);
    if (taken) return closedAnswer(store, link, form, now);
    if (refusal === null) throw error;
    return { kind: 'impossible', message: `${refusal}${refunded ? ' Your payment has been refunded in full.' : ' Your payment could not be refunded automatically: contact us and we will return it.'}` };
  }
}
