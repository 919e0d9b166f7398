/**
 * Bodies are read as strict UTF-8 and strings must be well-formed Unicode: otherwise distinct
 * idempotency keys collided (each invalid byte became U+FFFD; PostgreSQL conflated lone
 * surrogates) and the second event was answered as a duplicate of the first.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer } from '../support/builders.js';

describeEachStore('strict UTF-8 and Unicode bodies', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    customerId = (await setupCustomer(h.api)).id;
  });
  afterAll(() => h.close());

  function eventBytes(key: Buffer): Buffer {
    const [before, after] = JSON.stringify({ event_name: 'e', idempotency_key: 'KEY', customer_id: customerId, timestamp: '2026-01-15T12:00:00Z' }).split('KEY') as [string, string];
    return Buffer.concat([Buffer.from(before), key, Buffer.from(after)]);
  }

  async function send(payload: Buffer | string, contentType = 'application/json') {
    const raw = await h.app.inject({ method: 'POST', url: '/v1/events/ingest', headers: { authorization: `Bearer ${h.api.key}`, 'content-type': contentType }, payload });
    return { status: raw.statusCode, body: raw.json() };
  }

  it('refuses bytes that are not UTF-8, whatever charset is claimed, and stores nothing', async () => {
    const latin1 = eventBytes(Buffer.from('order-caf\u00e9', 'latin1'));
    for (const contentType of ['application/json', 'application/json; charset=latin1']) {
      const res = await send(latin1, contentType);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
      expect(res.body.error.message).toContain('UTF-8');
    }
    const utf8 = await send(eventBytes(Buffer.from('order-caf\u00e9', 'utf8')));
    expect(utf8.body.status).toBe('inserted');
    // The key that used to collide with it is a different key.
    const other = await send(eventBytes(Buffer.from('order-caf\u00e8', 'utf8')));
    expect(other.body.status).toBe('inserted');
    expect(other.body.usage_id).not.toBe(utf8.body.usage_id);
  });

  it('refuses lone surrogates in values and keys, naming where', async () => {
    for (const escaped of ['\\ud800', '\\udbff', '\\udc00x']) {
      const res = await send(eventBytes(Buffer.from(`k-${escaped}`)));
      expect(res.status, escaped).toBe(400);
      expect(res.body.error.details?.[0]?.path ?? res.body.error.message).toContain('body.idempotency_key');
    }
    const inKey = await h.app.inject({
      method: 'POST',
      url: '/v1/customers',
      headers: { authorization: `Bearer ${h.api.key}`, 'content-type': 'application/json' },
      payload: '{"name":"x","metadata":{"\\ud800":1}}',
    });
    expect(inKey.statusCode).toBe(400);
    // A surrogate pair is well-formed: an emoji in a key is fine.
    const emoji = await send(eventBytes(Buffer.from('k-\\ud83d\\ude00')));
    expect(emoji.body.status).toBe('inserted');
  });
});
