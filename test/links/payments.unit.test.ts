import { describe, expect, it } from 'vitest';
import { checkCard, paymentProviders, TestPaymentProvider } from '../../src/payments/index.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');
const card = (number: string, expiry = '12/34', cvc = '123') => ({ number, expiry, cvc });
const charge = (number: string, extra: Partial<{ expiry: string; cvc: string; amountMinor: number; idempotencyKey: string }> = {}) =>
  new TestPaymentProvider().charge(
    { amountMinor: extra.amountMinor ?? 4900, currency: 'usd', card: card(number, extra.expiry, extra.cvc), description: 'Pro', idempotencyKey: extra.idempotencyKey ?? 'k1' },
    NOW,
  );

describe('card checks', () => {
  it('accepts numbers with spaces or dashes that pass Luhn, MM/YY or MM/YYYY expiries, 3-4 digit CVCs', () => {
    expect(checkCard(card('4242 4242 4242 4242'), NOW)).toMatchObject({ ok: true, card: { number: '4242424242424242', expMonth: 12, expYear: 2034 } });
    expect(checkCard(card('4242-4242-4242-4242', '01/2026', '1234'), NOW)).toMatchObject({ ok: true, card: { expYear: 2026, cvc: '1234' } });
  });

  it('names the field to fix', () => {
    expect(checkCard(card('4242 4242 4242 4241'), NOW)).toEqual({ ok: false, field: 'number', message: 'Your card number is incorrect.' });
    expect(checkCard(card('4242'), NOW)).toMatchObject({ ok: false, field: 'number' });
    expect(checkCard(card('4242424242424242', '13/30'), NOW)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkCard(card('4242424242424242', '12/25'), NOW)).toEqual({ ok: false, field: 'expiry', message: "Your card's expiry date is in the past." });
    expect(checkCard(card('4242424242424242', '12/34', '12'), NOW)).toMatchObject({ ok: false, field: 'cvc' });
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    expect(checkCard(card('4242424242424242', '01/26'), NOW).ok).toBe(true);
    expect(checkCard(card('4242424242424242', '01/26'), new Date('2026-02-01T00:00:00.000Z')).ok).toBe(false);
  });
});

describe('the test payment provider', () => {
  it('charges 4242 4242 4242 4242, with one payment id per idempotency key', async () => {
    const first = await charge('4242 4242 4242 4242');
    expect(first).toMatchObject({ ok: true });
    expect(await charge('4242424242424242')).toEqual(first);
    expect(await charge('4242424242424242', { idempotencyKey: 'k2' })).not.toEqual(first);
  });

  it('declines 4000 0000 0000 0002 with a readable message', async () => {
    expect(await charge('4000 0000 0000 0002')).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.', field: 'number' });
  });

  it('refuses other real-looking numbers and invalid input, and checks a card with a zero amount', async () => {
    expect(await charge('5555 5555 5555 4444')).toMatchObject({ ok: false, code: 'card_declined' });
    expect(await charge('1234')).toMatchObject({ ok: false, code: 'invalid_card', field: 'number' });
    expect(await charge('4242424242424242', { amountMinor: 0 })).toMatchObject({ ok: true });
    expect(await charge('4242424242424242', { amountMinor: -1 })).toMatchObject({ ok: false, code: 'provider_error' });
  });

  it('is the provider of test mode; live mode has none unless one is configured', () => {
    const providers = paymentProviders();
    expect(providers.forMode('test')?.name).toBe('test');
    expect(providers.forMode('live')).toBeNull();
    const live = new TestPaymentProvider();
    expect(paymentProviders(live).forMode('live')).toBe(live);
  });
});
