/**
 * Crash test for reservations (issue 28): the real server takes concurrent reservation lifecycles
 * (hold, then capture with an event or release), each request sent with an `Idempotency-Key`, and
 * is killed with SIGKILL at a random moment; it restarts on the same store and every request that
 * got no answer is sent again with the same key (a claim left in flight by the killed process is
 * answered 409 IDEMPOTENCY_REQUEST_IN_PROGRESS until it may be taken over: the client waits).
 * Afterwards: one reservation per lifecycle (no hold made twice), each ended once (exactly one
 * hold and one release entry in the holds' ledger), nothing held, every captured event stored
 * once, each customer's balance its grant less what its captures drew, and the audit is clean.
 *
 * Kills: a third of the run size's (smoke 1, soak 3); RELIABILITY_SEED replays a run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { recordFigures } from './support/figures.js';
import { httpClient, NetworkError, pool, type Answer, type HttpClient } from './support/http.js';
import { createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from './support/processes.js';
import { runSeed, seededRandom } from './support/random.js';
import { SIZES } from './support/sizes.js';
import { auditDifferences } from './support/verify.js';
import { GRANT, PRICE, setupWorld, type World } from './support/world.js';

const KILLS = Math.max(1, Math.round(SIZES.kills / 3));
/**
 * A request killed with its node holds its Idempotency-Key until the takeover: 15 s here instead
 * of the default 60 s, or each kill point waited out a minute (the smoke's longest file). Still
 * far above any answer under this load, so a live request is never taken over.
 */
const SERVER_ENV = { IDEMPOTENCY_TAKEOVER_SECONDS: '15' };
const LIFECYCLES_PER_ROUND = 120;
const IN_FLIGHT = 32;
const CUSTOMERS = 20;

