/**
 * What the fuzzer found, pinned as plain regressions (both stores).
 * - U+0000 in any request string: PostgreSQL text cannot hold it, so it was a 500 there and
 *   accepted on SQLite. Now 400 VALIDATION_ERROR naming the path, on both, with nothing written.
 * - The same inside a list cursor (base64url of JSON): 400 "is not a cursor this API issued".
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestBody, setupCustomer } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('fuzzer findings', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    customerId = (await setupCustomer(h.api)).id;
  });
  afterAll(() => h?.close());

  it('refuses U+0000 in bodies, path ids and query strings with a validation error naming the path', async () => {
    const cases = [
      { res: await h.api.post('/v1/customers', { name: 'a\u0000b' }), path: 'body.name' },
      { res: await h.api.post(`/v1/customers/${customerId}`, { billing_address: { city: '\u0000' } }), path: 'body.billing_address.city' },
      { res: await h.api.post('/v1/events/ingest', ingestBody(customerId, 'api\u0000call')), path: 'body.event_name' },
      { res: await h.api.post('/v1/events/ingest', ingestBody(customerId, 'api.call', { tags: ['ok', 'x\u0000'] })), path: 'body.properties.tags[1]' },
      { res: await h.api.get('/v1/customers/%00/balances'), path: 'params.id' },
      { res: await h.api.get('/v1/customers', { external_id: 'x\u0000' }), path: 'querystring.external_id' },
    ];
    // ...and inside a cursor, where it hides under base64url.
    const cursor = Buffer.from(JSON.stringify(['2026-01-15T12:00:00.000Z', 'a\u0000b'])).toString('base64url');
    for (const path of ['/v1/customers', '/v1/plans', '/v1/events', '/v1/subscriptions', '/v1/invoices', `/v1/customers/${customerId}/credit-grants`] as const) {
      const res = await h.api.get(path, { cursor });
      expect(res.status, path).toBe(400);
      expect(res.body.error.details, path).toEqual([{ path: 'querystring.cursor', message: 'is not a cursor this API issued' }]);
    }
    for (const { res, path } of cases) {
      expect(res.status, path).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path, message: 'must not contain the NUL character (U+0000)' }] });
    }
    expect((await h.api.get('/v1/customers')).body.customers).toHaveLength(1);
    expect((await h.api.get('/v1/events')).body.events).toEqual([]);
  });
});
