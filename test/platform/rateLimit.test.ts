/**
 * The per-company rate limit (docs/decisions.md, HTTP conventions, the contract's Limits): a fixed 60-second
 * window, 1,000 requests by default, configurable per company, both modes sharing it, headers on
 * every authenticated response, 429 RATE_LIMITED with Retry-After past the budget.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEY_CACHE_MS } from '../../src/http/authenticator.js';
import { setCompanyRateLimit } from '../../src/modules/platform/service.js';
import { ERROR_BODY } from '../support/contract.js';
import { createHarness, START, type ApiResponse, type Client, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { buildNode, ManualTime } from './nodes.js';

const WINDOW_END = Date.parse(START) / 1000 + 60; // START is on a minute boundary

function remaining(res: ApiResponse): number {
  return Number(res.headers['x-ratelimit-remaining']);
}

function expectHeaders(res: ApiResponse, limit: number, left: number, reset = WINDOW_END): void {
  expect(res.headers['x-ratelimit-limit']).toBe(String(limit));
  expect(res.headers['x-ratelimit-remaining']).toBe(String(left));
  expect(res.headers['x-ratelimit-reset']).toBe(String(reset));
}

async function spend(client: Client, count: number): Promise<ApiResponse[]> {
  const out: ApiResponse[] = [];
  for (let i = 0; i < count; i++) out.push(await client.get('/v1/customers', { limit: '1' }));
  return out;
}

describeEachStore('rate limit, small budget', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { config: { rateLimitPerWindow: 20 } });
  });
  afterAll(() => h.close());

  it('counts down to 0, then answers 429 RATE_LIMITED with Retry-After until the window resets', async () => {
    const { api } = await h.newCompany({ name: 'Counter' });
    const replies = await spend(api, 20);
    replies.forEach((res, i) => {
      expect(res.status).toBe(200);
      expectHeaders(res, 20, 19 - i);
    });

    h.clock.advance(15_000);
    const limited = await api.get('/v1/customers');
    expect(limited.status).toBe(429);
    expectShape(limited.body, ERROR_BODY);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.headers['x-request-id']).toBe(limited.body.request_id);
    expectHeaders(limited, 20, 0);
    // Refused requests do not run: a refused create writes nothing.
    expect((await api.post('/v1/customers', { name: 'refused' })).status).toBe(429);

    h.clock.advance(45_000); // the next window
    const fresh = await api.get('/v1/customers');
    expect(fresh.status).toBe(200);
    expectHeaders(fresh, 20, 19, WINDOW_END + 60);
    expect(fresh.body.customers).toEqual([]);
    h.clock.set(START);
  });

  it('puts the headers on authenticated 4xx responses too, and counts them', async () => {
    const { api } = await h.newCompany({ name: 'Errors' });
    const invalid = await api.post('/v1/customers', { name: 7 });
    expect(invalid.status).toBe(400);
    expectHeaders(invalid, 20, 19);
    const missing = await api.get('/v1/customers/nope');
    expect(missing.status).toBe(404);
    expectHeaders(missing, 20, 18);
    const badJson = await api.post('/v1/customers', '{"x":', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    expectHeaders(badJson, 20, 17);
  });

  it('leaves them off responses that are not authenticated', async () => {
    const res = await h.client(`ak_test_${'Q'.repeat(32)}`).get('/v1/customers');
    expect(res.status).toBe(401);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    const health = await h.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it("shares one window between a company's test and live keys", async () => {
    const { api, live } = await h.newCompany({ name: 'Both modes' });
    await spend(api, 10);
    const lastLive = (await spend(live, 10)).at(-1) as ApiResponse;
    expectHeaders(lastLive, 20, 0);
    expect((await api.get('/v1/customers')).status).toBe(429);
    expect((await live.get('/v1/customers')).status).toBe(429);
  });

  it('gives every company its own window', async () => {
    const noisy = await h.newCompany({ name: 'Noisy' });
    const quiet = await h.newCompany({ name: 'Quiet' });
    await spend(noisy.api, 21);
    expect((await noisy.api.get('/v1/customers')).status).toBe(429);
    const res = await quiet.api.get('/v1/customers');
    expect(res.status).toBe(200);
    expectHeaders(res, 20, 19);
  });

  it("honours the company's own limit (companies.rate_limit_per_window)", async () => {
    const { api } = await h.newCompany({ name: 'Small', rateLimitPerWindow: 3 });
    const replies = await spend(api, 4);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(replies.map(remaining)).toEqual([2, 1, 0, 0]);
    expect(replies[0]?.headers['x-ratelimit-limit']).toBe('3');

    const { api: big } = await h.newCompany({ name: 'Big', rateLimitPerWindow: 5000 });
    expectHeaders(await big.get('/v1/customers'), 5000, 4999);
  });

  it('picks up a changed company limit within the key cache lifetime', async () => {
    const time = new ManualTime();
    const node = await buildNode(h.testStore.store, { clock: h.clock, time, config: { rateLimitPerWindow: 20 } });
    const { company, api } = await h.newCompany({ name: 'Upgraded' });
    const before = await node.call(api.key, 'GET', '/v1/customers');
    expect(before.headers['x-ratelimit-limit']).toBe('20');
    await setCompanyRateLimit(h.testStore.store.db, h.clock, company.id, 100);
    time.advance(KEY_CACHE_MS);
    const after = await node.call(api.key, 'GET', '/v1/customers');
    expect(after.headers['x-ratelimit-limit']).toBe('100');
    expect(after.headers['x-ratelimit-remaining']).toBe('98');
    await setCompanyRateLimit(h.testStore.store.db, h.clock, company.id, null);
    time.advance(KEY_CACHE_MS);
    expect((await node.call(api.key, 'GET', '/v1/customers')).headers['x-ratelimit-limit']).toBe('20');
    await node.app.close();
  });
});

describeEachStore('rate limit, the default 1,000', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('counts exactly under 50 concurrent requests, and refuses the 1,001st request', async () => {
    const { api } = await h.newCompany({ name: 'Busy' });
    const burst = await Promise.all(Array.from({ length: 50 }, () => api.get('/v1/customers', { limit: '1' })));
    expect(burst.every((r) => r.status === 200 && r.headers['x-ratelimit-limit'] === '1000')).toBe(true);
    expect(burst.map(remaining).sort((a, b) => b - a)).toEqual(Array.from({ length: 50 }, (_, i) => 999 - i));

    // The rest of the budget, a few at a time.
    const rest: ApiResponse[] = [];
    for (let sent = 50; sent < 1000; sent += 50) {
      rest.push(...(await Promise.all(Array.from({ length: 50 }, () => api.get('/v1/customers', { limit: '1' })))));
    }
    expect(rest.every((r) => r.status === 200)).toBe(true);
    expect(new Set(rest.map(remaining)).size).toBe(950);
    expect(Math.min(...rest.map(remaining))).toBe(0);

    const thousandAndFirst = await api.get('/v1/customers', { limit: '1' });
    expect(thousandAndFirst.status).toBe(429);
    expect(thousandAndFirst.body.error.code).toBe('RATE_LIMITED');
    expect(thousandAndFirst.headers['retry-after']).toBe('60');
    expectHeaders(thousandAndFirst, 1000, 0);
  });
});
