/**
 * PostgreSQL pool exhaustion (issue 13 item 9): a burst of grant creations and ingests on one
 * wallet, far more requests than the pool has connections, must wait for a connection rather
 * than fail. With a 3-second pool wait, 80 grants and 400 events from two processes left events
 * `failed` (DATABASE_ERROR) and grants 503 ("timeout exceeded when trying to connect"). Here one
 * app on a pool of 4 connections takes GRANTS grant creations and EVENTS ingests all at once:
 * every grant is 201, every event `inserted`, and the wallet holds exactly the money.
 *
 * The default burst (200 grants + 1,000 events) is one the old 3-second pool wait failed in one
 * process (76 grants 503, 4 events failed; 300 + 1,500: 255 and 4); with the queue wait it passes
 * (5 to 15 s on a shared 2-core box). The largest
 * burst tried with 0 failures: 800 grants + 4,000 events on 4 connections (25.8 s). Larger ones
 * with RELIABILITY_POOL_BURST_GRANTS / _EVENTS / _POOL.
 *
 * A dead server still fails fast: the connect timeout of a new connection stays 3 s (test/platform
 * auth.test.ts and store.test.ts cover the unreachable server).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { FixedClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import type { Api } from '../../src/http/api.js';
import { CONNECT_TIMEOUT_MS, isStoreUnavailable, openStore, POOL_WAIT_MS } from '../../src/db/store.js';
import { dec, formatDecimal } from '../../src/money/decimal.js';
import { createApiKey, createCompany } from '../../src/modules/platform/index.js';
import { START } from '../support/harness.js';
import { createTestStore, STORE_KINDS, type TestStore } from '../support/stores.js';
import { recordFigures } from './support/figures.js';
import { SIZES } from './support/sizes.js';

/** 100 grants and 400 events in the main suite (the gate), 200 and 1,000 in the soak (sizes.ts). */
const GRANTS = SIZES.poolBurstGrants;
const EVENTS = SIZES.poolBurstEvents;
const POOL_SIZE = Number(process.env.RELIABILITY_POOL_BURST_POOL ?? 4);
/** Credits per grant and per event. */
const GRANT = 10;
const PRICE = dec('2.5');

