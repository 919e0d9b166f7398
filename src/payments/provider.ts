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

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest, now: Date): Promise<ChargeResult>;
  /** Charges a saved card off-session (renewals, auto top-ups), idempotent on the request's key. */
  chargeSavedCard(request: SavedCardChargeRequest, now: Date): Promise<ChargeResult>;
  refund(request: RefundRequest, now: Date): Promise<RefundResult>;
}

/** Which provider takes payments in a mode; null when none is configured. */
export interface PaymentProviders {
  forMode(mode: Mode): PaymentProvider | null;
}
