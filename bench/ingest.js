// `npm run bench`: ingest throughput, each leg stated as a ratio to a bare Fastify server measured
// right before it in the same run (this machine is shared and noisy: ratios compare, raw numbers
// do not).
//
// World: 1,000 customers on a credits plan (a per-unit and a cost-plus fee, grants in place),
// autocannon with 64 connections, a unique idempotency key per event, customers spread.
// Legs: `sqlite` (single-event requests), `sqlite_batch` (POST /v1/events/batch, 100 events per
// request), and with BENCH_DATABASE_URL set: `postgres`, `postgres_batch`, and
// `postgres_two_nodes` (two Meterline processes on one PostgreSQL schema, half the connections
// each, 5% of the keys sent to both). Per leg: events/s, p50/p99 request latency, ratio, server
// CPU per event, peak RSS, SQL statements per event and per batch (from the server's /metrics),
// and checks: every acknowledged event is stored, no key is charged twice, and a key sent to both
// nodes is answered with one usage_id. The batch legs' ratio is events/s over the bare server's
// requests/s. The last line is `BENCH_RESULT {json}`. Exits 1 when a check fails.
//
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS, BENCH_CUSTOMERS, BENCH_BATCH_SIZE (100) resize it;
// BENCH_LEGS=postgres,postgres_two_nodes runs only those legs; BENCH_REPEAT_SHARE (0.05) sets the
// share of the second node's events that repeat a key the first node sent;
// BENCH_PROFILE=DIR writes each Meterline server's CPU profile (node --cpu-prof) into DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBare, startBare } from './support/bare.js';
import { drive, driveTwo } from './support/drive.js';
import { cli, cpuSeconds, freePort, peakRssMiB, waitForHealth } from './support/processes.js';
import { setUpWorld } from './support/world.js';
import { chargedTwice, storedEvents } from './support/verify.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const BATCH_SIZE = Number(process.env.BENCH_BATCH_SIZE ?? 100);
const ONLY = process.env.BENCH_LEGS ? new Set(process.env.BENCH_LEGS.split(',')) : null;

