/**
 * API keys: their format, that only a hash is stored, revocation reaching every node within
 * 5 seconds, and test/live data kept apart.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { KEY_CACHE_MS } from '../../src/http/authenticator.js';
import { API_KEY_PATTERN, generateApiKey } from '../../src/kernel/apiKeys.js';
import { createApiKey, createCompany, listApiKeys, revokeApiKey } from '../../src/modules/platform/service.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { buildNode, ManualTime, type ApiNode } from './nodes.js';

describe('API key format', () => {
  it('is ak_live_ or ak_test_ followed by 32 base62 characters, never repeating', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const key = generateApiKey(i % 2 === 0 ? 'test' : 'live');
      expect(key).toMatch(i % 2 === 0 ? /^ak_test_[A-Za-z0-9]{32}$/ : /^ak_live_[A-Za-z0-9]{32}$/);
      expect(API_KEY_PATTERN.test(key)).toBe(true);
      keys.add(key);
    }
    expect(keys.size).toBe(200);
  });

  it('revocation is bounded: a node trusts a cached lookup for less than 5 seconds', () => {
    expect(KEY_CACHE_MS).toBeGreaterThan(0);
    expect(KEY_CACHE_MS).toBeLessThan(5000);
  });
});

describeEachStore('API keys', (kind) => {
  let testStore: TestStore;
  let nodeA: ApiNode;
  let nodeB: ApiNode;
  const time = new ManualTime();
  const clock = new FixedClock(new Date(START));

  beforeAll(async () => {
    testStore = await createTestStore(kind);
    // Two API nodes over one store, as two server processes would be; each caches lookups.
    nodeA = await buildNode(testStore.store, { clock, time });
    nodeB = await buildNode(testStore.store, { clock, time });
  });
  afterAll(async () => {
    await nodeA.app.close();
    await nodeB.app.close();
    await testStore.drop();
  });

  it('stores only the SHA-256 of a key and a short display prefix', async () => {
    const company = await createCompany(testStore.store.db, clock, { name: 'Hashes' });
    const created = await createApiKey(testStore.store.db, clock, { companyId: company.id, mode: 'live', name: 'ci' });
    const row = await testStore.store.db.selectFrom('api_keys').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(crypto.createHash('sha256').update(created.key).digest('hex'));
    expect(created.key.startsWith(row.key_prefix)).toBe(true);
    expect(row.key_prefix.length).toBeLessThan(16);
    expect(Object.values(row)).not.toContain(created.key);
    expect(await listApiKeys(testStore.store.db, company.id)).toEqual([
      { id: created.id, mode: 'live', name: 'ci', prefix: row.key_prefix, created_at: row.created_at, revoked_at: null, last_used_at: null },
    ]);
  });

  it('a key revoked through the service is refused by every node within 5 seconds', async () => {
    const company = await createCompany(testStore.store.db, clock, { name: 'Revoker' });
    const key = await createApiKey(testStore.store.db, clock, { companyId: company.id, mode: 'test' });
    // Both nodes have seen (and cached) the key.
    expect((await nodeA.call(key.key, 'GET', '/v1/customers')).status).toBe(200);
    expect((await nodeB.call(key.key, 'GET', '/v1/customers')).status).toBe(200);

    const revoked = await revokeApiKey(testStore.store.db, clock, key.id);
    expect(revoked.revoked_at).toBe(START);

    // Inside the cache lifetime a node may still answer from its cache...
    time.advance(KEY_CACHE_MS - 1);
    expect([200, 401]).toContain((await nodeB.call(key.key, 'GET', '/v1/customers')).status);
    // ...and once it has passed (well under 5 s), every node refuses the key.
    time.advance(1);
    for (const node of [nodeA, nodeB]) {
      const res = await node.call(key.key, 'GET', '/v1/customers');
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'API_KEY_REVOKED', message: 'API key has been revoked' });
    }
    // A node that had never seen the key refuses it at once.
    const nodeC = await buildNode(testStore.store, { clock, time });
    expect((await nodeC.call(key.key, 'GET', '/v1/customers')).body.error.code).toBe('API_KEY_REVOKED');
    await nodeC.app.close();
  });

  it('revoking twice keeps the first revocation time; the company other keys keep working', async () => {
    const company = await createCompany(testStore.store.db, clock, { name: 'Twice' });
    const doomed = await createApiKey(testStore.store.db, clock, { companyId: company.id, mode: 'live' });
    const kept = await createApiKey(testStore.store.db, clock, { companyId: company.id, mode: 'live' });
    const first = await revokeApiKey(testStore.store.db, clock, doomed.id);
    clock.advance(60_000);
    const second = await revokeApiKey(testStore.store.db, clock, doomed.id);
    expect(second.revoked_at).toBe(first.revoked_at);
    expect((await nodeA.call(kept.key, 'GET', '/v1/customers')).status).toBe(200);
    expect((await nodeA.call(doomed.key, 'GET', '/v1/customers')).body.error.code).toBe('API_KEY_REVOKED');
  });
});

describeEachStore('test and live data are separate', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('an object made with a test key does not exist for a live key of the same company, and back', async () => {
    const testOnly = (await h.api.post('/v1/customers', { name: 'Made in test' })).body.customer.id as string;
    const liveOnly = (await h.live.post('/v1/customers', { name: 'Made in live' })).body.customer.id as string;

    const fromLive = await h.live.get(`/v1/customers/${testOnly}`);
    expect(fromLive.status).toBe(404);
    expect(fromLive.body.error.code).toBe('NOT_FOUND');
    expect((await h.api.get(`/v1/customers/${liveOnly}`)).status).toBe(404);
    expect((await h.live.post(`/v1/customers/${testOnly}`, { name: 'hijack' })).status).toBe(404);

    const names = async (client: Harness['api']) => (await client.get('/v1/customers')).body.customers.map((c) => c.name);
    expect(await names(h.api)).toEqual(['Made in test']);
    expect(await names(h.live)).toEqual(['Made in live']);
    expect((await h.api.get(`/v1/customers/${testOnly}`)).body.customer.name).toBe('Made in test');
  });

  it("another company's keys, in either mode, see none of it", async () => {
    const mine = (await h.api.post('/v1/customers', { name: 'Mine' })).body.customer.id as string;
    const other = await h.newCompany({ name: 'Other' });
    for (const client of [other.api, other.live]) {
      expect((await client.get(`/v1/customers/${mine}`)).status).toBe(404);
      expect((await client.get('/v1/customers')).body.customers).toEqual([]);
    }
  });
});
