/**
 * The tax rates API and the customer's tax fields (issue 30, item 4): what is accepted, what is
 * refused (400 VALIDATION_ERROR naming the field), paging, and the customer's `tax_exempt` and
 * `tax_rate_ids` on create, update and read.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('tax rates and customers’ tax fields', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  it('creates, reads and pages tax rates; refuses bad input naming the field', async () => {
    const { api, live } = await h.newCompany({ name: 'Rates' });
    const res = await api.post('/v1/tax-rates', { name: 'Sales tax', percentage: '8.8750', country: 'US', state: 'NY', inclusive: false });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'tax_rate', 'request_id']);
    const rate = res.body.tax_rate;
    expect(rate).toEqual({ id: expect.any(String), name: 'Sales tax', percentage: '8.875', country: 'US', state: 'NY', inclusive: false, created_at: '2026-01-01T00:00:00.000Z' });
    expect((await api.get(`/v1/tax-rates/${rate.id}`)).body.tax_rate).toEqual(rate);
    expect((await live.get(`/v1/tax-rates/${rate.id}`)).status).toBe(404);

    h.clock.advance(1000);
    const vat = (await api.post('/v1/tax-rates', { name: 'VAT', percentage: '100', country: 'GB', inclusive: true })).body.tax_rate;
    expect(vat).toMatchObject({ percentage: '100', state: null, inclusive: true });
    const first = await api.get('/v1/tax-rates', { limit: '1' });
    expect(first.body.tax_rates.map((r: { id: string }) => r.id)).toEqual([vat.id]);
    expect(first.body.pagination.has_more).toBe(true);
    const second = await api.get('/v1/tax-rates', { limit: '1', cursor: String(first.body.pagination.next_cursor) });
    expect(second.body.tax_rates.map((r: { id: string }) => r.id)).toEqual([rate.id]);
    expect(second.body.pagination).toEqual({ has_more: false, next_cursor: null });
    expect((await api.get('/v1/tax-rates', { limit: '0' })).status).toBe(400);

    const refused: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Zero', percentage: '0', country: 'FR', inclusive: false }, 'body.percentage'],
      [{ name: 'Over', percentage: '100.0001', country: 'FR', inclusive: false }, 'body.percentage'],
      [{ name: 'Digits', percentage: '1.23456', country: 'FR', inclusive: false }, 'body.percentage'],
      [{ name: 'Number', percentage: 20, country: 'FR', inclusive: false }, 'body.percentage'],
      [{ name: 'Lower', percentage: '20', country: 'fr', inclusive: false }, 'body.country'],
      [{ name: 'Unassigned', percentage: '20', country: 'ZZ', inclusive: false }, 'body.country'],
      [{ name: 'No flag', percentage: '20', country: 'FR' }, 'body.inclusive'],
      [{ name: '', percentage: '20', country: 'FR', inclusive: false }, 'body.name'],
      [{ name: 'Blank state', percentage: '20', country: 'US', state: ' ', inclusive: false }, 'body.state'],
    ];
    for (const [body, path] of refused) {
      const bad = await api.post('/v1/tax-rates', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(bad.body.error.details), JSON.stringify(body)).toContain(path);
    }
    expect((await api.get('/v1/tax-rates')).body.tax_rates).toHaveLength(2);
  });

  it("accepts tax_exempt and tax_rate_ids on a customer's create and update, and refuses an unknown rate naming it", async () => {
    const { api, live } = await h.newCompany({ name: 'Customers' });
    const rate = (await api.post('/v1/tax-rates', { name: 'TVA', percentage: '20', country: 'FR', inclusive: false })).body.tax_rate;
    const plain = (await api.post('/v1/customers', { name: 'Plain' })).body.customer;
    expect(plain).toMatchObject({ tax_exempt: false, tax_rate_ids: [] });
    const created = await api.post('/v1/customers', { name: 'Set', tax_exempt: true, tax_rate_ids: [rate.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.customer).toMatchObject({ tax_exempt: true, tax_rate_ids: [rate.id] });

    const updated = await api.post(`/v1/customers/${plain.id}`, { tax_rate_ids: [rate.id] });
    expect(updated.body.customer).toMatchObject({ name: 'Plain', tax_exempt: false, tax_rate_ids: [rate.id] });
    const cleared = await api.post(`/v1/customers/${plain.id}`, { tax_exempt: true, tax_rate_ids: [] });
    expect(cleared.body.customer).toMatchObject({ tax_exempt: true, tax_rate_ids: [] });
    expect((await api.get(`/v1/customers/${plain.id}`)).body.customer).toEqual(cleared.body.customer);

    // A rate of the other mode does not exist here: 400 naming the entry, nothing changes.
    const liveRate = (await live.post('/v1/tax-rates', { name: 'TVA', percentage: '20', country: 'FR', inclusive: false })).body.tax_rate;
    for (const [path, body] of [
      ['/v1/customers', { name: 'Bad', tax_rate_ids: [rate.id, liveRate.id] }],
      [`/v1/customers/${plain.id}`, { tax_rate_ids: [rate.id, liveRate.id] }],
    ] as const) {
      const bad = await api.post(path, body);
      expect(bad.status, path).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.tax_rate_ids[1]' }] });
    }
    expect((await api.post('/v1/customers', { tax_exempt: 'yes' })).status).toBe(400);
    expect((await api.get(`/v1/customers/${plain.id}`)).body.customer.tax_rate_ids).toEqual([]);
  });
});
