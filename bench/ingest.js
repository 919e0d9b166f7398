// `npm run bench`: ingest measured by CPU per event, the server pinned (issue 33, item 1).
//
// The server under test runs under `taskset -c 0` and this process, the load generator, under
// `taskset -c 1` (support/pinning.js; unpinned, and said so, without taskset or with one core).
// The yardstick is measured first in the same run: bench/bareServer.js, Fastify as Meterline
// builds it with the ingest routes answering constant bodies; its CPU per request is `bare`.
//
// World: 1,000 customers on a credits plan (a per-unit and a cost-plus fee, grants in place), set
// up through the API; then the store is pre-filled to BENCH_EVENTS events (default 500,000) by
// Meterline's own ingest pipeline in a process of its own (support/prefill.js), so each leg writes
// into tables of that size. Legs, on SQLite (a file, synchronous=FULL) and, with
// BENCH_DATABASE_URL, on PostgreSQL (a database of its own, dropped at the end):
// - `sqlite`, `postgres`: one event per request (POST /v1/events/ingest), customers spread;
// - `sqlite_batch`, `postgres_batch`: POST /v1/events/batch, BENCH_BATCH_SIZE (100) per request;
// - `sqlite_hot`, `postgres_hot`: one event per request, every event on one customer (its wallet);
// - `postgres_two_nodes` (BENCH_TWO_NODES=1): two Meterline processes on the server core, half the
//   connections each, 1 key in BENCH_SHARE_EVERY (20) sent to both.
// Each leg runs BENCH_REPEATS (3) times on fresh server processes (a BENCH_WARMUP_SECONDS (10) warm-up,
// then BENCH_SECONDS measured, 64 connections, a unique idempotency key per event). The warm-up is
// long because V8 goes on compiling a fresh server's code for about ten seconds under this load,
// on threads of its own: after one second of warm-up that compilation was 100-130 us of each
// event's measured CPU. Per run: the server's CPU over all its threads (/proc/PID/stat) and its
// main thread's alone (/proc/PID/task/PID/stat), PostgreSQL's backends' CPU for the bench
// database (/proc of each client backend), the share of a core the server got, events/s, p50/p99,
// peak RSS, and the checks: every acknowledged event stored, none charged twice. A leg reports
// medians over the runs where the server got at least 0.7 of a core (the others dropped and
// counted), and `cpu_ratio` = bare CPU per request / its CPU per event. Then issue 33's targets,
// met or missed by how much, a table, and the last line `BENCH_RESULT {json}`. Exits 1 when an
// acknowledged event was lost, one was charged twice, or a leg broke (not merely a 404 route).
//
// BENCH_LEGS=a,b runs only the legs named; BENCH_PROFILE=DIR writes each server's CPU profile
// (node --cpu-prof) to DIR; BENCH_NODE_FLAGS='--flag ...' starts each server with those node flags
// (--trace-gc, --trace-opt: its standard output is then shown); BENCH_WEBHOOKS=1 subscribes the company to every webhook event type (a
// local receiver); BENCH_PIN=0 turns pinning off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBare, startBare } from './support/bare.js';
import { SERVER_NODE_FLAGS, startMeterline } from './support/meterline.js';
import { pinLoadGenerator } from './support/pinning.js';
import { analyze, backendCpuMeter, createDatabase, dropDatabase, vacuumDeadRows } from './support/postgres.js';
import { prefill } from './support/prefill.js';
import { cli, median } from './support/processes.js';
import { judge, printBare, printLeg, printTable, resultLine } from './support/report.js';
import { measureRun, MIN_CORE_SHARE, summarizeRuns } from './support/runs.js';
import { setUpWorld } from './support/world.js';
import { startWebhookSink, subscribeEverything } from './support/webhookSink.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const BATCH_SIZE = Number(process.env.BENCH_BATCH_SIZE ?? 100);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 500_000);
const SHARE_EVERY = Number(process.env.BENCH_SHARE_EVERY ?? 20);
const TWO_NODES = process.env.BENCH_TWO_NODES === '1';
const PROFILE_DIR = process.env.BENCH_PROFILE || null;
const ONLY = process.env.BENCH_LEGS ? new Set(process.env.BENCH_LEGS.split(',')) : null;

