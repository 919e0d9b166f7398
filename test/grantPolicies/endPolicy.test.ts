/**
 * Ending a credit-grant policy: POST /v1/credit-grant-policies/{id} {"effective_to"}, on both stores.
 *
 * Story: a monthly credits plan whose policy grants 100 credits on the 1st; subscribed January 1.
 *   Jan 1 and Feb 1 grant 100 each (200). The policy is ended on 2026-02-15: March 1 grants nothing
 *   (still 200, both grants untouched). Made open-ended again on March 10: April 1 grants 100 (300);
 *   the skipped March 1 grant is not made up.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CREDIT_GRANT_POLICY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { billTo, iso } from '../billing/story.js';

describeEachStore('ending a credit-grant policy', (kind) => {
  let h: Harness;
  let policyId: string;
  let customerId: string;
  const update = (body: unknown, id = policyId, api = h.api) => api.post(`/v1/credit-grant-policies/${id}`, body);
  const grants = async () => ((await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants as Array<{ amount: string; created_at: string; status: string }>);

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 1, unit_amount: 1 });
    const plan = await setupPlan(h.api, { type: 'credits', invoicing_cadence: 'monthly' });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, { pricing_unit_id: unit.id, amount: 100, cadence: 'monthly' });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    policyId = policy.body.credit_grant_policy.id;
    customerId = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  it('grants nothing after its end; the grants it made stay', async () => {
    await billTo(h.api, '2026-02-01T00:00:00Z');
    expect(await grants()).toHaveLength(2);
    const res = await update({ effective_to: '2026-02-15' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectShape(res.body.credit_grant_policy, CREDIT_GRANT_POLICY);
    expect(res.body.credit_grant_policy).toMatchObject({ id: policyId, effective_to: iso('2026-02-15'), amount: 100 });
    await billTo(h.api, '2026-03-01T00:00:00Z');
    const after = await grants();
    expect(after).toHaveLength(2);
    expect(after.every((g) => g.status === 'active' && g.amount === '100')).toBe(true);
    expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances).toEqual([{ balance: '200', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('refuses an end before now or a malformed one, and any other field', async () => {
    for (const body of [{ effective_to: '2026-02-20' }, { effective_to: 'soon' }, { effective_to: '2026-03-01T00:00:00' }, { amount: 5 }, { cadence: 'daily' }]) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('made open-ended again, grants from the next instant on, without making up what it skipped', async () => {
    h.clock.set('2026-03-10T00:00:00Z');
    expect((await update({ effective_to: null })).body.credit_grant_policy.effective_to).toBeNull();
    await billTo(h.api, '2026-04-01T00:00:00Z');
    expect(await grants()).toHaveLength(3);
    expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances[0]!.balance).toBe('300');
  });

  it('is a 404 for an unknown policy, another company’s and the other mode’s', async () => {
    const other = await h.newCompany();
    for (const res of [await update({ effective_to: null }, 'pol_unknown'), await update({ effective_to: null }, policyId, other.api), await update({ effective_to: null }, policyId, h.live)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});
