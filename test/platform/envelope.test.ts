/**
 * The envelope on every response (docs/decisions.md, HTTP conventions): `success` and `request_id` in the body,
 * the same id in X-Request-Id, on success, on each 4xx the platform produces, and on 5xx.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { FixedClock } from '../../src/clock.js';
import { DomainError } from '../../src/errors/index.js';
import { ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { createTestStore, describeEachStore } from '../support/stores.js';
import { buildNode, testConfig, type Reply } from './nodes.js';

const MIB = 1024 * 1024;

function expectEnvelope(res: Reply): void {
  expect(res.headers['x-request-id']).toMatch(/^req_[a-z0-9]+$/);
  expect(res.body.request_id).toBe(res.headers['x-request-id']);
  expect(Object.keys(res.body)[0]).toBe('success');
  expect(Object.keys(res.body).at(-1)).toBe('request_id');
}

function expectErrorEnvelope(res: Reply, status: number, code: string): void {
  expect(res.status).toBe(status);
  expectShape(res.body, ERROR_BODY);
  expect(res.body.success).toBe(false);
  expect(res.body.error.code).toBe(code);
  expectEnvelope(res);
}

/** A JSON object body of exactly `bytes` bytes: {"name":"xxxx..."}. */
function jsonOfSize(bytes: number): string {
  const frame = '{"name":""}'.length;
  return `{"name":"${'x'.repeat(bytes - frame)}"}`;
}