describe.skipIf(!STORE_KINDS.includes('postgres'))('pool burst [postgres]', () => {
  let testStore: TestStore;
  let app: Api;
  let key: string;

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    testStore = await createTestStore('postgres', { poolSize: POOL_SIZE });
    const clock = new FixedClock(new Date(START));
    const config = { ...loadConfig({}), databaseUrl: testStore.url, publicBaseUrl: 'http://meterline.test' };
    app = await buildApp({ store: testStore.store, config, clock });
    await app.ready();
    const company = await createCompany(testStore.store.db, clock, { name: 'Burst', rateLimitPerWindow: 100_000_000 });
    key = (await createApiKey(testStore.store.db, clock, { companyId: company.id, mode: 'test' })).key;
  });

  afterAll(async () => {
    await app?.close();
    await testStore?.drop();
  });

  it(`${GRANTS} grants and ${EVENTS} events at once on one wallet over ${POOL_SIZE} connections: 0 failures, exact money`, async () => {
    expect(testStore.store.maxConnections).toBe(POOL_SIZE);
    const unit = await call('POST', '/v1/pricing-units', { code: 'credits', name: 'Credits' });
    expect(unit.status).toBe(201);
    const plan = await call('POST', '/v1/plans', { name: 'Burst credits', type: 'credits' });
    expect(plan.status).toBe(201);
    const fee = await call('POST', `/v1/plans/${plan.body.plan.id}/fees`, {
      product: { name: 'Calls', billable_metric: { expression: { event_name: 'api.call' } } },
      price: { pricing_model: 'per_unit', amount: PRICE.toNumber(), pricing_unit_id: unit.body.pricing_unit.id },
    });
    expect(fee.status).toBe(201);
    const customer = await call('POST', '/v1/customers', { name: 'Bursty' });
    const subscription = await call('POST', '/v1/subscriptions', { customer_id: customer.body.customer.id, plan_id: plan.body.plan.id, start_date: '2026-01-01T00:00:00Z' });
    expect(subscription.status).toBe(201);
    const subscriptionId = subscription.body.subscription.id as string;
    const customerId = customer.body.customer.id as string;

    const started = Date.now();
    const grants = Array.from({ length: GRANTS }, (_, i) =>
      call('POST', `/v1/subscriptions/${subscriptionId}/credit-grants`, { name: `Grant ${i}`, amount: String(GRANT), pricing_unit_code: 'credits' }),
    );
    const events = Array.from({ length: EVENTS }, (_, i) =>
      call('POST', '/v1/events/ingest', {
        customer_id: customerId,
        event_name: 'api.call',
        timestamp: '2026-01-15T11:00:00Z',
        idempotency_key: `burst-${i}`,
        properties: {},
      }),
    );
    const [grantAnswers, eventAnswers] = await Promise.all([Promise.all(grants), Promise.all(events)]);
    const elapsedMs = Date.now() - started;

    const failedGrants = grantAnswers.filter((a) => a.status !== 201);
    const failedEvents = eventAnswers.filter((a) => a.status !== 200 || a.body.status !== 'inserted');
    recordFigures('pool-burst-postgres', {
      grants: GRANTS,
      events: EVENTS,
      pool: POOL_SIZE,
      failed_grants: failedGrants.length,
      failed_events: failedEvents.length,
      elapsed_ms: elapsedMs,
    });
    expect(failedGrants.slice(0, 3)).toEqual([]);
    expect(failedEvents.slice(0, 3)).toEqual([]);

    // 200 grants x 10 credits = 2,000 in; 1,000 events x 2.5 credits = 2,500 out;
    // balance 2,000 - 2,500 = -500 (GRANTS x 10 - EVENTS x 2.5 for another burst).
    const expected = dec(GRANTS * GRANT).minus(PRICE.times(EVENTS));
    const balances = await call('GET', `/v1/customers/${customerId}/balances`);
    expect(balances.status).toBe(200);
    expect(dec(balances.body.balances[0].balance).eq(expected), `balance ${balances.body.balances[0].balance}, expected ${formatDecimal(expected)}`).toBe(true);
    // The ledger says the same: every grant and every event once.
    const db = testStore.store.db;
    const wallet = await db.selectFrom('wallets').select(['id', 'balance']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    const entries = await db.selectFrom('ledger_entries').select(['amount']).where('wallet_id', '=', wallet.id).execute();
    const total = entries.reduce((acc, e) => acc.plus(dec(e.amount)), dec(0));
    expect(total.eq(expected)).toBe(true);
    expect(dec(wallet.balance).eq(expected)).toBe(true);
    const stored = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(EVENTS);
  }, 180_000);
});

describe('an unreachable PostgreSQL still fails fast', () => {
  it(`gives up a connection the server never answers after ${CONNECT_TIMEOUT_MS} ms, not the ${POOL_WAIT_MS} ms a busy pool waits`, async () => {
    // A server that accepts the TCP connection and never says a word (a hung or black-holed host).
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const store = openStore(`postgres://postgres@127.0.0.1:${port}/meterline`, { poolSize: 2 });
    try {
      const started = Date.now();
      // Three queries on two connections: the third waits in the queue, and is still answered
      // when the attempts fail, not after the long pool wait.
      const outcomes = await Promise.allSettled([store.ping(), store.ping(), store.ping()]);
      const elapsed = Date.now() - started;
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        if (outcome.status === 'rejected') expect(isStoreUnavailable(outcome.reason), String(outcome.reason)).toBe(true);
      }
      expect(elapsed).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(3 * CONNECT_TIMEOUT_MS);
    } finally {
      await store.close().catch(() => undefined);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 30_000);
});
