/**
 * Story: a price change. "Requests" costs 10 cents a request; on 10 January it becomes 20 cents.
 * The open-ended fee is ended at 10 January (POST /v1/plans/{id}/fees/{feeId} with effective_to),
 * a new version at 20 starts then, and January's invoice shows both rates.
 *
 * By hand: 2 requests before the 10th at 10 = 20; 3 after at 20 = 60; January's usage = 80 cents.
 *
 * Then the rules of the end, each refused with nothing changed: dates, overlap, charged usage,
 * other fields, tenancy; and the end reaching ingest at once (the rating cache's counter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan, setupSubscription } from '../support/builders.js';
import { billTo, brief, eventAt, invoicesOf, iso, usageFee } from '../billing/story.js';

describeEachStore('billing story: a usage fee ends on the 10th and a new price follows it', (kind) => {
  let h: Harness;
  let planId: string;
  let customerId: string;
  let subscriptionId: string;
  let firstFee: { id: string; product: { id: string } };
  let secondFeeId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    planId = (await setupPlan(h.api, { name: 'Usage', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    firstFee = (await usageFee(h, planId, 'Requests', { event_name: 'llm.completion' }, { amount: 10 })) as unknown as typeof firstFee;
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' })).id;
  });
  afterAll(() => h.close());

  it('rates at 10 before the change; a new version of an open-ended fee is an overlap', async () => {
    const a = await eventAt(h, customerId, '2026-01-03T10:00:00Z', 'llm.completion');
    expect(a.cost).toEqual([{ amount: '10', account_type: 'currency', currency_code: 'usd' }]);
    const clash = await h.api.post(`/v1/plans/${planId}/fees`, {
      product_id: firstFee.product.id,
      price: { pricing_model: 'per_unit', amount: 20 },
      effective_from: '2026-01-10T00:00:00Z',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('FEE_PERIOD_OVERLAP');
  });

  it('ends the fee on the 10th, and the new version at 20 follows it', async () => {
    h.clock.set('2026-01-05T08:00:00Z');
    const res = await h.api.post(`/v1/plans/${planId}/fees/${firstFee.id}`, { effective_to: '2026-01-10' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'fee', 'request_id']);
    expect(res.body.fee).toMatchObject({ id: firstFee.id, plan_id: planId, effective_from: null, effective_to: iso('2026-01-10'), price: { amount: 10 } });
    expect((await h.api.get(`/v1/plans/${planId}/fees/${firstFee.id}`)).body.fee.effective_to).toBe(iso('2026-01-10'));

    const next = await h.api.post(`/v1/plans/${planId}/fees`, {
      product_id: firstFee.product.id,
      price: { pricing_model: 'per_unit', amount: 20 },
      effective_from: '2026-01-10',
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    secondFeeId = next.body.fee.id;
    expect(next.body.fee).toMatchObject({ effective_from: iso('2026-01-10'), effective_to: null });
  });

  it('rates events before the 10th at 10 and from the 10th at 20', async () => {
    const b = await eventAt(h, customerId, '2026-01-09T23:59:59Z', 'llm.completion');
    expect(b.cost).toEqual([{ amount: '10', account_type: 'currency', currency_code: 'usd' }]);
    for (const at of ['2026-01-10T00:00:00Z', '2026-01-15T12:00:00Z', '2026-01-31T23:00:00Z']) {
      const after = await eventAt(h, customerId, at, 'llm.completion');
      expect(after.cost).toEqual([{ amount: '20', account_type: 'currency', currency_code: 'usd' }]);
    }
  });

  it("invoices January with both rates: 2 x 10 + 3 x 20 = 80", async () => {
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const january = (await invoicesOf(h.api, subscriptionId)).find((i) => i.period_start === iso('2026-01-01') && i.lines.length > 0);
    expect(january).toBeDefined();
    expect(brief(january!)).toEqual([
      ['Requests: 2 at $0.10 each', 2, 10, 20], // 3 Jan and 9 Jan, before the end
      ['Requests: 3 at $0.20 each', 3, 20, 60], // 10 Jan (the end is exclusive), 15 Jan, 31 Jan
    ]);
    expect(january!.total_cents).toBe(80);
  });

  it('refuses an end at or before an event the fee rated, and an end that overlaps the next version; nothing changes', async () => {
    h.clock.set('2026-02-02T00:00:00Z');
    // The last event the first fee rated is 9 Jan 23:59:59.
    const beforeCharge = await h.api.post(`/v1/plans/${planId}/fees/${firstFee.id}`, { effective_to: '2026-01-09T12:00:00Z' });
    expect(beforeCharge.status).toBe(409);
    expectShape(beforeCharge.body, ERROR_BODY);
    expect(beforeCharge.body.error.code).toBe('FEE_END_BEFORE_CHARGES');
    expect(beforeCharge.body.error.details).toEqual([expect.objectContaining({ path: 'body.effective_to' })]);
    // The second version rated 31 Jan: it cannot end on the 20th, after that it can.
    const second = await h.api.post(`/v1/plans/${planId}/fees/${secondFeeId}`, { effective_to: '2026-01-20' });
    expect(second.body.error.code).toBe('FEE_END_BEFORE_CHARGES');
    // Reopening or extending the first version runs into the second.
    for (const effective_to of [null, '2026-01-11']) {
      const overlap = await h.api.post(`/v1/plans/${planId}/fees/${firstFee.id}`, { effective_to });
      expect(overlap.status).toBe(409);
      expect(overlap.body.error.code).toBe('FEE_PERIOD_OVERLAP');
    }
    const fees = (await h.api.get(`/v1/plans/${planId}/fees`)).body.fees.map((f: { effective_from: string | null; effective_to: string | null }) => [f.effective_from, f.effective_to]);
    expect(fees).toEqual([
      [null, iso('2026-01-10')],
      [iso('2026-01-10'), null],
    ]);
  });

  it('refuses bad input with a 400 and unknown or foreign fees with a 404', async () => {
    const url = `/v1/plans/${planId}/fees/${secondFeeId}` as const;
    const cases: [unknown, string][] = [
      [{}, 'missing effective_to'],
      [{ effective_to: 'next tuesday' }, 'not a date'],
      [{ effective_to: '2026-01-10' }, 'not after effective_from'],
      [{ effective_to: '2026-01-05' }, 'before effective_from'],
      [{ effective_to: '2026-03-01', price: { pricing_model: 'per_unit', amount: 30 } }, 'another field'],
    ];
    for (const [body, why] of cases) {
      const res = await h.api.post(url, body);
      expect(res.status, why).toBe(400);
      expect(res.body.error.code, why).toBe('VALIDATION_ERROR');
    }
    const otherPlan = (await setupPlan(h.api, { name: 'Other', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    const other = await h.newCompany();
    for (const [client, path] of [
      [h.api, `/v1/plans/${planId}/fees/nope`],
      [h.api, `/v1/plans/nope/fees/${secondFeeId}`],
      [h.api, `/v1/plans/${otherPlan}/fees/${secondFeeId}`],
      [h.live, url],
      [other.api, url],
    ] as const) {
      const res = await client.post(path, { effective_to: '2026-03-01' });
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await h.api.get(url)).body.fee.effective_to).toBeNull();
  });
});

describeEachStore('ending a fee reaches ingest at once', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  describe('with the rating configuration cached by an earlier event', () => {
    it('rates nothing with the fee from its end on, without any other change to the plan', async () => {
      const planId = (await setupPlan(h.api, { name: 'Usage', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
      const fee = await setupFee(h.api, planId, { product: { name: 'Calls', billable_metric: { expression: { event_name: 'call' } } }, price: { pricing_model: 'per_unit', amount: 7 } });
      const customerId = (await setupCustomer(h.api)).id;
      await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
      h.clock.set('2026-01-02T00:00:00Z');
      const before = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'call', {}, { timestamp: '2026-01-02T00:00:00Z' }));
      expect(before.body.cost).toEqual([{ amount: '7', account_type: 'currency', currency_code: 'usd' }]);
      h.clock.set('2026-01-03T00:00:00Z');
      expect((await h.api.post(`/v1/plans/${planId}/fees/${fee.id}`, { effective_to: '2026-01-03T00:00:00Z' })).status).toBe(200);
      const after = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'call', {}, { timestamp: '2026-01-03T00:00:00Z' }));
      expect(after.status).toBe(200);
      expect(after.body.cost ?? []).not.toContainEqual(expect.objectContaining({ amount: '7' }));
      const charges = await h.testStore.store.db.selectFrom('event_charges').select('event_timestamp').where('fee_id', '=', fee.id).execute();
      expect(charges.map((c) => c.event_timestamp)).toEqual([iso('2026-01-02T00:00:00Z')]);
    });
  });
});
