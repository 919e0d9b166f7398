import { afterAll, beforeAll, expect, it } from 'vitest';
import { CUSTOMER, ERROR_BODY, PAGINATION } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('customers', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('creates a customer with every contract field, nullable ones as null', async () => {
    const res = await h.api.post('/v1/customers', { name: 'Globex', email: 'billing@globex.test', billing_address: { country: 'de', city: 'Berlin' } });
    expect(res.status).toBe(201);
    expectShape(res.body.customer, CUSTOMER);
    expect(res.body.customer).toMatchObject({ name: 'Globex', first_name: null, billing_address: { country: 'DE', city: 'Berlin' }, shipping_address: null });
    expect(res.body.customer.id).toMatch(/^[a-z][a-z0-9]{23}$/);
  });

  it('updates only the fields given, and null clears a field', async () => {
    const created = await h.api.post('/v1/customers', { name: 'Initech', phone: '+1 555 0100', external_id: 'cust-42' });
    const id = created.body.customer.id as string;
    h.clock.advance(1000);
    const updated = await h.api.post(`/v1/customers/${id}`, { phone: null, first_name: 'Bill' });
    expect(updated.status).toBe(200);
    expectShape(updated.body.customer, CUSTOMER);
    expect(updated.body.customer).toMatchObject({ name: 'Initech', phone: null, first_name: 'Bill', external_id: 'cust-42' });
    expect(updated.body.customer.updated_at).not.toBe(updated.body.customer.created_at);
    const read = await h.api.get(`/v1/customers/${id}`);
    expect(read.body.customer).toEqual(updated.body.customer);
  });

  it('refuses an address whose country is not an ISO code, and changes nothing', async () => {
    const created = await h.api.post('/v1/customers', { name: 'Umbrella' });
    const id = created.body.customer.id as string;
    const res = await h.api.post(`/v1/customers/${id}`, { name: 'Changed', billing_address: { country: 'XX' } });
    expect(res.status).toBe(400);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.details).toEqual([{ path: 'body.billing_address.country', message: 'must be a two-letter ISO 3166-1 country code' }]);
    expect((await h.api.get(`/v1/customers/${id}`)).body.customer.name).toBe('Umbrella');
  });

  it('lists newest first with a cursor, and filters by external_id', async () => {
    const { api } = await h.newCompany({ name: 'Lister' });
    for (let i = 0; i < 5; i++) {
      await api.post('/v1/customers', { name: `c${i}`, external_id: i === 3 ? 'needle' : null });
      h.clock.advance(10);
    }
    const first = await api.get('/v1/customers', { limit: '2' });
    expectShape(first.body.pagination, PAGINATION);
    expect(first.body.customers.map((c) => c.name)).toEqual(['c4', 'c3']);
    expect(first.body.pagination.has_more).toBe(true);
    const second = await api.get('/v1/customers', { limit: '2', cursor: first.body.pagination.next_cursor! });
    expect(second.body.customers.map((c) => c.name)).toEqual(['c2', 'c1']);
    const filtered = await api.get('/v1/customers', { external_id: 'needle' });
    expect(filtered.body.customers.map((c) => c.name)).toEqual(['c3']);
    expect((await api.get('/v1/customers', { limit: '0' })).status).toBe(400);
    expect((await api.get('/v1/customers', { cursor: 'garbage' })).body.error.code).toBe('VALIDATION_ERROR');
  });

  it("hides another company's and the other mode's customers (404)", async () => {
    const created = await h.api.post('/v1/customers', { name: 'Test-only' });
    const id = created.body.customer.id as string;
    const other = await h.newCompany({ name: 'Other' });
    expect((await h.live.get(`/v1/customers/${id}`)).status).toBe(404);
    expect((await other.api.get(`/v1/customers/${id}`)).body.error.code).toBe('NOT_FOUND');
    expect((await other.api.post(`/v1/customers/${id}`, { name: 'hijack' })).status).toBe(404);
  });
});
