/**
 * A hard stop holds under concurrency (issue 28): two server processes on one store, on both
 * stores. The plan stops at zero (overdraft limit "0").
 *
 * 1. 200 ingests of 1 credit each, at once (half to each process), against a wallet of 100:
 *    exactly 100 inserted, 100 refused INSUFFICIENT_BALANCE, balance 0, never below.
 * 2. The same wallet granted 100 more, then 150 ingests of 1 credit racing 40 reservations of 2
 *    (a third captured with an event of 1, a third with 3, a third released) and 10 that expire
 *    under the servers' own sweep: while it runs, the available balance sampled is never below 0;
 *    at the end, every inserted event is one credit drawn, every capture its event's cost, nothing
 *    is held, the balance is 200 less what was drawn and never negative, and the audit is clean.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { httpClient, pool, type Answer, type HttpClient } from './support/http.js';
import { createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from './support/processes.js';
import { auditDifferences } from './support/verify.js';

/** Sends until the answer is not a store hiccup (DATABASE_ERROR or 503: SQLite's busy timeout between two processes); the same key makes it safe. */
async function settle(client: HttpClient, method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await client.send(method, pathname, body);
    const hiccup = answer.status === 503 || answer.body?.error?.code === 'DATABASE_ERROR';
    if (!hiccup || attempt >= 20) return answer;
    await new Promise((r) => setTimeout(r, 20 * (attempt + 1)));
  }
}

