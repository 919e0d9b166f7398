/**
 * Story: usage is rated by the plan in force when it happened, not when it arrives (issue 26,
 * item 1). Basic charges 10 cents an API call, Pro 20 cents; neither has a flat fee.
 *
 * At period end: the customer is on Basic from 1 May and schedules a move to Pro at the period's
 * end (1 June). A call stamped 25 May reaches us on 2 June, after the 1 June boundary billed May.
 *   the late call   = 1 x 10 = 10   (Basic: it happened in May, under Basic)
 *   a call on 2 Jun = 1 x 20 = 20   (Pro)
 * July's invoice bills both: the June call as Pro, the late call as a Basic line labelled with May
 * (1 May - 1 Jun); 20 + 10 = 30. Before the fix the late call cost 20.
 *
 * Change now: on Basic from 1 November; on 23 November 00:00 the customer changes now to Pro. A
 * call stamped 22 November 18:00 arrives at 01:00 on the 23rd, after the change: 10 (Basic), and a
 * call stamped 02:00 on the 23rd: 20 (Pro). December's invoice bills 10 + 20 = 30.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { billTo, changePlanByLink, invoicesOf } from './story.js';

describeEachStore('billing story: a call is rated by the plan in force at its timestamp', (kind) => {
  let h: Harness;
  let api: Client;
  let basic: { id: string; plan_code: string };
  let pro: { id: string; plan_code: string };

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-05-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  async function callFee(planId: string, name: string, amount: number) {
    await setupFee(api, planId, { product: { name, billable_metric: { expression: { event_name: 'api.call' } } }, price: { pricing_model: 'per_unit', amount } });
    h.clock.advance(1);
  }

  async function plansAt(start: string) {
    h.clock.set(start);
    api = (await h.newCompany()).api;
    basic = await setupPlan(api, { name: 'Basic', invoicing_cadence: 'monthly' });
    await callFee(basic.id, 'Basic calls', 10);
    pro = await setupPlan(api, { name: 'Pro', invoicing_cadence: 'monthly' });
    await callFee(pro.id, 'Pro calls', 20);
  }

  async function basicSubscriber(start: string) {
    h.clock.set(start);
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: basic.id, start_date: start });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { customerId: customer.id, subscriptionId: res.body.subscription.id as string };
  }

  /** A call stamped `timestamp`, sent at `sentAt`: its cost in cents. */
  async function callCost(customerId: string, timestamp: string, sentAt: string): Promise<string[]> {
    h.clock.set(sentAt);
    const res = await api.post('/v1/events/ingest', ingestBody(customerId, 'api.call', {}, { timestamp }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('inserted');
    return (res.body.cost as { amount: string }[]).map((c) => c.amount);
  }

  beforeEach(() => h.clock.set('2026-05-01T00:00:00Z'));

  it('a May call sent after the 1 June move to Pro costs Basic 10, and bills as May on July 1', async () => {
    await plansAt('2026-05-01T00:00:00Z');
    const { customerId, subscriptionId } = await basicSubscriber('2026-05-01T00:00:00Z');
    h.clock.set('2026-05-20T00:00:00Z');
    await changePlanByLink(h, api, { customerId, subscriptionId, planCode: pro.plan_code, timing: 'end_of_period' });
    await billTo(api, '2026-06-01T00:00:00Z');
    expect((await api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription.plan_id).toBe(pro.id);

    expect(await callCost(customerId, '2026-05-25T12:00:00Z', '2026-06-02T09:00:00Z')).toEqual(['10']);
    expect(await callCost(customerId, '2026-06-02T10:00:00Z', '2026-06-02T10:00:01Z')).toEqual(['20']);

    await billTo(api, '2026-07-01T00:00:00Z');
    const july = (await invoicesOf(api, subscriptionId)).at(-1)!;
    const usage = july.lines.map((l) => [l.description, l.total_amount_cents, l.period_start, l.period_end]);
    expect(usage).toEqual([
      ['Pro calls: 1 at $0.20 each', 20, '2026-06-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z'],
      ['Basic calls: 1 at $0.10 each (usage of 1 May 2026 – 31 May 2026, reported after that period was invoiced)', 10, '2026-05-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'],
    ]);
    expect(july.total_cents).toBe(30);
  });

  it('a call stamped the day before a change now, sent just after it, costs Basic 10', async () => {
    await plansAt('2026-11-01T00:00:00Z');
    const { customerId, subscriptionId } = await basicSubscriber('2026-11-01T00:00:00Z');
    h.clock.set('2026-11-23T00:00:00Z');
    await changePlanByLink(h, api, { customerId, subscriptionId, planCode: pro.plan_code, timing: 'now' });

    expect(await callCost(customerId, '2026-11-22T18:00:00Z', '2026-11-23T01:00:00Z')).toEqual(['10']);
    expect(await callCost(customerId, '2026-11-23T02:00:00Z', '2026-11-23T02:00:01Z')).toEqual(['20']);

    await billTo(api, '2026-12-01T00:00:00Z');
    const december = (await invoicesOf(api, subscriptionId)).at(-1)!;
    expect(december.lines.map((l) => [l.description, l.total_amount_cents])).toEqual([
      ['Pro calls: 1 at $0.20 each', 20],
      ['Basic calls: 1 at $0.10 each (usage of 1 Nov 2026 – 22 Nov 2026, reported after that period was invoiced)', 10],
    ]);
    expect(december.total_cents).toBe(30);
  });
});
