/**
 * An event that matches a product's metric but cannot be priced is never stored as silently free:
 * it is refused (nothing stored, the same key works once the event or the price is right), with a
 * code saying why. Input that is out of bounds is a 400 naming the field.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';

describeEachStore('unpriceable and out-of-bounds events', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
    await setupFee(h.api, plan.id, {
      product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
      price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id },
    });
    await setupFee(h.api, plan.id, {
      product: { name: 'Compute', cost_metric: { expression: { event_name: 'job.run', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } },
      price: { pricing_model: 'cost_plus', pricing_unit_id: unit.id, cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
    });
    customerId = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  async function storedKeys(): Promise<string[]> {
    const res = await h.api.get('/v1/events', { customer_id: customerId, limit: '100' });
    return res.body.events.map((e: { idempotency_key: string }) => e.idempotency_key);
  }

  it('refuses a metered property that is not a number, and takes the same key once corrected', async () => {
    const body = ingestBody(customerId, 'llm.completion', { tokens: 'lots' });
    const res = await h.api.post('/v1/events/ingest', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, status: 'failed', error: { code: 'QUANTITY_NOT_NUMERIC' } });
    expect(await storedKeys()).not.toContain(body.idempotency_key);
    // 1,500 tokens x 2 / 1,000 = 3 credits
    const retry = await h.api.post('/v1/events/ingest', { ...body, properties: { tokens: 1500 } });
    expect(retry.body).toMatchObject({ status: 'inserted', cost: [{ amount: '3' }] });
  });

  it('stores an event without the metered property as contributing nothing to that fee', async () => {
    const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', { model: 'x' }));
    expect(res.body).toMatchObject({ status: 'inserted', cost: [] });
  });

  it('refuses a cost-plus event without its cost', async () => {
    const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'job.run', { seconds: 3 }));
    expect(res.body).toMatchObject({ success: false, status: 'failed', error: { code: 'COST_MISSING' } });
    const priced = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'job.run', { cost_usd: '0.5' }));
    // 50 cents x 1.5 = 75 cents; 100 cents buy 10 credits -> 7.5 credits
    expect(priced.body).toMatchObject({ status: 'inserted', cost: [{ amount: '7.5' }] });
  });

  it('answers 400 naming the field for a negative or enormous quantity or cost, and stores nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['llm.completion', { tokens: -1000 }, 'body.properties.tokens'],
      ['llm.completion', { tokens: '10000000000000001' }, 'body.properties.tokens'],
      ['job.run', { cost_usd: -2 }, 'body.properties.cost_usd'],
    ];
    for (const [name, properties, path] of cases) {
      const body = ingestBody(customerId, name, properties);
      const res = await h.api.post('/v1/events/ingest', body);
      expect(res.status, JSON.stringify(properties)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
      expect(res.body.error.message).toContain(path);
      expect(await storedKeys()).not.toContain(body.idempotency_key);
    }
  });

  it('answers 400 for numbers it cannot read exactly and for nesting beyond 16 levels', async () => {
    const unsafe = await h.api.post('/v1/events/ingest', JSON.stringify(ingestBody(customerId, 'llm.completion', {})).replace('"properties":{}', '"properties":{"tokens":9007199254740993}'), {
      'content-type': 'application/json',
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.error.message).toContain('body.properties.tokens');
    // A 10 KB body nested 5,000 levels deep (written as text: the test's own JSON.stringify would overflow).
    const deep = `${'{"d":'.repeat(5000)}{"leaf":1}${'}'.repeat(5000)}`;
    const text = JSON.stringify(ingestBody(customerId, 'llm.completion', {})).replace('"properties":{}', `"properties":${deep}`);
    const nested = await h.api.post('/v1/events/ingest', text, { 'content-type': 'application/json' });
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    // A quantity sent as a decimal string is read digit for digit (within the 10^15 bound):
    // 999,999,999,999,999 x 2 / 1,000 = 1,999,999,999,999.998
    const exact = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', { tokens: '999999999999999' }));
    expect(exact.body).toMatchObject({ status: 'inserted', cost: [{ amount: '1999999999999.998' }] });
  });

  it('fails such events alone inside a batch, naming the event', async () => {
    const good = ingestBody(customerId, 'llm.completion', { tokens: 1000 });
    const res = await h.api.post('/v1/events/batch', {
      events: [ingestBody(customerId, 'llm.completion', { tokens: 'x' }), ingestBody(customerId, 'llm.completion', { tokens: -1 }), good],
    });
    expect(res.status).toBe(200);
    const [notNumeric, negative, ok] = res.body.results;
    expect(notNumeric!.error!.code).toBe('QUANTITY_NOT_NUMERIC');
    expect(negative).toMatchObject({ status: 'failed', error: { code: 'VALIDATION_ERROR' } });
    expect(negative!.error!.message).toContain('events[1].properties.tokens');
    expect(ok).toMatchObject({ status: 'inserted', cost: [{ amount: '2' }] });
  });
});
