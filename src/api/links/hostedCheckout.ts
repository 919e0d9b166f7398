/**
 * A checkout link paid on the provider's own page (Stripe Checkout, live mode; issue 29 item 4).
 *
 * Start (the checkout page's form): the payment is claimed as for a card form (payForLink.ts: one
 * at a time per link), and the provider opens a session for `money_minor x quantity` under the
 * payment's idempotency key, naming the payment in its reference; the page redirects there. A
 * customer back from the provider's page who submits again while that payment is still open is
 * sent to the same session (same key, same request: the provider answers it again); with another
 * quantity the provider refuses the key and the page says a payment is in progress.
 *
 * Completion (`completeHostedCheckout`, from the provider's webhook or the customer's return to
 * the page, in any order and any number of times): the session is read from the provider; when it
 * is complete and its payment still `processing`, step 5 of completeCheckout.ts runs (link
 * completed, units granted, paid invoice, payment `succeeded`, the card kept as the default). The
 * payment row makes this happen once: a second completion finds it no longer processing and does
 * nothing; one that loses the race finds it so after its failed transaction and refunds nothing.
 * A completion that cannot fulfil (the link expired or the price changed meanwhile) refunds the
 * payment in full through the provider.
 */
import type { Clock } from '../../clock.js';
import type { Store } from '../../db/store.js';
import type { Mode } from '../../kernel/mode.js';
import { isCurrencyCode } from '../../money/currency.js';
import { formatDecimal, type Decimal } from '../../money/decimal.js';
import type { HostedCheckoutState, PaymentProvider } from '../../payments/provider.js';
import { findCustomer } from '../../modules/customers/index.js';
import {
  checkoutTotals,
  claimPayment,
  findLinkPayment,
  heldPaymentOfLink,
  linkRepo,
  parseChosenQuantity,
  quoteCheckout,
  recordHostedAmount,
  refundClaimed,
  releaseClaim,
  type Charged,
  type CheckoutLinkTable,
  type CheckoutQuote,
  type CheckoutTotals,
  type LinkPaymentTable,
} from '../../modules/links/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';
import { closedAnswer, doneAgain, fulfilCheckout, type CheckoutDone, type CheckoutForm, type CheckoutOutcome } from './fulfilCheckout.js';

export interface HostedCheckoutStartInput {
  link: CheckoutLinkTable;
  quote: CheckoutQuote;
  quantity: Decimal;
  totals: CheckoutTotals;
  form: CheckoutForm;
  now: Date;
}

const REF_PAYMENT = 'meterline_link_payment_id';
const REF_COMPANY = 'meterline_company_id';
const REF_MODE = 'meterline_mode';
const REF_QUANTITY = 'meterline_quantity';

