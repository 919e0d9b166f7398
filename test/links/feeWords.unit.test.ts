import { describe, expect, it } from 'vitest';
import type { PriceTable } from '../../src/modules/fees/index.js';
import { formatMinor, formatNumber, moneyWords, priceInWords, unitWords } from '../../src/modules/links/feeWords.js';
import { Decimal } from '../../src/money/decimal.js';

const price = (fields: Partial<PriceTable>): PriceTable => ({
  id: 'p',
  company_id: 'c',
  mode: 'test',
  product_id: 'x',
  pricing_model: 'flat',
  amount: '4900',
  denominator: 1,
  billing_mode: 'in_advance',
  cadence: 'monthly',
  currency_code: 'usd',
  pricing_unit_id: null,
  display_denominator: null,
  cost_plus_markup_mode: null,
  cost_plus_multiplier: null,
  tiers: null,
  package_size: null,
  package_rounding: null,
  cost_plus_target_margin: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('money and numbers in words', () => {
  it('formats exact minor units, keeping sub-cent digits and grouping thousands', () => {
    expect(formatMinor(new Decimal(4900), 'usd')).toBe('$49.00');
    expect(formatMinor(new Decimal(123456789), 'usd')).toBe('$1,234,567.89');
    expect(formatMinor(new Decimal('0.25'), 'usd')).toBe('$0.0025');
    expect(formatMinor(new Decimal(-350), 'eur')).toBe('-€3.50');
    expect(formatMinor(new Decimal(500), 'jpy')).toBe('¥500');
    expect(formatMinor(new Decimal(1250), 'chf')).toBe('CHF 12.50');
    expect(formatMinor(new Decimal(0), 'gbp')).toBe('£0.00');
  });

  it('formats plain numbers without exponent or trailing zeros', () => {
    expect(formatNumber(new Decimal('1000'))).toBe('1,000');
    expect(formatNumber(new Decimal('0.2'))).toBe('0.2');
    expect(formatNumber(new Decimal('1234567.5'))).toBe('1,234,567.5');
    expect(formatNumber(new Decimal('0.0000001'))).toBe('0.0000001');
  });
});

describe('prices in words', () => {
  const usd = moneyWords('usd');
  const credits = unitWords('credits');

  it('says what a flat fee costs, how often, and when it is billed', () => {
    expect(priceInWords(price({}), 'Platform fee', usd)).toBe('$49.00 per month, billed in advance');
    expect(priceInWords(price({ cadence: 'quarterly', billing_mode: 'in_arrears', amount: '12000' }), 'Support', usd)).toBe('$120.00 per quarter, billed in arrears');
    expect(priceInWords(price({ cadence: 'yearly' }), 'Seat', usd)).toBe('$49.00 per year, billed in advance');
    expect(priceInWords(price({ cadence: 'one_time', amount: '9900' }), 'Setup', usd)).toBe('$99.00 once, billed at signup');
    expect(priceInWords(price({ currency_code: null, pricing_unit_id: 'u', amount: '500' }), 'Allowance', credits)).toBe('500 credits per month, billed in advance');
  });

  it('says what usage costs per denominator, using the display label when there is one', () => {
    const perUnit = { pricing_model: 'per_unit' as const, billing_mode: 'in_arrears' as const, cadence: null };
    expect(priceInWords(price({ ...perUnit, amount: '0.2', denominator: 1000, currency_code: null, pricing_unit_id: 'u', display_denominator: '1,000 tokens' }), 'Output tokens', credits)).toBe(
      '0.2 credits per 1,000 tokens',
    );
    expect(priceInWords(price({ ...perUnit, amount: '300', denominator: 1_000_000, display_denominator: 'per 1M tokens' }), 'Input tokens', usd)).toBe('$3.00 per 1M tokens');
    expect(priceInWords(price({ ...perUnit, amount: '3', denominator: 1000 }), 'API calls', usd)).toBe('$0.03 per 1,000 api calls');
    expect(priceInWords(price({ ...perUnit, amount: '0.5', denominator: 1 }), 'Requests', usd)).toBe('$0.005 per unit of requests');
  });

  it('describes cost-plus markups', () => {
    const costPlus = { pricing_model: 'cost_plus' as const, billing_mode: 'in_arrears' as const, cadence: null, amount: '0' };
    expect(priceInWords(price({ ...costPlus, cost_plus_markup_mode: 'multiplier', cost_plus_multiplier: '1.2' }), 'LLM', usd)).toBe('underlying cost plus 20%');
    expect(priceInWords(price({ ...costPlus, cost_plus_markup_mode: 'multiplier', cost_plus_multiplier: '1' }), 'LLM', usd)).toBe('underlying cost');
    expect(priceInWords(price({ ...costPlus, cost_plus_markup_mode: 'target_margin', cost_plus_target_margin: '0.3' }), 'LLM', usd)).toBe('underlying cost with a 30% margin');
  });
});
