// `npm run bench`: ingest throughput, each leg stated as a ratio to a bare Fastify server measured
// right before it in the same run (this machine is shared and noisy: ratios compare, raw numbers
// do not).
//
// World: 1,000 customers on a credits plan (a per-unit and a cost-plus fee, grants in place), set
// up through the API; then autocannon with 64 connections, a unique idempotency key per event,
// customers spread. Legs, each on freshly started Meterline server(s) after a 1 s warm-up:
// - `sqlite`: single-event requests to POST /v1/events/ingest (SQLite file, synchronous=FULL);
// - `sqlite_batch`: POST /v1/events/batch, 100 events per request;
// - with BENCH_DATABASE_URL set (a fresh schema, dropped at the end): `postgres`,
//   `postgres_batch`, and `postgres_two_nodes`: two Meterline processes on the one schema, half
//   the connections each, 5% of the keys sent to both nodes.
// Per leg: events/s (events acknowledged, inserted or duplicate, over the run's duration), p50/p99 request latency, the
// ratio (events/s over the bare server's req/s on its single-event route: for batch legs too, as
// issue 10's targets are stated; the bare batch route, answering a constant body of the same
// size, is measured as well), server CPU per event (/proc/PID/stat; two nodes: summed), peak RSS
// (VmHWM; two nodes: the larger), SQL statements per event and per batch (PostgreSQL: round trips)
// from the ingest counters of the server's GET /metrics ("n/a" when it is not served), and the
// checks: every acknowledged usage_id is stored, every key stored once, per event the ledger's
// usage draws equal its charges, and a key sent to both nodes answered with one usage_id.
// The last line is `BENCH_RESULT {json}`. Exits 1 when an acknowledged event was lost, a key was
// charged twice, or a leg could not run for another reason than its endpoint answering 404.
//
// BENCH_SECONDS (default 8 per leg and per bare measurement), BENCH_WARMUP_SECONDS (1),
// BENCH_CONNECTIONS (64), BENCH_CUSTOMERS (1000), BENCH_BATCH_SIZE (100) resize it;
// BENCH_LEGS=a,b runs only the legs named; BENCH_SHARE_EVERY (20) sets the two-node leg's shared keys (0: none).
// BENCH_PROFILE=DIR writes each Meterline server's CPU profile (node --cpu-prof) to DIR/<leg>.cpuprofile.
// BENCH_WEBHOOKS=1 subscribes the company to every webhook event type (a local receiver answering
// 204), so the legs measure ingest with webhooks on; compare its ratios with a run without.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBare, startBare } from './support/bare.js';
import { drive } from './support/drive.js';
import { countersDelta, startMeterline } from './support/meterline.js';
import { analyze, createSchema, dropSchema } from './support/postgres.js';
import { cli } from './support/processes.js';
import { missedTargets, printLeg, printTable, resultLine } from './support/report.js';
import { checkStored } from './support/verify.js';
import { setUpWorld } from './support/world.js';
import { startWebhookSink, subscribeEverything } from './support/webhookSink.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const BATCH_SIZE = Number(process.env.BENCH_BATCH_SIZE ?? 100);
const PROFILE_DIR = process.env.BENCH_PROFILE || null;
/** The two-node leg sends every 20th key (5%) to both nodes; BENCH_SHARE_EVERY=0 sends none. */
const SHARE_EVERY = Number(process.env.BENCH_SHARE_EVERY ?? 20);

const round = (n, digits) => Number(n.toFixed(digits));

/** BENCH_LEGS=postgres,postgres_two_nodes runs only those legs (for a diagnosis; the figures of a full run are the ones to quote). */
const ONLY = process.env.BENCH_LEGS ? new Set(process.env.BENCH_LEGS.split(',')) : null;

function legsOf(store) {
  return allLegsOf(store).filter((leg) => ONLY === null || ONLY.has(leg.name));
}

function allLegsOf(store) {
  return [
    { name: store, store, nodes: 1, batchSize: 1 },
    { name: `${store}_batch`, store, nodes: 1, batchSize: BATCH_SIZE },
    ...(store === 'postgres' ? [{ name: 'postgres_two_nodes', store, nodes: 2, batchSize: 1 }] : []),
  ];
}

function describe(leg) {
  const route = leg.batchSize > 1 ? `POST /v1/events/batch, ${leg.batchSize} events per request` : 'POST /v1/events/ingest, one event per request';
  const nodes = leg.nodes > 1 ? `${leg.nodes} Meterline processes on one schema, ${Math.floor(CONNECTIONS / leg.nodes)} connections each, 1 key in ${SHARE_EVERY} sent to both` : `1 Meterline process, ${CONNECTIONS} connections`;
  return `${route}; ${nodes}`;
}

