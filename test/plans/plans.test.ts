import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.js';
import { derivePlanCode } from '../../src/modules/plans/planCode.js';
import { ERROR_BODY, PAGINATION, PLAN } from '../support/contract.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

describe('derivePlanCode', () => {
  it('lowercases, turns runs of other characters into one underscore, and trims them', () => {
    expect(derivePlanCode('Pro Plan (2026)')).toBe('pro_plan_2026');
    expect(derivePlanCode('  --Starter--  ')).toBe('starter');
    expect(derivePlanCode('Über Tier')).toBe('uber_tier');
    expect(derivePlanCode('A__B')).toBe('a_b');
    expect(derivePlanCode('!!!')).toBe('plan');
  });
});

describeEachStore('plans', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  async function subscribe(planId: string, companyId = h.company.id): Promise<void> {
    const now = h.clock.now().toISOString();
    await h.testStore.store.db
      .insertInto('subscriptions')
      .values({
        id: newId(),
        company_id: companyId,
        mode: 'test',
        customer_id: newId(),
        plan_id: planId,
        status: 'active',
        start_date: now,
        billing_anchor_day: 15,
        trial_end: null,
        next_renewal_date: null,
        current_period_start: null,
        current_period_end: null,
        cancel_at_period_end: 0,
        cancel_at: null,
        plan_transition_at_period_end: 0,
        plan_transition_at: null,
        plan_transition_to_plan_id: null,
        canceled_at: null,
        ended_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async function createPlan(api: Client, body: Record<string, unknown>) {
    const res = await api.post('/v1/plans', body);
    expect(res.status).toBe(201);
    return res.body.plan as { id: string; plan_code: string | null };
  }

  it('creates a plan with the defaults and every contract field', async () => {
    const res = await h.api.post('/v1/plans', { name: 'Starter Monthly' });
    expect(res.status).toBe(201);
    expectShape(res.body.plan, PLAN);
    expect(Object.keys(res.body)).toEqual(['success', 'plan', 'request_id']);
    expect(res.body.plan).toMatchObject({
      name: 'Starter Monthly',
      plan_code: 'starter_monthly',
      type: 'usage',
      currency_code: 'usd',
      invoicing_cadence: 'monthly',
      initial_credit_quantity: null,
      created_at: '2026-01-15T12:00:00.000Z',
      portal_visible: false,
    });
    const read = await h.api.get(`/v1/plans/${res.body.plan.id}`);
    expect(read.status).toBe(200);
    expect(read.body.plan).toEqual(res.body.plan);
  });

  it('creates a credits plan with every field given', async () => {
    const res = await h.api.post('/v1/plans', {
      name: 'Credits Yearly',
      plan_code: 'credits_yearly_eur',
      type: 'credits',
      currency_code: 'eur',
      invoicing_cadence: 'yearly',
      initial_credit_quantity: 1000,
    });
    expect(res.status).toBe(201);
    expectShape(res.body.plan, PLAN);
    expect(res.body.plan).toMatchObject({ plan_code: 'credits_yearly_eur', type: 'credits', currency_code: 'eur', invoicing_cadence: 'yearly', initial_credit_quantity: 1000, portal_visible: false });
    const offered = await h.api.post('/v1/plans', { name: 'Offered', portal_visible: true });
    expect([offered.status, offered.body.plan.portal_visible]).toEqual([201, true]);
  });

  it('derives the next free code when the derived one is taken, and accepts null for no code', async () => {
    const { api } = await h.newCompany({ name: 'Codes' });
    expect((await createPlan(api, { name: 'Team' })).plan_code).toBe('team');
    expect((await createPlan(api, { name: 'team' })).plan_code).toBe('team_2');
    expect((await createPlan(api, { name: 'TEAM!' })).plan_code).toBe('team_3');
    expect((await createPlan(api, { name: 'Codeless', plan_code: null })).plan_code).toBeNull();
    expect((await createPlan(api, { name: 'Codeless 2', plan_code: null })).plan_code).toBeNull();
  });

  it('gives concurrent creates distinct derived codes, and one winner for an explicit code', async () => {
    const { api } = await h.newCompany({ name: 'Racers' });
    const derived = await Promise.all(Array.from({ length: 6 }, () => api.post('/v1/plans', { name: 'Race' })));
    expect(derived.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(derived.map((r) => r.body.plan.plan_code as string).sort()).toEqual(['race', 'race_2', 'race_3', 'race_4', 'race_5', 'race_6']);
    const explicit = await Promise.all(Array.from({ length: 4 }, () => api.post('/v1/plans', { name: 'Fixed', plan_code: 'fixed' })));
    expect(explicit.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses a taken explicit code with 409 CODE_TAKEN, and a malformed one with 400', async () => {
    await createPlan(h.api, { name: 'Taken', plan_code: 'taken_code' });
    const taken = await h.api.post('/v1/plans', { name: 'Other', plan_code: 'taken_code' });
    expect(taken.status).toBe(409);
    expectShape(taken.body, ERROR_BODY);
    expect(taken.body.error.code).toBe('CODE_TAKEN');
    const bad = await h.api.post('/v1/plans', { name: 'Other', plan_code: 'Has Spaces' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    expect(bad.body.error.details[0].path).toBe('body.plan_code');
  });

  it('validates the body: name required, enums, unknown fields, integer credits', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'body.name'],
      [{ name: '' }, 'body.name'],
      [{ name: 'x', type: 'prepaid' }, 'body.type'],
      [{ name: 'x', currency_code: 'USD' }, 'body.currency_code'],
      [{ name: 'x', invoicing_cadence: 'weekly' }, 'body.invoicing_cadence'],
      [{ name: 'x', type: 'credits', initial_credit_quantity: 1.5 }, 'body.initial_credit_quantity'],
      [{ name: 'x', type: 'credits', initial_credit_quantity: -1 }, 'body.initial_credit_quantity'],
      [{ name: 'x', colour: 'blue' }, 'body.colour'],
    ];
    for (const [body, path] of cases) {
      const res = await h.api.post('/v1/plans', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0].path, JSON.stringify(body)).toBe(path);
    }
  });

  it('allows initial_credit_quantity only on credits plans', async () => {
    const res = await h.api.post('/v1/plans', { name: 'Usage with credits', initial_credit_quantity: 10 });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: 'body.initial_credit_quantity', message: expect.any(String) }]);
    expect((await h.api.post('/v1/plans', { name: 'Usage, no credits', initial_credit_quantity: null })).status).toBe(201);

    const credits = await createPlan(h.api, { name: 'Credit plan', type: 'credits', initial_credit_quantity: 5 });
    const toUsage = await h.api.post(`/v1/plans/${credits.id}`, { type: 'usage' });
    expect(toUsage.status).toBe(400);
    expect(toUsage.body.error.details[0].path).toBe('body.type');
    const toUsageCleared = await h.api.post(`/v1/plans/${credits.id}`, { type: 'usage', initial_credit_quantity: null });
    expect(toUsageCleared.status).toBe(200);
    expect(toUsageCleared.body.plan).toMatchObject({ type: 'usage', initial_credit_quantity: null });
    const usageGetsCredits = await h.api.post(`/v1/plans/${credits.id}`, { initial_credit_quantity: 3 });
    expect(usageGetsCredits.status).toBe(400);
    expect(usageGetsCredits.body.error.details[0].path).toBe('body.initial_credit_quantity');
  });

  it('updates only the fields given; null clears plan_code and initial_credit_quantity', async () => {
    const plan = await createPlan(h.api, { name: 'Growth', type: 'credits', initial_credit_quantity: 100 });
    h.clock.advance(1000);
    const renamed = await h.api.post(`/v1/plans/${plan.id}`, { name: 'Growth 2026' });
    expect(renamed.status).toBe(200);
    expectShape(renamed.body.plan, PLAN);
    expect(renamed.body.plan).toMatchObject({ name: 'Growth 2026', plan_code: 'growth', type: 'credits', initial_credit_quantity: 100 });
    expect(renamed.body.plan.updated_at).not.toBe(renamed.body.plan.created_at);

    const cleared = await h.api.post(`/v1/plans/${plan.id}`, { plan_code: null, initial_credit_quantity: null });
    expect(cleared.body.plan).toMatchObject({ name: 'Growth 2026', plan_code: null, initial_credit_quantity: null });
    // Offered on the customer portal (issue 32), and no longer.
    const offered = await h.api.post(`/v1/plans/${plan.id}`, { portal_visible: true });
    expect(offered.body.plan).toMatchObject({ name: 'Growth 2026', portal_visible: true });
    expect((await h.api.get(`/v1/plans/${plan.id}`)).body.plan.portal_visible).toBe(true);
    expect((await h.api.post(`/v1/plans/${plan.id}`, { name: 'Growth' })).body.plan.portal_visible).toBe(true);
    expect((await h.api.post(`/v1/plans/${plan.id}`, { portal_visible: false })).body.plan.portal_visible).toBe(false);
    expect((await h.api.post(`/v1/plans/${plan.id}`, { portal_visible: 'yes' })).status).toBe(400);
    const recoded = await h.api.post(`/v1/plans/${plan.id}`, { plan_code: 'growth_2026' });
    expect(recoded.body.plan.plan_code).toBe('growth_2026');
    expect((await h.api.get(`/v1/plans/${plan.id}`)).body.plan).toEqual(recoded.body.plan);

    const nulls = await h.api.post(`/v1/plans/${plan.id}`, { name: null });
    expect(nulls.status).toBe(400);
    expect(nulls.body.error.details[0].path).toBe('body.name');
    expect((await h.api.post(`/v1/plans/${plan.id}`, { type: null })).status).toBe(400);
  });

  it('refuses a taken plan_code on update, but keeping its own code is fine', async () => {
    await createPlan(h.api, { name: 'Holder', plan_code: 'holder_code' });
    const plan = await createPlan(h.api, { name: 'Mover', plan_code: 'mover_code' });
    const taken = await h.api.post(`/v1/plans/${plan.id}`, { plan_code: 'holder_code', name: 'Renamed' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('CODE_TAKEN');
    expect((await h.api.get(`/v1/plans/${plan.id}`)).body.plan.name).toBe('Mover');
    expect((await h.api.post(`/v1/plans/${plan.id}`, { plan_code: 'mover_code' })).status).toBe(200);
  });

  it('changes billing fields freely while the plan has no subscriptions', async () => {
    const plan = await createPlan(h.api, { name: 'Flexible' });
    const res = await h.api.post(`/v1/plans/${plan.id}`, { type: 'credits', currency_code: 'gbp', invoicing_cadence: 'quarterly' });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({ type: 'credits', currency_code: 'gbp', invoicing_cadence: 'quarterly' });
  });

  it('fixes type, currency_code and invoicing_cadence once the plan has subscriptions', async () => {
    const plan = await createPlan(h.api, { name: 'Subscribed', type: 'credits', initial_credit_quantity: 50 });
    await subscribe(plan.id);
    for (const [field, value] of [
      ['type', 'usage'],
      ['currency_code', 'eur'],
      ['invoicing_cadence', 'yearly'],
    ] as const) {
      const body = field === 'type' ? { type: value, initial_credit_quantity: null } : { [field]: value };
      const res = await h.api.post(`/v1/plans/${plan.id}`, body);
      expect(res.status, field).toBe(409);
      expectShape(res.body, ERROR_BODY);
      expect(res.body.error.code).toBe('PLAN_IMMUTABLE_FIELD');
      expect(res.body.error.message).toContain(field);
      expect(res.body.error.details).toEqual([{ path: `body.${field}`, message: expect.any(String) }]);
    }
    const read = await h.api.get(`/v1/plans/${plan.id}`);
    expect(read.body.plan).toMatchObject({ type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly', initial_credit_quantity: 50 });

    const same = await h.api.post(`/v1/plans/${plan.id}`, { type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' });
    expect(same.status).toBe(200);
    const editable = await h.api.post(`/v1/plans/${plan.id}`, { name: 'Subscribed v2', plan_code: 'subscribed_v2', initial_credit_quantity: 75 });
    expect(editable.status).toBe(200);
    expect(editable.body.plan).toMatchObject({ name: 'Subscribed v2', plan_code: 'subscribed_v2', initial_credit_quantity: 75 });
  });

  it('lists newest first with a cursor', async () => {
    const { api } = await h.newCompany({ name: 'Lister' });
    for (let i = 0; i < 5; i++) {
      await createPlan(api, { name: `p${i}` });
      h.clock.advance(10);
    }
    const first = await api.get('/v1/plans', { limit: '2' });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['success', 'plans', 'pagination', 'request_id']);
    expectShape(first.body.pagination, PAGINATION);
    for (const plan of first.body.plans) expectShape(plan, PLAN);
    expect(first.body.plans.map((p: { name: string }) => p.name)).toEqual(['p4', 'p3']);
    const second = await api.get('/v1/plans', { limit: '2', cursor: first.body.pagination.next_cursor! });
    expect(second.body.plans.map((p: { name: string }) => p.name)).toEqual(['p2', 'p1']);
    const last = await api.get('/v1/plans', { limit: '2', cursor: second.body.pagination.next_cursor! });
    expect(last.body.plans.map((p: { name: string }) => p.name)).toEqual(['p0']);
    expect(last.body.pagination).toEqual({ has_more: false, next_cursor: null });
    expect((await api.get('/v1/plans', { limit: '101' })).status).toBe(400);
  });

  it("hides another company's and the other mode's plans (404), and codes are per company and mode", async () => {
    const plan = await createPlan(h.api, { name: 'Private', plan_code: 'private_plan' });
    const other = await h.newCompany({ name: 'Other' });
    expect((await h.live.get(`/v1/plans/${plan.id}`)).status).toBe(404);
    expect((await other.api.get(`/v1/plans/${plan.id}`)).body.error.code).toBe('NOT_FOUND');
    expect((await other.api.post(`/v1/plans/${plan.id}`, { name: 'hijack' })).status).toBe(404);
    expect((await h.live.post(`/v1/plans/${plan.id}`, { name: 'hijack' })).status).toBe(404);
    expect((await other.api.get('/v1/plans')).body.plans).toEqual([]);
    expect((await h.live.get('/v1/plans')).body.plans).toEqual([]);
    expect((await createPlan(h.live, { name: 'Private', plan_code: 'private_plan' })).plan_code).toBe('private_plan');
    expect((await createPlan(other.api, { name: 'Private' })).plan_code).toBe('private');
  });

  it('counts only subscriptions of the same company and mode for immutability', async () => {
    const plan = await createPlan(h.api, { name: 'Lonely' });
    const other = await h.newCompany({ name: 'Subscriber elsewhere' });
    await subscribe(plan.id, other.company.id);
    expect((await h.api.post(`/v1/plans/${plan.id}`, { currency_code: 'eur' })).status).toBe(200);
  });
});
