/**
 * A link paid on the provider's own page (Stripe Checkout, live mode; issue 29 item 4): the part
 * the checkout link (hostedCheckout.ts) and the signup link (hostedSignup.ts) share.
 *
 * Start: the payment is claimed as for a card form (payForLink.ts: one at a time per link, or per
 * subscription for a change now; `claimHostedPayment`), and the provider opens a session for the
 * amount under the payment's idempotency key, naming the payment in its reference
 * (`openHostedSession`); the page redirects there. A customer back from the provider's page who
 * submits again while that payment is still open is sent to the same session (same key, same
 * request: the provider answers it again); with another amount the provider refuses the key and
 * the page says a payment is in progress. Amount 0 opens a setup session (the card only).
 *
 * Completion (`hostedLinkPaymentOf` + `refundUnlessDone`, driven by completeHosted.ts from the
 * provider's webhook or the customer's return, in any order and any number of times): the session
 * is read from the provider; when it is complete and its payment still `processing`, the link's
 * own fulfilment runs in one transaction that records the payment `succeeded`. The payment row
 * makes this happen once: a second completion finds it no longer processing and does nothing; one
 * that loses the race finds it so after its failed transaction and refunds nothing. A completion
 * that cannot fulfil (the link expired or the price changed meanwhile) refunds in full.
 */
import type { Store } from '../../db/store.js';
import type { Mode } from '../../kernel/mode.js';
import { isCurrencyCode, type CurrencyCode } from '../../money/currency.js';
import type { HostedCheckoutState, PaymentProvider } from '../../payments/provider.js';
import { findCustomer } from '../../modules/customers/index.js';
import {
  claimPayment,
  findLinkPayment,
  heldPaymentOfLink,
  recordHostedAmount,
  refundClaimed,
  releaseClaim,
  type Charged,
  type LinkPaymentTable,
  type PaymentTarget,
} from '../../modules/links/index.js';

export const REF_PAYMENT = 'meterline_link_payment_id';
const REF_COMPANY = 'meterline_company_id';
const REF_MODE = 'meterline_mode';

export type HostedClaim =
  /** `fresh`: claimed by this request; false: the same link's payment already open (a customer back from the provider's page). */
  | { kind: 'claimed'; payment: LinkPaymentTable; fresh: boolean }
  | { kind: 'closed' }
  | { kind: 'busy' };

export async function claimHostedPayment(store: Store, provider: PaymentProvider, target: PaymentTarget, attempt: string, now: Date): Promise<HostedClaim> {
  const claim = await claimPayment(store, provider, target, attempt, now);
  if (claim.kind === 'closed') return claim;
  if (claim.kind === 'claimed') return { kind: 'claimed', payment: claim.payment, fresh: true };
  const held = await heldPaymentOfLink(store, target);
  return held === null || held.provider !== provider.name ? { kind: 'busy' } : { kind: 'claimed', payment: held, fresh: false };
}

export interface HostedSessionRequest {
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  customerId: string;
  /** The page the customer comes back to (with `?session_id=`), or leaves to when they cancel. */
  pageUrl: string;
  /** More of the link's own reference (short strings), handed back with the outcome. */
  reference?: Record<string, string>;
}

/**
 * Opens the provider's session for a claimed payment; its url, or null when the provider refused
 * (a fresh claim is given up then: nothing was taken).
 */