export async function startHostedLinkCheckout(store: Store, provider: PaymentProvider, input: HostedCheckoutStartInput): Promise<CheckoutOutcome> {
  const { link, quote, quantity, totals, form, now } = input;
  if (!provider.startHostedCheckout || form.pageUrl === undefined) throw new Error(`Provider ${provider.name} cannot take payments on its own page here`);
  const scope = quote.scope;
  const target = { scope, kind: 'checkout' as const, linkId: link.id, subject: `link:checkout:${link.id}` };
  const claim = await claimPayment(store, provider, target, form.attempt, now);
  if (claim.kind === 'closed') return closedAnswer(store, link, form, now);
  const payment: LinkPaymentTable | null = claim.kind === 'claimed' ? claim.payment : await heldPaymentOfLink(store, target);
  if (payment === null || payment.provider !== provider.name) return { kind: 'busy' };

  const customer = await findCustomer({ db: store.db, scope }, quote.customerId);
  const started = await provider.startHostedCheckout(
    {
      amountMinor: totals.totalMinor,
      currency: quote.currency,
      description: `${quote.companyName}: ${formatDecimal(totals.units)} ${quote.unitLabel}`,
      customer: { companyId: scope.companyId, mode: scope.mode, id: quote.customerId, name: customer?.name ?? quote.customerId, email: customer?.email ?? null },
      successUrl: `${form.pageUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: form.pageUrl,
      idempotencyKey: payment.idempotency_key,
      reference: { [REF_PAYMENT]: payment.id, [REF_COMPANY]: scope.companyId, [REF_MODE]: scope.mode, [REF_QUANTITY]: formatDecimal(quantity) },
    },
    now,
  );
  if (!started.ok) {
    if (claim.kind !== 'claimed') return { kind: 'busy' };
    await releaseClaim(store, payment, started.message, now);
    return { kind: 'declined', message: 'The payment page could not be opened. Please try again in a moment.', field: null, quote, quantityText: form.quantity ?? '' };
  }
  await recordHostedAmount(store, payment, { amountMinor: totals.totalMinor, currency: quote.currency }, now);
  return { kind: 'redirect', url: started.url };
}

export type HostedCompletion =
  /** This call fulfilled the link. */
  | 'completed'
  /** Fulfilled before (a second delivery, or the webhook and the customer's return). */
  | 'already'
  /** Not paid yet, or the session expired: nothing to do. */
  | 'pending'
  /** Paid, but the link could no longer be fulfilled: refunded (or recorded refund_failed). */
  | 'refunded'
  /** Not a session of a Meterline checkout link. */
  | 'unknown';

function scopeOfReference(state: HostedCheckoutState): { companyId: string; mode: Mode; paymentId: string } | null {
  const ref = state.reference;
  const mode = ref[REF_MODE];
  const companyId = ref[REF_COMPANY];
  const paymentId = ref[REF_PAYMENT];
  if ((mode !== 'live' && mode !== 'test') || companyId === undefined || paymentId === undefined) return null;
  return { companyId, mode, paymentId };
}

/** Completes the checkout of a provider's session (see the header); `linkId` names the link it was for. */
export async function completeHostedCheckout(store: Store, provider: PaymentProvider, sessionId: string, now: Date): Promise<{ outcome: HostedCompletion; linkId: string | null }> {
  const state = provider.readHostedCheckout ? await provider.readHostedCheckout(sessionId) : null;
  const named = state ? scopeOfReference(state) : null;
  if (!state || !named) return { outcome: 'unknown', linkId: null };
  const scope = { companyId: named.companyId, mode: named.mode };
  const payment = await findLinkPayment({ db: store.db, scope }, named.paymentId);
  if (!payment || payment.link_kind !== 'checkout' || payment.provider !== provider.name) return { outcome: 'unknown', linkId: null };
  return { outcome: await completePayment(store, provider, sessionId, state, payment, now), linkId: payment.link_id };
}

async function completePayment(store: Store, provider: PaymentProvider, sessionId: string, state: HostedCheckoutState, payment: LinkPaymentTable, now: Date): Promise<HostedCompletion> {
  const scope = { companyId: payment.company_id, mode: payment.mode };
  if (payment.status !== 'processing') return 'already';
  if (state.status === 'expired') await releaseClaim(store, payment, 'the payment page expired unpaid', now);
  if (state.status !== 'complete') return 'pending';

  // The currency the customer was sent to pay in (recorded when the session was opened).
  if (payment.currency === null || !isCurrencyCode(payment.currency)) return 'unknown';
  const charged: Charged = { paymentId: state.paymentId ?? sessionId, amountMinor: state.amountMinor, currency: payment.currency };
  if (state.savedCard) charged.savedCard = state.savedCard;
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
        const again = await findLinkPayment({ db: store.db, scope }, payment.id);
        if (again?.status !== 'processing') return 'already';
        refusal = error instanceof Error ? `the checkout could not be completed: ${error.message}` : 'the checkout could not be completed';
      }
    }
  }
  await refundClaimed(store, provider, payment, charged, refusal, now);
  return 'refunded';
}

/** The session id Stripe puts in the success URL (`?session_id=cs_...`); null when there is none. */
export function sessionIdOf(query: unknown): string | null {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).session_id : undefined;
  return typeof value === 'string' && /^[A-Za-z0-9_]{1,255}$/.test(value) ? value : null;
}

/**
 * The customer is back on the checkout page from the provider's: complete the payment if the
 * provider says it is paid (the webhook may not have come yet), then show the link's result when
 * this session completed it.
 */
export async function returnFromProvider(store: Store, clock: Clock, provider: PaymentProvider, link: CheckoutLinkTable, sessionId: string): Promise<{ kind: 'done'; link: CheckoutLinkTable; done: CheckoutDone } | { kind: 'pending' }> {
  if (!provider.readHostedCheckout) return { kind: 'pending' };
  const completed = await completeHostedCheckout(store, provider, sessionId, clock.now());
  if (completed.linkId !== link.id) return { kind: 'pending' };
  const fresh = await linkRepo.findCheckoutLink({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, link.id);
  if (!fresh?.completed_at) return { kind: 'pending' };
  const done = await doneAgain(store, fresh);
  return done.kind === 'done' ? { kind: 'done', link: fresh, done } : { kind: 'pending' };
}
