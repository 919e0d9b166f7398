/**
 * Every money input is bounded where it enters (issue 13 item 7): 10^15 minor units (or units of a
 * pricing unit), the most an invoice holds exactly (src/money/limits.ts); a fee's price, 10^12. At the bound it is
 * accepted; one more is a 400 VALIDATION_ERROR naming the field, and nothing is created.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

const AT_BOUND = 1_000_000_000_000_000;
const BEYOND = AT_BOUND + 1;
const FEE_BOUND = 1_000_000_000_000;

describeEachStore('money inputs are bounded at 10^15', (kind) => {
  let h: Harness;
  let planId: string;
  let subscriptionId: string;
  let unitId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    planId = (await setupPlan(h.api)).id;
    const customer = await setupCustomer(h.api);
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: planId })).id;
    unitId = (await setupPricingUnit(h.api, 'credits')).id;
  });
  afterAll(() => h.close());

  const cases = (): Array<{ name: string; path: `/v1/${string}`; field: string; body: (amount: number) => Record<string, unknown>; key: string }> => [
    // A fee's price has a tighter bound of its own (the schema's 10^12 per unit: a price times a
    // quantity must stay within the invoice's).
    {
      name: 'a fee price',
      path: `/v1/plans/${planId}/fees`,
      field: 'body.price.amount',
      key: 'fee',
      body: (amount) => ({ product: { name: `Fee ${amount}` }, price: { pricing_model: 'flat', amount: amount === AT_BOUND ? FEE_BOUND : FEE_BOUND + 1 } }),
    },
    { name: 'a credit grant', path: `/v1/subscriptions/${subscriptionId}/credit-grants`, field: 'body.amount', key: 'credit_grant', body: (amount) => ({ name: 'Grant', amount, currency_code: 'usd' }) },
    { name: 'a grant policy', path: `/v1/plans/${planId}/credit-grant-policies`, field: 'body.amount', key: 'credit_grant_policy', body: (amount) => ({ currency_code: 'usd', amount, cadence: 'monthly' }) },
    {
      name: 'a conversion rate',
      path: `/v1/pricing-units/${unitId}/conversion-rates`,
      field: 'body.money_minor',
      key: 'pricing_unit',
      body: (amount) => ({ settlement_currency_code: 'usd', money_minor: amount, unit_amount: 1, effective_from: amount === AT_BOUND ? '2030-01-01T00:00:00Z' : '2031-01-01T00:00:00Z' }),
    },
  ];

  it('refuses one minor unit beyond the bound with a 400 naming the field, and creates nothing', async () => {
    for (const c of cases()) {
      const refused = await h.api.post(c.path, c.body(BEYOND));
      expect(refused.status, `${c.name}: ${JSON.stringify(refused.body)}`).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_ERROR');
      expect(refused.body.error.details.map((d: { path: string }) => d.path), c.name).toContain(c.field);
    }
    const fees = await h.api.get(`/v1/plans/${planId}/fees`);
    expect(fees.body.fees.filter((f: { product?: { name?: string } }) => f.product?.name === `Fee ${BEYOND}`)).toEqual([]);
  });

  it('accepts an amount at the bound', async () => {
    for (const c of cases()) {
      const accepted = await h.api.post(c.path, c.body(AT_BOUND));
      expect(accepted.status, `${c.name}: ${JSON.stringify(accepted.body)}`).toBe(201);
      expect(accepted.body[c.key], c.name).toBeDefined();
    }
  });
});
