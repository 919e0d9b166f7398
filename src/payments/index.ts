/** Payments: the provider interface, the card checks and the built-in test provider. */
import type { Mode } from '../kernel/mode.js';
import type { PaymentProvider, PaymentProviders } from './provider.js';
import { TestPaymentProvider } from './testProvider.js';

export type {
  CardField,
  CardInput,
  ChargeRequest,
  ChargeResult,
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

/**
 * The process's providers: the hosted pages charge with them, the collection of renewals (the
 * server's tick and the test-mode billing run) too, so one test provider's log counts every charge
 * of the process (tests read `processPayments.test.charges`). Built once, test mode only.
 */
export const processPayments: AppPaymentProviders = paymentProviders();
