/**
 * With REDIS_URL, every API node counts in one shared window. Runs against the Redis named by
 * TEST_REDIS_URL (CI: redis://127.0.0.1:6379) and is skipped only when that is unset. It writes
 * only keys of the companies it creates, and deletes them afterwards.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { RedisRateLimiter } from '../../src/http/rateLimiter.js';
import { createApiKey, createCompany, setCompanyRateLimit } from '../../src/modules/platform/service.js';
import { START } from '../support/harness.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { buildNode, closedPort, ManualTime, Relay, type ApiNode } from './nodes.js';

const redisUrl = process.env.TEST_REDIS_URL;

describeEachStore('rate limit shared through Redis', (kind) => {
  let testStore: TestStore;
  let nodes: ApiNode[] = [];
  const companies: string[] = [];
  const clock = new FixedClock(new Date(START));
  const time = new ManualTime();

  const newKey = async (name: string) => {
    const company = await createCompany(testStore.store.db, clock, { name });
    companies.push(company.id);
    return (await createApiKey(testStore.store.db, clock, { companyId: company.id, mode: 'test' })).key;
  };

  beforeAll(async () => {
    if (!redisUrl) return;
    testStore = await createTestStore(kind);
    // Two nodes configured as production would be: REDIS_URL set, nothing else shared but the
    // store and Redis.
    nodes = [
      await buildNode(testStore.store, { clock, time, config: { redisUrl, rateLimitPerWindow: 20 } }),
      await buildNode(testStore.store, { clock, time, config: { redisUrl, rateLimitPerWindow: 20 } }),
    ];
  });
  afterAll(async () => {
    if (!redisUrl) return;
    for (const node of nodes) await node.app.close();
    await testStore.drop();
    const redis = new Redis(redisUrl);
    for (const id of companies) {
      const keys = await redis.keys(`meterline:rl:${id}:*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it.skipIf(!redisUrl)('two app instances count in one window, and either refuses past it', async () => {
    const key = await newKey('Shared');
    const [a, b] = nodes as [ApiNode, ApiNode];
    const left: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await (i % 2 === 0 ? a : b).call(key, 'GET', '/v1/customers');
      expect(res.status).toBe(200);
      left.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(left).toEqual(Array.from({ length: 20 }, (_, i) => String(19 - i)));
    for (const node of [a, b]) {
      const res = await node.call(key, 'GET', '/v1/customers');
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(res.headers['retry-after']).toBe('60');
    }
  });

  it.skipIf(!redisUrl)('counts exactly under 50 concurrent requests spread over both instances', async () => {
    const key = await newKey('Concurrent');
    const [a, b] = nodes as [ApiNode, ApiNode];
    await setCompanyRateLimit(testStore.store.db, clock, companies.at(-1) as string, 100);
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).call(key, 'GET', '/v1/customers')));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    const remaining = burst.map((r) => Number(r.headers['x-ratelimit-remaining'])).sort((x, y) => y - x);
    expect(remaining).toEqual(Array.from({ length: 50 }, (_, i) => 99 - i));
  });

  it.skipIf(!redisUrl)('starts a new shared window when the minute turns', async () => {
    const key = await newKey('Rollover');
    const [a, b] = nodes as [ApiNode, ApiNode];
    for (let i = 0; i < 20; i++) await a.call(key, 'GET', '/v1/customers');
    expect((await b.call(key, 'GET', '/v1/customers')).status).toBe(429);
    clock.advance(60_000);
    const res = await b.call(key, 'GET', '/v1/customers');
    expect(res.status).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe('19');
    clock.set(START);
  });
});

describe('rate limit when Redis cannot be reached', () => {
  it('falls back to the in-process window at once: requests are served and counted', async () => {
    const testStore = await createTestStore('sqlite');
    const limiter = new RedisRateLimiter(`redis://127.0.0.1:${await closedPort()}`);
    const node = await buildNode(testStore.store, { build: { rateLimiter: limiter }, config: { rateLimitPerWindow: 20 } });
    try {
      const company = await createCompany(testStore.store.db, new FixedClock(new Date(START)), { name: 'No Redis' });
      const key = await createApiKey(testStore.store.db, new FixedClock(new Date(START)), { companyId: company.id, mode: 'test' });
      const started = performance.now();
      const res = await node.call(key.key, 'GET', '/v1/customers');
      expect(performance.now() - started).toBeLessThan(3000);
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe('19');
    } finally {
      await node.app.close();
      await testStore.drop();
    }
  });
});

describe('rate limit circuit around Redis', () => {
  const messages: string[] = [];
  const log = { warn: (_d: object, m: string) => void messages.push(`warn ${m}`), info: (_d: object, m: string) => void messages.push(`info ${m}`) };

  it('an unreachable Redis costs no request a wait, the local window still limits, and it is logged once', async () => {
    messages.length = 0;
    const limiter = new RedisRateLimiter(`redis://127.0.0.1:${await closedPort()}`, { log, keyPrefix: 'meterline:test-circuit:' });
    try {
      const started = performance.now();
      const decisions = [];
      for (let i = 0; i < 25; i++) decisions.push(await limiter.hit('company-a', 20, Date.parse(START)));
      // 25 decisions with Redis refusing connections: none waited for a command timeout.
      expect(performance.now() - started).toBeLessThan(400);
      expect(decisions.map((d) => d.allowed)).toEqual([...Array(20).fill(true), ...Array(5).fill(false)]);
      expect(decisions[0]?.remaining).toBe(19);
      expect(limiter.degraded).toBe(true);
      expect(messages.filter((m) => m.startsWith('warn'))).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });

  it.skipIf(!redisUrl)('opens when Redis goes away, and closes again once it is back and the cool-down is over', async () => {
    messages.length = 0;
    const target = new URL(redisUrl as string);
    const relay = new Relay(await closedPort(), { host: target.hostname, port: Number(target.port || 6379) });
    await relay.open();
    let now = 0;
    const prefix = `meterline:test-circuit-${Date.now()}:`;
    const limiter = new RedisRateLimiter(`redis://127.0.0.1:${relay.port}`, { log, keyPrefix: prefix, coolDownMs: 1_000, monotonicNow: () => now });
    const windowAt = Date.parse(START);
    try {
      // Shared window: Redis counts 1, 2.
      expect((await limiter.hit('c', 100, windowAt)).remaining).toBe(99);
      expect((await limiter.hit('c', 100, windowAt)).remaining).toBe(98);
      await relay.cut();
      // The first request after the cut finds out (error or command timeout), then none waits.
      await limiter.hit('c', 100, windowAt);
      expect(limiter.degraded).toBe(true);
      const started = performance.now();
      for (let i = 0; i < 10; i++) await limiter.hit('c', 100, windowAt);
      expect(performance.now() - started).toBeLessThan(100);
      await relay.open();
      // Still inside the cool-down: local window, even though Redis could answer.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(limiter.degraded).toBe(true);
      now += 1_001;
      // Cool-down over and ioredis reconnected: the shared count resumes where Redis left it.
      expect((await limiter.hit('c', 100, windowAt)).remaining).toBe(97);
      expect(limiter.degraded).toBe(false);
      expect(messages.filter((m) => m.startsWith('warn'))).toHaveLength(1);
      expect(messages.filter((m) => m.startsWith('info'))).toHaveLength(1);
    } finally {
      await limiter.close();
      await relay.cut();
      const redis = new Redis(redisUrl as string);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