export async function openHostedSession(store: Store, provider: PaymentProvider, claim: { payment: LinkPaymentTable; fresh: boolean }, request: HostedSessionRequest, now: Date): Promise<string | null> {
  const { payment } = claim;
  if (!provider.startHostedCheckout) throw new Error(`Provider ${provider.name} cannot take payments on its own page`);
  const scope = { companyId: payment.company_id, mode: payment.mode };
  const customer = await findCustomer({ db: store.db, scope }, request.customerId);
  const started = await provider.startHostedCheckout(
    {
      amountMinor: request.amountMinor,
      currency: request.currency,
      description: request.description,
      customer: { companyId: scope.companyId, mode: scope.mode, id: request.customerId, name: customer?.name ?? request.customerId, email: customer?.email ?? null },
      successUrl: `${request.pageUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: request.pageUrl,
      idempotencyKey: payment.idempotency_key,
      reference: { [REF_PAYMENT]: payment.id, [REF_COMPANY]: scope.companyId, [REF_MODE]: scope.mode, ...request.reference },
    },
    now,
  );
  if (!started.ok) {
    if (claim.fresh) await releaseClaim(store, payment, started.message, now);
    return null;
  }
  await recordHostedAmount(store, payment, { amountMinor: request.amountMinor, currency: request.currency }, now);
  return started.url;
}

export type HostedCompletion =
  /** This call fulfilled the link (or saved the card, or paid the invoice). */
  | 'completed'
  /** Fulfilled before (a second delivery, or the webhook and the customer's return). */
  | 'already'
  /** Not paid yet, or the session expired: nothing to do. */
  | 'pending'
  /** Paid, but it could no longer be fulfilled: refunded (or recorded refund_failed / refund owed). */
  | 'refunded'
  /** Someone else holds what this payment completes (an invoice being charged): try again later. */
  | 'busy'
  /** Not a session of Meterline's. */
  | 'unknown';

/** The company, mode and link payment a session's reference names; null when it names none. */
export function linkPaymentReference(state: HostedCheckoutState): { companyId: string; mode: Mode; paymentId: string } | null {
  const ref = state.reference;
  const mode = ref[REF_MODE];
  const companyId = ref[REF_COMPANY];
  const paymentId = ref[REF_PAYMENT];
  if ((mode !== 'live' && mode !== 'test') || companyId === undefined || paymentId === undefined) return null;
  return { companyId, mode, paymentId };
}

/** A paid session of a link payment still `processing`, as the link flows record it. */
export interface HostedPaid {
  payment: LinkPaymentTable;
  state: Extract<HostedCheckoutState, { status: 'complete' }>;
  charged: Charged;
}

/**
 * The link payment a session pays, when it is complete and the payment still to be recorded;
 * otherwise what to answer (an expired session gives the claim up).
 */
export async function hostedLinkPaymentOf(store: Store, provider: PaymentProvider, sessionId: string, state: HostedCheckoutState, now: Date): Promise<HostedPaid | { outcome: HostedCompletion; payment: LinkPaymentTable | null }> {
  const named = linkPaymentReference(state);
  if (!named) return { outcome: 'unknown', payment: null };
  const payment = await findLinkPayment({ db: store.db, scope: { companyId: named.companyId, mode: named.mode } }, named.paymentId);
  if (!payment || payment.provider !== provider.name) return { outcome: 'unknown', payment: null };
  if (payment.status !== 'processing') return { outcome: 'already', payment };
  if (state.status === 'expired') await releaseClaim(store, payment, 'the payment page expired unpaid', now);
  if (state.status !== 'complete') return { outcome: 'pending', payment };
  // The currency the customer was sent to pay in (recorded when the session was opened).
  if (payment.currency === null || !isCurrencyCode(payment.currency)) return { outcome: 'unknown', payment };
  const charged: Charged = { paymentId: state.paymentId ?? sessionId, amountMinor: state.amountMinor, currency: payment.currency };
  if (state.savedCard) charged.savedCard = state.savedCard;
  return { payment, state, charged };
}

/** The link could not be fulfilled: unless another completion recorded the payment meanwhile, it is refunded in full. */
export async function refundUnlessDone(store: Store, provider: PaymentProvider, paid: HostedPaid, refusal: string, now: Date): Promise<HostedCompletion> {
  const { payment } = paid;
  const again = await findLinkPayment({ db: store.db, scope: { companyId: payment.company_id, mode: payment.mode } }, payment.id);
  if (again?.status !== 'processing') return 'already';
  await refundClaimed(store, provider, payment, paid.charged, refusal, now);
  return 'refunded';
}

/** The session id Stripe puts in the success URL (`?session_id=cs_...`); null when there is none. */
export function sessionIdOf(query: unknown): string | null {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).session_id : undefined;
  return typeof value === 'string' && /^[A-Za-z0-9_]{1,255}$/.test(value) ? value : null;
}