describeEachStore('reservations survive kill -9', (kind) => {
  let releaseSnapshot: () => void = () => undefined;
  const seed = runSeed();
  let tmp: string;
  let testStore: TestStore;
  let server: ServerProcess;
  let client: HttpClient;
  let restarted: Promise<void> = Promise.resolve();
  let world: World;

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-holds-'));
    testStore = await createTestStore(kind, kind === 'sqlite' ? { sqliteFile: path.join(tmp, 'meterline.db') } : {});
    const account = await createCompanyAndKey(testStore.url);
    server = await startServer(testStore.url, SERVER_ENV);
    world = await setupWorld(server.baseUrl, account, CUSTOMERS);
    client = httpClient(server.baseUrl, world.key, { maxSockets: IN_FLIGHT });
  }, 300_000);

  afterAll(async () => {
    client?.close();
    await server?.stop();
    await testStore?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    releaseSnapshot();
  });

  /** Sends until answered for good: through a kill (waiting for the restart), a claim in flight, a store hiccup. */
  async function send(pathname: string, body: unknown, key: string, method: 'GET' | 'POST' = 'POST'): Promise<Answer> {
    for (let attempt = 0; attempt < 400; attempt++) {
      try {
        const answer = await client.send(method, pathname, body, method === 'POST' ? { 'idempotency-key': key } : {});
        const code = answer.body?.error?.code as string | undefined;
        if (code === 'IDEMPOTENCY_REQUEST_IN_PROGRESS' || answer.status === 503 || code === 'DATABASE_ERROR') {
          await new Promise((r) => setTimeout(r, 1_000));
          continue;
        }
        return answer;
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        await restarted;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`${pathname} (${key}) never answered for good`);
  }

  it(`makes and ends each hold once over ${KILLS} kill point(s)`, async () => {
    console.log(`[reliability] crash reservations [${kind}] seed=${seed} (RELIABILITY_SEED=${seed} replays it)`);
    const random = seededRandom(seed);
    const captured = new Map<string, number>();
    const eventKeys: string[] = [];
    let lifecycles = 0;
    let answers = 0;

    for (let round = 0; round < KILLS; round++) {
      const killAfter = Math.floor(LIFECYCLES_PER_ROUND * 2 * (0.1 + 0.8 * random()));
      let killing = false;
      const answered = () => {
        answers += 1;
        if (!killing && answers >= killAfter + round * LIFECYCLES_PER_ROUND * 2) {
          killing = true;
          const dying = server;
          restarted = (async () => {
            await dying.kill9();
            server = await startServer(testStore.url, SERVER_ENV);
            client.close();
            client = httpClient(server.baseUrl, world.key, { maxSockets: IN_FLIGHT });
          })();
        }
      };
      const plan = Array.from({ length: LIFECYCLES_PER_ROUND }, (_, i) => ({
        id: `${seed}-${round}-${i}`,
        customerId: world.customers[Math.floor(random() * world.customers.length)] as string,
        release: random() < 0.33,
        calls: 1 + Math.floor(random() * 3),
      }));
      lifecycles += plan.length;
      await pool(plan, IN_FLIGHT, async ({ id, customerId, release, calls }) => {
        const held = await send('/v1/reservations', { customer_id: customerId, amount: PRICE * 2, pricing_unit_code: 'credits' }, `hold-${id}`);
        answered();
        expect(held.status, JSON.stringify(held.body)).toBe(201);
        const reservationId = held.body.reservation.id as string;
        if (release) {
          const released = await send(`/v1/reservations/${reservationId}/release`, undefined, `release-${id}`);
          answered();
          // A retry whose first answer died with the server meets the release it made: 409, as the contract says.
          const status = released.status === 409 ? (await send(`/v1/reservations/${reservationId}`, undefined, '', 'GET')).body.reservation.status : released.body.reservation?.status;
          expect(status, JSON.stringify(released.body)).toBe('released');
          return;
        }
        const eventKey = `event-${id}`;
        const event = { event_name: 'api.call', idempotency_key: eventKey, timestamp: new Date().toISOString(), properties: { calls } };
        const done = await send(`/v1/reservations/${reservationId}/capture`, { event }, `capture-${id}`);
        answered();
        expect(done.body, JSON.stringify(done.body)).toMatchObject({ success: true, reservation: { status: 'captured' } });
        // A retry whose first answer was lost meets its own event: duplicate, the same usage.
        expect(['inserted', 'duplicate']).toContain(done.body.ingest.status);
        eventKeys.push(eventKey);
        captured.set(customerId, (captured.get(customerId) ?? 0) + PRICE);
      });
      await restarted;
    }

    const db = testStore.store.db;
    const reservations = await db.selectFrom('reservations').select(['id', 'status']).where('company_id', '=', world.companyId).execute();
    expect(reservations).toHaveLength(lifecycles);
    expect(reservations.filter((r) => r.status !== 'captured' && r.status !== 'released')).toEqual([]);
    const entries = await db.selectFrom('hold_entries').select(['reservation_id', 'kind']).where('company_id', '=', world.companyId).execute();
    expect(entries.filter((e) => e.kind === 'hold')).toHaveLength(lifecycles);
    expect(entries.filter((e) => e.kind === 'release')).toHaveLength(lifecycles);
    const stored = await db.selectFrom('events').select('idempotency_key').where('company_id', '=', world.companyId).where('idempotency_key', 'in', eventKeys).execute();
    expect(stored).toHaveLength(eventKeys.length);
    const wallets = await db.selectFrom('wallets').select(['customer_id', 'balance', 'held']).where('company_id', '=', world.companyId).execute();
    for (const wallet of wallets) {
      expect(wallet.held).toBe('0');
      expect(Number(wallet.balance), wallet.customer_id).toBe(GRANT - (captured.get(wallet.customer_id) ?? 0));
    }
    const differences = await auditDifferences(db);
    expect(differences).toEqual([]);
    recordFigures(`crash-reservations-${kind}`, { seed, kill_points_survived: KILLS, lifecycles, captures: eventKeys.length, differences_found: differences.length });
  }, 1_800_000);
});
