import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_BODY, PAGINATION, SUBSCRIPTION } from '../support/contract.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('subscriptions', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('subscribes a customer to a plan by id: every contract field, in order, starting now', async () => {
    const customer = await setupCustomer(h.api);
    const plan = await setupPlan(h.api, { plan_code: 'starter' });
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'subscription', 'request_id']);
    expectShape(res.body.subscription, SUBSCRIPTION);
    expect(res.body.subscription).toMatchObject({
      customer_id: customer.id,
      plan_id: plan.id,
      plan_code: 'starter',
      status: 'active',
      start_date: START,
      billing_anchor_day: 15,
      next_renewal_date: '2026-02-15T00:00:00.000Z',
      cancel_at_period_end: false,
      cancel_at: null,
      plan_transition_at_period_end: false,
      plan_transition_at: null,
      plan_transition_to_plan_id: null,
      canceled_at: null,
      created_at: START,
      updated_at: START,
    });
    const read = await h.api.get(`/v1/subscriptions/${res.body.subscription.id}`);
    expect(read.status).toBe(200);
    expect(read.body.subscription).toEqual(res.body.subscription);
  });

  it('refuses an unknown customer or plan, naming the field', async () => {
    const customer = await setupCustomer(h.api);
    const res = await h.api.post('/v1/subscriptions', { customer_id: 'nope', plan_code: 'nope' });
    expect(res.status).toBe(400);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.details).toEqual([
      { path: 'body.customer_id', message: 'no customer with this id' },
      { path: 'body.plan_code', message: 'no plan with this code' },
    ]);
    void customer;
    void PAGINATION;
  });
});
