/**
 * Fair delivery (issue 25, item 2): one company's slow receivers must not hold back another
 * company's webhooks, and two nodes never send one attempt at once.
 *
 * The story: company A has 25 endpoints whose receivers accept the connection and never answer,
 * and 100 deliveries due (4 customers created); company B, created after, has one healthy
 * endpoint and one `customer.created`. The server's worker runs as in production (the real
 * 10-second timeout): B's event arrives within a few seconds while A's requests still hang, A
 * holds no more than its share of the node's slots, and once A's receivers answer every one of its
 * 100 deliveries goes out too. Before the fix the worker sent 25 at a time oldest-first and waited
 * for the whole group: B waited for four groups of timeouts (about 40 s here, 85 s in the issue).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { openStore, type Store } from '../../src/db/store.js';
import { webhookJob } from '../../src/modules/webhooks/index.js';
import { MAX_IN_FLIGHT_PER_COMPANY, MAX_IN_FLIGHT_PER_ENDPOINT } from '../../src/modules/webhooks/slots.js';
import { WEBHOOK_TIMEOUT_MS } from '../../src/modules/webhooks/sender.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { startReceiver, type Received, type Receiver } from './receiver.js';

const SECOND = 1000;

/** Resolves once `done()` holds, checking every 10 ms; rejects after `ms`. */
async function until(done: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The most requests in flight at once among `requests` ([arrivedAt, endedAt] intervals; open ones until now). */
function maxOverlap(requests: readonly Received[]): number {
  const edges = requests.flatMap((r) => [
    { at: r.arrivedAt, step: 1 },
    { at: r.endedAt ?? Infinity, step: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let open = 0;
  let max = 0;
  for (const edge of edges) {
    open += edge.step;
    max = Math.max(max, open);
  }
  return max;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

describeEachStore('fair webhook delivery', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A server node's worker on `store`, stopped after the test. */
  const startNode = async (h: Harness, store: Store) => {
    const stop = await webhookJob.start({ store, clock: h.clock, config: { ...h.config, webhookPollMs: 50 } }, log);
    cleanups.push(async () => stop?.());
  };

  const receiver = async (): Promise<Receiver> => {
    const started = await startReceiver();
    cleanups.push(() => started.close());
    return started;
  };

  it("a company whose 25 receivers hang does not hold back another company's event", async () => {
    const h = await createHarness(kind);
    cleanups.push(() => h.close());
    const hanging = await receiver();
    hanging.answer(() => 'hang');
    const healthy = await receiver();

    const a = await h.newCompany({ name: 'Slow receivers' });
    for (let i = 0; i < 25; i++) expect((await a.api.post('/v1/webhook-endpoints', { url: `${hanging.url}/${i}` })).status).toBe(201);
    for (let i = 0; i < 4; i++) await a.api.post('/v1/customers', { name: `A${i}` });
    const b = await h.newCompany({ name: 'Healthy receiver' });
    await b.api.post('/v1/webhook-endpoints', { url: healthy.url });
    await b.api.post('/v1/customers', { name: 'B' });

    const started = performance.now();
    await startNode(h, h.testStore.store);
    await until(() => healthy.received.length === 1, 5 * SECOND, "company B's customer.created");
    const delay = performance.now() - started;
    await until(() => hanging.received.length >= MAX_IN_FLIGHT_PER_COMPANY, 5 * SECOND, "A's first attempts");

    // B's event came well within the slow receivers' timeout, while every request of A still hangs.
    expect(healthy.received[0]!.event).toMatchObject({ type: 'customer.created', data: { object: { name: 'B' } } });
    expect(delay).toBeLessThan(5 * SECOND);
    expect(delay).toBeLessThan(WEBHOOK_TIMEOUT_MS / 2);
    expect(hanging.received.every((r) => r.endedAt === null)).toBe(true);
    // A holds its share of the node's slots, spread over its endpoints (round-robin), and no more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hanging.received).toHaveLength(MAX_IN_FLIGHT_PER_COMPANY);
    expect(new Set(hanging.received.map((r) => r.path)).size).toBe(MAX_IN_FLIGHT_PER_COMPANY);
    console.info(`[${kind}] company B's event arrived after ${Math.round(delay)} ms, with ${hanging.received.length} of A's requests hanging`);

    // A's receivers come back: each slot frees as its request ends and all 100 of A's deliveries go out.
    hanging.answer(() => 200);
    hanging.release(200);
    await until(() => hanging.received.length >= 100, 8 * SECOND, "all of A's deliveries");
    const keys = hanging.received.map((r) => `${r.path} ${String(r.headers['webhook-id'])}`);
    expect(new Set(keys).size).toBe(100);
    for (const [, requests] of groupBy(hanging.received, (r) => r.path)) expect(maxOverlap(requests)).toBeLessThanOrEqual(MAX_IN_FLIGHT_PER_ENDPOINT);
  });

  it('two nodes share the work and never send one attempt at once; retries included', async () => {
    const dir = kind === 'sqlite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-webhooks-')) : null;
    const h = await createHarness(kind, dir ? { sqliteFile: path.join(dir, 'meterline.db') } : {});
    cleanups.push(async () => {
      await h.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });
    // Each node has its own connection (SQLite: the same file, as two processes would).
    const second = openStore(h.testStore.url, kind === 'postgres' ? { poolSize: 3 } : {});
    cleanups.push(() => second.close());

    const hooks = await receiver();
    // Slow enough that attempts overlap; one first attempt in three fails and is retried.
    const seen = new Set<string>();
    hooks.answer((r) => {
      const key = `${r.path} ${String(r.headers['webhook-id'])}`;
      const first = !seen.has(key);
      seen.add(key);
      return { status: first && r.event.data.object.name.endsWith('0') ? 500 : 200, delayMs: 20 + Math.floor(Math.random() * 40) };
    });
    // Two companies, three endpoints each, 15 customers each: 90 deliveries.
    const companies = [
      { api: h.api, name: 'a' },
      { api: (await h.newCompany()).api, name: 'b' },
    ];
    for (const company of companies) for (let i = 0; i < 3; i++) await company.api.post('/v1/webhook-endpoints', { url: `${hooks.url}/${company.name}${i}` });
    for (let i = 0; i < 15; i++) for (const company of companies) await company.api.post('/v1/customers', { name: `${company.name}${i}` });
    const deliveries = 15 * 3 * 2;
    // The first attempts of customers 0 and 10 fail: 2 per endpoint.
    const retried = 2 * 3 * 2;

    await startNode(h, h.testStore.store);
    await startNode(h, second);
    const allEnded = (count: number) => () => hooks.received.length >= count && hooks.received.every((r) => r.endedAt !== null);
    await until(allEnded(deliveries), 20 * SECOND, 'every first attempt');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the failures recorded
    h.clock.advance(10 * SECOND); // their first retry is due
    await until(allEnded(deliveries + retried), 20 * SECOND, 'the retries');
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more comes
    expect(hooks.received).toHaveLength(deliveries + retried);

    const byAttempt = groupBy(hooks.received, (r) => `${r.path} ${String(r.headers['webhook-id'])}`);
    expect(byAttempt.size).toBe(deliveries);
    for (const [, requests] of byAttempt) {
      // Never two requests of one delivery in flight at once; a retry only after a failure.
      expect(maxOverlap(requests)).toBe(1);
      expect(requests).toHaveLength(/[a-z]1?0$/.test(requests[0]!.event.data.object.name) ? 2 : 1);
    }
    // Per endpoint, at most the per-endpoint bound on each of the two nodes.
    for (const [, requests] of groupBy(hooks.received, (r) => r.path)) expect(maxOverlap(requests)).toBeLessThanOrEqual(2 * MAX_IN_FLIGHT_PER_ENDPOINT);
  });
});
