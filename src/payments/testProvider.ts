/**
 * The built-in test provider (test mode only): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * is declined, any other number is refused with a hint to use a test card. No money moves.
 * Payment ids derive from the idempotency key, so a repeated request answers the same payment.
 */
import crypto from 'node:crypto';
import { checkCard } from './card.js';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.js';

export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  async charge(request: ChargeRequest, now: Date): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor < 0) {
      return { ok: false, code: 'provider_error', message: 'The amount could not be charged.', field: null };
    }
    const checked = checkCard(request.card, now);
    if (!checked.ok) return { ok: false, code: 'invalid_card', message: checked.message, field: checked.field };
    if (checked.card.number === TEST_CARD_DECLINED) {
      return { ok: false, code: 'card_declined', message: 'Your card was declined.', field: 'number' };
    }
    if (checked.card.number !== TEST_CARD_SUCCEEDS) {
      return { ok: false, code: 'card_declined', message: 'This is a test checkout: use the test card 4242 4242 4242 4242.', field: 'number' };
    }
    const id = crypto.createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
    return { ok: true, paymentId: `pay_test_${id}` };
  }
}