function legsOf(store) {
  const legs = [
    { name: store, store, nodes: 1, batchSize: 1, hot: false },
    { name: `${store}_batch`, store, nodes: 1, batchSize: BATCH_SIZE, hot: false },
    { name: `${store}_hot`, store, nodes: 1, batchSize: 1, hot: true },
    ...(store === 'postgres' ? [{ name: 'postgres_two_nodes', store, nodes: 2, batchSize: 1, hot: false }] : []),
  ];
  return legs.filter((leg) => (ONLY ? ONLY.has(leg.name) : leg.name !== 'postgres_two_nodes' || TWO_NODES));
}

function describe(leg) {
  const route = leg.batchSize > 1 ? `POST /v1/events/batch, ${leg.batchSize} events per request` : 'POST /v1/events/ingest, one event per request';
  const who = leg.hot ? 'every event on one customer' : `${CUSTOMERS} customers in turn`;
  const nodes = leg.nodes > 1 ? `${leg.nodes} Meterline processes on one database, ${Math.floor(CONNECTIONS / leg.nodes)} connections each, 1 key in ${SHARE_EVERY} sent to both` : `${CONNECTIONS} connections`;
  return `${route}; ${who}; ${nodes}`;
}

/** A company, a key and the world (set up through a server on every core), then the pre-fill. */
async function prepareStore(store, databaseUrl) {
  const started = performance.now();
  const env = { DATABASE_URL: databaseUrl };
  const company = cli(['company', 'create', '--name', 'Bench', '--rate-limit', '1000000000'], env);
  const key = cli(['key', 'create', '--company', company.id, '--mode', 'test'], env).key;
  const server = await startMeterline(databaseUrl, { name: `${store}-setup`, profileDir: null, pin: pinning.anywhere });
  let customers;
  try {
    if (webhookSink) await subscribeEverything(server.base, key, webhookSink);
    customers = await setUpWorld(server.base, key, CUSTOMERS);
  } finally {
    await server.stop();
  }
  console.log(`\n${store}: ${CUSTOMERS} customers set up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const world = { databaseUrl, companyId: company.id, key, customers };
  const filled = await prefill(world, { events: EVENTS, pin: pinning.anywhere, lanes: store === 'postgres' ? 4 : 2 });
  if (store === 'postgres') await analyze(databaseUrl, { vacuum: true });
  console.log(`${store}: pre-filled with ${filled.events.toLocaleString('en-US')} events through the ingest pipeline in ${filled.seconds.toFixed(0)} s`);
  prefilled[store] = { events: filled.events, seconds: Math.round(filled.seconds) };
  return world;
}

/** The bare server's CPU per request: REPEATS measurements of the single route (and of the batch route when a batch leg runs), medians of the runs kept. */
async function measureYardstick() {
  const bare = await startBare({ batchSize: BATCH_SIZE, pin: pinning.server });
  try {
    const route = async (batchSize) => {
      const runs = [];
      for (let i = 0; i < REPEATS; i++) runs.push(await measureBare(bare, { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, batchSize }));
      const kept = runs.filter((r) => r.server_core_share >= MIN_CORE_SHARE);
      const basis = kept.length > 0 ? kept : runs;
      const m = (f, digits = 0) => Number(median(basis.map((r) => r[f])).toFixed(digits));
      return {
        cpu_us_per_request: m('cpu_us_per_request', 1), requests_per_s: m('requests_per_s'), p50_ms: m('p50_ms', 1), p99_ms: m('p99_ms', 1),
        server_core_share: m('server_core_share', 2), server_run_queue_wait_share: m('server_run_queue_wait_share', 2),
        runs: runs.length, kept_runs: kept.length, dropped_runs: runs.length - kept.length,
      };
    };
    const single = await route(1);
    const batchLegs = [...legsOf('sqlite'), ...(process.env.BENCH_DATABASE_URL ? legsOf('postgres') : [])].some((leg) => leg.batchSize > 1);
    return { ...single, ...(batchLegs ? { batch: { batch_size: BATCH_SIZE, ...(await route(BATCH_SIZE)) } } : {}) };
  } finally {
    await bare.stop();
  }
}

async function runLeg(leg, world, meter) {
  const runs = [];
  for (let i = 1; i <= REPEATS; i++) {
    // Fresh planner statistics, and the dead rows of the runs before cleared, as autovacuum keeps
    // them (this machine's PostgreSQL runs without it); outside the measured window.
    if (leg.store === 'postgres' && i === 1) await analyze(world.databaseUrl);
    if (leg.store === 'postgres') await vacuumDeadRows(world.databaseUrl);
    const label = REPEATS > 1 ? `${leg.name}-${i}` : leg.name;
    const options = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, shareEvery: SHARE_EVERY, pin: pinning.server, profileDir: PROFILE_DIR, meter, label };
    const run = await measureRun(leg, world, options);
    if (!run.available) return { name: leg.name, ...run };
    runs.push(run);
  }
  const summary = summarizeRuns(runs);
  const cpuRatio = summary.cpu_us_per_event > 0 ? Number((bare.cpu_us_per_request / summary.cpu_us_per_event).toFixed(3)) : null;
  const figures = { name: leg.name, available: true, description: describe(leg), ...summary, cpu_ratio: cpuRatio, bare_cpu_us_per_request: bare.cpu_us_per_request };
  return { ...figures, ...judge(figures) };
}

async function benchStore(store, databaseUrl, baseUrl, database) {
  if (legsOf(store).length === 0) return;
  const world = await prepareStore(store, databaseUrl);
  const meter = store === 'postgres' ? await backendCpuMeter(baseUrl, database) : null;
  try {
    for (const leg of legsOf(store)) {
      let result;
      try {
        result = await runLeg(leg, world, meter);
      } catch (error) {
        console.error(error);
        result = { name: leg.name, available: false, reason: `the leg broke: ${error.message ?? error}`, failure: true };
      }
      printLeg(result);
      legs.push(result);
      globalThis.gc?.();
    }
  } finally {
    await meter?.close();
  }
}

const failed = (leg) => (leg.available ? !leg.all_acknowledged_stored : leg.failure === true);

const started = performance.now();
const pinning = pinLoadGenerator();
console.log(`Meterline ingest benchmark: CPU per event, ${pinning.description}; ${os.cpus().length} cores`);
console.log(`${CONNECTIONS} connections, ${REPEATS} runs of ${SECONDS} s per leg (after ${WARMUP_SECONDS} s of warm-up), ${CUSTOMERS} customers, store pre-filled to ${EVENTS.toLocaleString('en-US')} events, batches of ${BATCH_SIZE}`);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-bench-'));
const webhookSink = process.env.BENCH_WEBHOOKS === '1' ? await startWebhookSink() : null;
if (webhookSink) console.log(`webhooks: every event type delivered to ${webhookSink.url}`);
const legs = [];
const prefilled = {};
let database = null;
let bare;
try {
  bare = await measureYardstick();
  printBare(bare);
  await benchStore('sqlite', `sqlite:${path.join(tmp, 'bench.db')}`, null, null);
  if (process.env.BENCH_DATABASE_URL) {
    database = await createDatabase(process.env.BENCH_DATABASE_URL);
    await benchStore('postgres', database.url, process.env.BENCH_DATABASE_URL, database.name);
  }
} finally {
  if (webhookSink) {
    console.log(`webhooks: ${webhookSink.received()} deliveries received`);
    await webhookSink.stop();
  }
  if (database) await dropDatabase(process.env.BENCH_DATABASE_URL, database.name);
  fs.rmSync(tmp, { recursive: true, force: true });
}
printTable(legs);
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`\ntotal ${seconds} s`);
const setup = { pinned: pinning.pinned, cores: pinning.cores, server_node_flags: SERVER_NODE_FLAGS, connections: CONNECTIONS, seconds_per_run: SECONDS, repeats: REPEATS, batch_size: BATCH_SIZE, customers: CUSTOMERS, prefilled, total_seconds: seconds };
console.log(resultLine(bare, legs, setup));
process.exit(legs.some(failed) ? 1 : 0);
