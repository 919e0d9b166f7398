/**
 * The Stripe payment provider (live mode; issue 29, item 4). Cards are entered on Stripe Checkout
 * only (`startHostedCheckout`): Meterline never sees a card number, so `charge` (a card typed into
 * Meterline's own form) is refused. Cards kept for later are Stripe PaymentMethods on the Stripe
 * Customer made for the Meterline customer; their token is the PaymentMethod id.
 *
 * - `chargeSavedCard`: a PaymentIntent created with `confirm`, `off_session`, the card's customer
 *   and the PaymentMethod, under Meterline's idempotency key as Stripe's Idempotency-Key (the same
 *   key twice is one PaymentIntent; Stripe refuses the same key with other parameters).
 *   `card_declined` and `authentication_required` (no customer present to authenticate) answer
 *   `card_declined`.
 * - `refund`: a Stripe Refund of the PaymentIntent, under the refund's idempotency key.
 * Nothing in here was run against Stripe itself: see the README, Stripe (live mode).
 */
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { Database } from '../../db/schema.js';
import type {
  ChargeRequest,
  ChargeResult,
  HostedCheckoutRequest,
  HostedCheckoutStart,
  HostedCheckoutState,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SavedCardChargeRequest,
} from '../provider.js';
import type { StripeClient } from './client.js';
import { stripeCustomerFor } from './customers.js';
import { readSession, sessionParams } from './hostedCheckout.js';
import { chargeFailure, idOf, refundFailure } from './outcomes.js';

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    readonly stripe: StripeClient,
    private readonly db: Kysely<Database>,
  ) {}

  async charge(_request: ChargeRequest): Promise<ChargeResult> {
    return { ok: false, code: 'provider_error', message: 'Cards are taken on Stripe\u2019s payment page, never on this one.', field: null };
  }

  async chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
      return { ok: false, code: 'provider_error', message: 'The amount could not be charged.', field: null };
    }
    try {
      // The card's own customer: Stripe charges a kept card only with the customer it is attached to.
      const method = await this.stripe.paymentMethods.retrieve(request.token);
      const customer = idOf(method.customer);
      if (customer === null) return { ok: false, code: 'invalid_card', message: 'The saved card is no longer attached to a customer.', field: null };
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency,
          customer,
          payment_method: method.id,
          confirm: true,
          off_session: true,
          description: request.description,
          metadata: { meterline_idempotency_key: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') {
        return { ok: false, code: 'card_declined', message: `The payment did not go through (${intent.status}).`, field: null };
      }
      return { ok: true, paymentId: intent.id };
    } catch (error) {
      return chargeFailure(error);
    }
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
      return { ok: false, code: 'provider_error', message: 'The amount could not be refunded.' };
    }
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amountMinor, metadata: { meterline_reason: request.reason.slice(0, 500) } },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') return { ok: false, code: 'provider_error', message: `Stripe could not refund (${refund.status}).` };
      return { ok: true, refundId: refund.id };
    } catch (error) {
      return refundFailure(error);
    }
  }

  async startHostedCheckout(request: HostedCheckoutRequest, now: Date): Promise<HostedCheckoutStart> {
    try {
      const customer = await stripeCustomerFor(this.db, this.stripe, request.customer, now);
      const session = await this.stripe.checkout.sessions.create(sessionParams(request, customer, now), { idempotencyKey: request.idempotencyKey });
      if (session.url === null) return { ok: false, message: 'Stripe answered a checkout session without a page.' };
      return { ok: true, sessionId: session.id, url: session.url };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) return { ok: false, message: `Stripe refused the checkout: ${error.message}` };
      throw error;
    }
  }

  async readHostedCheckout(sessionId: string): Promise<HostedCheckoutState | null> {
    return readSession(this.stripe, sessionId);
  }
}
