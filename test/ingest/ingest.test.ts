import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { expectShape, nested, oneOf, shape } from '../support/shape.js';
import { grant, ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';

const COST_ITEM = shape({ amount: 'decimal', account_type: oneOf('pricing_unit', 'currency') }, { pricing_unit_code: 'string', currency_code: 'string' });
const BALANCE_ITEM = shape({ balance: 'decimal', account_type: oneOf('pricing_unit', 'currency') }, { pricing_unit_code: 'string', currency_code: 'string' });
const INGEST_RESULT = shape(
  { success: 'boolean', status: oneOf('inserted', 'duplicate', 'failed'), request_id: 'string' },
  { usage_id: 'string', cost: nested(COST_ITEM, { array: true }), customer_balances: nested(BALANCE_ITEM, { array: true }), error: nested(shape({ code: 'string', message: 'string' })) },
);

describeEachStore('ingest', (kind) => {
  let h: Harness;
  let customerId: string;
  let unitId: string;
  let subscriptionId: string;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    unitId = unit.id;
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
    planId = plan.id;
    await setupFee(h.api, plan.id, {
      product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
      price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unitId },
    });
    await setupFee(h.api, plan.id, {
      product: { name: 'Compute', cost_metric: { expression: { event_name: 'job.run', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } },
      price: { pricing_model: 'cost_plus', pricing_unit_id: unitId, cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
    });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
    await grant(h.api, subscriptionId, { amount: 1000, pricing_unit_code: 'credits' });
  });
  afterAll(() => h.close());

  it('prices a per-unit event, draws the wallet, and answers cost and balances', async () => {
    const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', { tokens: 1500 }));
    expect(res.status).toBe(200);
    expectShape(res.body, INGEST_RESULT);
    expect(res.body).toMatchObject({
      success: true,
      status: 'inserted',
      cost: [{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
      customer_balances: [{ balance: '997', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
    });
    expect(res.headers['x-request-id']).toBe(res.body.request_id);
  });

  it('prices cost-plus from the event cost, converted at the conversion rate', async () => {
    const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'job.run', { cost_usd: 0.5 }));
    // 50 cents x 1.5 = 75 cents; 100 cents buy 10 credits -> 7.5 credits
    expect(res.body.cost).toEqual([{ amount: '7.5', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    expect(res.body.customer_balances![0]!.balance).toBe('989.5');
  });

  it('answers a repeated key as duplicate with the original usage_id and cost, writing nothing', async () => {
    const body = ingestBody(customerId, 'llm.completion', { tokens: 1000 });
    const first = await h.api.post('/v1/events/ingest', body);
    const again = await h.api.post('/v1/events/ingest', { ...body, properties: { tokens: 999999 } });
    expect(again.body).toMatchObject({ success: true, status: 'duplicate', usage_id: first.body.usage_id, cost: first.body.cost });
    expect(again.body.customer_balances).toEqual(first.body.customer_balances);
    const listed = await h.api.get('/v1/events', { customer_id: customerId });
    expect(listed.body.events.filter((e: { idempotency_key: string }) => e.idempotency_key === body.idempotency_key)).toHaveLength(1);
  });

  it('stores an event that matches no fee with an empty cost', async () => {
    const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'page.view', { path: '/' }, { session_id: 'sess-1' }));
    expect(res.body).toMatchObject({ success: true, status: 'inserted', cost: [] });
    const listed = await h.api.get('/v1/events', { customer_id: customerId, event_name: 'page.view' });
    expect(listed.body.events[0]).toMatchObject({ id: res.body.usage_id, session_id: 'sess-1', properties: { path: '/' }, cost: [], charges: [] });
  });

  it('refuses timestamps that are not UTC, and unknown customers', async () => {
    for (const timestamp of ['2026-01-15T12:00:00+01:00', '2026-01-15T12:00:00', '2026-01-15', 'yesterday', '2026-02-30T00:00:00Z']) {
      const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', {}, { timestamp }));
      expect(res.status, timestamp).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await h.api.post('/v1/events/ingest', ingestBody(customerId, 'x', {}, { timestamp: '2026-01-15T12:00:00+00:00' }))).body.status).toBe('inserted');
    const unknown = await h.api.post('/v1/events/ingest', ingestBody('zzzzzzzzzzzzzzzzzzzzzzzz', 'x'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('CUSTOMER_NOT_FOUND');
    const missing = await h.api.post('/v1/events/ingest', { event_name: 'x', customer_id: customerId, timestamp: '2026-01-15T12:00:00Z' });
    expect(missing.body.error.details).toEqual([{ path: 'body.idempotency_key', message: 'is required' }]);
  });

  it('fails an event whose cost cannot be converted, storing nothing', async () => {
    const plan = await setupPlan(h.api, { type: 'credits' });
    const euroUnit = await setupPricingUnit(h.api, 'tokens_eu');
    await setupFee(h.api, plan.id, {
      product: { name: 'EU compute', cost_metric: { expression: { event_name: 'eu.job', cost: { property: 'cost', currency_code: 'usd', unit: 'minor' } } } },
      price: { pricing_model: 'cost_plus', pricing_unit_id: euroUnit.id, cost_plus: { markup_mode: 'target_margin', target_margin: 0.2 } },
    });
    const customer = await setupCustomer(h.api);
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    const body = ingestBody(customer.id, 'eu.job', { cost: 80 });
    const res = await h.api.post('/v1/events/ingest', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, status: 'failed', error: { code: 'CONVERSION_RATE_MISSING' } });
    expect((await h.api.get('/v1/events', { customer_id: customer.id })).body.events).toEqual([]);
    // Once a rate exists the same key goes through: 80 / (1 - 0.2) = 100 cents = 1 unit at 100 cents per unit.
    await h.api.post(`/v1/pricing-units/${euroUnit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 1 });
    const retried = await h.api.post('/v1/events/ingest', body);
    expect(retried.body).toMatchObject({ status: 'inserted', cost: [{ amount: '1', pricing_unit_code: 'tokens_eu' }], customer_balances: [{ balance: '-1' }] });
  });

  it('creates one event and one charge for 50 simultaneous requests with one key', async () => {
    const customer = await setupCustomer(h.api);
    const body = ingestBody(customer.id, 'llm.completion', { tokens: 1000 });
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.api.post('/v1/events/ingest', body)));
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'inserted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(49);
    expect(new Set(answers.map((a) => a.body.usage_id)).size).toBe(1);
    const events = (await h.api.get('/v1/events', { customer_id: customer.id })).body.events;
    expect(events).toHaveLength(1);
    expect(events[0]!.charges).toHaveLength(1);
    const balances = (await h.api.get(`/v1/customers/${customer.id}/balances`)).body.balances;
    expect(balances).toEqual([{ balance: '-2', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('loses no update when one customer sends many events at once', async () => {
    const customer = await setupCustomer(h.api);
    const subscription = await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    await grant(h.api, subscription.id, { amount: 50, pricing_unit_code: 'credits' });
    const answers = await Promise.all(Array.from({ length: 60 }, () => h.api.post('/v1/events/ingest', ingestBody(customer.id, 'llm.completion', { tokens: 500 }))));
    expect(answers.every((a) => a.body.status === 'inserted')).toBe(true);
    // 60 x 1 credit from a 50-credit grant: 10 credits of overdraft.
    const balances = (await h.api.get(`/v1/customers/${customer.id}/balances`)).body.balances;
    expect(balances).toEqual([{ balance: '-10', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('rates the very next event with a fee added a moment ago (no stale rating cache)', async () => {
    const plan = await setupPlan(h.api, { type: 'credits' });
    const customer = await setupCustomer(h.api);
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    const before = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'api.call'));
    expect(before.body.cost).toEqual([]);
    await setupFee(h.api, plan.id, {
      product: { name: 'API calls', billable_metric: { expression: { event_name: 'api.call' } } },
      price: { pricing_model: 'per_unit', amount: 3, pricing_unit_id: unitId },
    });
    const after = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'api.call'));
    expect(after.body.cost).toEqual([{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('chooses the fee version in force at the event timestamp, effective_to exclusive', async () => {
    const plan = await setupPlan(h.api, { type: 'credits' });
    const product = { name: 'Calls v', billable_metric: { expression: { event_name: 'versioned.call' } } };
    const first = await setupFee(h.api, plan.id, { product, price: { pricing_model: 'per_unit', amount: 1, pricing_unit_id: unitId }, effective_to: '2026-01-10T00:00:00Z' });
    const fee = (await h.api.get(`/v1/plans/${plan.id}/fees/${first.id}`)).body.fee;
    await setupFee(h.api, plan.id, { product_id: fee.product.id, price: { pricing_model: 'per_unit', amount: 5, pricing_unit_id: unitId }, effective_from: '2026-01-10T00:00:00Z' });
    const customer = await setupCustomer(h.api);
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    const costAt = async (timestamp: string) =>
      (await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'versioned.call', {}, { timestamp }))).body.cost![0]?.amount;
    expect(await costAt('2026-01-09T23:59:59.999Z')).toBe('1');
    expect(await costAt('2026-01-10T00:00:00.000Z')).toBe('5');
    expect(await costAt('2025-12-31T23:59:59.999Z')).toBeUndefined(); // before the subscription started
  });
});
