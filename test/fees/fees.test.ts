import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_BODY, PLAN_FEE } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { COST, plan, pricingUnit, product, TOKENS } from './builders.js';

describeEachStore('plan fees', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  async function rowCount(table: 'products' | 'prices' | 'plan_fees'): Promise<number> {
    const rows = await h.testStore.store.db.selectFrom(table).select('id').execute();
    return rows.length;
  }

  describe('defaults per pricing model', () => {
    it('flat: in_advance, monthly, usd, denominator 1, no markup, always effective', async () => {
      const planId = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Platform fee' }, price: { pricing_model: 'flat', amount: 4900 } });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(['success', 'fee', 'request_id']);
      expectShape(res.body.fee, PLAN_FEE);
      expect(Object.keys(res.body.fee.product)).toEqual(['id', 'name']);
      expect(res.body.fee).toMatchObject({
        plan_id: planId,
        product: { name: 'Platform fee' },
        price: {
          pricing_model: 'flat',
          amount: 4900,
          denominator: 1,
          billing_mode: 'in_advance',
          cadence: 'monthly',
          currency_code: 'usd',
          pricing_unit_id: null,
          display_denominator: null,
          cost_plus: null,
        },
        effective_from: null,
        effective_to: null,
      });
    });

    it('flat with every field given', async () => {
      const planId = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'Setup' },
        price: { pricing_model: 'flat', amount: 10000, billing_mode: 'in_arrears', cadence: 'one_time', currency_code: 'usd', display_denominator: 'once' },
      });
      expect(res.status).toBe(201);
      expect(res.body.fee.price).toMatchObject({ billing_mode: 'in_arrears', cadence: 'one_time', display_denominator: 'once' });
    });

    it('per_unit: in_arrears, no cadence, amount 0 unless given', async () => {
      const planId = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'Tokens', billable_metric: TOKENS },
        price: { pricing_model: 'per_unit', denominator: 1000000, display_denominator: 'per 1M tokens' },
      });
      expect(res.status).toBe(201);
      expectShape(res.body.fee, PLAN_FEE);
      expect(res.body.fee.price).toMatchObject({ pricing_model: 'per_unit', amount: 0, denominator: 1000000, billing_mode: 'in_arrears', cadence: null, currency_code: 'usd' });
    });

    it('cost_plus with a multiplier: the unused markup field is null', async () => {
      const planId = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'Completions', billable_metric: TOKENS, cost_metric: COST },
        price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'multiplier', multiplier: 1.2 } },
      });
      expect(res.status).toBe(201);
      expectShape(res.body.fee, PLAN_FEE);
      expect(res.body.fee.price).toMatchObject({
        pricing_model: 'cost_plus',
        amount: 0,
        billing_mode: 'in_arrears',
        cadence: null,
        cost_plus: { markup_mode: 'multiplier', multiplier: 1.2, target_margin: null },
      });
      expect(Object.keys(res.body.fee.price.cost_plus!)).toEqual(['markup_mode', 'multiplier', 'target_margin']);
    });

    it('cost_plus with a target margin', async () => {
      const planId = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'Completions', cost_metric: COST },
        price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'target_margin', target_margin: 0.25, multiplier: null } },
      });
      expect(res.status).toBe(201);
      expect(res.body.fee.price.cost_plus).toEqual({ markup_mode: 'target_margin', multiplier: null, target_margin: 0.25 });
      const zero = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'At cost', cost_metric: COST },
        price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'target_margin', target_margin: 0 } },
      });
      expect(zero.status).toBe(201);
    });

    it('a pricing-unit price: fractional amount allowed, no currency', async () => {
      const planId = await plan(h.api, { type: 'credits' });
      const unitId = await pricingUnit(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'Tokens', billable_metric: TOKENS },
        price: { pricing_model: 'per_unit', amount: 0.25, pricing_unit_id: unitId },
      });
      expect(res.status).toBe(201);
      expect(res.body.fee.price).toMatchObject({ amount: 0.25, currency_code: null, pricing_unit_id: unitId });
    });
  });

  describe('price rules', () => {
    it('a currency amount must be a whole number of minor units', async () => {
      const planId = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Bad' }, price: { pricing_model: 'flat', amount: 12.5 } });
      expect(res.status).toBe(400);
      expectShape(res.body, ERROR_BODY);
      expect(res.body.error.details).toEqual([{ path: 'body.price.amount', message: expect.any(String) }]);
      const negative = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Bad' }, price: { pricing_model: 'flat', amount: -1 } });
      expect(negative.body.error.details[0].path).toBe('body.price.amount');
    });

    it('usage-based prices take no cadence and bill in arrears', async () => {
      const planId = await plan(h.api);
      const cadence = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'x' }, price: { pricing_model: 'per_unit', cadence: 'monthly' } });
      expect(cadence.status).toBe(400);
      expect(cadence.body.error.details[0].path).toBe('body.price.cadence');
      const advance = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'x' }, price: { pricing_model: 'per_unit', billing_mode: 'in_advance' } });
      expect(advance.body.error.details[0].path).toBe('body.price.billing_mode');
      const nullCadence = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'x', billable_metric: TOKENS }, price: { pricing_model: 'per_unit', cadence: null } });
      expect(nullCadence.status).toBe(201);
    });

    it('a per_unit price needs a product with a billable metric (422 BILLABLE_METRIC_REQUIRED), writing nothing', async () => {
      const planId = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Unmetered' }, price: { pricing_model: 'per_unit', amount: 5 } });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('BILLABLE_METRIC_REQUIRED');
      expect((await h.api.get(`/v1/plans/${planId}/fees`)).body.fees).toEqual([]);
    });

    it('cost_plus needs exactly the markup field its mode names', async () => {
      const planId = await plan(h.api);
      const cases: [Record<string, unknown> | undefined, string][] = [
        [undefined, 'body.price.cost_plus'],
        [{ markup_mode: 'multiplier' }, 'body.price.cost_plus.multiplier'],
        [{ markup_mode: 'multiplier', multiplier: 0 }, 'body.price.cost_plus.multiplier'],
        [{ markup_mode: 'multiplier', multiplier: 1.2, target_margin: 0.2 }, 'body.price.cost_plus.target_margin'],
        [{ markup_mode: 'target_margin' }, 'body.price.cost_plus.target_margin'],
        [{ markup_mode: 'target_margin', target_margin: 1 }, 'body.price.cost_plus.target_margin'],
        [{ markup_mode: 'target_margin', target_margin: -0.1 }, 'body.price.cost_plus.target_margin'],
        [{ markup_mode: 'target_margin', target_margin: 0.2, multiplier: 2 }, 'body.price.cost_plus.multiplier'],
        [{ markup_mode: 'margin', target_margin: 0.2 }, 'body.price.cost_plus.markup_mode'],
      ];
      for (const [costPlus, path] of cases) {
        const res = await h.api.post(`/v1/plans/${planId}/fees`, {
          product: { name: 'x', cost_metric: COST },
          price: { pricing_model: 'cost_plus', ...(costPlus ? { cost_plus: costPlus } : {}) },
        });
        expect(res.status, JSON.stringify(costPlus)).toBe(400);
        expect(res.body.error.details[0].path, JSON.stringify(costPlus)).toBe(path);
      }
      const onFlat = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'x' },
        price: { pricing_model: 'flat', cost_plus: { markup_mode: 'multiplier', multiplier: 2 } },
      });
      expect(onFlat.body.error.details[0].path).toBe('body.price.cost_plus');
    });

    it('cost_plus on a product without a cost metric is 422 COST_METRIC_REQUIRED, and nothing is written', async () => {
      const planId = await plan(h.api);
      const before = await Promise.all([rowCount('products'), rowCount('prices'), rowCount('plan_fees')]);
      const inline = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'No cost', billable_metric: TOKENS },
        price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
      });
      expect(inline.status).toBe(422);
      expectShape(inline.body, ERROR_BODY);
      expect(inline.body.error.code).toBe('COST_METRIC_REQUIRED');
      const productId = await product(h.api);
      const byId = await h.api.post(`/v1/plans/${planId}/fees`, {
        product_id: productId,
        price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
      });
      expect(byId.status).toBe(422);
      expect(byId.body.error.code).toBe('COST_METRIC_REQUIRED');
      expect(await Promise.all([rowCount('products'), rowCount('prices'), rowCount('plan_fees')])).toEqual([before[0] + 1, before[1], before[2]]);
    });

    it('a currency price must be in the plan currency (422 CURRENCY_MISMATCH); the default is usd', async () => {
      const planId = await plan(h.api, { currency_code: 'eur' });
      const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Base' }, price: { pricing_model: 'flat', amount: 900 } });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('CURRENCY_MISMATCH');
      const eur = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Base' }, price: { pricing_model: 'flat', amount: 900, currency_code: 'eur' } });
      expect(eur.status).toBe(201);
      expect(eur.body.fee.price.currency_code).toBe('eur');
    });

    it('a pricing unit must exist in this company and mode, and excludes currency_code', async () => {
      const planId = await plan(h.api);
      const unitId = await pricingUnit(h.api);
      const both = await h.api.post(`/v1/plans/${planId}/fees`, {
        product: { name: 'x' },
        price: { pricing_model: 'per_unit', pricing_unit_id: unitId, currency_code: 'usd' },
      });
      expect(both.status).toBe(400);
      expect(both.body.error.details[0].path).toBe('body.price.currency_code');
      const other = await h.newCompany({ name: 'Unit owner' });
      for (const foreign of ['pu_unknown', await pricingUnit(other.api), await pricingUnit(h.live)]) {
        const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'x' }, price: { pricing_model: 'per_unit', pricing_unit_id: foreign } });
        expect(res.status).toBe(400);
        expect(res.body.error.details).toEqual([{ path: 'body.price.pricing_unit_id', message: expect.any(String) }]);
      }
    });
  });

  describe('product and price references', () => {
    it('refuses the combinations the contract rules out, naming the field', async () => {
      const planId = await plan(h.api);
      const productId = await product(h.api);
      const first = await h.api.post(`/v1/plans/${planId}/fees`, { product_id: productId, price: { pricing_model: 'per_unit', amount: 2 } });
      const priceId = first.body.fee.price.id as string;
      const cases: [Record<string, unknown>, string][] = [
        [{ price_id: priceId, product_id: productId }, 'body.product_id'],
        [{ price_id: priceId, product: { name: 'x' } }, 'body.product'],
        [{ price_id: priceId, price: { pricing_model: 'flat' } }, 'body.price'],
        [{ product_id: productId, product: { name: 'x' }, price: { pricing_model: 'flat' } }, 'body.product'],
        [{ price: { pricing_model: 'flat' } }, 'body.product_id'],
        [{ product_id: productId }, 'body.price'],
        [{ product_id: 'prod_missing', price: { pricing_model: 'flat' } }, 'body.product_id'],
        [{ price_id: 'price_missing' }, 'body.price_id'],
        [{ product: { name: 'x' }, price: {} }, 'body.price.pricing_model'],
        [{ product: { name: 'x' }, price: { pricing_model: 'tiered' } }, 'body.price.pricing_model'],
        [{ product: { name: 'x' }, price: { pricing_model: 'flat', colour: 'red' } }, 'body.price.colour'],
        [{ product: { name: 'x', billable_metric: { expression: { event_name: 'e', filters: { model: [] } } } }, price: { pricing_model: 'flat' } }, 'body.product.billable_metric.expression.filters.model'],
        [{ product: { name: 'x' }, price: { pricing_model: 'flat' }, effective_from: 'next week' }, 'body.effective_from'],
      ];
      for (const [body, path] of cases) {
        const res = await h.api.post(`/v1/plans/${planId}/fees`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.details[0].path, JSON.stringify(body)).toBe(path);
      }
      expect((await h.api.get(`/v1/plans/${planId}/fees`)).body.fees).toHaveLength(1);
    });

    it('attaches an existing price: the fee takes the price and its product', async () => {
      const source = await plan(h.api);
      const created = await h.api.post(`/v1/plans/${source}/fees`, { product: { name: 'Shared', billable_metric: TOKENS }, price: { pricing_model: 'per_unit', amount: 3 } });
      const target = await plan(h.api);
      const res = await h.api.post(`/v1/plans/${target}/fees`, { price_id: created.body.fee.price.id });
      expect(res.status).toBe(201);
      expectShape(res.body.fee, PLAN_FEE);
      expect(res.body.fee.plan_id).toBe(target);
      expect(res.body.fee.product).toEqual(created.body.fee.product);
      expect(res.body.fee.price).toEqual(created.body.fee.price);
      const eurPlan = await plan(h.api, { currency_code: 'eur' });
      expect((await h.api.post(`/v1/plans/${eurPlan}/fees`, { price_id: created.body.fee.price.id })).body.error.code).toBe('CURRENCY_MISMATCH');
    });
  });

  describe('effective dates and versions', () => {
    it('adjacent versions are allowed (effective_to is exclusive); overlapping ones are 409 FEE_PERIOD_OVERLAP', async () => {
      const planId = await plan(h.api);
      const productId = await product(h.api);
      const attach = (from: string | null, to: string | null) =>
        h.api.post(`/v1/plans/${planId}/fees`, { product_id: productId, price: { pricing_model: 'per_unit', amount: 1 }, effective_from: from, effective_to: to });

      const jan = await attach('2026-01-01', '2026-02-01');
      expect(jan.status).toBe(201);
      expect(jan.body.fee).toMatchObject({ effective_from: '2026-01-01T00:00:00.000Z', effective_to: '2026-02-01T00:00:00.000Z' });
      expect((await attach('2026-02-01', '2026-03-01')).status).toBe(201);
      expect((await attach(null, '2026-01-01')).status).toBe(201);
      for (const [from, to] of [
        ['2026-01-15', '2026-01-20'],
        ['2026-01-31T23:59:59Z', '2026-02-01T00:00:01Z'],
        [null, null],
        ['2025-12-31', '2026-01-02'],
        ['2026-02-28', null],
      ] as const) {
        const res = await attach(from, to);
        expect(res.status, `${from}..${to}`).toBe(409);
        expectShape(res.body, ERROR_BODY);
        expect(res.body.error.code).toBe('FEE_PERIOD_OVERLAP');
      }
      expect((await attach('2026-03-01', null)).status).toBe(201);
      expect((await attach('2027-01-01', null)).status).toBe(409);

      const otherProduct = await product(h.api, { name: 'Other' });
      expect((await h.api.post(`/v1/plans/${planId}/fees`, { product_id: otherProduct, price: { pricing_model: 'flat' } })).status).toBe(201);
      const otherPlan = await plan(h.api);
      expect((await h.api.post(`/v1/plans/${otherPlan}/fees`, { product_id: productId, price: { pricing_model: 'flat' } })).status).toBe(201);
      expect((await h.api.get(`/v1/plans/${planId}/fees`)).body.fees).toHaveLength(5);
    });

    it('effective_to must be after effective_from', async () => {
      const planId = await plan(h.api);
      for (const [from, to] of [
        ['2026-02-01', '2026-02-01'],
        ['2026-03-01', '2026-02-01'],
      ]) {
        const res = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'x' }, price: { pricing_model: 'flat' }, effective_from: from, effective_to: to });
        expect(res.status).toBe(400);
        expect(res.body.error.details).toEqual([{ path: 'body.effective_to', message: 'must be after effective_from' }]);
      }
    });

    it("reads YYYY-MM-DD as midnight in the company's time zone, and ISO date-times as given", async () => {
      const ny = await h.newCompany({ name: 'Gotham', timezone: 'America/New_York' });
      const planId = await plan(ny.api);
      const attach = (from: unknown, to: unknown) =>
        ny.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'x' }, price: { pricing_model: 'flat' }, effective_from: from, effective_to: to });
      const winter = await attach('2026-01-01', '2026-07-01');
      expect(winter.status).toBe(201);
      expect(winter.body.fee).toMatchObject({ effective_from: '2026-01-01T05:00:00.000Z', effective_to: '2026-07-01T04:00:00.000Z' });
      const iso = await attach('2026-08-01T10:00:00+02:00', '2026-09-01T00:00:00.5Z');
      expect(iso.body.fee).toMatchObject({ effective_from: '2026-08-01T08:00:00.000Z', effective_to: '2026-09-01T00:00:00.500Z' });
      for (const bad of ['2026-02-30', '2026-13-01', '2026-01-01T10:00:00', '01/02/2026', '']) {
        const res = await attach(bad, null);
        expect(res.status, bad).toBe(400);
        expect(res.body.error.details[0].path).toBe('body.effective_from');
      }
    });

    it('two concurrent open-ended versions: exactly one wins', async () => {
      const planId = await plan(h.api);
      const productId = await product(h.api);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => h.api.post(`/v1/plans/${planId}/fees`, { product_id: productId, price: { pricing_model: 'per_unit', amount: 1 } })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    });
  });

  describe('reading fees', () => {
    it("gets one fee and lists a plan's fees in the order attached", async () => {
      const planId = await plan(h.api);
      const a = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'A' }, price: { pricing_model: 'flat', amount: 100 } });
      h.clock.advance(1000);
      const b = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'B', billable_metric: TOKENS }, price: { pricing_model: 'per_unit', amount: 2 } });
      const one = await h.api.get(`/v1/plans/${planId}/fees/${a.body.fee.id}`);
      expect(one.status).toBe(200);
      expect(Object.keys(one.body)).toEqual(['success', 'fee', 'request_id']);
      expect(one.body.fee).toEqual(a.body.fee);
      const list = await h.api.get(`/v1/plans/${planId}/fees`);
      expect(Object.keys(list.body)).toEqual(['success', 'fees', 'request_id']);
      for (const fee of list.body.fees) expectShape(fee, PLAN_FEE);
      expect(list.body.fees).toEqual([a.body.fee, b.body.fee]);

      const otherPlan = await plan(h.api);
      expect((await h.api.get(`/v1/plans/${otherPlan}/fees/${a.body.fee.id}`)).status).toBe(404);
      expect((await h.api.get(`/v1/plans/${planId}/fees/nope`)).status).toBe(404);
      expect((await h.api.get('/v1/plans/nope/fees')).status).toBe(404);
      expect((await h.api.post('/v1/plans/nope/fees', { product: { name: 'x' }, price: { pricing_model: 'flat' } })).status).toBe(404);
    });

    it("hides another company's and the other mode's plans, fees, products and prices", async () => {
      const planId = await plan(h.api);
      const created = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Mine' }, price: { pricing_model: 'flat', amount: 100 } });
      const fee = created.body.fee;
      const other = await h.newCompany({ name: 'Intruder' });
      for (const client of [other.api, h.live]) {
        expect((await client.get(`/v1/plans/${planId}/fees`)).status).toBe(404);
        expect((await client.get(`/v1/plans/${planId}/fees/${fee.id}`)).body.error.code).toBe('NOT_FOUND');
        expect((await client.post(`/v1/plans/${planId}/fees`, { product: { name: 'x' }, price: { pricing_model: 'flat' } })).status).toBe(404);
        const ownPlan = await plan(client);
        const byProduct = await client.post(`/v1/plans/${ownPlan}/fees`, { product_id: fee.product.id, price: { pricing_model: 'flat' } });
        expect(byProduct.status).toBe(400);
        expect(byProduct.body.error.details[0].path).toBe('body.product_id');
        const byPrice = await client.post(`/v1/plans/${ownPlan}/fees`, { price_id: fee.price.id });
        expect(byPrice.status).toBe(400);
        expect(byPrice.body.error.details[0].path).toBe('body.price_id');
      }
    });
  });
});
