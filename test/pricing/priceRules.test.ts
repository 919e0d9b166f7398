/**
 * The new pricing models' rules on create (issue 31, item 1): each bad field refused with 400
 * naming it, nothing stored; a good one returned as given; the existing models' answers unchanged
 * (no tiers or package fields on them).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupFee, setupPlan, setupPricingUnit } from '../support/builders.js';

const CALLS = { expression: { event_name: 'api.call', aggregation: 'sum', property: 'calls' } };

describeEachStore('graduated, volume and package prices: rules on create', (kind) => {
  let h: Harness;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    planId = (await setupPlan(h.api, { name: 'Rules', type: 'usage', currency_code: 'usd' })).id;
  });
  afterAll(() => h.close());

  const refused: [string, Record<string, unknown>, string][] = [
    ['graduated without tiers', { pricing_model: 'graduated' }, 'body.price.tiers'],
    ['volume with an amount', { pricing_model: 'volume', amount: 5, tiers: [{ up_to: null, unit_amount: 1 }] }, 'body.price.amount'],
    ['a last tier with an up_to', { pricing_model: 'graduated', tiers: [{ up_to: 10, unit_amount: 1 }] }, 'body.price.tiers[0].up_to'],
    ['a null up_to before the last tier', { pricing_model: 'graduated', tiers: [{ up_to: null, unit_amount: 1 }, { up_to: null, unit_amount: 2 }] }, 'body.price.tiers[0].up_to'],
    ['tiers not ascending', { pricing_model: 'volume', tiers: [{ up_to: 10, unit_amount: 1 }, { up_to: 10, unit_amount: 2 }, { up_to: null, unit_amount: 3 }] }, 'body.price.tiers[1].up_to'],
    ['a fractional cent in a currency tier', { pricing_model: 'graduated', tiers: [{ up_to: null, unit_amount: 0.5 }] }, 'body.price.tiers[0].unit_amount'],
    ['a fractional flat amount', { pricing_model: 'graduated', tiers: [{ up_to: null, unit_amount: 1, flat_amount: 0.5 }] }, 'body.price.tiers[0].flat_amount'],
    ['a tier field the schema lacks', { pricing_model: 'graduated', tiers: [{ up_to: null, unit_amount: 1, rate: 2 }] }, 'body.price.tiers[0].rate'],
    ['package without package_size', { pricing_model: 'package', amount: 500 }, 'body.price.package_size'],
    ['package without amount', { pricing_model: 'package', package_size: 1000 }, 'body.price.amount'],
    ['package with a denominator', { pricing_model: 'package', amount: 500, package_size: 1000, denominator: 10 }, 'body.price.denominator'],
    ['package_rounding sideways', { pricing_model: 'package', amount: 500, package_size: 1000, package_rounding: 'nearest' }, 'body.price.package_rounding'],
    ['tiers on a per_unit price', { pricing_model: 'per_unit', amount: 1, tiers: [{ up_to: null, unit_amount: 1 }] }, 'body.price.tiers'],
    ['package_size on a graduated price', { pricing_model: 'graduated', package_size: 10, tiers: [{ up_to: null, unit_amount: 1 }] }, 'body.price.package_size'],
  ];

  for (const [name, price, path] of refused) {
    it(`refuses ${name}: 400 naming ${path}`, async () => {
      const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: `Bad ${name}`, billable_metric: CALLS }, price });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.details.map((d) => d.path)).toContain(path);
    });
  }

  it('refuses a graduated price on a metric rated per period (max), naming price.pricing_model', async () => {
    const res = await h.api.post(`/v1/plans/${planId}/fees`, {
      product: { name: 'Seats', billable_metric: { expression: { event_name: 'seats', aggregation: 'max', property: 'seats' } } },
      price: { pricing_model: 'graduated', tiers: [{ up_to: null, unit_amount: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('body.price.pricing_model');
  });

  it('needs a billable metric (422, like per_unit)', async () => {
    const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'No metric' }, price: { pricing_model: 'package', amount: 500, package_size: 10 } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('BILLABLE_METRIC_REQUIRED');
  });

  it('stored nothing for the refused ones', async () => {
    const res = await h.api.get(`/v1/plans/${planId}/fees`);
    expect(res.body.fees).toEqual([]);
  });

  it('takes fractional tiers in a pricing unit, returned as given', async () => {
    const credits = (await setupPlan(h.api, { name: 'Credits', type: 'credits', currency_code: 'usd' })).id;
    const unit = await setupPricingUnit(h.api, 'tokens');
    const tiers = [{ up_to: 1000000, unit_amount: 2, flat_amount: 0.5 }, { up_to: 11000000, unit_amount: 1.5 }, { up_to: null, unit_amount: 1.25 }];
    const fee = await setupFee(h.api, credits, { product: { name: 'Tokens', billable_metric: CALLS }, price: { pricing_model: 'graduated', tiers, denominator: 1000000, pricing_unit_id: unit.id } });
    const res = await h.api.get(`/v1/plans/${credits}/fees/${fee.id}`);
    expect(res.body.fee.price).toEqual({
      id: expect.any(String),
      pricing_model: 'graduated',
      amount: 0,
      denominator: 1000000,
      billing_mode: 'in_arrears',
      cadence: null,
      currency_code: null,
      pricing_unit_id: unit.id,
      display_denominator: null,
      cost_plus: null,
      tiers,
    });
  });

  it("leaves the existing models' answers as they were: no tiers or package fields", async () => {
    const fee = await setupFee(h.api, planId, { product: { name: 'Per call', billable_metric: CALLS }, price: { pricing_model: 'per_unit', amount: 2 } });
    const res = await h.api.get(`/v1/plans/${planId}/fees/${fee.id}`);
    expect(Object.keys(res.body.fee.price).sort()).toEqual(['amount', 'billing_mode', 'cadence', 'cost_plus', 'currency_code', 'display_denominator', 'id', 'pricing_model', 'pricing_unit_id', 'denominator'].sort());
  });
});
