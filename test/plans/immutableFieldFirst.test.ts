/**
 * A subscribed plan's billing fields are fixed, and that is the answer even when the change would
 * also break another field's rule: `{"type": "usage"}` on a subscribed credits plan with initial
 * credits is 409 PLAN_IMMUTABLE_FIELD naming `type`, not a 400 about initial_credit_quantity
 * (issue 12, smaller items). Before any subscription, the 400 is still the answer.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('plan updates: an immutable field answers first', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('answers 409 PLAN_IMMUTABLE_FIELD for {"type":"usage"} on a subscribed credits plan, changing nothing', async () => {
    const plan = await setupPlan(h.api, { name: 'Credits', type: 'credits', initial_credit_quantity: 300 });
    const customer = await setupCustomer(h.api);
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })).status).toBe(201);

    const res = await h.api.post(`/v1/plans/${plan.id}`, { type: 'usage' });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error).toEqual({
      code: 'PLAN_IMMUTABLE_FIELD',
      message: 'type cannot change once the plan has subscriptions',
      details: [{ path: 'body.type', message: 'cannot change once the plan has subscriptions' }],
    });
    // The same with the initial credits cleared in the same request, and with every billing field.
    expect((await h.api.post(`/v1/plans/${plan.id}`, { type: 'usage', initial_credit_quantity: null })).status).toBe(409);
    const all = await h.api.post(`/v1/plans/${plan.id}`, { type: 'usage', currency_code: 'eur', invoicing_cadence: 'yearly' });
    expect(all.body.error.details.map((d: { path: string }) => d.path)).toEqual(['body.type', 'body.currency_code', 'body.invoicing_cadence']);
    expect((await h.api.get(`/v1/plans/${plan.id}`)).body.plan).toMatchObject({ type: 'credits', initial_credit_quantity: 300 });
    // Editable fields stay editable, and the value it already has is fine.
    expect((await h.api.post(`/v1/plans/${plan.id}`, { type: 'credits', name: 'Credits+' })).status).toBe(200);
  });

  it('before any subscription, the rule about initial credits is the answer', async () => {
    const plan = await setupPlan(h.api, { type: 'credits', initial_credit_quantity: 300 });
    const res = await h.api.post(`/v1/plans/${plan.id}`, { type: 'usage' });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('body.type');
    expect((await h.api.post(`/v1/plans/${plan.id}`, { type: 'usage', initial_credit_quantity: null })).status).toBe(200);
  });
});
