/**
 * Crash test: the real server on a real store takes thousands of concurrent ingests over 500
 * customers and is killed with SIGKILL at a random moment; it restarts on the same store and the
 * client retries every request that got no answer, with the same key. About a third of the
 * requests are batches (`POST /v1/events/batch`) of 2 to 50 events, some keys repeated inside the
 * batch and some repeating keys of earlier single requests (still in flight, or stored rounds
 * ago); an unanswered batch is retried whole with the same keys. Afterwards every key that ever
 * got a 200 (on its own or inside a batch result) is stored exactly once under the usage_id it
 * was answered with and drawn PRICE once, each customer is charged exactly PRICE per stored
 * event, and `meterline audit` finds no difference.
 *
 * Kill points, round sizes and the last (big) round come from the run's size (support/sizes.ts:
 * smoke 3 kills of 150-request rounds and a last of 400; soak 10 of 250 and a last of 1,500,
 * each settable on its own with RELIABILITY_KILLS, _ROUND_SIZE, _BIG_ROUND). RELIABILITY_BATCH_SHARE
 * (default 0.33) of the requests are batches, so a round carries about nine events per request
 * (at soak size some 30,000 events in all). RELIABILITY_SEED replays a run (the seed is printed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { recordFigures } from './support/figures.js';
import { httpClient } from './support/http.js';
import { AnswerBook, keyedEvents, type BatchRequest, type KeyedRequest, type LoadRequest } from './support/load.js';
import { cli, createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from './support/processes.js';
import { runSeed, seededRandom } from './support/random.js';
import { SIZES } from './support/sizes.js';
import { auditDifferences, chargeProblems, keyProblems } from './support/verify.js';
import { eventBody, setupWorld, type World } from './support/world.js';

const { kills: KILLS, roundSize: ROUND_SIZE, bigRound: BIG_ROUND } = SIZES;
const BATCH_SHARE = Math.min(1, Math.max(0, Number(process.env.RELIABILITY_BATCH_SHARE ?? 0.33)));
const BATCH_MIN = 2;
const BATCH_MAX = 50;
/** Of a batch's events: this share repeats a key earlier in the same batch, this one a key sent on its own. */
const REPEAT_IN_BATCH = 0.1;
const REPEAT_SINGLE = 0.05;
const CUSTOMERS = 500;
const IN_FLIGHT = 64;

describeEachStore('crash: kill -9 under concurrent ingest', (kind) => {
  let releaseSnapshot: () => void = () => undefined;
  const seed = runSeed();
  let tmp: string;
  let testStore: TestStore;
  let server: ServerProcess | null = null;
  let world: World;
  const logs: string[] = [];

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-crash-'));
    testStore = await createTestStore(kind, kind === 'sqlite' ? { sqliteFile: path.join(tmp, 'meterline.db') } : {});
    const account = await createCompanyAndKey(testStore.url);
    server = await startServer(testStore.url);
    world = await setupWorld(server.baseUrl, account, CUSTOMERS);
  }, 600_000);

  afterAll(async () => {
    if (server) {
      await server.stop();
      logs.push(server.output());
    }
    await testStore?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    releaseSnapshot();
  });

  it(`loses no acknowledged event and charges none twice over ${KILLS} random kill points`, async () => {
    console.log(`[reliability] crash [${kind}] seed=${seed} (RELIABILITY_SEED=${seed} replays it)`);
    const random = seededRandom(seed);
    const book = new AnswerBook();
    const everything: LoadRequest[] = [];
    // Every single request so far: batches repeat some of their keys (same key, same event).
    const singles: KeyedRequest[] = [];
    let survived = 0;

    const fresh = (key: string): KeyedRequest => {
      const customerId = world.customers[Math.floor(random() * world.customers.length)] as string;
      return { key, customerId, body: eventBody(key, customerId) };
    };
    const batchOf = (prefix: string): BatchRequest => {
      const size = BATCH_MIN + Math.floor(random() * (BATCH_MAX - BATCH_MIN + 1));
      const batch: KeyedRequest[] = [];
      for (let j = 0; j < size; j++) {
        const roll = random();
        if (j > 0 && roll < REPEAT_IN_BATCH) batch.push(batch[Math.floor(random() * j)] as KeyedRequest);
        else if (singles.length > 0 && roll < REPEAT_IN_BATCH + REPEAT_SINGLE) batch.push(singles[Math.floor(random() * singles.length)] as KeyedRequest);
        else batch.push(fresh(`${prefix}.${j}`));
      }
      return { batch };
    };

    for (let round = 0; round < KILLS; round++) {
      const size = round === KILLS - 1 ? BIG_ROUND : ROUND_SIZE;
      const requests: LoadRequest[] = Array.from({ length: size }, (_, i) => {
        const key = `s${seed}-r${round}-${i}`;
        if (random() < BATCH_SHARE) return batchOf(key);
        const single = fresh(key);
        singles.push(single);
        return single;
      });
      everything.push(...requests);
      // Kill after somewhere between 5% and 95% of the round's answers.
      const killAfter = Math.max(1, Math.floor(size * (0.05 + 0.9 * random())));
      let answered = 0;
      let killing: Promise<void> | null = null;
      const running = server as ServerProcess;
      const client = httpClient(running.baseUrl, world.key, { maxSockets: IN_FLIGHT });
      const left = await book.sendAll(client, requests, IN_FLIGHT, () => killing !== null, () => {
        answered += 1;
        if (answered >= killAfter && !killing) killing = running.kill9();
      });
      await (killing ?? running.kill9());
      client.close();
      logs.push(running.output());

      server = await startServer(testStore.url);
      const retrying = httpClient(server.baseUrl, world.key, { maxSockets: IN_FLIGHT });
      await book.settleAll(retrying, left, IN_FLIGHT);
      retrying.close();

      expect(book.unexpected.slice(0, 5)).toEqual([]);
      expect(await keyProblems(testStore.store.db, world.companyId, requests, book), `round ${round}, killed after ${killAfter} answers`).toEqual([]);
      survived += 1;
    }

    expect(await keyProblems(testStore.store.db, world.companyId, everything, book)).toEqual([]);
    expect(await chargeProblems(testStore.store.db, world.companyId, world.customers)).toEqual([]);
    const differences = await auditDifferences(testStore.store.db);
    expect(differences).toEqual([]);

    const audit = await cli(['audit'], testStore.url);
    expect(audit.stdout).toContain('0 differences');
    expect(audit.code, audit.stderr).toBe(0);

    // The key went over the wire thousands of times; it never reaches the logs.
    const secret = world.key.slice('ak_test_'.length);
    expect(logs.join('\n') + (server?.output() ?? '')).not.toContain(secret);

    recordFigures(`crash-${kind}`, {
      seed,
      kill_points_survived: survived,
      keys: keyedEvents(everything).length,
      requests_sent: book.sent,
      batches_sent: book.batchesSent,
      batch_events_sent: book.batchEventsSent,
      keys_retried: book.retried.size,
      sends_without_answer: book.noAnswer,
      stored_before_kill_unanswered: book.committedButUnanswered,
      answers_failed_or_503: book.refused,
      batches_refused: book.batchesRefused,
      differences_found: differences.length,
    });
  }, 1_800_000);
});
