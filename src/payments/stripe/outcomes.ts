/** Stripe's answers in Meterline's words: errors as charge or refund failures, a PaymentMethod as a saved card. */
import Stripe from 'stripe';
import type { ChargeResult, RefundResult, SavedCard } from '../provider.js';

/** Decline codes Meterline shows as a declined card (the customer must use another card or authenticate). */
const DECLINES = new Set(['card_declined', 'authentication_required', 'expired_card', 'incorrect_cvc', 'insufficient_funds', 'processing_error']);

export function chargeFailure(error: unknown): Extract<ChargeResult, { ok: false }> {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.type === 'StripeCardError' || (error.code !== undefined && DECLINES.has(error.code))) {
      const message = error.code === 'authentication_required' ? 'The card needs the customer to authenticate this payment.' : 'The card was declined.';
      return { ok: false, code: 'card_declined', message, field: null };
    }
    if (error.code === 'resource_missing') return { ok: false, code: 'invalid_card', message: 'No such saved card.', field: null };
    return { ok: false, code: 'provider_error', message: `Stripe refused the payment (${error.code ?? error.type}).`, field: null };
  }
  throw error;
}

export function refundFailure(error: unknown): Extract<RefundResult, { ok: false }> {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.code === 'resource_missing') return { ok: false, code: 'payment_not_found', message: error.message };
    if (error.code === 'charge_already_refunded' || error.code === 'amount_too_large') return { ok: false, code: 'amount_too_large', message: error.message };
    return { ok: false, code: 'provider_error', message: `Stripe refused the refund (${error.code ?? error.type}).` };
  }
  throw error;
}

/** The card of a PaymentMethod as Meterline keeps it (token = the PaymentMethod's id). */
export function savedCardOf(method: Stripe.PaymentMethod | string | null | undefined): SavedCard | null {
  if (method === null || method === undefined || typeof method === 'string' || !method.card) return null;
  const card = method.card;
  return { token: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/** A Stripe id of an expandable field, whether it came expanded or not. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