describeEachStore('the response envelope', (kind) => {
  let h: Harness;
  const raw = async (method: 'GET' | 'POST', url: string, payload?: string, headers: Record<string, string> = {}): Promise<Reply> => {
    const res = await h.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${h.api.key}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const count = async () => (await h.api.get('/v1/customers', { limit: '100' })).body.customers.length as number;

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('wraps successes: success true first, request_id last and equal to X-Request-Id', async () => {
    const created = await h.api.post('/v1/customers', { name: 'Envelope' });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    expectEnvelope(created);
    const listed = await h.api.get('/v1/customers');
    expect(listed.status).toBe(200);
    expect(Object.keys(listed.body)).toEqual(['success', 'customers', 'pagination', 'request_id']);
    expectEnvelope(listed);
    expect(listed.body.request_id).not.toBe(created.body.request_id);
  });

  it('ignores a caller-sent X-Request-Id: the id is always the server own', async () => {
    const res = await raw('GET', '/v1/customers', undefined, { 'x-request-id': 'forged' });
    expect(res.headers['x-request-id']).not.toBe('forged');
    expectEnvelope(res);
  });

  it('404 NOT_FOUND for unknown routes, inside and outside /v1', async () => {
    for (const url of ['/v1/no-such-thing', '/nothing-here', '/v1/customers/x/y/z']) {
      const res = await raw('GET', url);
      expectErrorEnvelope(res, 404, 'NOT_FOUND');
    }
    expectErrorEnvelope(await raw('POST', '/v1/nope', '{}', { 'content-type': 'application/json' }), 404, 'NOT_FOUND');
  });

  it('an unknown /v1 path without a valid key is a 401 like a real one, so routes cannot be mapped anonymously', async () => {
    for (const url of ['/v1/no-such-thing', '/v1', '/v1/customers/x/y/z']) {
      const anonymous = await h.app.inject({ method: 'GET', url });
      expectErrorEnvelope({ status: anonymous.statusCode, body: anonymous.json(), headers: anonymous.headers }, 401, 'UNAUTHORIZED');
      const forged = await h.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer ak_test_0000000000000000000000000000' } });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().error.code).toBe('INVALID_API_KEY');
    }
    // Outside /v1 (hosted pages, docs) there is no key to ask for.
    const page = await h.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(page.statusCode).toBe(404);
  });

  it('errors the router raises before any hook (bad encoding, over-long id) carry the envelope', async () => {
    const badUrl = await raw('GET', '/v1/customers/%E0%A4%A');
    expectErrorEnvelope(badUrl, 400, 'INVALID_REQUEST');
    const longId = await raw('GET', `/v1/customers/${'a'.repeat(150)}`);
    expectErrorEnvelope(longId, 400, 'VALIDATION_ERROR');
    expect(longId.body.error.details).toEqual([{ path: 'params', message: 'must NOT have more than 100 characters' }]);
  });

  it('404 NOT_FOUND for an unknown id', async () => {
    expectErrorEnvelope(await raw('GET', '/v1/customers/cust_missing'), 404, 'NOT_FOUND');
  });

  it('400 VALIDATION_ERROR with details naming each path, and nothing written', async () => {
    const before = await count();
    const wrongType = await h.api.post('/v1/customers', { name: 42 });
    expectErrorEnvelope(wrongType, 400, 'VALIDATION_ERROR');
    // One detail per problem: a nullable field's union is not reported branch by branch.
    expect(wrongType.body.error.details).toEqual([{ path: 'body.name', message: 'must be string or null' }]);
    expect(wrongType.body.error.message).toBe('body.name must be string or null');
    const tooLong = await h.api.post('/v1/customers', { name: 'x'.repeat(501) });
    expect(tooLong.body.error.details).toEqual([{ path: 'body.name', message: 'must NOT have more than 500 characters' }]);
    const nested = await h.api.post('/v1/customers', { billing_address: { country: 'USA' } });
    expect(nested.body.error.details).toEqual([{ path: 'body.billing_address.country', message: expect.stringMatching(/^must match pattern/) }]);
    const notObject = await h.api.post('/v1/customers', { billing_address: 'Main St 1' });
    expect(notObject.body.error.details).toEqual([{ path: 'body.billing_address', message: 'must be object or null' }]);
    const unknownField = await h.api.post('/v1/customers', { name: 'ok', nmae: 'typo' });
    expectErrorEnvelope(unknownField, 400, 'VALIDATION_ERROR');
    expect(unknownField.body.error.details).toEqual([{ path: 'body.nmae', message: 'is not a known field' }]);
    const badQuery = await h.api.get('/v1/customers', { limit: 'lots' });
    expectErrorEnvelope(badQuery, 400, 'VALIDATION_ERROR');
    expect(badQuery.body.error.details[0].path).toMatch(/^querystring\.limit/);
    expect(await count()).toBe(before);
  });

  it('400 INVALID_JSON for a body that is not JSON, or empty with a JSON content type', async () => {
    const json = { 'content-type': 'application/json' };
    for (const body of ['{"name":', 'not json', '{"name": "a",}']) {
      const res = await raw('POST', '/v1/customers', body, json);
      expectErrorEnvelope(res, 400, 'INVALID_JSON');
      expect(res.body.error.details).toBeUndefined();
    }
    expectErrorEnvelope(await raw('POST', '/v1/customers', '', json), 400, 'INVALID_JSON');
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a body that is not application/json', async () => {
    const before = await count();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      expectErrorEnvelope(await raw('POST', '/v1/customers', '{"name":"x"}', { 'content-type': type }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await count()).toBe(before);
    // A charset parameter is still JSON.
    expect((await raw('POST', '/v1/customers', '{"name":"cs"}', { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it('413 PAYLOAD_TOO_LARGE for a body of 1 MiB + 1 byte; exactly 1 MiB is read', async () => {
    const json = { 'content-type': 'application/json' };
    const over = jsonOfSize(MIB + 1);
    expect(Buffer.byteLength(over)).toBe(MIB + 1);
    const tooLarge = await raw('POST', '/v1/customers', over, json);
    expectErrorEnvelope(tooLarge, 413, 'PAYLOAD_TOO_LARGE');
    // Authenticated, so the rate-limit headers are there too.
    expect(tooLarge.headers['x-ratelimit-limit']).toBeDefined();
    // At the limit the body is parsed and judged by the schema instead (the name is too long).
    const atLimit = await raw('POST', '/v1/customers', jsonOfSize(MIB), json);
    expectErrorEnvelope(atLimit, 400, 'VALIDATION_ERROR');
    expect(atLimit.body.error.details[0].path).toBe('body.name');
  });

  it('401 errors carry the envelope too', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/customers' });
    expectErrorEnvelope({ status: res.statusCode, body: res.json(), headers: res.headers }, 401, 'UNAUTHORIZED');
  });
});

describeEachStore('5xx responses', (kind) => {
  it('500 INTERNAL_ERROR with the envelope, and the message of the error never leaks', async () => {
    const testStore = await createTestStore(kind);
    // buildNode readies the app; a throwing route has to be added before that, so build by hand.
    const app = await buildApp({ store: testStore.store, config: testConfig(), clock: new FixedClock(new Date()) });
    app.get('/boom', async () => {
      throw new Error('connection string postgres://admin:hunter2@db/internal failed at row 42');
    });
    app.get('/boom-typed', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret_field')");
    });
    app.get('/taken', async () => {
      throw new DomainError('CODE_TAKEN', 'A domain error keeps its code and message');
    });
    await app.ready();
    try {
      for (const url of ['/boom', '/boom-typed']) {
        const res = await app.inject({ method: 'GET', url });
        const reply: Reply = { status: res.statusCode, body: res.json(), headers: res.headers };
        expectErrorEnvelope(reply, 500, 'INTERNAL_ERROR');
        expect(reply.body.error).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
        expect(res.body).not.toMatch(/hunter2|secret_field|postgres:|stack/);
      }
      const taken = await app.inject({ method: 'GET', url: '/taken' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({ code: 'CODE_TAKEN', message: 'A domain error keeps its code and message' });
    } finally {
      await app.close();
      await testStore.drop();
    }
  });

  it('503 SERVICE_UNAVAILABLE with the envelope when the store is closed under the app', async () => {
    const testStore = await createTestStore(kind);
    const node = await buildNode(testStore.store);
    const healthy = await node.call(null, 'GET', '/health');
    expect(healthy.status).toBe(200);
    await testStore.drop();
    const res = await node.call(null, 'GET', '/health');
    expectErrorEnvelope(res, 503, 'SERVICE_UNAVAILABLE');
    expect(res.headers['retry-after']).toBe('1');
    await node.app.close();
  });
});

/** Sends raw bytes to a listening server and returns the whole answer as text (the server closes). */
async function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(bytes);
  });
}

function parseRawAnswer(answer: string): Reply {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), body: JSON.parse(body), headers };
}

describeEachStore('what the HTTP parser refuses', (kind) => {
  it('answers in the envelope: 431 for an oversized header block, 400 for broken framing', async () => {
    const testStore = await createTestStore(kind);
    const app = await buildApp({ config: testConfig(), clock: new FixedClock(new Date('2026-01-01T00:00:00Z')), store: testStore.store });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const oversized = parseRawAnswer(await rawExchange(port, `GET /v1/customers HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`));
      expectErrorEnvelope(oversized, 431, 'HEADERS_TOO_LARGE');
      const chunked = parseRawAnswer(
        await rawExchange(port, 'POST /v1/customers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'),
      );
      expectErrorEnvelope(chunked, 400, 'INVALID_REQUEST');
      const twoLengths = parseRawAnswer(
        await rawExchange(port, 'POST /v1/customers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'),
      );
      expectErrorEnvelope(twoLengths, 400, 'INVALID_REQUEST');
    } finally {
      await app.close();
      await testStore.drop();
    }
  });
});
