/**
 * `POST /v1/customers/{id}` changes only the given fields, inside an address too (issue 12,
 * smaller items): `{"billing_address": {"city": "Lyon"}}` moves the city and keeps the street,
 * country and zip. `""` clears one field of an address (as in Stripe), `null` the whole address.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('customer update: partial addresses', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  async function customerWithAddress() {
    const res = await h.api.post('/v1/customers', {
      name: 'Globex',
      billing_address: { country: 'fr', city: 'Paris', street: '1 rue de Rivoli', zip: '75001' },
      shipping_address: { country: 'FR', city: 'Paris' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.customer as { id: string };
  }

  it('changes only the given address fields, in the contract order', async () => {
    const customer = await customerWithAddress();
    const res = await h.api.post(`/v1/customers/${customer.id}`, { billing_address: { city: 'Lyon', zip: '69001' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customer.billing_address).toEqual({ country: 'FR', city: 'Lyon', street: '1 rue de Rivoli', zip: '69001' });
    expect(Object.keys(res.body.customer.billing_address!)).toEqual(['country', 'city', 'street', 'zip']);
    // The other address and the other fields are untouched.
    expect(res.body.customer).toMatchObject({ name: 'Globex', shipping_address: { country: 'FR', city: 'Paris' } });
    expect((await h.api.get(`/v1/customers/${customer.id}`)).body.customer.billing_address).toEqual(res.body.customer.billing_address);
  });

  it('clears one field with "" and the whole address with null', async () => {
    const customer = await customerWithAddress();
    const cleared = await h.api.post(`/v1/customers/${customer.id}`, { billing_address: { street: '', country: '' } });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.customer.billing_address).toEqual({ city: 'Paris', zip: '75001' });
    const gone = await h.api.post(`/v1/customers/${customer.id}`, { shipping_address: null });
    expect(gone.body.customer.shipping_address).toBeNull();
    // An address given to a customer without one is the address.
    const fresh = await h.api.post(`/v1/customers/${customer.id}`, { shipping_address: { city: 'Nice' } });
    expect(fresh.body.customer.shipping_address).toEqual({ city: 'Nice' });
  });

  it('refuses a bad country in a partial address and changes nothing', async () => {
    const customer = await customerWithAddress();
    const res = await h.api.post(`/v1/customers/${customer.id}`, { billing_address: { country: 'XX', city: 'Lyon' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: 'body.billing_address.country', message: 'must be a two-letter ISO 3166-1 country code' }]);
    expect((await h.api.get(`/v1/customers/${customer.id}`)).body.customer.billing_address).toEqual({ country: 'FR', city: 'Paris', street: '1 rue de Rivoli', zip: '75001' });
  });
});
