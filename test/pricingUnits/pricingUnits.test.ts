import { afterAll, beforeAll, expect, it } from 'vitest';
import { findRate, loadConversionRates } from '../../src/modules/pricingUnits/rateLookup.js';
import { CONVERSION_RATE, ERROR_BODY, PRICING_UNIT } from '../support/contract.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

interface Rate {
  id: string;
  customer_id: string | null;
  settlement_currency_code: string;
  effective_from: string | null;
  effective_to: string | null;
  money_minor: string;
  unit_amount: string;
}

describeEachStore('pricing units and conversion rates', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  let codes = 0;
  const newUnit = async (client: Client = h.api, name: string | null = 'Credits') => {
    const res = await client.post('/v1/pricing-units', { code: `credits_${++codes}`, name });
    expect(res.status).toBe(201);
    return res.body.pricing_unit.id as string;
  };
  const addRate = (unitId: string, body: Record<string, unknown>, client: Client = h.api) =>
    client.post(`/v1/pricing-units/${unitId}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 1000, ...body });
  const ratesOf = (res: { body: { pricing_unit: { conversion_rates: Rate[] } } }) => res.body.pricing_unit.conversion_rates;

  it('creates a pricing unit in the contract shape, with no rates yet', async () => {
    const res = await h.api.post('/v1/pricing-units', { code: 'Tokens-v2_x', name: 'Tokens' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'pricing_unit', 'request_id']);
    expectShape(res.body.pricing_unit, PRICING_UNIT);
    expect(res.body.pricing_unit).toMatchObject({ code: 'Tokens-v2_x', name: 'Tokens', conversion_rates: [] });
    const read = await h.api.get(`/v1/pricing-units/${res.body.pricing_unit.id}`);
    expect(read.status).toBe(200);
    expect(read.body.pricing_unit).toEqual(res.body.pricing_unit);

    const unnamed = await h.api.post('/v1/pricing-units', { code: 'unnamed' });
    expectShape(unnamed.body.pricing_unit, PRICING_UNIT);
    expect(unnamed.body.pricing_unit.name).toBeNull();
  });

  it('refuses a taken code with 409 CODE_TAKEN (codes are case-sensitive)', async () => {
    expect((await h.api.post('/v1/pricing-units', { code: 'gems', name: null })).status).toBe(201);
    const again = await h.api.post('/v1/pricing-units', { code: 'gems', name: 'Other' });
    expect(again.status).toBe(409);
    expectShape(again.body, ERROR_BODY);
    expect(again.body.error.code).toBe('CODE_TAKEN');
    expect((await h.api.post('/v1/pricing-units', { code: 'GEMS' })).status).toBe(201);
    // The same code is free in the other mode and in another company.
    expect((await h.live.post('/v1/pricing-units', { code: 'gems' })).status).toBe(201);
    expect((await (await h.newCompany()).api.post('/v1/pricing-units', { code: 'gems' })).status).toBe(201);
  });

  it('refuses a bad code or an unknown field with 400 VALIDATION_ERROR naming it', async () => {
    for (const code of ['', 'has space', 'dot.ted', 'x'.repeat(65)]) {
      const res = await h.api.post('/v1/pricing-units', { code });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0].path).toBe('body.code');
    }
    expect((await h.api.post('/v1/pricing-units', { name: 'No code' })).body.error.details[0].path).toBe('body.code');
    expect((await h.api.post('/v1/pricing-units', { code: 'ok', colour: 'red' })).body.error.details[0].path).toBe('body.colour');
  });

  it('lists the pricing units newest first, each with its rates', async () => {
    const { api } = await h.newCompany({ name: 'Lister' });
    const first = await newUnit(api, 'First');
    h.clock.advance(10);
    const second = await newUnit(api, 'Second');
    await addRate(first, {}, api);
    const res = await api.get('/v1/pricing-units');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'pricing_units', 'request_id']);
    expect(res.body.pricing_units.map((u: { id: string }) => u.id)).toEqual([second, first]);
    for (const unit of res.body.pricing_units) expectShape(unit, PRICING_UNIT);
    expect(res.body.pricing_units[1]!.conversion_rates).toHaveLength(1);
    expect(res.body.pricing_units[0]!.conversion_rates).toEqual([]);
  });

  it('adds a first company rate from the beginning, as decimal strings', async () => {
    const unit = await newUnit();
    h.clock.advance(1000);
    const res = await addRate(unit, { money_minor: '250', unit_amount: '1000.50' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'pricing_unit', 'request_id']);
    expectShape(res.body.pricing_unit, PRICING_UNIT);
    const [rate] = ratesOf(res);
    expectShape(rate, CONVERSION_RATE);
    expect(rate).toMatchObject({ pricing_unit_id: unit, customer_id: null, settlement_currency_code: 'usd', effective_from: null, effective_to: null, money_minor: '250', unit_amount: '1000.5' });
    // Adding a rate changes the pricing unit.
    expect(res.body.pricing_unit.updated_at).toBe(h.clock.now().toISOString());
    expect(res.body.pricing_unit.updated_at).not.toBe(res.body.pricing_unit.created_at);
    expect((await h.api.get(`/v1/pricing-units/${unit}`)).body.pricing_unit).toEqual(res.body.pricing_unit);
  });

  it('a later rate starts now by default and ends the previous one there (exclusive)', async () => {
    const unit = await newUnit();
    await addRate(unit, {});
    h.clock.advance(60_000);
    const now = h.clock.now().toISOString();
    const res = await addRate(unit, { money_minor: 120 });
    expect(res.status).toBe(201);
    const rates = ratesOf(res);
    expect(rates.map((r) => [r.effective_from, r.effective_to, r.money_minor])).toEqual([
      [null, now, '100'],
      [now, null, '120'],
    ]);
    // A third one at an explicit instant (with an offset) closes the second there.
    h.clock.advance(1);
    const res3 = await addRate(unit, { money_minor: 150, effective_from: '2026-06-01T02:00:00+02:00' });
    expect(res3.status).toBe(201);
    expect(ratesOf(res3).map((r) => [r.effective_from, r.effective_to])).toEqual([
      [null, now],
      [now, '2026-06-01T00:00:00.000Z'],
      ['2026-06-01T00:00:00.000Z', null],
    ]);
  });

  it('a first rate may start at a given instant', async () => {
    const unit = await newUnit();
    const res = await addRate(unit, { effective_from: '2026-03-01T00:00:00Z', settlement_currency_code: 'jpy', money_minor: 1, unit_amount: '0.5' });
    expect(res.status).toBe(201);
    expect(ratesOf(res)[0]).toMatchObject({ settlement_currency_code: 'jpy', effective_from: '2026-03-01T00:00:00.000Z', effective_to: null, unit_amount: '0.5' });
  });

  it('refuses a later rate that does not start after the current one: 409 RATE_PERIOD_OVERLAP, nothing written', async () => {
    const unit = await newUnit();
    await addRate(unit, { effective_from: '2026-02-01T00:00:00.000Z' });
    for (const effective_from of ['2026-02-01T00:00:00.000Z', '2026-01-31T23:59:59.999Z', null]) {
      const res = await addRate(unit, { effective_from });
      expect(res.status).toBe(409);
      expectShape(res.body, ERROR_BODY);
      expect(res.body.error.code).toBe('RATE_PERIOD_OVERLAP');
    }
    // "now" (2026-01-15 on the test clock) is before the current rate's start, too.
    expect((await addRate(unit, {})).body.error.code).toBe('RATE_PERIOD_OVERLAP');
    const read = await h.api.get(`/v1/pricing-units/${unit}`);
    expect(ratesOf(read)).toHaveLength(1);
    expect(ratesOf(read)[0]?.effective_to).toBeNull();
    // One millisecond after is fine.
    expect((await addRate(unit, { effective_from: '2026-02-01T00:00:00.001Z' })).status).toBe(201);
  });

  it('keeps series apart: per currency and per customer, each with its own first rate', async () => {
    const unit = await newUnit();
    const customer = (await h.api.post('/v1/customers', { name: 'VIP' })).body.customer.id as string;
    await addRate(unit, {});
    h.clock.advance(1);
    const eur = await addRate(unit, { settlement_currency_code: 'eur', money_minor: 90 });
    expect(eur.status).toBe(201);
    h.clock.advance(1);
    const own = await addRate(unit, { customer_id: customer, money_minor: 80 });
    expect(own.status).toBe(201);
    const rates = ratesOf(own);
    expect(rates.map((r) => [r.customer_id, r.settlement_currency_code, r.effective_from, r.effective_to])).toEqual([
      [null, 'usd', null, null],
      [null, 'eur', null, null],
      [customer, 'usd', null, null],
    ]);
  });

  it("refuses a customer that does not exist in this company and mode (400 naming body.customer_id)", async () => {
    const unit = await newUnit();
    const liveCustomer = (await h.live.post('/v1/customers', { name: 'Live only' })).body.customer.id as string;
    for (const customerId of ['nope', liveCustomer]) {
      const res = await addRate(unit, { customer_id: customerId });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ path: 'body.customer_id', message: `customer ${customerId} does not exist` }]);
    }
    expect(ratesOf(await h.api.get(`/v1/pricing-units/${unit}`))).toEqual([]);
  });

  it('validates money_minor, unit_amount, the currency and effective_from, naming each field', async () => {
    const unit = await newUnit();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ money_minor: 0 }, 'body.money_minor'],
      [{ money_minor: -5 }, 'body.money_minor'],
      [{ money_minor: 1.5 }, 'body.money_minor'],
      [{ money_minor: '12.5' }, 'body.money_minor'],
      [{ money_minor: 'ten' }, 'body.money_minor'],
      [{ money_minor: true }, 'body.money_minor'],
      [{ unit_amount: 0 }, 'body.unit_amount'],
      [{ unit_amount: '-1' }, 'body.unit_amount'],
      [{ unit_amount: '1e5' }, 'body.unit_amount'],
      [{ settlement_currency_code: 'USD' }, 'body.settlement_currency_code'],
      [{ settlement_currency_code: 'btc' }, 'body.settlement_currency_code'],
      [{ effective_from: '2026-02-30T00:00:00Z' }, 'body.effective_from'],
      [{ effective_from: 'tomorrow' }, 'body.effective_from'],
      [{ rate: 1 }, 'body.rate'],
    ];
    for (const [body, path] of cases) {
      const res = await addRate(unit, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const missing = await h.api.post(`/v1/pricing-units/${unit}/conversion-rates`, { money_minor: 1, unit_amount: 1 });
    expect(missing.body.error.details[0].path).toBe('body.settlement_currency_code');
    expect(ratesOf(await h.api.get(`/v1/pricing-units/${unit}`))).toEqual([]);
    // Whole-number strings and fractional unit amounts are fine.
    const good = await addRate(unit, { money_minor: '100.00', unit_amount: 0.001 });
    expect(good.status).toBe(201);
    expect(ratesOf(good)[0]).toMatchObject({ money_minor: '100', unit_amount: '0.001' });
  });

  it('concurrent additions to one series leave exactly one open rate and a gapless chain', async () => {
    const unit = await newUnit();
    const firsts = await Promise.all([0, 1, 2, 3].map((i) => addRate(unit, { money_minor: 100 + i })));
    expect(firsts.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const res of firsts) expect([201, 409]).toContain(res.status);
    const later = await Promise.all(
      ['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'].map((effective_from) => addRate(unit, { effective_from })),
    );
    for (const res of later) expect([201, 409]).toContain(res.status);
    const rates = ratesOf(await h.api.get(`/v1/pricing-units/${unit}`));
    expect(rates.filter((r) => r.effective_to === null)).toHaveLength(1);
    const chain = [...rates].sort((a, b) => (a.effective_from ?? '').localeCompare(b.effective_from ?? ''));
    expect(chain[0]?.effective_from).toBeNull();
    chain.slice(1).forEach((r, i) => expect(chain[i]?.effective_to).toBe(r.effective_from));
  });

  it('loadConversionRates + findRate answer from stored rates, customer first', async () => {
    const unit = await newUnit();
    const customer = (await h.api.post('/v1/customers', { name: 'Override' })).body.customer.id as string;
    await addRate(unit, { money_minor: 100 });
    await addRate(unit, { money_minor: 200, effective_from: '2026-03-01T00:00:00.000Z' });
    await addRate(unit, { money_minor: 50, customer_id: customer, effective_from: '2026-02-01T00:00:00.000Z' });
    const scope = { companyId: h.company.id, mode: 'test' as const };
    const rates = await loadConversionRates({ db: h.testStore.store.db, scope: scope }, unit);
    expect(rates).toHaveLength(3);
    const at = (iso: string, customerId: string | null) => findRate(rates, { customerId, currency: 'usd', at: new Date(iso) })?.money_minor;
    expect(at('2026-02-28T23:59:59.999Z', null)).toBe('100');
    expect(at('2026-03-01T00:00:00.000Z', null)).toBe('200');
    expect(at('2026-01-31T23:59:59.999Z', customer)).toBe('100');
    expect(at('2026-02-01T00:00:00.000Z', customer)).toBe('50');
    expect(at('2027-01-01T00:00:00.000Z', customer)).toBe('50');
    expect(findRate(rates, { customerId: customer, currency: 'eur', at: new Date() })).toBeNull();
    // Scoped: the live mode and another company see nothing of it.
    expect(await loadConversionRates({ db: h.testStore.store.db, scope: { ...scope, mode: 'live' } }, unit)).toEqual([]);
  });

  it("hides another company's and the other mode's pricing units (404) and keeps lists apart", async () => {
    const unit = await newUnit();
    await addRate(unit, {});
    const other = await h.newCompany({ name: 'Other' });
    for (const client of [h.live, other.api, other.live]) {
      const get = await client.get(`/v1/pricing-units/${unit}`);
      expect(get.status).toBe(404);
      expectShape(get.body, ERROR_BODY);
      expect(get.body.error.code).toBe('NOT_FOUND');
      expect((await addRate(unit, { effective_from: '2027-01-01T00:00:00.000Z' }, client)).status).toBe(404);
      const list = await client.get('/v1/pricing-units');
      expect(list.body.pricing_units.map((u: { id: string }) => u.id)).not.toContain(unit);
    }
    expect(ratesOf(await h.api.get(`/v1/pricing-units/${unit}`))).toHaveLength(1);
  });
});
