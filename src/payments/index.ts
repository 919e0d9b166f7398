/** Payments: the provider interface, the card checks and the built-in test provider. */
import type { Kysely } from 'kysely';
import type { StripeSettings } from '../config.js';
import type { Database } from '../db/schema.js';
import type { AppDeps } from '../http/api.js';
import type { Mode } from '../kernel/mode.js';
import type { PaymentProvider, PaymentProviders } from './provider.js';
import { createStripeClient } from './stripe/client.js';
import { StripePaymentProvider } from './stripe/provider.js';
import { TestPaymentProvider } from './testProvider.js';

export type {
  CardField,
  CardInput,
  ChargeRequest,
  ChargeResult,
  HostedCheckoutRequest,
  HostedCheckoutStart,
  HostedCheckoutState,
  PaymentProvider,
  PaymentProviders,
  RefundRequest,
  RefundResult,
  SavedCard,
  SavedCardChargeRequest,
} from './provider.js';
export { checkCard, type CardCheck, type ParsedCard } from './card.js';
export { TestPaymentProvider, TEST_CARD_DECLINED, TEST_CARD_OFF_SESSION_DECLINED, TEST_CARD_SUCCEEDS, type TestCharge, type TestRefund } from './testProvider.js';

/** The providers of an app, with its test-mode provider by name (its log is what tests count). */
export interface AppPaymentProviders extends PaymentProviders {
  readonly test: TestPaymentProvider;
}

/**
 * Test mode pays with the built-in test provider; live mode with `live`, or nowhere when no live
 * provider is configured (the default: Meterline ships no card processor of its own).
 */
export function paymentProviders(live: PaymentProvider | null = null): AppPaymentProviders {
  const test = new TestPaymentProvider();
  return { test, forMode: (mode: Mode) => (mode === 'test' ? test : live) };
}

export { StripePaymentProvider } from './stripe/provider.js';
export { createStripeClient, type StripeClient } from './stripe/client.js';
export { recordStripeEvent, stripeEventHandled, verifiedStripeEvent } from './stripe/webhook.js';

/** An app's providers with Stripe in live mode when it is configured (and its webhook secret, for the webhook route). */
export interface ConfiguredPaymentProviders extends AppPaymentProviders {
  readonly stripe: { provider: StripePaymentProvider; webhookSecret: string | null } | null;
}

/** Test mode: `test` (the built-in provider); live mode: Stripe when `settings` is given, else none. */
export function configuredPaymentProviders(test: TestPaymentProvider, settings: StripeSettings | null, db: Kysely<Database>): ConfiguredPaymentProviders {
  if (settings === null) return { test, stripe: null, forMode: (mode: Mode) => (mode === 'test' ? test : null) };
  const provider = new StripePaymentProvider(createStripeClient(settings), db);
  return { test, stripe: { provider, webhookSecret: settings.webhookSecret }, forMode: (mode: Mode) => (mode === 'test' ? test : provider) };
}

/**
 * The process's providers: the hosted pages charge with them, the collection of renewals (the
 * server's tick and the test-mode billing run) too, so one test provider's log counts every charge
 * of the process (tests read `processPayments.test.charges`). Built once, test mode only.
 */
export const processPayments: AppPaymentProviders = paymentProviders();

const configured = new WeakMap<object, ConfiguredPaymentProviders>();

/**
 * The providers of an app, one set per store (its database handle): `processPayments`' test
 * provider in test mode, Stripe in live mode when STRIPE_SECRET_KEY is set (none otherwise). The
 * hosted pages, the Stripe webhook route, the background jobs and the API (plan changes, a
 * `refund` credit note) share it.
 */
export function appPayments(deps: AppDeps): ConfiguredPaymentProviders {
  const { db } = deps.store;
  let payments = configured.get(db);
  if (!payments) {
    payments = configuredPaymentProviders(processPayments.test, deps.config.stripe, db);
    configured.set(db, payments);
  }
  return payments;
}