describeEachStore('a hard stop under concurrency, two processes', (kind) => {
  let releaseSnapshot: () => void = () => undefined;
  let tmp: string;
  let testStore: TestStore;
  const servers: ServerProcess[] = [];
  let clients: HttpClient[] = [];
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-stop-'));
    testStore = await createTestStore(kind, kind === 'sqlite' ? { sqliteFile: path.join(tmp, 'meterline.db') } : {});
    const account = await createCompanyAndKey(testStore.url);
    servers.push(await startServer(testStore.url), await startServer(testStore.url));
    clients = servers.map((server) => httpClient(server.baseUrl, account.key, { maxSockets: 32 }));
    const api = clients[0] as HttpClient;
    const created = async (pathname: string, body: unknown) => {
      const res = await settle(api, 'POST', pathname, body);
      if (res.status !== 201 && res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const unit = (await created('/v1/pricing-units', { code: 'credits', name: 'Credits' })).pricing_unit;
    const plan = (await created('/v1/plans', { name: 'Prepaid', type: 'credits', currency_code: 'usd' })).plan;
    await created(`/v1/plans/${plan.id}/fees`, {
      product: { name: 'Calls', billable_metric: { expression: { event_name: 'call', aggregation: 'sum', property: 'units' } } },
      price: { pricing_model: 'per_unit', amount: 1, pricing_unit_id: unit.id },
    });
    customerId = (await created('/v1/customers', { name: 'Prepaid customer' })).customer.id;
    subscriptionId = (await created('/v1/subscriptions', { customer_id: customerId, plan_id: plan.id, start_date: '2025-01-01T00:00:00Z' })).subscription.id;
    await created(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Starter', amount: 100, pricing_unit_code: 'credits' });
    await created(`/v1/plans/${plan.id}/overdraft-limits`, { pricing_unit_code: 'credits', overdraft_limit: '0' });
  }, 300_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of servers) await server.stop();
    await testStore?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    releaseSnapshot();
  });

  const call = (key: string, units: number) => ({ event_name: 'call', idempotency_key: key, customer_id: customerId, timestamp: new Date().toISOString(), properties: { units } });
  const balance = async () => (await settle(clients[0] as HttpClient, 'GET', `/v1/customers/${customerId}/balances`)).body.balances[0] as { balance: string; held?: string; available?: string };

  it('200 concurrent ingests of 1 credit against 100: exactly 100 inserted, 100 INSUFFICIENT_BALANCE, balance 0', async () => {
    const answers: string[] = [];
    await pool(
      Array.from({ length: 200 }, (_, i) => i),
      64,
      async (i) => {
        const res = await settle(clients[i % 2] as HttpClient, 'POST', '/v1/events/ingest', call(`stop-${kind}-${i}`, 1));
        answers.push(res.body.status === 'inserted' ? 'inserted' : (res.body.error?.code ?? `${res.status}`));
      },
    );
    const counts = answers.reduce<Record<string, number>>((n, a) => ({ ...n, [a]: (n[a] ?? 0) + 1 }), {});
    expect(counts).toEqual({ inserted: 100, INSUFFICIENT_BALANCE: 100 });
    expect(await balance()).toMatchObject({ balance: '0' });
    expect(await auditDifferences(testStore.store.db)).toEqual([]);
  }, 300_000);

  it('ingests racing holds, captures, releases and expiries never take available below zero; nothing held at the end; the audit is clean', async () => {
    await settle(clients[0] as HttpClient, 'POST', `/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Top-up', amount: 100, pricing_unit_code: 'credits' });
    let sampling = true;
    const samples: string[] = [];
    const sampler = (async () => {
      while (sampling) {
        const item = await balance();
        samples.push(item.available ?? item.balance);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();

    let drawn = 0;
    const work: Array<() => Promise<void>> = [];
    for (let i = 0; i < 150; i++) {
      work.push(async () => {
        const res = await settle(clients[i % 2] as HttpClient, 'POST', '/v1/events/ingest', call(`mix-${kind}-${i}`, 1));
        if (res.body.status === 'inserted') drawn += 1;
        else expect(res.body.error?.code).toBe('INSUFFICIENT_BALANCE');
      });
    }
    for (let r = 0; r < 50; r++) {
      work.push(async () => {
        const client = clients[r % 2] as HttpClient;
        const expiring = r >= 40;
        const expiresAt = new Date(Date.now() + (expiring ? 1_000 : 600_000)).toISOString();
        const held = await settle(client, 'POST', '/v1/reservations', { customer_id: customerId, amount: 2, pricing_unit_code: 'credits', expires_at: expiresAt });
        if (held.status === 422) return expect(held.body.error.code).toBe('INSUFFICIENT_BALANCE');
        expect(held.status, JSON.stringify(held.body)).toBe(201);
        if (expiring) return;
        const id = held.body.reservation.id as string;
        if (r % 3 === 2) {
          const released = await settle(client, 'POST', `/v1/reservations/${id}/release`);
          return expect(released.body.reservation.status).toBe('released');
        }
        const units = r % 3 === 0 ? 1 : 3;
        const captured = await settle(client, 'POST', `/v1/reservations/${id}/capture`, { event: call(`cap-${kind}-${r}`, units) });
        expect(captured.status, JSON.stringify(captured.body)).toBe(200);
        if (captured.body.success) {
          drawn += units;
          return;
        }
        // Refused whole: the reservation is still held; give it back.
        expect(captured.body.ingest.error.code).toBe('INSUFFICIENT_BALANCE');
        expect(captured.body.reservation.status).toBe('held');
        expect((await settle(client, 'POST', `/v1/reservations/${id}/release`)).body.reservation.status).toBe('released');
      });
    }
    // Interleaved: ingests and reservations in one shuffled order, 32 at a time.
    const order = work.map((w, i) => ({ w, k: (i * 7919) % work.length })).sort((a, b) => a.k - b.k).map((x) => x.w);
    await pool(order, 32, (w) => w());
    // The servers' sweep (every 5 s) releases the holds that expired.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await balance()).held !== undefined) await new Promise((r) => setTimeout(r, 500));
    sampling = false;
    await sampler;

    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((available) => available.startsWith('-'))).toEqual([]);
    const end = await balance();
    expect(end.held).toBeUndefined();
    expect(Number(end.balance)).toBe(100 - drawn);
    expect(Number(end.balance)).toBeGreaterThanOrEqual(0);
    expect(await auditDifferences(testStore.store.db)).toEqual([]);
  }, 300_000);
});
