/**
 * The built-in test provider (test mode only), with Stripe's test numbers: 4242 4242 4242 4242
 * succeeds and, saved, succeeds off-session too; 4000 0000 0000 0341 succeeds on the page and can
 * be saved, but every off-session charge against it is declined; 4000 0000 0000 0002 is declined
 * at once; any other number is refused with a hint to use a test card. A saved card's token names
 * its test number's last four digits (`pm_test_4242_...`), so it outlives the process, as a real
 * provider's does; nothing else of the card is kept. No money moves, but
 * the provider keeps a log of what would have: `charges` and `refunds`, in order, so a test (or
 * an operator poking at a test server) can count them.
 *
 * Idempotency, as a real processor's: a charge key seen before with the same amount answers the
 * first payment again and logs nothing; with another amount it is refused (provider_error). A
 * declined request is not remembered (no money moved), so the same key may be tried again. A
 * refund key seen before answers the first refund again; a refund never takes back more than its
 * payment took. Payment ids derive from the idempotency key.
 */
import crypto from 'node:crypto';
import type { CurrencyCode } from '../money/currency.js';
import { checkCard } from './card.js';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult, SavedCardChargeRequest } from './provider.js';

export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
/** Saves, but every charge without the customer is declined (Stripe's 4000 0000 0000 0341). */
export const TEST_CARD_OFF_SESSION_DECLINED = '4000000000000341';
const SAVABLE = new Set([TEST_CARD_SUCCEEDS, TEST_CARD_OFF_SESSION_DECLINED]);

/** A charge that succeeded (money taken). */
export interface TestCharge {
  paymentId: string;
  idempotencyKey: string;
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  at: string;
}

/** A refund that succeeded (money returned). */
export interface TestRefund {
  refundId: string;
  paymentId: string;
  idempotencyKey: string;
  amountMinor: number;
  currency: CurrencyCode;
  reason: string;
  at: string;
}

function idFrom(prefix: string, key: string): string {
  return `${prefix}${crypto.createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  /** Every successful charge, oldest first. */
  readonly charges: TestCharge[] = [];
  /** Every successful refund, oldest first. */
  readonly refunds: TestRefund[] = [];
  /** Every card token handed out, oldest first. */
  readonly savedCards: string[] = [];
  /** While true, every refund fails as a provider outage would (tests of refunds owed). */
  refusingRefunds = false;

  async charge(request: ChargeRequest, now: Date): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor < 0) {
      return { ok: false, code: 'provider_error', message: 'The amount could not be charged.', field: null };
    }
    const replayed = this.replayed(request);
    if (replayed && !replayed.ok) return replayed;
    const checked = checkCard(request.card, now);
    if (!checked.ok) return { ok: false, code: 'invalid_card', message: checked.message, field: checked.field };
    if (checked.card.number === TEST_CARD_DECLINED) {
      return { ok: false, code: 'card_declined', message: 'Your card was declined.', field: 'number' };
    }
    if (!SAVABLE.has(checked.card.number)) {
      return { ok: false, code: 'card_declined', message: 'This is a test checkout: use the test card 4242 4242 4242 4242.', field: 'number' };
    }
    // A key seen before answers its first payment again, with the same saved card (its token derives from the key).
    const paymentId = replayed?.ok ? replayed.paymentId : this.record(request, now);
    if (!request.saveCard) return { ok: true, paymentId };
    const last4 = checked.card.number.slice(-4);
    const savedCard = { token: idFrom(`pm_test_${last4}_`, request.idempotencyKey), brand: 'visa', last4, expMonth: checked.card.expMonth, expYear: checked.card.expYear };
    if (!this.savedCards.includes(savedCard.token)) this.savedCards.push(savedCard.token);
    return { ok: true, paymentId, savedCard };
  }

  async chargeSavedCard(request: SavedCardChargeRequest, now: Date): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
      return { ok: false, code: 'provider_error', message: 'The amount could not be charged.', field: null };
    }
    const replayed = this.replayed(request);
    if (replayed) return replayed;
    const last4 = /^pm_test_(\d{4})_/.exec(request.token)?.[1];
    if (last4 === undefined) return { ok: false, code: 'invalid_card', message: 'No such saved card.', field: null };
    if (last4 === TEST_CARD_OFF_SESSION_DECLINED.slice(-4)) return { ok: false, code: 'card_declined', message: 'The card was declined.', field: null };
    return { ok: true, paymentId: this.record(request, now) };
  }

  /** The answer to a key seen before: its first payment again, or a refusal when the amount differs; null for a new key. */
  private replayed(request: { idempotencyKey: string; amountMinor: number; currency: CurrencyCode }): ChargeResult | null {
    const seen = this.charges.find((c) => c.idempotencyKey === request.idempotencyKey);
    if (!seen) return null;
    if (seen.amountMinor !== request.amountMinor || seen.currency !== request.currency) {
      return { ok: false, code: 'provider_error', message: 'This payment was already made with another amount.', field: null };
    }
    return { ok: true, paymentId: seen.paymentId };
  }

  /** Logs a successful charge; its payment id derives from its key. */
  private record(request: { idempotencyKey: string; amountMinor: number; currency: CurrencyCode; description: string }, now: Date): string {
    const paymentId = idFrom('pay_test_', request.idempotencyKey);
    this.charges.push({
      paymentId,
      idempotencyKey: request.idempotencyKey,
      amountMinor: request.amountMinor,
      currency: request.currency,
      description: request.description,
      at: now.toISOString(),
    });
    return paymentId;
  }

  async refund(request: RefundRequest, now: Date): Promise<RefundResult> {
    if (this.refusingRefunds) return { ok: false, code: 'provider_error', message: 'The test provider is refusing refunds.' };
    const seen = this.refunds.find((r) => r.idempotencyKey === request.idempotencyKey);
    if (seen) return { ok: true, refundId: seen.refundId };
    const payment = this.charges.find((c) => c.paymentId === request.paymentId);
    if (!payment) return { ok: false, code: 'payment_not_found', message: `No payment ${request.paymentId}.` };
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0 || request.currency !== payment.currency) {
      return { ok: false, code: 'provider_error', message: 'The amount could not be refunded.' };
    }
    const refunded = this.refunds.filter((r) => r.paymentId === payment.paymentId).reduce((sum, r) => sum + r.amountMinor, 0);
    if (refunded + request.amountMinor > payment.amountMinor) {
      return { ok: false, code: 'amount_too_large', message: `Payment ${payment.paymentId} has ${payment.amountMinor - refunded} left to refund.` };
    }
    const refundId = idFrom('re_test_', request.idempotencyKey);
    this.refunds.push({
      refundId,
      paymentId: payment.paymentId,
      idempotencyKey: request.idempotencyKey,
      amountMinor: request.amountMinor,
      currency: request.currency,
      reason: request.reason,
      at: now.toISOString(),
    });
    return { ok: true, refundId };
  }
}
