/**
 * Stripe Checkout for the hosted pages: a Checkout Session in `payment` mode (the amount due,
 * the card kept for later with `setup_future_usage: off_session`) or, for amount 0, in `setup`
 * mode (the card only). Both on the Stripe Customer of the Meterline customer, with Meterline's
 * reference in the session's metadata. Its outcome is always read back from Stripe (never taken
 * from a browser's word): complete when Stripe says `complete` and paid (or no payment needed).
 */
import type Stripe from 'stripe';
import type { HostedCheckoutRequest, HostedCheckoutState } from '../provider.js';
import type { StripeClient } from './client.js';
import { idOf, savedCardOf } from './outcomes.js';

export function sessionParams(request: HostedCheckoutRequest, customer: string, _now: Date): Stripe.Checkout.SessionCreateParams {
  const common = {
    customer,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.reference.link_payment_id ?? request.idempotencyKey.slice(0, 200),
    metadata: request.reference,
  };
  if (request.amountMinor === 0) {
    return { ...common, mode: 'setup', currency: request.currency, setup_intent_data: { description: request.description, metadata: request.reference } };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountMinor, product_data: { name: request.description } } }],
    payment_intent_data: { setup_future_usage: 'off_session', description: request.description, metadata: request.reference },
  };
}

function reference(session: Stripe.Checkout.Session): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(session.metadata ?? {})) if (typeof value === 'string') metadata[key] = value;
  return metadata;
}

export async function readSession(stripe: StripeClient, sessionId: string): Promise<HostedCheckoutState | null> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method', 'setup_intent.payment_method'] });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'resource_missing') return null;
    throw error;
  }
  const metadata = reference(session);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (session.status !== 'complete' || !paid) return { status: session.status === 'expired' ? 'expired' : 'open', reference: metadata };
  const intent = session.payment_intent;
  const setup = session.setup_intent;
  const method = typeof intent === 'object' && intent !== null ? intent.payment_method : typeof setup === 'object' && setup !== null ? setup.payment_method : null;
  return {
    status: 'complete',
    reference: metadata,
    paymentId: session.mode === 'payment' ? idOf(intent) : null,
    amountMinor: session.amount_total ?? 0,
    currency: session.currency ?? '',
    savedCard: savedCardOf(method),
  };
}
