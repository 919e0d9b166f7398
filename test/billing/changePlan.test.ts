/**
 * Story: a plan change now (what the signup link's "change now" needs), through the engine:
 * January 11, Basic -> Pro. One invoice closes Basic at the change and opens Pro prorated, with
 * the caller's refund line; February bills Pro only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changePlanAt } from '../../src/billing/index.js';
import { txContext } from '../../src/db/context.js';
import { dec } from '../../src/money/decimal.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { billTo, brief, eventAt, flatFee, invoicesOf, iso, subscriptionOf, usageFee } from './story.js';

describeEachStore('billing story: change plan now', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  function change(subscriptionId: string, toPlanId: string, at: string, refund?: number) {
    const scope = { companyId: h.company.id, mode: 'test' as const };
    return h.testStore.store.db.transaction().execute((trx) =>
      changePlanAt(txContext(trx, scope, new Date(at)), {
        subscriptionId,
        toPlanId,
        at: new Date(at),
        extraLines:
          refund === undefined
            ? []
            : [{ currency: 'usd', description: 'Refund of unused time', quantity: 1, exactAmount: dec(-refund), kind: 'credit' }],
      }),
    );
  }

  it('closes the old plan at the change and opens the new one prorated, on one invoice', async () => {
    const basic = await setupPlan(h.api, { name: 'Basic', invoicing_cadence: 'monthly' });
    await flatFee(h, basic.id, 'Basic support', 3100, { billing_mode: 'in_arrears' });
    await usageFee(h, basic.id, 'Basic requests', { event_name: 'request' }, { amount: 5 });
    const pro = await setupPlan(h.api, { name: 'Pro', invoicing_cadence: 'monthly' });
    await flatFee(h, pro.id, 'Pro platform', 6200);
    await usageFee(h, pro.id, 'Pro requests', { event_name: 'request' }, { amount: 2 });
    h.clock.set('2026-01-01T00:00:00Z');
    const customer = await setupCustomer(h.api);
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: basic.id, start_date: '2026-01-01T00:00:00Z' });
    const subscriptionId = res.body.subscription.id as string;
    await eventAt(h, customer.id, '2026-01-05T00:00:00Z', 'request');
    await eventAt(h, customer.id, '2026-01-06T00:00:00Z', 'request');

    // The engine has not run since the start: the change catches it up first.
    const result = await change(subscriptionId, pro.id, '2026-01-11T00:00:00Z', 500);
    expect(result.kind).toBe('changed');
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({ plan_id: pro.id, next_renewal_date: iso('2026-02-01') });
    await eventAt(h, customer.id, '2026-01-20T00:00:00Z', 'request');
    await billTo(h.api, '2026-02-01T00:00:00Z');

    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices).toHaveLength(2);
    // Basic ran 10 of 31 days ($10.00 of support) with 2 requests; Pro runs 21 of 31 days ($42.00).
    expect(brief(invoices[0]!)).toEqual([
      ['Basic support (monthly, in arrears), 10 of 31 days at $31.00', 1, 1000, 1000],
      ['Basic requests: 2 at $0.05 each', 2, 5, 10],
      ['Refund of unused time', 1, -500, -500],
      ['Pro platform (monthly, in advance), 21 of 31 days at $62.00', 1, 4200, 4200],
    ]);
    expect(invoices[0]).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-01-11'), total_cents: 4710 });
    expect(brief(invoices[1]!)).toEqual([
      ['Pro requests: 1 at $0.02 each', 1, 2, 2],
      ['Pro platform (monthly, in advance)', 1, 6200, 6200],
    ]);
    expect(invoices[1]).toMatchObject({ period_start: iso('2026-01-11'), period_end: iso('2026-02-01') });
  });

  it('before the engine opened a period, nothing is billed: the caller switches the plan', async () => {
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly' });
    const customer = await setupCustomer(h.api);
    h.clock.set('2026-03-01T00:00:00Z');
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-04-01T00:00:00Z' });
    expect(await change(res.body.subscription.id, plan.id, '2026-03-02T00:00:00Z')).toEqual({ kind: 'not_started' });
  });
});
