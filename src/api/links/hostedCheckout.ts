/**
 * A checkout link paid on the provider's own page (Stripe Checkout, live mode; issue 29 item 4),
 * through the steps every hosted link payment shares (hostedLinkPayment.ts).
 *
 * Start (the checkout page's form): the payment is claimed, and the provider opens a session for
 * `money_minor x quantity`; the page redirects there. With another quantity than the session
 * already open, the provider refuses the key and the page says a payment is in progress.
 *
 * Completion (`fulfilHostedCheckout`, from completeHosted.ts): step 5 of completeCheckout.ts
 * (link completed, units granted, paid invoice, payment `succeeded`, the card kept as the
 * default) when the quantity and price still give what was paid; otherwise a full refund.
 */
import type { Store } from '../../db/store.js';
import { formatDecimal, type Decimal } from '../../money/decimal.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { checkoutTotals, linkRepo, parseChosenQuantity, quoteCheckout, type CheckoutLinkTable, type CheckoutQuote, type CheckoutTotals } from '../../modules/links/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';
import { closedAnswer, fulfilCheckout, type CheckoutForm, type CheckoutOutcome } from './fulfilCheckout.js';
import { claimHostedPayment, openHostedSession, refundUnlessDone, type HostedCompletion, type HostedPaid } from './hostedLinkPayment.js';

export interface HostedCheckoutStartInput {
  link: CheckoutLinkTable;
  quote: CheckoutQuote;
  quantity: Decimal;
  totals: CheckoutTotals;
  form: CheckoutForm;
  now: Date;
}

const REF_QUANTITY = 'meterline_quantity';

export async function startHostedLinkCheckout(store: Store, provider: PaymentProvider, input: HostedCheckoutStartInput): Promise<CheckoutOutcome> {
  const { link, quote, quantity, totals, form, now } = input;
  if (form.pageUrl === undefined) throw new Error('The checkout page did not say where the customer comes back');
  const target = { scope: quote.scope, kind: 'checkout' as const, linkId: link.id, subject: `link:checkout:${link.id}` };
  const claim = await claimHostedPayment(store, provider, target, form.attempt, now);
  if (claim.kind === 'closed') return closedAnswer(store, link, form, now);
  if (claim.kind === 'busy') return claim;
  const url = await openHostedSession(
    store,
    provider,
    claim,
    {
      amountMinor: totals.totalMinor,
      currency: quote.currency,
      description: `${quote.companyName}: ${formatDecimal(totals.units)} ${quote.unitLabel}`,
      customerId: quote.customerId,
      pageUrl: form.pageUrl,
      reference: { [REF_QUANTITY]: formatDecimal(quantity) },
    },
    now,
  );
  if (url !== null) return { kind: 'redirect', url };
  if (!claim.fresh) return { kind: 'busy' };
  return { kind: 'declined', message: 'The payment page could not be opened. Please try again in a moment.', field: null, quote, quantityText: form.quantity ?? '' };
}

/** Completes the checkout link a paid session was for (see the header). */
export async function fulfilHostedCheckout(store: Store, provider: PaymentProvider, paid: HostedPaid, now: Date): Promise<HostedCompletion> {
  const { payment, state, charged } = paid;
  const scope = { companyId: payment.company_id, mode: payment.mode };
  const link = await linkRepo.findCheckoutLink({ db: store.db, scope }, payment.link_id);
  const quoted = link ? await quoteCheckout(store.db, link) : null;
  let refusal = 'the checkout link is gone';
  if (link && quoted?.ok) {
    const quote = quoted.quote;
    const quantity = quote.fixedQuantity ?? parseChosenQuantity(state.reference[REF_QUANTITY]);
    const totals = quantity ? checkoutTotals(quote, quantity) : null;
    refusal = 'the price changed while the customer was paying';
    if (quantity && totals && totals.totalMinor === state.amountMinor && quote.currency === state.currency) {
      try {
        await store.db.transaction().execute((trx) => fulfilCheckout(trx, { link, quote, payment, charged, attempt: payment.attempt, quantity, totals }, now));
        // The card is the customer's default now: subscriptions that waited for one start.
        if (charged.savedCard) await startAwaitingSubscriptionsNow(store, now, quote.scope, quote.customerId);
        return 'completed';
      } catch (error) {
        refusal = error instanceof Error ? `the checkout could not be completed: ${error.message}` : 'the checkout could not be completed';
      }
    }
  }
  return refundUnlessDone(store, provider, paid, refusal, now);
}
