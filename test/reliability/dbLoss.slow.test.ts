/**
 * Database loss under load: the server keeps taking ingests (a third of the requests batches of 2
 * to 50 events) and customer creations while its database goes away (SQLite: another connection
 * holds the write lock; PostgreSQL: the TCP path to it is cut, the shared server itself keeps
 * running). While it is gone every answer is an envelope (503 SERVICE_UNAVAILABLE, or ingest
 * `failed` with DATABASE_ERROR, for a batch in each event's result), never a 500 or a dropped
 * connection. When it returns, the same server process recovers by itself, nothing is
 * half-written, and every key retried after a refusal (a batch retried whole) is charged exactly
 * once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { sqliteWriteLock, TcpProxy, type Outage } from './support/faults.js';
import { recordFigures } from './support/figures.js';
import { httpClient, NetworkError, type Answer } from './support/http.js';
import { AnswerBook, isBatch, keyedEvents, type KeyedRequest, type LoadRequest } from './support/load.js';
import { createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from './support/processes.js';
import { auditDifferences, chargeProblems, keyProblems } from './support/verify.js';
import { eventBody, setupWorld, type World } from './support/world.js';

const CUSTOMERS = 50;
const IN_FLIGHT = 32;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachStore('database loss under load', (kind) => {
  let releaseSnapshot: () => void = () => undefined;
  let tmp: string;
  let testStore: TestStore;
  let outage: Outage;
  let server: ServerProcess | null = null;
  let world: World;
  // SQLite's busy timeout is 5 s: the lock must outlast it for writes to fail.
  const OUTAGE_MS = kind === 'sqlite' ? 12_000 : 6_000;

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-loss-'));
    const file = path.join(tmp, 'meterline.db');
    testStore = await createTestStore(kind, kind === 'sqlite' ? { sqliteFile: file } : {});
    let serverUrl = testStore.url;
    if (kind === 'sqlite') {
      outage = sqliteWriteLock(file);
    } else {
      const target = new URL(testStore.url);
      const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      await proxy.listen();
      serverUrl = proxy.route(testStore.url);
      outage = proxy;
    }
    const account = await createCompanyAndKey(testStore.url);
    server = await startServer(serverUrl);
    world = await setupWorld(server.baseUrl, account, CUSTOMERS);
  }, 600_000);

  afterAll(async () => {
    await outage?.close();
    await server?.stop();
    await testStore?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    releaseSnapshot();
  });

  it('refuses with envelopes while the store is gone, recovers by itself, and charges retried keys once', async () => {
    const running = server as ServerProcess;
    const client = httpClient(running.baseUrl, world.key, { maxSockets: IN_FLIGHT + 4 });
    const book = new AnswerBook();
    const event = (key: string, i: number): KeyedRequest => {
      const customerId = world.customers[i % world.customers.length] as string;
      return { key, customerId, body: eventBody(key, customerId) };
    };
    // Every third request a batch of 2 to 50 events (sizes cycle, so a run is the same every time).
    const requests: LoadRequest[] = Array.from({ length: 20_000 }, (_, i) => {
      const key = `loss-${kind}-${i}`;
      if (i % 3 !== 2) return event(key, i);
      return { batch: Array.from({ length: 2 + ((i * 7) % 49) }, (_, j) => event(`${key}.${j}`, i + j)) };
    });

    let done = false;
    const badEnvelopes: unknown[] = [];
    let restoredAt = 0;
    let recoveredAt = 0;

    // Customer creations alongside: a 201 exists exactly once. A 503 is not stored, except when the
    // connection died after PostgreSQL committed and before it answered: then it exists whole, once.
    const customerAnswers: Array<{ externalId: string; status: number }> = [];
    const customerLoop = (async () => {
      for (let n = 0; !done; n++) {
        const externalId = `loss-customer-${n}`;
        try {
          const res = await client.send('POST', '/v1/customers', { name: 'During outage', external_id: externalId });
          customerAnswers.push({ externalId, status: res.status });
          if (res.status !== 201) checkRefusal(res);
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          customerAnswers.push({ externalId, status: 0 });
        }
        await sleep(200);
      }
    })();

    function checkRefusal(res: Answer): void {
      const envelope = res.body as { success?: unknown; status?: unknown; error?: { code?: unknown; message?: unknown } };
      const ok503 = res.status === 503 && envelope.success === false && envelope.error?.code === 'SERVICE_UNAVAILABLE' && typeof envelope.error.message === 'string';
      const okFailed = res.status === 200 && envelope.success === false && envelope.status === 'failed' && envelope.error?.code === 'DATABASE_ERROR';
      if (!ok503 && !okFailed) badEnvelopes.push({ status: res.status, body: res.body });
    }

    const sending = book.sendAll(client, requests, IN_FLIGHT, () => done, undefined, 200);

    const t0 = Date.now();
    const mark = (what: string) => console.log(`[dbloss ${kind}] +${Date.now() - t0} ms ${what}, sent ${book.sent}`);
    await sleep(2000);
    mark('outage begins');
    const atOutage = book.refused;
    await outage.begin();
    await sleep(OUTAGE_MS);
    const duringOutage = book.refused - atOutage;
    mark('outage ends');
    await outage.end();
    restoredAt = Date.now();
    // Recovered: an ingest with a new key is inserted by the same process, without any restart.
    for (let probe = 0; !recoveredAt; probe++) {
      const key = `loss-${kind}-probe-${probe}`;
      const request = { key, customerId: world.customers[0] as string, body: eventBody(key, world.customers[0] as string) };
      requests.push(request);
      const left = await book.sendAll(client, [request], 1);
      if (left.length === 0) recoveredAt = Date.now();
      else if (Date.now() - restoredAt > 60_000) throw new Error('the server did not recover within 60 s of the store returning');
      else await sleep(250);
    }
    mark('recovered');
    await sleep(2000);
    done = true;
    const left = await sending;
    await customerLoop;
    mark('load stopped');

    expect(running.child.exitCode, 'the server process stayed up').toBeNull();
    // The load stopped taking new keys: only the ones it sent count.
    const firstKey = (r: LoadRequest) => (isBatch(r) ? (r.batch[0] as KeyedRequest).key : r.key);
    const sent = keyedEvents(requests.filter((r) => book.wasSent(firstKey(r))));
    const unsettled = left.filter((r) => book.wasSent(firstKey(r)));
    // Every answer during the outage was an envelope; none was a 500 or other surprise.
    for (const entry of book.unexpected) badEnvelopes.push(entry);
    expect(badEnvelopes.slice(0, 5)).toEqual([]);
    expect(book.noAnswer, 'no connection was dropped').toBe(0);
    expect(duringOutage + customerAnswers.filter((c) => c.status === 503).length, 'the outage was visible').toBeGreaterThan(0);

    // Retry every refused key with the same key and body.
    await book.settleAll(client, unsettled, IN_FLIGHT);
    client.close();

    const db = testStore.store.db;
    expect(await keyProblems(db, world.companyId, sent, book)).toEqual([]);
    expect(await chargeProblems(db, world.companyId, world.customers)).toEqual([]);
    const stored = await db.selectFrom('customers').select('external_id').where('company_id', '=', world.companyId).where('external_id', 'like', 'loss-customer-%').execute();
    const storedIds = new Map<string, number>();
    for (const row of stored) storedIds.set(row.external_id ?? '', (storedIds.get(row.external_id ?? '') ?? 0) + 1);
    for (const answer of customerAnswers) {
      if (answer.status === 201) expect(storedIds.get(answer.externalId), answer.externalId).toBe(1);
      else if (answer.status === 503) expect(storedIds.get(answer.externalId) ?? 0, answer.externalId).toBeLessThanOrEqual(kind === 'sqlite' ? 0 : 1);
      else throw new Error(`POST /v1/customers answered ${answer.status} during the outage test`);
    }
    const differences = await auditDifferences(db);
    expect(differences).toEqual([]);

    recordFigures(`dbloss-${kind}`, {
      outage_ms: OUTAGE_MS,
      requests_sent: book.sent + customerAnswers.length,
      batches_sent: book.batchesSent,
      batch_events_sent: book.batchEventsSent,
      batches_refused: book.batchesRefused,
      ingest_refusals_during_outage: duringOutage,
      customer_503s: customerAnswers.filter((c) => c.status === 503).length,
      keys_retried: book.retried.size,
      recovery_ms: recoveredAt - restoredAt,
      differences_found: differences.length,
    });
  }, 900_000);
});
