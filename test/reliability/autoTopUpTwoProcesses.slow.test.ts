/**
 * Issue 29, Proved, first bullet: auto top-ups exactly once across two server processes and kill -9.
 *
 * PostgreSQL only, as the other two-process tests (SQLite has one writer: two processes on one file
 * race nothing). Two real `meterline serve` processes on one database, in live mode with Stripe as
 * the provider: both point STRIPE_API_BASE at the local fake Stripe (test/support/fakeStripe), which
 * runs in this test process and is "the provider" where charges are counted (its PaymentIntents, by
 * the Idempotency-Key each was made under). Each process reaches the fake through its own address,
 * so a request tells which process sent it. Both run the auto top-up job every 150 ms, with a
 * 3 s lease (AUTO_TOP_UP_LEASE_MS) so a dead node's run is taken over within the test.
 *
 * The world (live mode, set up over HTTP): CUSTOMERS customers on a credits plan whose fee draws
 * PRICE (10) credits per `api.call`, each with a starting grant of 100 credits, a saved Visa and an
 * auto top-up: threshold 40, one pack of 60 credits for usd 6.00 (600 minor), monthly limit 1000
 * (never reached). A top-up lifts a wallet back above the threshold unless it sank more than 20
 * credits below 0 meanwhile, so most wallets cross again and again. The cards: a Customer and a PaymentMethod made on the fake (as Stripe Checkout
 * would leave them) and stored as the default through the paymentMethods module's door
 * (saveDefaultPaymentMethod), not through a hosted page: the checkout path is proved in
 * test/payments/stripeLive.test.ts; this test is about the charge.
 *
 * The storm: DRAWS events (one draw of 10 credits each; smoke 300, soak 900) on the customers,
 * as singles and batches of 2..8 (seeded), in bursts 500 ms apart (smoke 30 bursts, soak 60), each
 * request to a random process, so draws of one wallet cross its threshold in batches and on both
 * nodes at once while the top-ups of earlier crossings are being charged and granted. Meanwhile,
 * KILLS times (smoke 3, soak 10): the fake holds the next PaymentIntent (before running it, or
 * after: the payment made and its key remembered, the answer withheld; seeded), AT_KILL ingest
 * requests are sent to the process that sent it, and it is killed with SIGKILL with them in flight,
 * then restarted; the held run is taken by whichever node polls first once its lease is out.
 * Requests that got no answer are sent again, with the same keys, to a live process until
 * answered. Then the test waits until no run is pending.
 *
 * Counted independently, then asserted:
 * (a) the crossings the ledger shows (per wallet, in seq order: every event whose draw took the
 *     balance from above 40 to 40 or below; no holds, so balance = available) are exactly the runs
 *     recorded (`<auto top-up id>:<event id>`), and every run succeeded;
 * (b) at the fake: one PaymentIntent per idempotency key, exactly one succeeded PaymentIntent per
 *     run (whatever its attempt), 500 usd each, none for anything else;
 * (c) one grant (source ref `auto_top_up:<run>`, 50 credits), one paid invoice (500) and one
 *     `wallet.topped_up` per run; each balance is 100 + 50 x its runs - 10 x its stored events, and
 *     the ledger audit is clean;
 * (d) every key answered `inserted` (or `duplicate`, for a retry) is stored once, drawn 10 credits.
 * The seed is printed; RELIABILITY_SEED replays the traffic and the kill stages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txContext } from '../../src/db/context.js';
import { saveDefaultPaymentMethod } from '../../src/modules/paymentMethods/index.js';
import { dec, formatDecimal } from '../../src/money/decimal.js';
import { FakeStripe, type HeldPaymentIntent } from '../support/fakeStripe/server.js';
import { createTestStore, type TestStore } from '../support/stores.js';
import { recordFigures } from './support/figures.js';
import { httpClient, type HttpClient } from './support/http.js';
import { AnswerBook, keyedEvents, type KeyedRequest, type LoadRequest } from './support/load.js';
import { cliJson, createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from './support/processes.js';
import { runSeed, seededRandom } from './support/random.js';
import { RELIABILITY_SIZE, SIZES } from './support/sizes.js';
import { auditDifferences } from './support/verify.js';

const SECRET_KEY = 'sk_test_meterline_two_processes';
const CUSTOMERS = 10;
const DRAWS = RELIABILITY_SIZE === 'soak' ? 900 : 300;
const KILLS = SIZES.kills;
const BURSTS = RELIABILITY_SIZE === 'soak' ? 60 : 30;
const BURST_GAP_MS = 500;
/** Requests sent to the node holding a charge just before it is killed, per kill: in flight when it dies. */
const AT_KILL = 5;
const PRICE = 10;
const START = 100;
const THRESHOLD = 40;
const PACK_CREDITS = 60;
const PACK_MINOR = 600;
const LEASE_MS = 3000;
const START_DATE = '2025-01-01T00:00:00.000Z';

