/**
 * An event's charge lines as stored in `events.charges` (src/modules/ingest/chargeLines.ts): the
 * text is written field by field, so it is checked against what JSON itself makes of it: every
 * field a line has and nothing else, in the stored order, and text that needs escaping escaped.
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/money/decimal.js';
import { chargeLinesText } from '../../src/modules/ingest/chargeLines.js';
import type { Charge } from '../../src/modules/ingest/rating/types.js';

const perUnit: Charge = {
  subscriptionId: 'sub_01JDXYZ',
  planId: 'pln_01JDXYZ',
  feeId: 'fee_01JDXYZ',
  planCatalogId: null,
  catalogEntryKey: null,
  productId: 'prd_01JDXYZ',
  denomination: { kind: 'currency', currencyCode: 'usd' },
  quantity: new Decimal('1250'),
  amount: new Decimal('0.375'),
  cost: null,
};

const fromCatalog: Charge = {
  subscriptionId: 'sub_01JDXYZ',
  planId: 'pln_01JDXYZ',
  feeId: null,
  planCatalogId: 'pca_01JDXYZ',
  // A catalog's keys are the customer's own text: quotes, a backslash, a newline, non-ASCII.
  catalogEntryKey: 'gpt "4o" \\ mini\nñ ✓',
  productId: null,
  denomination: { kind: 'pricing_unit', pricingUnitId: 'pu_01JDXYZ' },
  quantity: new Decimal(1),
  amount: new Decimal('0'),
  cost: { currency: 'usd', amountMinor: new Decimal('0.0035') },
};

describe('chargeLinesText', () => {
  it('is null for an event nothing priced', () => {
    expect(chargeLinesText([])).toBeNull();
  });

  it('writes each line as JSON writes it: the fields every line has, then the optional ones, escaped where needed', () => {
    const text = chargeLinesText([perUnit, fromCatalog]) as string;
    const lines = JSON.parse(text) as Record<string, unknown>[];
    // Byte for byte what JSON.stringify gives for the objects it parses into.
    expect(text).toBe(JSON.stringify(lines));
    expect(lines.map((line) => Object.keys(line))).toEqual([
      ['id', 'subscription_id', 'plan_id', 'account_type', 'quantity', 'amount', 'fee_id', 'product_id', 'currency_code'],
      ['id', 'subscription_id', 'plan_id', 'account_type', 'quantity', 'amount', 'plan_catalog_id', 'catalog_entry_key', 'pricing_unit_id', 'cost_amount', 'cost_currency_code'],
    ]);
    const [first, second] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(first).toMatchObject({
      subscription_id: 'sub_01JDXYZ',
      plan_id: 'pln_01JDXYZ',
      account_type: 'currency',
      quantity: '1250',
      amount: '0.375',
      fee_id: 'fee_01JDXYZ',
      product_id: 'prd_01JDXYZ',
      currency_code: 'usd',
    });
    expect(second).toMatchObject({
      account_type: 'pricing_unit',
      quantity: '1',
      amount: '0',
      plan_catalog_id: 'pca_01JDXYZ',
      catalog_entry_key: 'gpt "4o" \\ mini\nñ ✓',
      pricing_unit_id: 'pu_01JDXYZ',
      cost_amount: '0.0035',
      cost_currency_code: 'usd',
    });
    expect(first.id).not.toBe(second.id);
  });
});
