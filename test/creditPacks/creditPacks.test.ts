import { afterAll, beforeAll, expect, it } from 'vitest';
import { findCreditPack } from '../../src/modules/creditPacks/repo.js';
import { CREDIT_PACK, ERROR_BODY } from '../support/contract.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('credit packs', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  let seq = 0;
  const newPlan = async (client: Client = h.api, currency_code = 'usd') => {
    const res = await client.post('/v1/plans', { name: `Credits plan ${++seq}`, type: 'credits', currency_code, invoicing_cadence: 'monthly' });
    expect(res.status).toBe(201);
    return res.body.plan.id as string;
  };
  const newUnit = async (client: Client = h.api, name: string | null = 'Credits') => {
    const res = await client.post('/v1/pricing-units', { code: `credits_${++seq}`, name });
    expect(res.status).toBe(201);
    return res.body.pricing_unit as { id: string; code: string; name: string | null };
  };
  const createPack = (planId: string, body: Record<string, unknown>, client: Client = h.api) =>
    client.post(`/v1/plans/${planId}/credit-packs`, { code: `pack_${++seq}`, money_minor: 1000, unit_amount: 10000, ...body });

  it('creates a pack on a plan in the contract shape, with defaults and the embedded pricing unit', async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    const res = await createPack(plan, { code: 'starter', pricing_unit_id: unit.id, money_minor: '4900', unit_amount: '100000.5' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_pack', 'request_id']);
    expectShape(res.body.credit_pack, CREDIT_PACK);
    expect(res.body.credit_pack).toMatchObject({
      plan_id: plan,
      code: 'starter',
      pricing_unit_id: unit.id,
      pricing_unit: { id: unit.id, code: unit.code, name: 'Credits' },
      money_minor: '4900',
      unit_amount: '100000.5',
      expiration_interval_count: null,
      expiration_interval_unit: 'month',
    });
    expect(Object.keys(res.body.credit_pack.pricing_unit)).toEqual(['id', 'code', 'name']);
    const read = await h.api.get(`/v1/credit-packs/${res.body.credit_pack.id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body)).toEqual(['success', 'credit_pack', 'request_id']);
    expect(read.body.credit_pack).toEqual(res.body.credit_pack);
  });

  it('stores an expiration interval, and an unnamed pricing unit embeds name null', async () => {
    const plan = await newPlan();
    const unit = await newUnit(h.api, null);
    const res = await createPack(plan, { pricing_unit_id: unit.id, expiration_interval_count: 3, expiration_interval_unit: 'week' });
    expect(res.status).toBe(201);
    expectShape(res.body.credit_pack, CREDIT_PACK);
    expect(res.body.credit_pack).toMatchObject({ expiration_interval_count: 3, expiration_interval_unit: 'week', pricing_unit: { name: null } });
    const explicitNull = await createPack(plan, { pricing_unit_id: unit.id, expiration_interval_count: null, expiration_interval_unit: 'year' });
    expect(explicitNull.body.credit_pack).toMatchObject({ expiration_interval_count: null, expiration_interval_unit: 'year' });
  });

  it("lists a plan's packs newest first, and only that plan's", async () => {
    const plan = await newPlan();
    const otherPlan = await newPlan();
    const unit = await newUnit();
    const first = (await createPack(plan, { pricing_unit_id: unit.id })).body.credit_pack.id;
    h.clock.advance(10);
    const second = (await createPack(plan, { pricing_unit_id: unit.id })).body.credit_pack.id;
    await createPack(otherPlan, { pricing_unit_id: unit.id });
    const res = await h.api.get(`/v1/plans/${plan}/credit-packs`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_packs', 'request_id']);
    expect(res.body.credit_packs.map((p: { id: string }) => p.id)).toEqual([second, first]);
    for (const pack of res.body.credit_packs) expectShape(pack, CREDIT_PACK);
    expect((await h.api.get(`/v1/plans/${await newPlan()}/credit-packs`)).body.credit_packs).toEqual([]);
  });

  it('refuses a code taken on the same plan (409 CODE_TAKEN); other plans may reuse it', async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    expect((await createPack(plan, { code: 'topup', pricing_unit_id: unit.id })).status).toBe(201);
    const again = await createPack(plan, { code: 'topup', pricing_unit_id: unit.id, money_minor: 5 });
    expect(again.status).toBe(409);
    expectShape(again.body, ERROR_BODY);
    expect(again.body.error.code).toBe('CODE_TAKEN');
    expect((await createPack(await newPlan(), { code: 'topup', pricing_unit_id: unit.id })).status).toBe(201);
    // Concurrent creates of one code: exactly one wins.
    const racing = await Promise.all([0, 1, 2].map(() => createPack(plan, { code: 'race', pricing_unit_id: unit.id })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a pricing unit that does not exist in this company and mode (400 naming body.pricing_unit_id)', async () => {
    const plan = await newPlan();
    const liveUnit = await newUnit(h.live);
    const otherUnit = await newUnit((await h.newCompany()).api);
    for (const id of ['nope', liveUnit.id, otherUnit.id]) {
      const res = await createPack(plan, { pricing_unit_id: id });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ path: 'body.pricing_unit_id', message: `pricing unit ${id} does not exist` }]);
    }
    expect((await h.api.get(`/v1/plans/${plan}/credit-packs`)).body.credit_packs).toEqual([]);
  });

  it('validates amounts, the interval and unknown fields, naming each, and writes nothing', async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ money_minor: 0 }, 'body.money_minor'],
      [{ money_minor: 9.99 }, 'body.money_minor'],
      [{ money_minor: '-100' }, 'body.money_minor'],
      [{ money_minor: 'free' }, 'body.money_minor'],
      [{ unit_amount: 0 }, 'body.unit_amount'],
      [{ unit_amount: '-0.5' }, 'body.unit_amount'],
      [{ expiration_interval_count: 0 }, 'body.expiration_interval_count'],
      [{ expiration_interval_count: 1.5 }, 'body.expiration_interval_count'],
      [{ expiration_interval_count: '3' }, 'body.expiration_interval_count'],
      [{ expiration_interval_unit: 'fortnight' }, 'body.expiration_interval_unit'],
      [{ expiration_interval_unit: null }, 'body.expiration_interval_unit'],
      [{ code: 'has space' }, 'body.code'],
      [{ price: 5 }, 'body.price'],
    ];
    for (const [body, path] of cases) {
      const res = await createPack(plan, { pricing_unit_id: unit.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    for (const field of ['code', 'pricing_unit_id', 'money_minor', 'unit_amount']) {
      const body: Record<string, unknown> = { code: 'c', pricing_unit_id: unit.id, money_minor: 1, unit_amount: 1 };
      delete body[field];
      const res = await h.api.post(`/v1/plans/${plan}/credit-packs`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe(`body.${field}`);
    }
    expect((await h.api.get(`/v1/plans/${plan}/credit-packs`)).body.credit_packs).toEqual([]);
  });

  it('exposes findCreditPack for checkout, scoped', async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    const id = (await createPack(plan, { pricing_unit_id: unit.id, money_minor: 250 })).body.credit_pack.id as string;
    const scope = { companyId: h.company.id, mode: 'test' as const };
    expect(await findCreditPack({ db: h.testStore.store.db, scope }, id)).toMatchObject({ id, plan_id: plan, money_minor: '250', pricing_unit_id: unit.id });
    expect(await findCreditPack({ db: h.testStore.store.db, scope: { ...scope, mode: 'live' } }, id)).toBeUndefined();
  });

  it("hides another company's and the other mode's plans and packs (404)", async () => {
    const plan = await newPlan();
    const unit = await newUnit();
    const pack = (await createPack(plan, { pricing_unit_id: unit.id })).body.credit_pack.id as string;
    const other = await h.newCompany({ name: 'Other' });
    for (const client of [h.live, other.api, other.live]) {
      const get = await client.get(`/v1/credit-packs/${pack}`);
      expect(get.status).toBe(404);
      expectShape(get.body, ERROR_BODY);
      expect(get.body.error.code).toBe('NOT_FOUND');
      expect((await client.get(`/v1/plans/${plan}/credit-packs`)).status).toBe(404);
      expect((await createPack(plan, { pricing_unit_id: unit.id }, client)).status).toBe(404);
    }
    expect((await h.api.get('/v1/credit-packs/nope')).status).toBe(404);
    expect((await h.api.get(`/v1/plans/${plan}/credit-packs`)).body.credit_packs).toHaveLength(1);
  });
});
