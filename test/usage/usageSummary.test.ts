/**
 * Where did the credits go: GET /v1/customers/{id}/usage, a hand-computed story on both stores.
 *
 * Company in Europe/Berlin (UTC+1 in January). A usage plan in usd with two fees:
 *   Requests: count of api.request, 10 cents each (usd)
 *   Tokens:   sum of llm.completion tokens, 2 credits per 1,000 tokens
 * Events (UTC -> Berlin day):
 *   e0 api.request              2026-01-12T22:59:59Z  (Jan 12, 23:59:59)  before `from`: excluded
 *   e1 api.request              2026-01-13T22:30:00Z  (Jan 13, 23:30)     10 cents
 *   e2 api.request              2026-01-13T23:30:00Z  (Jan 14, 00:30)     10 cents
 *   e3 llm.completion 1,500 tk  2026-01-14T10:00:00Z  (Jan 14)            1,500 x 2 / 1,000 = 3 credits
 *   e4 llm.completion   250 tk  2026-01-14T11:00:00Z  (Jan 14)              250 x 2 / 1,000 = 0.5 credits
 *   e5 page.view                2026-01-14T12:00:00Z  (Jan 14)            matches no fee: cost []
 *   e6 api.request              2026-01-15T08:00:00Z  (Jan 15, 09:00)     at `to` (exclusive): excluded
 *   a failed llm.completion (tokens "abc"): refused at ingest, stored nowhere, counted nowhere.
 * Query: from=2026-01-13 (Berlin midnight = 2026-01-12T23:00Z), to=2026-01-15T08:00:00Z.
 *   by product:    Requests 2 requests, 20 cents;  Tokens 1,750 tokens, 3.5 credits
 *   by event_name: api.request 2 events, 20 cents; llm.completion 2, 3.5 credits; page.view 1, []
 *   by day:        2026-01-13: 1 event, 10 cents
 *                  2026-01-14: 4 events, 10 cents and 3.5 credits
 *                  2026-01-15: 0 events, []   (the range touches the day until 09:00 Berlin)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';

const RANGE = { from: '2026-01-13', to: '2026-01-15T08:00:00Z' };
const cents = (amount: string) => ({ amount, account_type: 'currency', currency_code: 'usd' });
const credits = (amount: string) => ({ amount, account_type: 'pricing_unit', pricing_unit_code: 'credits' });

describeEachStore('usage summary', (kind) => {
  let h: Harness;
  let customerId: string;
  let requestsProduct: string;
  let tokensProduct: string;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { timezone: 'Europe/Berlin' } });
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(h.api, { type: 'usage', currency_code: 'usd' });
    const requests = await setupFee(h.api, plan.id, {
      product: { name: 'Requests', billable_metric: { expression: { event_name: 'api.request', aggregation: 'count' } } },
      price: { pricing_model: 'per_unit', amount: 10, currency_code: 'usd' },
    });
    const tokens = await setupFee(h.api, plan.id, {
      product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
      price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id },
    });
    requestsProduct = (requests as unknown as { product: { id: string } }).product.id;
    tokensProduct = (tokens as unknown as { product: { id: string } }).product.id;
    customerId = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });

    const events: Array<[string, Record<string, unknown>, string]> = [
      ['api.request', {}, '2026-01-12T22:59:59Z'],
      ['api.request', {}, '2026-01-13T22:30:00Z'],
      ['api.request', {}, '2026-01-13T23:30:00Z'],
      ['llm.completion', { tokens: 1500 }, '2026-01-14T10:00:00Z'],
      ['llm.completion', { tokens: 250 }, '2026-01-14T11:00:00Z'],
      ['page.view', {}, '2026-01-14T12:00:00Z'],
      ['api.request', {}, '2026-01-15T08:00:00Z'],
    ];
    for (const [name, properties, timestamp] of events) {
      const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, name, properties, { timestamp }));
      expect(res.body.status, JSON.stringify(res.body)).toBe('inserted');
    }
    const refused = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', { tokens: 'abc' }, { timestamp: '2026-01-14T13:00:00Z' }));
    expect(refused.body.status).toBe('failed');
  });
  afterAll(() => h.close());

  const usage = (group_by: string, query: Record<string, string> = RANGE, id = customerId) =>
    h.api.get(`/v1/customers/${id}/usage`, { ...query, group_by });

  it('groups by product: the metered quantity and the cost per denomination', async () => {
    const res = await usage('product');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      usage: [
        { key: requestsProduct, quantity: '2', cost: [cents('20')] },
        { key: tokensProduct, quantity: '1750', cost: [credits('3.5')] },
      ].sort((a, b) => (a.key < b.key ? -1 : 1)),
      request_id: res.body.request_id,
    });
  });

  it('groups by event name: stored events counted, unpriced ones with an empty cost', async () => {
    const res = await usage('event_name');
    expect(res.status).toBe(200);
    expect(res.body.usage).toEqual([
      { key: 'api.request', quantity: '2', cost: [cents('20')] },
      { key: 'llm.completion', quantity: '2', cost: [credits('3.5')] },
      { key: 'page.view', quantity: '1', cost: [] },
    ]);
  });

  it('groups by day in the company time zone, every day of the range listed', async () => {
    const res = await usage('day');
    expect(res.status).toBe(200);
    expect(res.body.usage).toEqual([
      { key: '2026-01-13', quantity: '1', cost: [cents('10')] },
      { key: '2026-01-14', quantity: '4', cost: [cents('10'), credits('3.5')] },
      { key: '2026-01-15', quantity: '0', cost: [] },
    ]);
  });

  it('answers nothing for a range without events', async () => {
    const res = await usage('event_name', { from: '2025-06-01T00:00:00Z', to: '2025-07-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body.usage).toEqual([]);
  });

  describe('bad input is a 400 and another company sees nothing', () => {
    it('refuses an unknown group_by, a missing or malformed bound, a backwards or over-long range', async () => {
      for (const [group, query] of [
        ['model', RANGE],
        ['', RANGE],
        ['day', { from: 'yesterday', to: RANGE.to }],
        ['day', { from: '2026-02-30', to: '2026-03-02' }],
        ['day', { from: '2026-01-14T00:00:00', to: RANGE.to }],
        ['day', { from: RANGE.to, to: RANGE.to }],
        ['day', { from: '2026-01-15', to: '2026-01-13' }],
        ['day', { from: '2025-01-01T00:00:00Z', to: '2026-01-03T00:00:00Z' }],
      ] as Array<[string, Record<string, string>]>) {
        const res = await usage(group, query);
        expect(res.status, `${group} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
      }
      const extra = await h.api.get(`/v1/customers/${customerId}/usage`, { ...RANGE, group_by: 'day', customer: 'x' });
      expect(extra.status).toBe(400);
    });

    it('defaults to the 30 days before now, by product', async () => {
      // The harness clock is 2026-01-15T12:00Z: from 2025-12-16T12:00Z to now, every event counts: e0, e1, e2, e6 (4 requests, 40 cents) and e3, e4.
      const res = await h.api.get(`/v1/customers/${customerId}/usage`);
      expect(res.status).toBe(200);
      expect(res.body.usage).toEqual(
        [
          { key: requestsProduct, quantity: '4', cost: [cents('40')] },
          { key: tokensProduct, quantity: '1750', cost: [credits('3.5')] },
        ].sort((a, b) => (a.key < b.key ? -1 : 1)),
      );
      const days = await h.api.get(`/v1/customers/${customerId}/usage`, { group_by: 'day', to: '2026-01-14T00:00:00Z' });
      expect(days.body.usage).toHaveLength(31); // from Dec 15 01:00 to Jan 14 01:00 Berlin: Dec 15 .. Jan 14
      expect(days.body.usage[0]!.key).toBe('2025-12-15');
    });

    it('allows a range of exactly 366 days', async () => {
      const res = await usage('day', { from: '2025-01-20', to: '2026-01-21' });
      expect(res.status).toBe(200);
      expect(res.body.usage).toHaveLength(366);
    });

    it('is a 404 for an unknown customer, another company’s customer and the other mode’s', async () => {
      const other = await h.newCompany();
      for (const res of [
        await usage('product', RANGE, 'c_unknown'),
        await other.api.get(`/v1/customers/${customerId}/usage`, { ...RANGE, group_by: 'product' }),
        await h.live.get(`/v1/customers/${customerId}/usage`, { ...RANGE, group_by: 'product' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      }
      const theirs = await setupCustomer(other.api);
      const empty = await other.api.get(`/v1/customers/${theirs.id}/usage`, { ...RANGE, group_by: 'event_name' });
      expect(empty.body.usage).toEqual([]);
    });
  });
});
