/**
 * Authentication, row by row as the contract's table writes it: status, error.code and
 * error.message to the letter, with the envelope and X-Request-Id on each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/db/store.js';
import { createApiKey, createCompany, revokeApiKey } from '../../src/modules/platform/service.js';
import { systemClock } from '../../src/clock.js';
import { ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { createTestStore, describeEachStore } from '../support/stores.js';
import { buildNode, closedPort, type Reply } from './nodes.js';

const UNKNOWN_TEST_KEY = `ak_test_${'A'.repeat(32)}`;
const UNKNOWN_LIVE_KEY = `ak_live_${'z9'.repeat(16)}`;

function expectError(res: Reply, status: number, code: string, message: string): void {
  expect(res.status).toBe(status);
  expectShape(res.body, ERROR_BODY);
  expect(res.body).toEqual({ success: false, error: { code, message }, request_id: res.body.request_id });
  expect(res.headers['x-request-id']).toBe(res.body.request_id);
}

describeEachStore('authentication', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const send = async (authorization: string | undefined): Promise<Reply> => {
    const raw = await h.app.inject({
      method: 'GET',
      url: '/v1/customers',
      headers: authorization === undefined ? {} : { authorization },
    });
    return { status: raw.statusCode, body: raw.json(), headers: raw.headers };
  };

  it.each([
    ['the header is absent', undefined],
    ['the scheme is Basic', 'Basic x'],
    ['Bearer has no token', 'Bearer'],
    ['Bearer is followed by a space only', 'Bearer '],
    ['the token has a space in it', 'Bearer ak_test_a b'],
    ['the scheme is missing', UNKNOWN_TEST_KEY],
  ])('401 UNAUTHORIZED when %s', async (_case, header) => {
    const res = await send(header);
    expectError(res, 401, 'UNAUTHORIZED', 'Missing or invalid Authorization header');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  // Row 2 is "not matching `ak_live_*` or `ak_test_*`": the prefix decides the format.
  it.each([
    ['sk_123'],
    ['ak_live'],
    ['AK_TEST_abc'],
    ['ak_testabc'],
    [`ak_prod_${'A'.repeat(32)}`],
  ])('401 INVALID_API_KEY "Invalid API key format" for token %s', async (token) => {
    expectError(await send(`Bearer ${token}`), 401, 'INVALID_API_KEY', 'Invalid API key format');
  });

  // Row 3: the token matches `ak_live_*` or `ak_test_*` but no such key exists, whatever follows the prefix.
  it.each([
    ['ak_test_abc'],
    ['ak_live_short'],
    ['ak_test_'],
    [`ak_test_${'A'.repeat(31)}`],
    [`ak_test_${'A'.repeat(33)}`],
    [`ak_test_${'A'.repeat(31)}-`],
    [UNKNOWN_TEST_KEY],
    [UNKNOWN_LIVE_KEY],
  ])('401 INVALID_API_KEY "Invalid API key" for token %s (prefix matches, no such key)', async (token) => {
    expectError(await send(`Bearer ${token}`), 401, 'INVALID_API_KEY', 'Invalid API key');
  });

  it('matches the Bearer scheme without regard to case (RFC 7235), with one or more spaces', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      expect((await send(`${scheme} ${h.api.key}`)).status).toBe(200);
    }
    expect((await send(`Bearer   ${h.api.key}`)).status).toBe(200);
    expectError(await send(`bearer ${UNKNOWN_TEST_KEY}`), 401, 'INVALID_API_KEY', 'Invalid API key');
    expectError(await send('BEARER sk_123'), 401, 'INVALID_API_KEY', 'Invalid API key format');
    expectError(await send(`Bearers ${h.api.key}`), 401, 'UNAUTHORIZED', 'Missing or invalid Authorization header');
  });

  it('401 API_KEY_REVOKED "API key has been revoked" for a revoked key', async () => {
    const db = h.testStore.store.db;
    const key = await createApiKey(db, h.clock, { companyId: h.company.id, mode: 'test' });
    await revokeApiKey(db, h.clock, key.id);
    expectError(await send(`Bearer ${key.key}`), 401, 'API_KEY_REVOKED', 'API key has been revoked');
  });

  it('accepts both modes of a valid key', async () => {
    expect((await send(`Bearer ${h.api.key}`)).status).toBe(200);
    expect((await send(`Bearer ${h.live.key}`)).status).toBe(200);
  });

  it('503 SERVICE_UNAVAILABLE "Authentication service unavailable" once the store is closed', async () => {
    const testStore = await createTestStore(kind);
    const node = await buildNode(testStore.store);
    const company = await createCompany(testStore.store.db, systemClock, { name: 'Closed' });
    const cached = await createApiKey(testStore.store.db, systemClock, { companyId: company.id, mode: 'test' });
    expect((await node.call(cached.key, 'GET', '/v1/customers')).status).toBe(200);
    await testStore.drop();

    expectError(await node.call(UNKNOWN_TEST_KEY, 'GET', '/v1/customers'), 503, 'SERVICE_UNAVAILABLE', 'Authentication service unavailable');
    // A key the node still has cached gets past authentication; the route's own query then fails
    // the same way: 503 with the envelope, never a 500.
    const routeLevel = await node.call(cached.key, 'GET', '/v1/customers');
    expect(routeLevel.status).toBe(503);
    expectShape(routeLevel.body, ERROR_BODY);
    expect(routeLevel.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(routeLevel.headers['retry-after']).toBe('1');
    await node.app.close();
  });
});

describe('authentication without a reachable PostgreSQL', () => {
  it('503 SERVICE_UNAVAILABLE "Authentication service unavailable" when the server refuses connections', async () => {
    const store = openStore(`postgres://postgres@127.0.0.1:${await closedPort()}/meterline`, { poolSize: 1 });
    const node = await buildNode(store);
    try {
      const res = await node.call(UNKNOWN_LIVE_KEY, 'GET', '/v1/customers');
      expectError(res, 503, 'SERVICE_UNAVAILABLE', 'Authentication service unavailable');
      expect(res.headers['retry-after']).toBe('1');
      // The format rows need no database and still answer 401.
      expectError(await node.call('sk_123', 'GET', '/v1/customers'), 401, 'INVALID_API_KEY', 'Invalid API key format');
      expectError(await node.call(null, 'GET', '/v1/customers'), 401, 'UNAUTHORIZED', 'Missing or invalid Authorization header');
    } finally {
      await node.app.close();
      await store.close();
    }
  });
});
