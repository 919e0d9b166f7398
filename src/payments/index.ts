/** Payments: the provider interface, the card checks and the built-in test provider. */
import type { Mode } from '../db/schema.js';
import type { PaymentProvider, PaymentProviders } from './provider.js';
import { TestPaymentProvider } from './testProvider.js';

export type { CardField, CardInput, ChargeRequest, ChargeResult, PaymentProvider, PaymentProviders } from './provider.js';
export { checkCard, type CardCheck, type ParsedCard } from './card.js';
export { TestPaymentProvider, TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from './testProvider.js';

/**
 * Test mode pays with the built-in test provider; live mode with `live`, or nowhere when no live
 * provider is configured (the default: Meterline ships no card processor of its own).
 */
export function paymentProviders(live: PaymentProvider | null = null): PaymentProviders {
  const test = new TestPaymentProvider();
  return { forMode: (mode: Mode) => (mode === 'test' ? test : live) };
}