/** A company, a key and the world, set up through a server started for the purpose. */
async function prepareStore(store, databaseUrl) {
  const started = performance.now();
  const env = { DATABASE_URL: databaseUrl };
  const company = cli(['company', 'create', '--name', 'Bench', '--rate-limit', '1000000000'], env);
  const key = cli(['key', 'create', '--company', company.id, '--mode', 'test'], env).key;
  const server = await startMeterline(databaseUrl, { name: `${store}-setup`, profileDir: null });
  try {
    if (webhookSink) await subscribeEverything(server.base, key, webhookSink);
    const customers = await setUpWorld(server.base, key, CUSTOMERS);
    console.log(`\n${store}: ${CUSTOMERS} customers set up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { databaseUrl, key, customers };
  } finally {
    await server.stop();
  }
}

/** Why a run shows the leg cannot be measured (no 200 at all), or null. `failure`: not merely a 404 route. */
function unavailability(run) {
  if (run.okRequests > 0) return null;
  const codes = Object.keys(run.refusals);
  if (codes.length === 1 && codes[0] === '404') return { reason: `every response was 404 (${run.firstRefusal}): the endpoint is not there yet`, failure: false };
  return { reason: `no request succeeded: answers ${JSON.stringify(run.refusals)}, ${run.socketErrors} socket errors, first: ${run.firstRefusal}`, failure: true };
}

async function measureBareFor(bare, leg) {
  const single = await measureBare(bare, { connections: CONNECTIONS, seconds: SECONDS });
  const batch = leg.batchSize > 1 ? await measureBare(bare, { connections: CONNECTIONS, seconds: SECONDS, batchSize: leg.batchSize }) : null;
  return { single: single.reqPerS, batch: batch?.reqPerS };
}

/** Statements per event and per batch from the counters' delta over the measured window. */
function statementFigures(leg, counts) {
  const perEvent = counts && counts.events > 0 ? round(counts.statements / counts.events, 2) : null;
  const perBatch = counts && counts.batches > 0 ? round(counts.statements / counts.batches, 1) : null;
  return {
    statements_per_event: perEvent,
    statements_per_batch: perBatch,
    ...(leg.store === 'postgres' ? { round_trips_per_batch: perBatch } : {}),
    events_per_batch: counts && counts.batches > 0 ? round(counts.events / counts.batches, 1) : null,
  };
}

function legResult(leg, { run, bare, cpu, clientCpu, rss, counts, check }) {
  return {
    name: leg.name,
    available: true,
    description: describe(leg),
    batch_size: leg.batchSize,
    events_per_s: Math.round(run.eventsPerS),
    requests_per_s: Math.round(run.requestsPerS),
    ratio: round(run.eventsPerS / bare.single, 3),
    bare_req_per_s: Math.round(bare.single),
    ...(bare.batch === undefined ? {} : { bare_batch_req_per_s: Math.round(bare.batch), ratio_to_bare_batch: round(run.eventsPerS / (bare.batch * leg.batchSize), 3) }),
    p50_ms: run.latency.p50,
    p99_ms: run.latency.p99,
    cpu_us_per_event: Math.round((cpu * 1e6) / Math.max(1, run.events)),
    server_cpu_cores: round(cpu / run.duration, 2),
    client_cpu_cores: round(clientCpu / run.duration, 2),
    peak_rss_mib: rss,
    ...statementFigures(leg, counts),
    acknowledged: run.acknowledged.length,
    stored: check.stored,
    lost: check.lost,
    all_acknowledged_stored: check.lost === 0,
    keys_stored_twice: check.keysStoredTwice,
    events_drawn_wrong: check.drawnWrong,
    charged_twice: check.keysStoredTwice + check.drawnWrong + run.conflictingAnswers,
    usage_total: round(check.usageTotal, 4),
    charges_total: round(check.chargesTotal, 4),
    ...(leg.nodes > 1 ? { shared_keys: run.sharedKeys, one_usage_id_per_key: run.conflictingAnswers === 0 } : {}),
    failed_events: run.failedEvents,
    first_failure: run.firstFailure,
    refusals: run.refusals,
    first_refusal: run.firstRefusal,
    socket_errors: run.socketErrors,
  };
}

/** One leg on freshly started server(s): warm up, measure the bare server, drive, read, check. */
async function runLeg(leg, world, bare) {
  const servers = [];
  try {
    // Fresh statistics before each leg, as autovacuum keeps them on a default server (this
    // machine's runs with autovacuum off): without them the planner takes the events of a whole
    // company for "one row" and scans them for every batch's key lookup.
    if (leg.store === 'postgres') await analyze(world.databaseUrl);
    for (let i = 0; i < leg.nodes; i++) servers.push(await startMeterline(world.databaseUrl, { name: leg.nodes > 1 ? `${leg.name}-${i + 1}` : leg.name, profileDir: PROFILE_DIR }));
    const bases = servers.map((s) => s.base);
    const load = { key: world.key, customers: world.customers, batchSize: leg.batchSize, connections: CONNECTIONS, shareEvery: SHARE_EVERY };
    if (WARMUP_SECONDS > 0) {
      const missing = unavailability(await drive(bases, { ...load, seconds: WARMUP_SECONDS, label: `${leg.name}-warmup` }));
      if (missing) return { name: leg.name, available: false, ...missing };
    }
    const bareFigures = await measureBareFor(bare, leg);
    const before = await Promise.all(servers.map((s) => s.counters()));
    const cpuBefore = servers.map((s) => s.cpuSeconds());
    const clientBefore = process.cpuUsage();
    const run = await drive(bases, { ...load, seconds: SECONDS, label: leg.name });
    const cpu = servers.reduce((total, s, i) => total + s.cpuSeconds() - cpuBefore[i], 0);
    const client = process.cpuUsage(clientBefore);
    const counts = countersDelta(before, await Promise.all(servers.map((s) => s.counters())));
    const rss = Math.max(...servers.map((s) => s.peakRssMiB()));
    const missing = unavailability(run);
    if (missing) return { name: leg.name, available: false, ...missing };
    const check = await checkStored(world.databaseUrl, run.runKey, run.acknowledged);
    return legResult(leg, { run, bare: bareFigures, cpu, clientCpu: (client.user + client.system) / 1e6, rss, counts, check });
  } catch (error) {
    console.error(error);
    return { name: leg.name, available: false, reason: `the leg broke: ${error.message ?? error}`, failure: true };
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function benchStore(store, databaseUrl, bare, done) {
  if (legsOf(store).length === 0) return;
  const world = await prepareStore(store, databaseUrl);
  for (const leg of legsOf(store)) {
    const result = await runLeg(leg, world, bare);
    if (result.available) result.targets_missed = missedTargets(result, done);
    printLeg(result);
    done.push(result);
    globalThis.gc?.();
  }
}

function failed(leg) {
  if (!leg.available) return leg.failure === true;
  return !leg.all_acknowledged_stored || leg.charged_twice > 0;
}

/** The null figures a leg that did not run reports in BENCH_RESULT. */
function notRun(leg) {
  return leg.available ? leg : { ...leg, events_per_s: null, ratio: null, p99_ms: null, cpu_us_per_event: null, peak_rss_mib: null, all_acknowledged_stored: null };
}

const started = performance.now();
console.log(`Meterline ingest benchmark: ${CONNECTIONS} connections, ${SECONDS} s per leg (bare server measured ${SECONDS} s right before each), ${CUSTOMERS} customers, batches of ${BATCH_SIZE}, ${os.cpus().length} cores`);
console.log('ratio = Meterline events/s / the bare server\'s req/s on its single-event route, measured just before the leg (batch legs included)');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-bench-'));
const bare = await startBare({ batchSize: BATCH_SIZE });
const webhookSink = process.env.BENCH_WEBHOOKS === '1' ? await startWebhookSink() : null;
if (webhookSink) console.log(`webhooks: every event type delivered to ${webhookSink.url}`);
const legs = [];
let schema = null;
try {
  await measureBare(bare, { connections: CONNECTIONS, seconds: 1 }); // warm the yardstick up
  await benchStore('sqlite', `sqlite:${path.join(tmp, 'bench.db')}`, bare, legs);
  if (process.env.BENCH_DATABASE_URL) {
    schema = await createSchema(process.env.BENCH_DATABASE_URL);
    await benchStore('postgres', schema.url, bare, legs);
  }
} finally {
  await bare.stop();
  if (webhookSink) {
    console.log(`webhooks: ${webhookSink.received()} deliveries received`);
    await webhookSink.stop();
  }
  if (schema) await dropSchema(process.env.BENCH_DATABASE_URL, schema.schema);
  fs.rmSync(tmp, { recursive: true, force: true });
}
printTable(legs);
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(resultLine(legs.map(notRun)));
process.exit(legs.some(failed) ? 1 : 0);
