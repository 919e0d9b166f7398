/**
 * POST /webhooks/stripe: Stripe's deliveries to Meterline (live mode with Stripe; README, Stripe
 * (live mode)). Outside /v1 and its API keys: Stripe proves itself by the `Stripe-Signature` of the
 * raw body (a bad or missing signature: 400, nothing done). Each event acts once, by Stripe's
 * event id (stripe_events): a second delivery answers 200 `duplicate`. An event is remembered only
 * after it was handled, so one that fails (500) is handled when Stripe delivers it again.
 *
 * - `checkout.session.completed` (and `checkout.session.async_payment_succeeded`): what the
 *   session pays is completed (api/hostedSessions: a checkout link's units granted, a signup
 *   link's subscription started or changed, a hosted invoice paid, a portal card kept; once,
 *   whoever comes first: this or the customer's return to the page). `checkout.session.expired`:
 *   its claim is released. An invoice being charged at that moment answers 503 (not remembered:
 *   Stripe delivers the event again).
 * - `payment_intent.succeeded`, `payment_intent.payment_failed`: acknowledged; today nothing waits
 *   on them (off-session charges learn their outcome from the PaymentIntent Meterline creates,
 *   hosted payments from their Checkout Session).
 * - Any other type: 200, ignored.
 */
import { DomainError } from '../../errors/index.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteDeps, RouteModule } from '../../http/api.js';
import { recordStripeEvent, stripeEventHandled, verifiedStripeEvent, type ConfiguredPaymentProviders } from '../../payments/index.js';
import { completeHostedSession } from '../hostedSessions/index.js';

const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired']);
const ACKNOWLEDGED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

function refuse(reply: FastifyReply, status: number, code: string, message: string, requestId: string) {
  return reply.status(status).send({ success: false, error: { code, message }, request_id: requestId });
}

export function stripeWebhookRoute(payments: ConfiguredPaymentProviders): RouteModule {
  return async (app, deps: RouteDeps) => {
    const { store, clock } = deps;
    await app.register(async (hooks: FastifyInstance) => {
      // The signature is over the exact bytes Stripe sent: keep them.
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      hooks.post('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
        const stripe = payments.stripe;
        if (stripe === null || stripe.webhookSecret === null) return refuse(reply, 404, 'NOT_FOUND', 'Stripe webhooks are not configured on this server', request.id);
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        const event = verifiedStripeEvent(stripe.provider.stripe, payload, typeof header === 'string' ? header : undefined, stripe.webhookSecret);
        if (event === null) return refuse(reply, 400, 'VALIDATION_ERROR', 'The Stripe-Signature header does not match the body', request.id);
        if (await stripeEventHandled(store.db, event.id)) return { received: true, duplicate: true };
        const now = clock.now();
        let outcome = 'ignored';
        if (SESSION_EVENTS.has(event.type)) {
          const session = event.data.object as { id?: unknown };
          if (typeof session.id === 'string') outcome = (await completeHostedSession(store, stripe.provider, session.id, now)).outcome;
          // The invoice it pays is being charged right now: not remembered, so Stripe delivers it again.
          if (outcome === 'busy') {
            reply.header('retry-after', '5');
            throw new DomainError('SERVICE_UNAVAILABLE', 'The payment it completes is busy; deliver it again');
          }
        } else if (ACKNOWLEDGED.has(event.type)) {
          outcome = 'acknowledged';
        }
        await recordStripeEvent(store.db, event, now);
        request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook handled');
        return { received: true, outcome };
      });
    });
  };
}
