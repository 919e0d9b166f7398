/** POST /v1/billing/run: test mode only, validated, scoped to the caller's company and mode. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { expectShape } from '../support/shape.js';
import { BILLING_RUN, ERROR_BODY } from '../support/contract.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import type { Client } from '../support/harness.js';
import { billTo, flatFee, invoicesOf } from './story.js';

describeEachStore('POST /v1/billing/run', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  async function subscribed(api: Client) {
    const plan = await setupPlan(api, { invoicing_cadence: 'monthly' });
    const fee = await api.post(`/v1/plans/${plan.id}/fees`, { product: { name: 'Platform' }, price: { pricing_model: 'flat', amount: 900 } });
    expect(fee.status).toBe(201);
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.subscription.id as string;
  }

  it('answers the run in its shape, in order', async () => {
    const res = await h.api.post('/v1/billing/run', { as_of: '2026-01-01T00:00:00+01:00' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'run', 'request_id']);
    expectShape(res.body.run, BILLING_RUN);
    expect(Object.keys(res.body.run)).toEqual(['as_of', 'test_clock', 'subscriptions_advanced', 'invoices_created', 'grants_issued', 'grants_expired', 'problems', 'held', 'complete', 'steps_taken', 'stopped_at']);
    expect(res.body.run.as_of).toBe('2025-12-31T23:00:00.000Z');
    expect(res.body.run.test_clock).toBe('2025-12-31T23:00:00.000Z');
  });

  it('refuses live keys with 422 TEST_MODE_ONLY, billing nothing', async () => {
    const liveSubscription = await subscribed(h.live);
    // The create opened the first period: its invoice is the only one.
    const opened = await invoicesOf(h.live, liveSubscription);
    expect(opened).toHaveLength(1);
    const res = await h.live.post('/v1/billing/run', { as_of: '2026-02-01T00:00:00Z' });
    expect(res.status).toBe(422);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('TEST_MODE_ONLY');
    expect(await invoicesOf(h.live, liveSubscription)).toEqual(opened);
    // A test-mode run does not touch live data either.
    await billTo(h.api, '2026-02-01T00:00:00Z');
    expect(await invoicesOf(h.live, liveSubscription)).toEqual(opened);
  });

  it('validates as_of', async () => {
    for (const body of [{}, { as_of: 'tomorrow' }, { as_of: '2026-02-30T00:00:00Z' }, { as_of: '2026-02-01' }, { as_of: 5 }]) {
      const res = await h.api.post('/v1/billing/run', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0].path).toBe('body.as_of');
    }
    const extra = await h.api.post('/v1/billing/run', { as_of: '2026-02-01T00:00:00Z', dry_run: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error.details[0].path).toBe('body.dry_run');
  });

  it('bills only the calling company', async () => {
    const other = await h.newCompany();
    const theirs = await subscribed(other.api);
    const ours = await subscribed(h.api);
    // Each create opened its subscription's first period (one invoice each); runs bill the rest.
    const run = await billTo(h.api, '2026-03-01T00:00:00Z');
    expect(run.invoices_created).toBeGreaterThanOrEqual(2);
    expect(await invoicesOf(h.api, ours)).toHaveLength(3);
    expect(await invoicesOf(other.api, theirs)).toHaveLength(1);
    await billTo(other.api, '2026-02-01T00:00:00Z');
    expect(await invoicesOf(other.api, theirs)).toHaveLength(2);
  });

  it('does not bill a subscription before it starts, nor one awaiting a payment method', async () => {
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 900);
    const customer = await setupCustomer(h.api);
    const later = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-09-01T00:00:00Z' });
    await billTo(h.api, '2026-08-31T23:59:59.999Z');
    expect(await invoicesOf(h.api, later.body.subscription.id)).toEqual([]);
    // Another customer (one live subscription per plan), starting later than the clock so its
    // create opens nothing, then waiting for a payment method.
    const waiting = await setupCustomer(h.api);
    const pending = await h.api.post('/v1/subscriptions', { customer_id: waiting.id, plan_id: plan.id, start_date: '2026-09-01T00:00:00Z' });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    await h.api.post(`/v1/subscriptions/${pending.body.subscription.id}`, { status: 'pending_payment_method' });
    await billTo(h.api, '2026-09-01T00:00:00Z');
    expect(await invoicesOf(h.api, pending.body.subscription.id)).toEqual([]);
    expect(await invoicesOf(h.api, later.body.subscription.id)).toHaveLength(1);
  });
});
