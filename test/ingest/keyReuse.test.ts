/**
 * A repeated `idempotency_key` is `duplicate` whatever the body (the contract); when the event
 * sent is not the stored one, its result also says IDEMPOTENCY_KEY_REUSED, so a client's key bug
 * shows instead of passing for a retry. Nothing is stored or charged again either way.
 *
 * The money: tokens at 2 credits per 1,000, a grant of 1,000 credits. The first event, 1,500
 * tokens, costs 3 credits (balance 997); every duplicate after it, however its body differs,
 * answers that same cost and leaves the balance at 997.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';

describeEachStore('ingest: a key reused for another event', (kind) => {
  let h: Harness;
  let customerId: string;
  let otherCustomerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
    await setupFee(h.api, plan.id, {
      product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
      price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id },
    });
    customerId = (await setupCustomer(h.api)).id;
    otherCustomerId = (await setupCustomer(h.api, { name: 'Other' })).id;
    const subscription = await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    await grant(h.api, subscription.id, { amount: 1000, pricing_unit_code: 'credits' });
  });
  afterAll(() => h.close());

  const CHARGED = { cost: [{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }], customer_balances: [{ balance: '997', account_type: 'pricing_unit', pricing_unit_code: 'credits' }] };

  it('answers a retry as a plain duplicate, and another event under the key as a duplicate that says IDEMPOTENCY_KEY_REUSED', async () => {
    const event = ingestBody(customerId, 'llm.completion', { tokens: 1500, model: 'gpt-4o' });
    const first = await h.api.post('/v1/events/ingest', event);
    expect(first.body).toMatchObject({ status: 'inserted', ...CHARGED });

    // The same event, properties in another order and the timestamp written with +00:00: a retry.
    const retry = await h.api.post('/v1/events/ingest', { ...event, timestamp: '2026-01-15T12:00:00+00:00', properties: { model: 'gpt-4o', tokens: 1500 } });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ success: true, status: 'duplicate', request_id: retry.body.request_id, usage_id: first.body.usage_id, ...CHARGED });

    // The same key for 9,000 tokens: not stored, not charged (balance still 997), and said so.
    const reused = await h.api.post('/v1/events/ingest', { ...event, properties: { tokens: 9000, model: 'gpt-4o' } });
    expect(reused.status).toBe(200);
    expect(reused.body).toEqual({
      success: true,
      status: 'duplicate',
      request_id: reused.body.request_id,
      usage_id: first.body.usage_id,
      ...CHARGED,
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('different properties') },
    });

    const elsewhere = await h.api.post('/v1/events/ingest', { ...event, customer_id: otherCustomerId, timestamp: '2026-01-15T12:00:01Z' });
    expect(elsewhere.body.status).toBe('duplicate');
    expect(elsewhere.body.error.message).toContain('different customer_id, timestamp;');
    expect((await h.api.get('/v1/events', { customer_id: otherCustomerId })).body.events).toEqual([]);
    expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances).toEqual(CHARGED.customer_balances);
  });

  it('says so in a batch too, against a stored event and against an earlier event of the same batch', async () => {
    const stored = ingestBody(customerId, 'llm.completion', { tokens: 0 });
    expect((await h.api.post('/v1/events/ingest', stored)).body.status).toBe('inserted');
    const fresh = ingestBody(customerId, 'llm.completion', { tokens: 0 });
    const res = await h.api.post('/v1/events/batch', {
      events: [
        stored, // a retry of the stored event
        { ...stored, event_name: 'llm.embedding' }, // another event under the stored key
        fresh, // new
        fresh, // the same event again in the batch
        { ...fresh, session_id: 'sess-2' }, // another event under the batch's own new key
      ],
    });
    expect(res.status).toBe(200);
    const results = res.body.results as Array<{ status: string; usage_id: string; error?: { code: string; message: string } }>;
    expect(results.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'inserted', 'duplicate', 'duplicate']);
    expect(results.map((r) => r.error?.code ?? null)).toEqual([null, 'IDEMPOTENCY_KEY_REUSED', null, null, 'IDEMPOTENCY_KEY_REUSED']);
    expect(results[1]?.error?.message).toContain('different event_name;');
    expect(results[4]?.error?.message).toContain('different session_id;');
    expect(results[4]?.usage_id).toBe(results[2]?.usage_id);
  });
});
