/**
 * Exactly once under concurrent duplicates, for batch ingest as for single events: the same keys
 * sent at the same moment in batch requests (with keys repeated inside a batch) and as single
 * requests, to one server process and to two processes on one store. Every key is stored once,
 * answered `inserted` exactly once (every other answer is `duplicate` with the same usage_id),
 * drawn PRICE once, each customer charged PRICE per stored event, and the ledger audit is clean.
 * The seed is printed; RELIABILITY_SEED replays it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { recordFigures } from './support/figures.js';
import { httpClient } from './support/http.js';
import { AnswerBook, keyedEvents, type KeyedRequest, type LoadRequest } from './support/load.js';
import { createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from './support/processes.js';
import { runSeed, seededRandom } from './support/random.js';
import { SIZES } from './support/sizes.js';
import { auditDifferences, chargeProblems, keyProblems } from './support/verify.js';
import { eventBody, setupWorld, type World } from './support/world.js';

const CUSTOMERS = 20;
/**
 * Keys sent by both processes, each in two differently shuffled streams per process: 400 in the
 * main suite (the gate), 2,000 in the soak (test/reliability/support/sizes.ts).
 */
const KEYS = SIZES.exactlyOnceKeys;
const STREAMS_PER_PROCESS = 2;
const IN_FLIGHT_PER_STREAM = 8;
/** Of a stream's keys: this share goes as single requests, the rest in batches of 2 to 50. */
const SINGLE_SHARE = 0.2;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Every event of `events` in a request of its own (SINGLE_SHARE of them) or in batches of 2..50
 * with some keys repeated inside a batch; the requests in random order.
 */
function stream(events: readonly KeyedRequest[], random: () => number): LoadRequest[] {
  const requests: LoadRequest[] = [];
  const batched: KeyedRequest[] = [];
  for (const event of shuffled(events, random)) {
    if (random() < SINGLE_SHARE) requests.push(event);
    else batched.push(event);
  }
  for (let i = 0; i < batched.length; ) {
    const size = 2 + Math.floor(random() * 49);
    const batch = batched.slice(i, i + size);
    i += size;
    const repeats = Math.floor(random() * 4);
    for (let r = 0; r < repeats; r++) batch.splice(Math.floor(random() * (batch.length + 1)), 0, batch[Math.floor(random() * batch.length)] as KeyedRequest);
    requests.push({ batch });
  }
  return shuffled(requests, random);
}

/** Keys not answered `inserted` exactly once over all the books. */
function insertedOnceProblems(events: readonly KeyedRequest[], books: readonly AnswerBook[]): string[] {
  const problems: string[] = [];
  for (const { key } of events) {
    const inserted = books.reduce((n, book) => n + (book.answers.get(key) ?? []).filter((a) => a.ingest === 'inserted').length, 0);
    if (inserted !== 1) problems.push(`${key}: answered "inserted" ${inserted} times`);
  }
  return problems;
}

