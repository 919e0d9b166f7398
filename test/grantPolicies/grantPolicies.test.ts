import { afterAll, beforeAll, expect, it } from 'vitest';
import { listGrantPolicies } from '../../src/modules/grantPolicies/repo.js';
import { CREDIT_GRANT_POLICY, ERROR_BODY } from '../support/contract.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('credit-grant policies', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  let seq = 0;
  const newPlan = async (client: Client = h.api, currency_code = 'usd') => {
    const res = await client.post('/v1/plans', { name: `Plan ${++seq}`, type: 'credits', currency_code, invoicing_cadence: 'monthly' });
    expect(res.status).toBe(201);
    return res.body.plan.id as string;
  };
  const newUnit = async (client: Client = h.api) => {
    const res = await client.post('/v1/pricing-units', { code: `credits_${++seq}`, name: 'Credits' });
    expect(res.status).toBe(201);
    return res.body.pricing_unit.id as string;
  };
  const createPolicy = (planId: string, body: Record<string, unknown>, client: Client = h.api) =>
    client.post(`/v1/plans/${planId}/credit-grant-policies`, { amount: 1000, cadence: 'monthly', ...body });

  it('creates a pricing-unit policy in the contract shape, with defaults', async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    const res = await createPolicy(plan, { pricing_unit_id: unit, amount: '5000' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_grant_policy', 'request_id']);
    expectShape(res.body.credit_grant_policy, CREDIT_GRANT_POLICY);
    expect(res.body.credit_grant_policy).toMatchObject({
      plan_id: plan,
      account_type: 'pricing_unit',
      pricing_unit_id: unit,
      currency_code: null,
      amount: 5000,
      cadence: 'monthly',
      expiration_interval_count: null,
      expiration_interval_unit: 'month',
      effective_from: null,
      effective_to: null,
    });
  });

  it("creates a currency policy in the plan's currency, with its period and expiry", async () => {
    const plan = await newPlan(h.api, 'eur');
    const res = await createPolicy(plan, {
      currency_code: 'eur',
      amount: 2500,
      cadence: 'one_off_subscription_start',
      expiration_interval_count: 2,
      expiration_interval_unit: 'week',
      effective_from: '2026-02-01T01:00:00+01:00',
      effective_to: '2026-12-31T23:59:59.999Z',
    });
    expect(res.status).toBe(201);
    expectShape(res.body.credit_grant_policy, CREDIT_GRANT_POLICY);
    expect(res.body.credit_grant_policy).toMatchObject({
      account_type: 'currency',
      pricing_unit_id: null,
      currency_code: 'eur',
      amount: 2500,
      cadence: 'one_off_subscription_start',
      expiration_interval_count: 2,
      expiration_interval_unit: 'week',
      effective_from: '2026-02-01T00:00:00.000Z',
      effective_to: '2026-12-31T23:59:59.999Z',
    });
  });

  it("refuses a currency other than the plan's: 422 CURRENCY_MISMATCH", async () => {
    const plan = await newPlan(h.api, 'usd');
    const res = await createPolicy(plan, { currency_code: 'gbp' });
    expect(res.status).toBe(422);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('CURRENCY_MISMATCH');
    expect((await h.api.get(`/v1/plans/${plan}/credit-grant-policies`)).body.credit_grant_policies).toEqual([]);
  });

  it('needs exactly one of pricing_unit_id and currency_code (400)', async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    const neither = await createPolicy(plan, {});
    expect(neither.status).toBe(400);
    expect(neither.body.error.code).toBe('VALIDATION_ERROR');
    expect(neither.body.error.details[0].path).toBe('body.pricing_unit_id');
    expect((await createPolicy(plan, { pricing_unit_id: null, currency_code: null })).status).toBe(400);
    const both = await createPolicy(plan, { pricing_unit_id: unit, currency_code: 'usd' });
    expect(both.status).toBe(400);
    expect(both.body.error.details[0].path).toBe('body.currency_code');
    expect((await h.api.get(`/v1/plans/${plan}/credit-grant-policies`)).body.credit_grant_policies).toEqual([]);
  });

  it('refuses a pricing unit that does not exist in this company and mode (400 naming body.pricing_unit_id)', async () => {
    const plan = await newPlan();
    const liveUnit = await newUnit(h.live);
    for (const id of ['nope', liveUnit]) {
      const res = await createPolicy(plan, { pricing_unit_id: id });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ path: 'body.pricing_unit_id', message: `pricing unit ${id} does not exist` }]);
    }
  });

  it('validates amount, cadence, the interval and the period, naming each field', async () => {
    const plan = await newPlan();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 0 }, 'body.amount'],
      [{ amount: -10 }, 'body.amount'],
      [{ amount: 10.5 }, 'body.amount'],
      [{ amount: '1.5' }, 'body.amount'],
      [{ amount: '99999999999999999999' }, 'body.amount'],
      [{ cadence: 'hourly' }, 'body.cadence'],
      [{ cadence: undefined }, 'body.cadence'],
      [{ expiration_interval_count: 0 }, 'body.expiration_interval_count'],
      [{ expiration_interval_unit: 'decade' }, 'body.expiration_interval_unit'],
      [{ currency_code: 'xyz' }, 'body.currency_code'],
      [{ effective_from: 'soon' }, 'body.effective_from'],
      [{ effective_to: '2026-13-01T00:00:00Z' }, 'body.effective_to'],
      [{ effective_from: '2026-03-01T00:00:00Z', effective_to: '2026-03-01T00:00:00Z' }, 'body.effective_to'],
      [{ effective_from: '2026-03-01T00:00:00Z', effective_to: '2026-02-01T00:00:00Z' }, 'body.effective_to'],
      [{ rollover: true }, 'body.rollover'],
    ];
    for (const [body, path] of cases) {
      const res = await createPolicy(plan, { currency_code: 'usd', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const noAmount = await h.api.post(`/v1/plans/${plan}/credit-grant-policies`, { currency_code: 'usd', cadence: 'daily' });
    expect(noAmount.body.error.details[0].path).toBe('body.amount');
    expect((await h.api.get(`/v1/plans/${plan}/credit-grant-policies`)).body.credit_grant_policies).toEqual([]);
  });

  it("lists a plan's policies newest first, and listGrantPolicies gives the engine the rows", async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    const cadences = ['daily', 'weekly', 'quarterly', 'yearly'];
    const ids: string[] = [];
    for (const cadence of cadences) {
      ids.push((await createPolicy(plan, { pricing_unit_id: unit, cadence })).body.credit_grant_policy.id);
      h.clock.advance(5);
    }
    await createPolicy(await newPlan(), { pricing_unit_id: unit });
    const res = await h.api.get(`/v1/plans/${plan}/credit-grant-policies`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_grant_policies', 'request_id']);
    expect(res.body.credit_grant_policies.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    for (const policy of res.body.credit_grant_policies) expectShape(policy, CREDIT_GRANT_POLICY);
    const rows = await listGrantPolicies({ db: h.testStore.store.db, scope: { companyId: h.company.id, mode: 'test' } }, plan);
    expect(rows.map((r) => [r.cadence, r.amount, r.account_type])).toEqual(
      [...cadences].reverse().map((cadence) => [cadence, '1000', 'pricing_unit']),
    );
  });

  it("hides another company's and the other mode's plans (404)", async () => {
    const plan = await newPlan();
    expect((await createPolicy(plan, { currency_code: 'usd' })).status).toBe(201);
    const other = await h.newCompany({ name: 'Other' });
    for (const client of [h.live, other.api, other.live]) {
      const list = await client.get(`/v1/plans/${plan}/credit-grant-policies`);
      expect(list.status).toBe(404);
      expectShape(list.body, ERROR_BODY);
      expect(list.body.error.code).toBe('NOT_FOUND');
      expect((await createPolicy(plan, { currency_code: 'usd' }, client)).status).toBe(404);
    }
    expect(await listGrantPolicies({ db: h.testStore.store.db, scope: { companyId: other.company.id, mode: 'test' } }, plan)).toEqual([]);
    expect((await h.api.get(`/v1/plans/${plan}/credit-grant-policies`)).body.credit_grant_policies).toHaveLength(1);
  });
});
