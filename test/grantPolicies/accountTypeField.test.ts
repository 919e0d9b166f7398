/**
 * `POST /v1/plans/{id}/credit-grant-policies` accepts the resource's own `account_type` (issue 12,
 * smaller items): it must agree with the denomination given; `currency` alone means the plan's
 * currency. A story on a dollar plan: a $5.00 monthly currency grant (500 minor units) and a
 * 1,000-credit monthly pricing-unit grant; the subscription's start gets both.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan, setupPricingUnit } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { balancesOf } from '../billing/story.js';

describeEachStore('credit-grant policies: account_type', (kind) => {
  let h: Harness;
  let planId: string;
  let unitId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    unitId = (await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 })).id;
    planId = (await setupPlan(h.api, { name: 'Dollar plan', type: 'credits', currency_code: 'usd' })).id;
  });
  afterAll(() => h.close());

  const create = (body: Record<string, unknown>) => h.api.post(`/v1/plans/${planId}/credit-grant-policies`, { cadence: 'monthly', ...body });

  it('takes account_type with its denomination, and currency alone as the plan currency', async () => {
    const currency = await create({ account_type: 'currency', amount: 500 });
    expect(currency.status, JSON.stringify(currency.body)).toBe(201);
    expect(currency.body.credit_grant_policy).toMatchObject({ account_type: 'currency', currency_code: 'usd', pricing_unit_id: null, amount: 500 });
    const units = await create({ account_type: 'pricing_unit', pricing_unit_id: unitId, amount: 1000 });
    expect(units.status, JSON.stringify(units.body)).toBe(201);
    expect(units.body.credit_grant_policy).toMatchObject({ account_type: 'pricing_unit', pricing_unit_id: unitId, currency_code: null, amount: 1000 });
    const explicit = await create({ account_type: 'currency', currency_code: 'usd', amount: 1 });
    expect(explicit.status).toBe(201);

    // The start grants them: $5.00 + $0.01 and 1,000 credits.
    const customer = await setupCustomer(h.api);
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId })).status).toBe(201);
    const balances = await balancesOf(h.api, customer.id);
    expect(balances).toEqual(
      expect.arrayContaining([
        { balance: '501', account_type: 'currency', currency_code: 'usd' },
        { balance: '1000', account_type: 'pricing_unit', pricing_unit_code: 'credits' },
      ]),
    );
  });

  it('refuses an account_type that disagrees with the denomination, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ account_type: 'pricing_unit', amount: 5 }, 'body.pricing_unit_id', 400],
      [{ account_type: 'pricing_unit', currency_code: 'usd', amount: 5 }, 'body.pricing_unit_id', 400],
      [{ account_type: 'currency', pricing_unit_id: unitId, amount: 5 }, 'body.account_type', 400],
      [{ account_type: 'credits', amount: 5 }, 'body.account_type', 400],
    ];
    for (const [body, path, status] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.details[0].path, JSON.stringify(body)).toBe(path);
    }
    const mismatch = await create({ account_type: 'currency', currency_code: 'eur', amount: 5 });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.code).toBe('CURRENCY_MISMATCH');
  });
});
