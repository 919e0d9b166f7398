/**
 * Contract details to the letter (issue 14 item 7): a known path asked with another method is
 * 405 METHOD_NOT_ALLOWED with `Allow` (after the key check under /v1), and ingest, whose declared
 * statuses are 400, 401, 413, 429 and 500, answers a body that is not JSON with a 400, not a 415.
 * The authentication rows (prefix, case of the scheme) are in auth.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';

describeEachStore('contract details', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const call = async (method: Method, url: string, options: { key?: string | null; payload?: string; contentType?: string } = {}) => {
    const key = options.key === undefined ? h.api.key : options.key;
    const headers: Record<string, string> = {};
    if (key !== null) headers.authorization = `Bearer ${key}`;
    if (options.contentType) headers['content-type'] = options.contentType;
    return h.app.inject({ method, url, headers, ...(options.payload === undefined ? {} : { payload: options.payload }) });
  };

  const countEvents = async (): Promise<number> => {
    const listed = await h.api.get('/v1/events', { limit: '100' });
    expect(listed.status).toBe(200);
    return listed.body.events.length as number;
  };

  it('405 METHOD_NOT_ALLOWED with Allow for a known /v1 path and another method', async () => {
    const cases: Array<[Method, string, string]> = [
      ['DELETE', '/v1/customers', 'GET, HEAD, POST'],
      ['PUT', '/v1/customers/cust_anything', 'GET, HEAD, POST'],
      ['GET', '/v1/events/ingest', 'POST'],
      ['PATCH', '/v1/plans/plan_x/fees/fee_y', expect.stringContaining('GET') as unknown as string],
      ['GET', '/v1/billing/run', 'POST'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toEqual(allow);
      const body = res.json();
      expectShape(body, ERROR_BODY);
      expect(body.success).toBe(false);
      expect(body.error.code).toBe('METHOD_NOT_ALLOWED');
      expect(body.request_id).toBe(res.headers['x-request-id']);
      // The methods named in Allow are the ones the path really answers.
      expect(String(res.headers.allow).split(', ')).not.toContain(method);
    }
  });

  it('405 outside /v1 too, with no key to ask for', async () => {
    const res = await call('POST', '/health', { key: null, payload: '{}', contentType: 'application/json' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('checks the key first under /v1: the wrong method without a key is the 401, not a 405 that maps the routes', async () => {
    const anonymous = await call('DELETE', '/v1/customers', { key: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    expect(anonymous.headers.allow).toBeUndefined();
    const badKey = await call('DELETE', '/v1/customers', { key: `ak_test_${'B'.repeat(32)}` });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().error).toEqual({ code: 'INVALID_API_KEY', message: 'Invalid API key' });
    // An unknown /v1 path stays 401 without a key and 404 with one.
    expect((await call('GET', '/v1/no-such-thing', { key: null })).statusCode).toBe(401);
    const unknown = await call('DELETE', '/v1/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('ingest and batch answer a body that is not JSON with 400 INVALID_JSON (no 415 there), storing nothing', async () => {
    const customer = await h.api.post('/v1/customers', { name: 'Media' });
    expect(customer.status).toBe(201);
    const event = JSON.stringify({
      customer_id: customer.body.customer.id,
      event_name: 'api.call',
      timestamp: '2026-01-15T11:00:00.000Z',
      idempotency_key: 'media-1',
      properties: {},
    });
    const before = await countEvents();
    for (const [url, payload] of [
      ['/v1/events/ingest', event],
      ['/v1/events/batch', `{"events":[${event}]}`],
    ] as const) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const res = await call('POST', url, { payload, contentType });
        expect(res.statusCode, `${url} ${contentType}`).toBe(400);
        const body = res.json();
        expectShape(body, ERROR_BODY);
        expect(body.error.code).toBe('INVALID_JSON');
        expect(body.error.message).toMatch(/application\/json/);
      }
      // Malformed JSON with the JSON content type is the same 400.
      const malformed = await call('POST', url, { payload: '{"customer_id":', contentType: 'application/json' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('INVALID_JSON');
    }
    expect(await countEvents()).toBe(before);
    // Other endpoints keep the 415 their declared statuses have.
    const customers = await call('POST', '/v1/customers', { payload: '{"name":"x"}', contentType: 'text/plain' });
    expect(customers.statusCode).toBe(415);
    // And the JSON body still goes through.
    const accepted = await call('POST', '/v1/events/ingest', { payload: event, contentType: 'application/json; charset=utf-8' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('inserted');
  });

  it("documents it: ingest's OpenAPI responses have no 415, and the registry's 405 is listed in docs", async () => {
    const document = (await call('GET', '/openapi.json', { key: null })).json();
    for (const path of ['/v1/events/ingest', '/v1/events/batch']) {
      const responses = Object.keys(document.paths[path].post.responses);
      expect(responses).not.toContain('415');
      expect(document.paths[path].post['x-error-codes']).not.toContain('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(Object.keys(document.paths['/v1/customers'].post.responses)).toContain('415');
  });
});
