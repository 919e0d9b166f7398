/**
 * The Stripe client, made in one place from the configuration: Stripe's own API by default, or
 * another address (`STRIPE_API_BASE`: the local fake Stripe in test/, or stripe-mock) through the
 * client's documented `host`, `port` and `protocol` options.
 */
import Stripe from 'stripe';
import type { StripeSettings } from '../../config.js';

export type StripeClient = Stripe;

export function createStripeClient(settings: StripeSettings): StripeClient {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    // Retries of a POST reuse its Idempotency-Key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'Meterline' },
  };
  if (settings.apiBase !== null) {
    const base = new URL(settings.apiBase);
    options.host = base.hostname;
    options.protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.port = base.port === '' ? (base.protocol === 'http:' ? 80 : 443) : Number(base.port);
  }
  return new Stripe(settings.secretKey, options);
}