const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function created(client: HttpClient, path: string, body: unknown, status = 201): Promise<Record<string, unknown>> {
  const res = await client.send('POST', path, body);
  if (res.status !== status) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

interface Planned {
  request: LoadRequest;
  node: number;
  at: number;
}

describePg('auto top-ups on two processes with kill -9 mid-charge: one charge and one grant per crossing [postgres]', () => {
  const seed = runSeed();
  let releaseSnapshot: () => void = () => undefined;
  let testStore: TestStore;
  let fake: FakeStripe;
  const fakeUrls: string[] = [];
  const servers: ServerProcess[] = [];
  let companyId = '';
  let liveKey = '';
  const customers: Array<{ id: string; autoTopUpId: string }> = [];

  const envOf = (node: number) => ({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: fakeUrls[node] as string, AUTO_TOP_UP_POLL_MS: '150', AUTO_TOP_UP_LEASE_MS: String(LEASE_MS), WEBHOOK_POLL_MS: '0' });

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    fake = await new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: 'whsec_two_processes' }).start();
    fakeUrls.push(await fake.listenAlso(), await fake.listenAlso());
    testStore = await createTestStore('postgres');
    const account = await createCompanyAndKey(testStore.url);
    companyId = account.companyId;
    liveKey = (await cliJson<{ key: string }>(['key', 'create', '--company', companyId, '--mode', 'live'], testStore.url)).key;
    servers.push(await startServer(testStore.url, envOf(0)), await startServer(testStore.url, envOf(1)));

    const api = httpClient((servers[0] as ServerProcess).baseUrl, liveKey, { maxSockets: 8 });
    try {
      const unit = (await created(api, '/v1/pricing-units', { code: 'credits', name: 'Credits' })).pricing_unit as { id: string };
      const plan = (await created(api, '/v1/plans', { name: 'Top-up plan', type: 'credits', currency_code: 'usd' })).plan as { id: string };
      await created(api, `/v1/plans/${plan.id}/fees`, { product: { name: 'API calls', billable_metric: { expression: { event_name: 'api.call' } } }, price: { pricing_model: 'per_unit', amount: PRICE, pricing_unit_id: unit.id } });
      const pack = (await created(api, `/v1/plans/${plan.id}/credit-packs`, { code: 'pack_50', pricing_unit_id: unit.id, money_minor: PACK_MINOR, unit_amount: PACK_CREDITS, expiration_interval_count: 1, expiration_interval_unit: 'year' })).credit_pack as { id: string };
      const db = testStore.store.db;
      for (let i = 0; i < CUSTOMERS; i++) {
        const customer = (await created(api, '/v1/customers', { name: `Customer ${i}`, external_id: `c-${i}` })).customer as { id: string };
        const subscription = (await created(api, '/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: START_DATE })).subscription as { id: string };
        await created(api, `/v1/subscriptions/${subscription.id}/credit-grants`, { name: 'Starter', amount: START, pricing_unit_code: 'credits' });
        // The card as Stripe Checkout leaves it: a Customer with a Visa PaymentMethod attached, kept as the default.
        const stripeCustomer = fake.resources.createCustomer({ name: `Customer ${i}` });
        const method = fake.resources.attachCard(String(stripeCustomer.id), 'visa');
        await db.transaction().execute((trx) =>
          saveDefaultPaymentMethod(txContext(trx, { companyId, mode: 'live' }, new Date()), customer.id, 'stripe', { token: String(method.id), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
        );
        const topUp = (await created(api, `/v1/customers/${customer.id}/auto-top-ups`, { pricing_unit_code: 'credits', threshold: String(THRESHOLD), credit_pack_id: pack.id, quantity: 1, monthly_limit: 1000 }, 200)).auto_top_up as { id: string };
        customers.push({ id: customer.id, autoTopUpId: topUp.id });
      }
    } finally {
      api.close();
    }
  }, 300_000);

  afterAll(async () => {
    fake?.releaseHolds();
    for (const server of servers) await server.stop();
    await testStore?.drop();
    await fake?.stop();
    releaseSnapshot();
  });

  it(`${DRAWS} draws on ${CUSTOMERS} wallets sent to both processes, ${KILLS} kill -9 of the node holding a charge: exactly one charge and one grant per crossing`, async () => {
    console.log(`[reliability] auto top-ups on two processes [postgres] seed=${seed} (RELIABILITY_SEED=${seed} replays it)`);
    const random = seededRandom(seed);
    const events: KeyedRequest[] = Array.from({ length: DRAWS }, (_, i) => {
      const key = `draw-${seed}-${i}`;
      const customerId = (customers[Math.floor(random() * CUSTOMERS)] as { id: string }).id;
      return { key, customerId, body: { event_name: 'api.call', idempotency_key: key, customer_id: customerId, timestamp: new Date().toISOString(), properties: { n: i } } };
    });
    const requests: LoadRequest[] = [];
    const pending = shuffled(events, random);
    while (pending.length > 0) {
      const size = random() < 0.4 ? 1 : 2 + Math.floor(random() * 7);
      const part = pending.splice(0, size);
      requests.push(part.length === 1 ? (part[0] as KeyedRequest) : { batch: part });
    }
    const plan: Planned[] = requests.map((request) => ({ request, node: random() < 0.5 ? 0 : 1, at: Math.floor(random() * BURSTS) * BURST_GAP_MS + Math.floor(random() * 30) }));
    const reserved = plan.splice(0, KILLS * AT_KILL);
    const stages = Array.from({ length: KILLS }, (): 'before' | 'after' => (random() < 0.5 ? 'before' : 'after'));

    const book = new AnswerBook();
    const clients = servers.map((s) => httpClient(s.baseUrl, liveKey, { maxSockets: 16 }));
    const down = new Set<number>();
    const kills: Array<{ node: number; stage: string; key: string | null; atMs: number }> = [];
    const deliveries: Array<Promise<void>> = [];
    let resent = 0;

    /** Sends until answered: to its process, or after a refusal or no answer to the other (or the same once restarted). */
    const deliver = async ({ request, node }: Planned) => {
      let target = node;
      for (let attempt = 0; attempt < 200; attempt++) {
        if (down.has(target)) target = 1 - target;
        if (down.has(target)) {
          await sleep(100);
          continue;
        }
        if (attempt > 0) resent += 1;
        const left = await book.sendAll(clients[target] as HttpClient, [request], 1);
        if (left.length === 0) return;
        target = 1 - target;
        await sleep(50 + 50 * attempt);
      }
      throw new Error('a request was never answered');
    };

    const began = Date.now();
    const killer = (async () => {
      for (const stage of stages) {
        const held = await Promise.race([fake.holdPaymentIntent(stage), sleep(20_000).then(() => null)]);
        if (held === null) break;
        const node = fakeUrls.findIndex((url) => new URL(url).port === String(held.port));
        kills.push({ node, stage, key: held.idempotencyKey, atMs: Date.now() - began });
        // Ingest in flight on the victim when it dies: answered or not, each is sent again until answered.
        for (const p of reserved.splice(0, AT_KILL)) deliveries.push(deliver({ ...p, node }));
        await sleep(5);
        down.add(node);
        await (servers[node] as ServerProcess).kill9();
        (held as HeldPaymentIntent).release();
        (clients[node] as HttpClient).close();
        servers[node] = await startServer(testStore.url, envOf(node));
        clients[node] = httpClient((servers[node] as ServerProcess).baseUrl, liveKey, { maxSockets: 16 });
        down.delete(node);
      }
      fake.releaseHolds();
      for (const p of reserved.splice(0)) deliveries.push(deliver(p));
    })();

    await Promise.all(plan.map(async (p) => {
      await sleep(p.at);
      await deliver(p);
    }));
    const trafficMs = Date.now() - began;
    await killer;
    await Promise.all(deliveries);

    // Until no run is pending (a dead node's lease runs out in LEASE_MS, then a live node charges under the same key).
    const db = testStore.store.db;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const open = await db.selectFrom('auto_top_up_runs').select('id').where('company_id', '=', companyId).where('status', '=', 'pending').execute();
      if (open.length === 0) break;
      if (Date.now() > deadline) throw new Error(`${open.length} auto top-up runs still pending`);
      await sleep(250);
    }
    for (const client of clients) client.close();

    // (a) The crossings the ledger shows, wallet by wallet in seq order.
    const topUpOf = new Map(customers.map((c) => [c.id, c.autoTopUpId]));
    const wallets = await db.selectFrom('wallets').select(['id', 'customer_id', 'balance']).where('company_id', '=', companyId).where('mode', '=', 'live').execute();
    const entries = await db.selectFrom('ledger_entries').select(['wallet_id', 'seq', 'event_id', 'kind', 'balance_after']).where('company_id', '=', companyId).where('mode', '=', 'live').orderBy('wallet_id').orderBy('seq').execute();
    const expectedCrossings = new Set<string>();
    for (const wallet of wallets) {
      const mine = entries.filter((e) => e.wallet_id === wallet.id);
      const draws = new Map<string, { first: number; last: number }>();
      mine.forEach((entry, index) => {
        if (entry.kind !== 'usage' || entry.event_id === null) return;
        const seen = draws.get(entry.event_id);
        draws.set(entry.event_id, { first: seen?.first ?? index, last: index });
      });
      for (const [eventId, { first, last }] of draws) {
        const before = first === 0 ? dec(0) : dec((mine[first - 1] as { balance_after: string }).balance_after);
        const after = dec((mine[last] as { balance_after: string }).balance_after);
        if (before.gt(THRESHOLD) && after.lte(THRESHOLD)) expectedCrossings.add(`${topUpOf.get(wallet.customer_id)}:${eventId}`);
      }
    }
    const runs = await db.selectFrom('auto_top_up_runs').selectAll().where('company_id', '=', companyId).execute();
    expect(runs.map((r) => r.crossing_key).sort()).toEqual([...expectedCrossings].sort());
    expect(runs.filter((r) => r.status !== 'succeeded').map((r) => [r.id, r.status, r.failure])).toEqual([]);

    // (b) At the provider: one PaymentIntent per key, one succeeded per run, 500 usd each.
    const intents = fake.paymentIntentsCreated;
    const keys = intents.map((i) => i.idempotencyKey ?? '(none)');
    expect(new Set(keys).size).toBe(keys.length);
    const succeeded = intents.filter((i) => i.status === 'succeeded');
    const runIds = new Set(runs.map((r) => r.id));
    const chargedRun = (key: string | null) => /^auto_top_up:([^:]+):\d+$/.exec(key ?? '')?.[1] ?? null;
    expect(succeeded.filter((i) => !runIds.has(chargedRun(i.idempotencyKey) ?? '')).map((i) => i.idempotencyKey)).toEqual([]);
    const perRun = new Map<string, number>();
    for (const intent of succeeded) perRun.set(chargedRun(intent.idempotencyKey) as string, (perRun.get(chargedRun(intent.idempotencyKey) as string) ?? 0) + 1);
    expect(runs.filter((r) => perRun.get(r.id) !== 1).map((r) => [r.id, perRun.get(r.id) ?? 0])).toEqual([]);
    expect(succeeded.filter((i) => i.amount !== PACK_MINOR || i.currency !== 'usd').map((i) => [i.amount, i.currency])).toEqual([]);
    expect(succeeded).toHaveLength(runs.length);

    // (c) One grant, one paid invoice and one wallet.topped_up per run; balances and the audit.
    const grants = await db.selectFrom('credit_grants').select(['id', 'customer_id', 'amount', 'source_ref']).where('company_id', '=', companyId).where('source_ref', 'like', 'auto_top_up:%').execute();
    const grantsByRef = new Map<string, number>();
    for (const grant of grants) grantsByRef.set(grant.source_ref as string, (grantsByRef.get(grant.source_ref as string) ?? 0) + 1);
    expect(runs.filter((r) => grantsByRef.get(`auto_top_up:${r.id}`) !== 1).map((r) => r.id)).toEqual([]);
    expect(grants).toHaveLength(runs.length);
    expect(grants.filter((g) => !dec(g.amount).eq(PACK_CREDITS)).map((g) => g.amount)).toEqual([]);
    expect(runs.filter((r) => !grants.some((g) => g.id === r.grant_id)).map((r) => r.id)).toEqual([]);
    const invoices = await db.selectFrom('invoices').select(['source_ref', 'status', 'total_cents']).where('company_id', '=', companyId).where('source_ref', 'like', 'auto_top_up:%').execute();
    expect(invoices).toHaveLength(runs.length);
    expect(new Set(invoices.map((i) => i.source_ref)).size).toBe(runs.length);
    expect(invoices.filter((i) => i.status !== 'paid' || i.total_cents !== PACK_MINOR)).toEqual([]);
    const topped = await db.selectFrom('webhook_events').select('id').where('company_id', '=', companyId).where('type', '=', 'wallet.topped_up').execute();
    expect(topped).toHaveLength(runs.length);
    const stored = await db.selectFrom('events').select(['id', 'customer_id', 'idempotency_key']).where('company_id', '=', companyId).where('mode', '=', 'live').execute();
    const balanceProblems: string[] = [];
    for (const wallet of wallets) {
      const expected = dec(START)
        .plus(dec(PACK_CREDITS).times(runs.filter((r) => r.customer_id === wallet.customer_id).length))
        .minus(dec(PRICE).times(stored.filter((e) => e.customer_id === wallet.customer_id).length));
      if (!dec(wallet.balance).eq(expected)) balanceProblems.push(`${wallet.customer_id}: ${wallet.balance}, expected ${formatDecimal(expected)}`);
    }
    expect(balanceProblems).toEqual([]);
    expect(wallets).toHaveLength(CUSTOMERS);
    const differences = await auditDifferences(db);
    expect(differences).toEqual([]);

    // (d) Every acknowledged draw is stored once and drew PRICE; every key was answered in the end.
    const storedByKey = new Map<string, string[]>();
    for (const event of stored) storedByKey.set(event.idempotency_key, [...(storedByKey.get(event.idempotency_key) ?? []), event.id]);
    const drawn = new Map<string, number>();
    for (const entry of await db.selectFrom('ledger_entries').select(['event_id', 'amount']).where('company_id', '=', companyId).where('kind', '=', 'usage').execute()) {
      drawn.set(entry.event_id ?? '', (drawn.get(entry.event_id ?? '') ?? 0) - Number(entry.amount));
    }
    const keyProblems: string[] = [];
    let acknowledged = 0;
    for (const { key } of keyedEvents(requests)) {
      const answers = book.answers.get(key) ?? [];
      const ok = answers.filter((a) => a.status === 200 && (a.ingest === 'inserted' || a.ingest === 'duplicate'));
      if (ok.length === 0) keyProblems.push(`${key}: never acknowledged`);
      if (answers.some((a) => a.ingest === 'inserted')) acknowledged += 1;
      const ids = storedByKey.get(key) ?? [];
      if (ids.length !== 1) keyProblems.push(`${key}: stored ${ids.length} times`);
      for (const answer of ok) if (answer.usageId !== ids[0]) keyProblems.push(`${key}: answered ${answer.usageId}, stored ${ids[0]}`);
      if (ids[0] !== undefined && drawn.get(ids[0]) !== PRICE) keyProblems.push(`${key}: drew ${drawn.get(ids[0])}`);
    }
    expect(book.unexpected.slice(0, 5)).toEqual([]);
    expect(keyProblems.slice(0, 10)).toEqual([]);
    expect(stored).toHaveLength(DRAWS);

    const replays = intents.length - new Set(intents.map((i) => chargedRun(i.idempotencyKey))).size;
    recordFigures('auto-top-ups-two-processes-postgres', {
      seed,
      draws: DRAWS,
      requests_sent: book.sent,
      batches_sent: book.batchesSent,
      keys_retried: book.retried.size,
      requests_resent: resent,
      acknowledged_inserted: acknowledged,
      traffic_ms: trafficMs,
      crossings_in_ledger: expectedCrossings.size,
      runs: runs.length,
      payment_intent_requests: fake.requests.filter((r) => r.path === '/v1/payment_intents').length,
      payment_intents_made: intents.length,
      payment_intents_succeeded: succeeded.length,
      runs_charged_on_node_0: succeeded.filter((i) => i.port === Number(new URL(fakeUrls[0] as string).port)).length,
      runs_charged_on_node_1: succeeded.filter((i) => i.port === Number(new URL(fakeUrls[1] as string).port)).length,
      kill_points_survived: kills.length,
      kills_before_charge: kills.filter((k) => k.stage === 'before').length,
      held_requests_never_run: fake.droppedWhileHeld,
      kills_after_charge: kills.filter((k) => k.stage === 'after').length,
      kills_at_ms: kills.map((k) => k.atMs).join(' '),
      same_run_intents_beyond_first: replays,
      grants: grants.length,
      differences_found: differences.length + keyProblems.length + balanceProblems.length,
    });
    // The kills happened, mid-charge, and were survived.
    expect(kills.length).toBeGreaterThanOrEqual(1);
    for (const kill of kills) expect(runIds.has(chargedRun(kill.key) ?? '')).toBe(true);
  }, 900_000);
});