describeEachStore('exactly once under concurrent duplicate keys, single and batch', (kind) => {
  let releaseSnapshot: () => void = () => undefined;
  const seed = runSeed();
  let tmp: string;
  let testStore: TestStore;
  const servers: ServerProcess[] = [];
  let world: World;

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-once-'));
    testStore = await createTestStore(kind, kind === 'sqlite' ? { sqliteFile: path.join(tmp, 'meterline.db') } : {});
    const account = await createCompanyAndKey(testStore.url);
    servers.push(await startServer(testStore.url), await startServer(testStore.url));
    world = await setupWorld((servers[0] as ServerProcess).baseUrl, account, CUSTOMERS);
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await testStore?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    releaseSnapshot();
  });

  const newEvents = (prefix: string, count: number, random: () => number): KeyedRequest[] =>
    Array.from({ length: count }, (_, i) => {
      const key = `${prefix}-${i}`;
      const customerId = world.customers[Math.floor(random() * world.customers.length)] as string;
      return { key, customerId, body: eventBody(key, customerId) };
    });

  it('stores and charges once each key that 50 concurrent requests to one process carry, as batches and singles', async () => {
    console.log(`[reliability] exactly-once [${kind}] seed=${seed} (RELIABILITY_SEED=${seed} replays it)`);
    const random = seededRandom(seed);
    const events = newEvents(`once1-${seed}`, 25, random);
    // 35 batches holding every key (shuffled, some twice) and 15 single requests, all at once.
    const requests: LoadRequest[] = [
      ...Array.from({ length: 35 }, () => ({ batch: shuffled([...events, ...events.slice(0, Math.floor(random() * 5))], random) })),
      ...Array.from({ length: 15 }, (_, i) => events[i % events.length] as KeyedRequest),
    ];
    const book = new AnswerBook();
    const client = httpClient((servers[0] as ServerProcess).baseUrl, world.key, { maxSockets: 64 });
    try {
      const left = await book.sendAll(client, shuffled(requests, random), requests.length);
      await book.settleAll(client, left, 8);
    } finally {
      client.close();
    }

    expect(book.unexpected.slice(0, 5)).toEqual([]);
    const db = testStore.store.db;
    expect(await keyProblems(db, world.companyId, events, book)).toEqual([]);
    expect(insertedOnceProblems(events, [book])).toEqual([]);
    expect(await chargeProblems(db, world.companyId, world.customers)).toEqual([]);
    expect(await auditDifferences(db)).toEqual([]);
  }, 120_000);

  it(`stores and charges once each of ${KEYS} keys sent at the same time to two server processes, in batches and singles`, async () => {
    const random = seededRandom(seed + 1);
    const events = newEvents(`once2-${seed}`, KEYS, random);
    const books = servers.map(() => new AnswerBook());
    await Promise.all(
      servers.flatMap((server, s) => {
        const book = books[s] as AnswerBook;
        return Array.from({ length: STREAMS_PER_PROCESS }, async () => {
          const client = httpClient(server.baseUrl, world.key, { maxSockets: IN_FLIGHT_PER_STREAM });
          try {
            const left = await book.sendAll(client, stream(events, random), IN_FLIGHT_PER_STREAM);
            // Refused events (DATABASE_ERROR: SQLite's busy timeout between two processes) go again.
            await book.settleAll(client, left, IN_FLIGHT_PER_STREAM);
          } finally {
            client.close();
          }
        });
      }),
    );

    for (const book of books) expect(book.unexpected.slice(0, 5)).toEqual([]);
    const db = testStore.store.db;
    // Each process's answers agree with the store, and no key was inserted by both.
    for (const book of books) expect(await keyProblems(db, world.companyId, events, book)).toEqual([]);
    expect(insertedOnceProblems(events, books)).toEqual([]);
    expect(keyedEvents(events)).toHaveLength(KEYS);
    const insertedBy = books.map((book) => events.filter(({ key }) => (book.answers.get(key) ?? []).some((a) => a.ingest === 'inserted')).length);
    // The race was real: each process won some keys.
    for (const won of insertedBy) expect(won).toBeGreaterThan(0);
    expect(await chargeProblems(db, world.companyId, world.customers)).toEqual([]);
    const differences = await auditDifferences(db);
    expect(differences).toEqual([]);

    recordFigures(`exactly-once-${kind}`, {
      seed,
      keys: KEYS,
      processes: servers.length,
      requests_sent: books.reduce((n, b) => n + b.sent, 0),
      batches_sent: books.reduce((n, b) => n + b.batchesSent, 0),
      batch_events_sent: books.reduce((n, b) => n + b.batchEventsSent, 0),
      keys_inserted_per_process: insertedBy.join('/'),
      answers_failed_or_503: books.reduce((n, b) => n + b.refused, 0),
      differences_found: differences.length,
    });
  }, 300_000);
});
