/**
 * Payments go through a PaymentProvider (docs/decisions.md, Payments). Test mode uses the built-in test
 * provider; live mode uses a configured provider, or none: then subscriptions wait in
 * `pending_payment_method`, invoices are sent (`send_invoice`) and card checkout is unavailable.
 *
 * What a provider promises (Stripe's idempotent requests): a charge is idempotent on its
 * `idempotencyKey` (the same key and amount answer the first payment again and move no money; the
 * same key with another amount is refused), and a refund is idempotent on its own key, never
 * returns more than the payment took, and always names the payment it returns money from.
 */
import type { Mode } from '../kernel/mode.js';
import type { CurrencyCode } from '../money/currency.js';

/** Card details as typed into a hosted page (spaces in the number are fine). */
export interface CardInput {
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
}

export interface ChargeRequest {
  /** Whole minor units, 0 or more. 0 checks the card and keeps it on file without charging. */
  amountMinor: number;
  currency: CurrencyCode;
  card: CardInput;
  description: string;
  /** The same key twice charges once (a double submit of one form, a retry after a crash). */
  idempotencyKey: string;
  /** Keep the card with the provider for charges without the customer (the answer carries its token). */
  saveCard?: boolean;
}

/**
 * A card kept by the provider (issue 29): Meterline stores its token and what a person needs to
 * recognise it, never its number.
 */
export interface SavedCard {
  /** The provider's handle on the card (a Stripe PaymentMethod id). */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A charge without the customer present, against a saved card. */
export interface SavedCardChargeRequest {
  token: string;
  /** Whole minor units, more than 0. */
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  /** As for `ChargeRequest`: the same key twice charges once. */
  idempotencyKey: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export type ChargeResult =
  /** `savedCard` when the request asked to keep the card. */
  | { ok: true; paymentId: string; savedCard?: SavedCard }
  /** `message` is written for the customer; `field` names the input to fix, when there is one. */
  | { ok: false; code: 'invalid_card' | 'card_declined' | 'provider_error'; message: string; field: CardField | null };

export interface RefundRequest {
  /** The payment the money goes back to (a `ChargeResult` paymentId). */
  paymentId: string;
  /** Whole minor units, more than 0, at most what the payment has left unrefunded. */
  amountMinor: number;
  currency: CurrencyCode;
  /** Why, in words the customer's statement can show. */
  reason: string;
  /** The same key twice refunds once. */
  idempotencyKey: string;
}

export type RefundResult =
  | { ok: true; refundId: string }
  | { ok: false; code: 'payment_not_found' | 'amount_too_large' | 'provider_error'; message: string };

/**
 * A payment (or, amount 0, a card kept for later) taken on the provider's own page (Stripe
 * Checkout): the card never reaches Meterline. The customer is sent to `url`, comes back to
 * `successUrl`, and the outcome is read from the provider (`readHostedCheckout`).
 */
export interface HostedCheckoutRequest {
  /** Whole minor units; 0 keeps the card without charging (a setup). */
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  /** The Meterline customer who pays: the provider keeps its own customer for them, and the card on it. */
  customer: { companyId: string; mode: Mode; id: string; name: string; email: string | null };
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the provider with the session's id. */
  successUrl: string;
  cancelUrl: string;
  /** The same key (and request) twice starts one session. */
  idempotencyKey: string;
  /** Handed back, unchanged, with the outcome (short strings). */
  reference: Record<string, string>;
}

export type HostedCheckoutStart = { ok: true; sessionId: string; url: string } | { ok: false; message: string };

export type HostedCheckoutState =
  /** Not paid yet (the customer is on the page, or left it): nothing to do. */
  | { status: 'open' | 'expired'; reference: Record<string, string> }
  | {
      status: 'complete';
      reference: Record<string, string>;
      /** The payment to refund from; null for a setup (nothing charged). */
      paymentId: string | null;
      amountMinor: number;
      currency: string;
      savedCard: SavedCard | null;
    };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest, now: Date): Promise<ChargeResult>;
  /** Charges a saved card off-session (renewals, auto top-ups), idempotent on the request's key. */
  chargeSavedCard(request: SavedCardChargeRequest, now: Date): Promise<ChargeResult>;
  refund(request: RefundRequest, now: Date): Promise<RefundResult>;
  /** Providers whose card entry is on their own page (Stripe): the hosted pages redirect there instead of showing a card form. */
  startHostedCheckout?(request: HostedCheckoutRequest, now: Date): Promise<HostedCheckoutStart>;
  /** The state of a hosted checkout by its session id; null when the provider knows no such session. */
  readHostedCheckout?(sessionId: string): Promise<HostedCheckoutState | null>;
}

/** Which provider takes payments in a mode; null when none is configured. */
export interface PaymentProviders {
  forMode(mode: Mode): PaymentProvider | null;
}
