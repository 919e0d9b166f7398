/**
 * POST /v1/events/batch: each event with the single endpoint's semantics, one result per event in
 * order, one bad event failing alone, a malformed envelope a 400, and one request for the limit.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';

describeEachStore('ingest batch', (kind) => {
  let h: Harness;
  let customerId: string;
  let otherId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { config: { metricsEnabled: true } });
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
    await setupFee(h.api, plan.id, {
      product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
      price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id },
    });
    customerId = (await setupCustomer(h.api)).id;
    otherId = (await setupCustomer(h.api)).id;
    const subscription = await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    await setupSubscription(h, h.api, { customer_id: otherId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    await grant(h.api, subscription.id, { amount: 10, pricing_unit_code: 'credits' });
  });
  afterAll(() => h.close());

  it('answers one result per event, in order, with balances right after each event', async () => {
    // 10 credits granted; each event costs 1500 x 2 / 1000 = 3 credits: 7, 4, 1, then -2 (overdraft).
    const events = [1, 2, 3, 4].map(() => ingestBody(customerId, 'llm.completion', { tokens: 1500 }));
    const res = await h.api.post('/v1/events/batch', { events });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.request_id).toBe(res.headers['x-request-id']);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['inserted', 'inserted', 'inserted', 'inserted']);
    expect(res.body.results.map((r) => r.customer_balances?.[0]?.balance)).toEqual(['7', '4', '1', '-2']);
    expect(res.body.results[0]).toMatchObject({ success: true, cost: [{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }] });
    expect(res.body.results[0]).not.toHaveProperty('request_id');
    const balances = await h.api.get(`/v1/customers/${customerId}/balances`);
    expect(balances.body.balances).toEqual([{ balance: '-2', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('fails a bad event alone: validation, unknown customer, NUL, non-UTC timestamp', async () => {
    const good = ingestBody(otherId, 'llm.completion', { tokens: 1000 });
    const res = await h.api.post('/v1/events/batch', {
      events: [
        { ...ingestBody(otherId, 'llm.completion'), event_name: '' },
        ingestBody('cunknowncustomer0000000001', 'llm.completion', { tokens: 1 }),
        good,
        ingestBody(otherId, 'llm.completion', { note: 'a\u0000b' }),
        { ...ingestBody(otherId, 'llm.completion'), timestamp: '2026-01-15T12:00:00+02:00' },
        { ...ingestBody(otherId, 'llm.completion'), surprise: true },
        'not an object',
      ],
    });
    expect(res.status).toBe(200);
    const [empty, unknown, ok, nul, offset, extra, text] = res.body.results;
    expect(empty).toMatchObject({ success: false, status: 'failed', error: { code: 'VALIDATION_ERROR' } });
    expect(empty!.error!.message).toContain('events[0].event_name');
    expect(unknown).toMatchObject({ success: false, status: 'failed', error: { code: 'CUSTOMER_NOT_FOUND' } });
    expect(ok).toMatchObject({ success: true, status: 'inserted', cost: [{ amount: '2' }] });
    expect(nul).toMatchObject({ status: 'failed', error: { code: 'VALIDATION_ERROR' } });
    expect(nul!.error!.message).toContain('events[3].properties.note');
    expect(offset).toMatchObject({ status: 'failed', error: { code: 'VALIDATION_ERROR' } });
    expect(offset!.error!.message).toContain('events[4].timestamp');
    expect(extra!.error!.message).toContain('events[5].surprise');
    expect(text).toMatchObject({ status: 'failed', error: { code: 'VALIDATION_ERROR' } });
    const stored = await h.api.get('/v1/events', { customer_id: otherId });
    expect(stored.body.events.map((e: { idempotency_key: string }) => e.idempotency_key)).toContain(good.idempotency_key);
    expect(stored.body.events).toHaveLength(1);
  });

  it('treats a key repeated in the batch as a duplicate of its first stored occurrence, and a stored key as a duplicate', async () => {
    const first = ingestBody(otherId, 'llm.completion', { tokens: 1000 });
    const res = await h.api.post('/v1/events/batch', { events: [first, { ...first, properties: { tokens: 9000 } }, first] });
    const [a, b, c] = res.body.results;
    expect(a!.status).toBe('inserted');
    expect(b).toMatchObject({ status: 'duplicate', usage_id: a!.usage_id, cost: a!.cost });
    expect(c).toMatchObject({ status: 'duplicate', usage_id: a!.usage_id, cost: a!.cost });
    const again = await h.api.post('/v1/events/batch', { events: [first] });
    expect(again.body.results[0]).toMatchObject({ status: 'duplicate', usage_id: a!.usage_id });
    const single = await h.api.post('/v1/events/ingest', first);
    expect(single.body).toMatchObject({ status: 'duplicate', usage_id: a!.usage_id });
  });

  it('refuses a malformed envelope with 400 and stores nothing', async () => {
    const before = (await h.api.get('/v1/events', { limit: '100' })).body.events.length;
    const tooMany = Array.from({ length: 1001 }, () => ingestBody(otherId, 'llm.completion', { tokens: 1 }));
    for (const body of [{}, { events: [] }, { events: 'x' }, { events: tooMany }, { events: [], extra: 1 }, [ingestBody(otherId, 'x')]]) {
      const res = await h.api.post('/v1/events/batch', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await h.api.get('/v1/events', { limit: '100' })).body.events.length).toBe(before);
  });

  it('takes 1,000 events in one request, counted once by the rate limit', async () => {
    const events = Array.from({ length: 1000 }, (_, i) => ingestBody(otherId, 'llm.other', { i }));
    const res = await h.api.post('/v1/events/batch', { events });
    expect(res.status).toBe(200);
    expect(res.body.results.filter((r: { status: string }) => r.status === 'inserted')).toHaveLength(1000);
    const remainingBefore = Number(res.headers['x-ratelimit-remaining']);
    const next = await h.api.post('/v1/events/batch', { events: events.slice(0, 10) });
    expect(Number(next.headers['x-ratelimit-remaining'])).toBe(remainingBefore - 1);
    expect(next.body.results.every((r: { status: string }) => r.status === 'duplicate')).toBe(true);
  });

  it('counts batches, events and statements at /metrics', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^meterline_ingest_batches_total \d+$/m);
    expect(res.body).toMatch(/^meterline_ingest_statements_total \d+$/m);
    const events = Number(/^meterline_ingest_events_total (\d+)$/m.exec(res.body)?.[1]);
    expect(events).toBeGreaterThanOrEqual(1000);
  });

  it.runIf(kind === 'postgres')('stores a warm batch on PostgreSQL in seven round trips, whatever its size', async () => {
    const counters = async () => {
      const body = (await h.app.inject({ method: 'GET', url: '/metrics' })).body;
      return { batches: Number(/^meterline_ingest_batches_total (\d+)$/m.exec(body)?.[1]), statements: Number(/^meterline_ingest_statements_total (\d+)$/m.exec(body)?.[1]) };
    };
    // Warm: the customer's wallet exists and is known, the plan's rates are cached.
    expect((await h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', { tokens: 100 }))).status).toBe(200);
    for (const size of [1, 40]) {
      const before = await counters();
      const events = Array.from({ length: size }, () => ingestBody(customerId, 'llm.completion', { tokens: 100 }));
      const res = await h.api.post('/v1/events/batch', { events });
      expect(res.body.results.every((r: { status: string }) => r.status === 'inserted')).toBe(true);
      const after = await counters();
      expect(after.batches - before.batches).toBe(1);
      // BEGIN, SET LOCAL, the scope's read (alerts included), the wallet locks, their live grants,
      // the events with their charges and draws (one statement), COMMIT.
      expect(after.statements - before.statements).toBe(7);
    }
  });
});