async function startMeterline(databaseUrl, label) {
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`, `--cpu-prof-name=${label}.cpuprofile`] : [];
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', BILLING_TICK_SECONDS: '0', METRICS_ENABLED: 'true', PORT: String(port) };
  const child = spawn(process.execPath, [...profile, path.join(root, 'bin/meterline.js'), 'serve'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return {
    base,
    pid: child.pid,
    async metrics() {
      const res = await fetch(`${base}/metrics`);
      if (!res.ok) return null;
      const text = await res.text();
      const read = (name) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
      return { batches: read('meterline_ingest_batches_total'), events: read('meterline_ingest_events_total'), statements: read('meterline_ingest_statements_total') };
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function delta(after, before) {
  if (!after || !before) return null;
  return { batches: after.batches - before.batches, events: after.events - before.events, statements: after.statements - before.statements };
}

/** One Meterline leg on running servers: drive, then measure what it cost and check what it stored. */
async function runLeg(name, { servers, databaseUrl, key, customers, batchSize, bareReqPerS }) {
  const before = await Promise.all(servers.map((s) => s.metrics()));
  const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
  const options = { key, customers, batchSize, connections: CONNECTIONS, seconds: SECONDS, label: name };
  const result = servers.length === 1 ? await drive(servers[0].base, options) : await driveTwo(servers.map((s) => s.base), options);
  const cpu = servers.reduce((total, s, i) => total + cpuSeconds(s.pid) - cpuBefore[i], 0);
  const after = await Promise.all(servers.map((s) => s.metrics()));
  const counts = servers.map((_, i) => delta(after[i], before[i])).reduce(
    (sum, d) => (sum && d ? { batches: sum.batches + d.batches, events: sum.events + d.events, statements: sum.statements + d.statements } : null),
    { batches: 0, events: 0, statements: 0 },
  );
  const stored = await storedEvents(databaseUrl, result.acknowledged);
  const doubled = await chargedTwice(databaseUrl, result.acknowledged);
  const eventsPerS = result.events / SECONDS;
  return {
    name,
    events_per_s: Math.round(eventsPerS),
    requests_per_s: Math.round(result.requests.average),
    ratio: Number((eventsPerS / bareReqPerS).toFixed(3)),
    bare_req_per_s: Math.round(bareReqPerS),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    cpu_us_per_event: Math.round((cpu * 1e6) / Math.max(1, result.events)),
    server_cpu_cores: Number((cpu / SECONDS).toFixed(2)),
    peak_rss_mib: Math.max(...servers.map((s) => peakRssMiB(s.pid))),
    statements_per_event: counts && counts.events > 0 ? Number((counts.statements / counts.events).toFixed(2)) : null,
    statements_per_batch: counts && counts.batches > 0 ? Number((counts.statements / counts.batches).toFixed(1)) : null,
    events_per_batch: counts && counts.batches > 0 ? Number((counts.events / counts.batches).toFixed(1)) : null,
    non_2xx: result.non2xx,
    errors: result.errors,
    acknowledged: result.acknowledged.length,
    all_acknowledged_stored: stored.found === result.acknowledged.length,
    charged_twice: doubled,
    one_usage_id_per_key: result.conflictingAnswers === 0,
  };
}

function print(leg) {
  const counts = leg.statements_per_event === null ? 'statements n/a' : `${leg.statements_per_event} statements/event, ${leg.statements_per_batch}/batch (${leg.events_per_batch} events)`;
  console.log(
    `${leg.name.padEnd(19)} ${String(leg.events_per_s).padStart(7)} events/s  ratio ${(leg.ratio * 100).toFixed(1).padStart(6)}% of bare ${leg.bare_req_per_s} req/s  ` +
      `p50 ${leg.p50_ms} ms  p99 ${leg.p99_ms} ms  CPU ${leg.cpu_us_per_event} us/event (${leg.server_cpu_cores} cores)  RSS ${leg.peak_rss_mib} MiB  ${counts}  ` +
      `acknowledged ${leg.acknowledged}, all stored: ${leg.all_acknowledged_stored ? 'yes' : 'NO'}, charged twice: ${leg.charged_twice}${leg.non_2xx ? `, non-2xx ${leg.non_2xx}` : ''}`,
  );
}

async function benchStore(store, databaseUrl, allLegs) {
  const legs = allLegs.filter((leg) => !ONLY || ONLY.has(leg.name));
  if (legs.length === 0) return [];
  const env = { DATABASE_URL: databaseUrl };
  const company = cli(['company', 'create', '--name', 'Bench', '--rate-limit', '1000000000'], env);
  const key = cli(['key', 'create', '--company', company.id, '--mode', 'test'], env).key;
  const servers = [await startMeterline(databaseUrl, store)];
  const bare = await startBare();
  const results = [];
  try {
    const customers = await setUpWorld(servers[0].base, key, CUSTOMERS);
    for (const leg of legs) {
      if (leg.nodes === 2 && servers.length === 1) servers.push(await startMeterline(databaseUrl, `${store}-2`));
      const bareReqPerS = await measureBare(bare, { connections: CONNECTIONS, seconds: SECONDS });
      const result = await runLeg(leg.name, { servers: servers.slice(0, leg.nodes), databaseUrl, key, customers, batchSize: leg.batchSize, bareReqPerS });
      print(result);
      results.push(result);
    }
  } finally {
    await bare.stop();
    for (const server of servers) await server.stop();
  }
  return results;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-bench-'));
console.log(`Meterline ingest benchmark: ${CONNECTIONS} connections, ${SECONDS} s per leg, ${CUSTOMERS} customers, batches of ${BATCH_SIZE}, ${os.cpus().length} cores`);
const all = [
  ...(await benchStore('sqlite', `sqlite:${path.join(tmp, 'bench.db')}`, [
    { name: 'sqlite', nodes: 1, batchSize: 1 },
    { name: 'sqlite_batch', nodes: 1, batchSize: BATCH_SIZE },
  ])),
];
if (process.env.BENCH_DATABASE_URL) {
  const { createSchemaUrl } = await import('./support/postgres.js');
  all.push(
    ...(await benchStore('postgres', await createSchemaUrl(process.env.BENCH_DATABASE_URL), [
      { name: 'postgres', nodes: 1, batchSize: 1 },
      { name: 'postgres_batch', nodes: 1, batchSize: BATCH_SIZE },
      { name: 'postgres_two_nodes', nodes: 2, batchSize: 1 },
    ])),
  );
}
fs.rmSync(tmp, { recursive: true, force: true });
const fields = ['events_per_s', 'ratio', 'p99_ms', 'cpu_us_per_event', 'peak_rss_mib', 'all_acknowledged_stored', 'p50_ms', 'statements_per_event', 'statements_per_batch', 'bare_req_per_s', 'charged_twice'];
console.log(`BENCH_RESULT ${JSON.stringify(Object.fromEntries(all.map((leg) => [leg.name, Object.fromEntries(fields.map((f) => [f, leg[f]]))])))}`);
process.exit(all.every((leg) => leg.all_acknowledged_stored && leg.charged_twice === 0 && leg.one_usage_id_per_key) ? 0 : 1);
