// `npm run bench`: ingest throughput against a bare Fastify server measured in the same run.
//
// Starts Meterline on a fresh SQLite store (and on PostgreSQL when BENCH_DATABASE_URL is set)
// with 1,000 customers on a credits plan (a per-unit fee and a cost-plus fee, grants in place),
// drives POST /v1/events/ingest with autocannon (64 connections, 15 s, a unique key per request,
// customers spread), then drives the bare server the same way, and prints req/s, p50/p99, the
// ratio, the server's peak RSS, and whether stored events equal the 200 responses.
//
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_CUSTOMERS override the sizes; BENCH_PROFILE=DIR writes
// the Meterline server's CPU profile (node --cpu-prof) into DIR.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function cli(args, env) {
  const out = execFileSync(process.execPath, [path.join(root, 'bin/meterline.js'), ...args, '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return JSON.parse(out);
}

async function startProcess(args, env, readyLine) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes(readyLine)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  child.stdout.resume();
  return child;
}

async function waitForHealth(base) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function peakRssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

async function api(base, key, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok || json.success === false) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** The realistic set-up: a credits plan, a per-unit and a cost-plus fee, 1,000 customers with grants. */
async function setUp(base, key) {
  const unit = (await api(base, key, 'POST', '/v1/pricing-units', { code: 'credits', name: 'Credits' })).pricing_unit;
  await api(base, key, 'POST', `/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 100 });
  const plan = (await api(base, key, 'POST', '/v1/plans', { name: 'Bench credits', type: 'credits', currency_code: 'usd' })).plan;
  await api(base, key, 'POST', `/v1/plans/${plan.id}/fees`, {
    product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
    price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id },
  });
  await api(base, key, 'POST', `/v1/plans/${plan.id}/fees`, {
    product: { name: 'Inference cost', cost_metric: { expression: { event_name: 'llm.completion', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } },
    price: { pricing_model: 'cost_plus', pricing_unit_id: unit.id, cost_plus: { markup_mode: 'multiplier', multiplier: 1.2 } },
  });
  const customers = [];
  await inBatches(Array.from({ length: CUSTOMERS }, (_, i) => i), 16, async (i) => {
    const customer = (await api(base, key, 'POST', '/v1/customers', { name: `Customer ${i}` })).customer;
    const subscription = (await api(base, key, 'POST', '/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).subscription;
    await api(base, key, 'POST', `/v1/subscriptions/${subscription.id}/credit-grants`, { name: 'Starter credits', amount: 1_000_000, pricing_unit_code: 'credits' });
    customers.push(customer.id);
  });
  return customers;
}

function drive(base, key, customers, label) {
  let seq = 0;
  const inserted = [];
  const run = `${label}-${Date.now().toString(36)}`;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/v1/events/ingest`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            setupRequest(request) {
              seq += 1;
              request.body = JSON.stringify({
                event_name: 'llm.completion',
                idempotency_key: `${run}-${seq}`,
                customer_id: customers[seq % customers.length],
                timestamp: new Date().toISOString(),
                properties: { model: 'gpt-4o', tokens: 1000 + (seq % 500), cost_usd: 0.0125 },
              });
              return request;
            },
            onResponse(status, body) {
              if (status === 200 && body.includes('"status":"inserted"')) inserted.push(JSON.parse(body).usage_id);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, inserted })),
    );
    instance.on('error', reject);
  });
}

/** How many events are stored, and how many of the acknowledged usage ids are among them. */
async function storedEvents(databaseUrl, acknowledged) {
  const chunks = [];
  for (let i = 0; i < acknowledged.length; i += 500) chunks.push(acknowledged.slice(i, i + 500));
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    const total = db.prepare('select count(*) as n from events').get().n;
    let found = 0;
    for (const chunk of chunks) found += db.prepare(`select count(*) as n from events where id in (${chunk.map(() => '?').join(',')})`).get(...chunk).n;
    db.close();
    return { total, found };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const total = (await client.query('select count(*)::int as n from events')).rows[0].n;
  let found = 0;
  for (const chunk of chunks) found += (await client.query('select count(*)::int as n from events where id = any($1)', [chunk])).rows[0].n;
  await client.end();
  return { total, found };
}

async function benchMeterline(label, databaseUrl) {
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', BILLING_TICK_SECONDS: '0' };
  const company = cli(['company', 'create', '--name', 'Bench', '--rate-limit', '1000000000'], env);
  const key = cli(['key', 'create', '--company', company.id, '--mode', 'test'], env).key;
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const server = spawn(process.execPath, [...profile, path.join(root, 'bin/meterline.js'), 'serve'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    const customers = await setUp(base, key);
    const cpuBefore = cpuSeconds(server.pid);
    const result = await drive(base, key, customers, label);
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const rss = peakRssMiB(server.pid);
    const stored = await storedEvents(databaseUrl, result.inserted);
    return { result, rss, stored, cpu };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function benchBare() {
  const port = await freePort();
  const server = await startProcess([path.join(root, 'bench/bareServer.js')], { PORT: String(port) }, 'ready');
  try {
    return await drive(`http://127.0.0.1:${port}`, 'none', ['c'], 'bare');
  } finally {
    server.kill('SIGTERM');
  }
}

function line(label, r) {
  return `${label.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   2xx ${r['2xx']}   non-2xx ${r.non2xx}   errors ${r.errors}`;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-bench-'));
const legs = [['sqlite', `sqlite:${path.join(tmp, 'bench.db')}`]];
if (process.env.BENCH_DATABASE_URL) {
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  legs.push(['postgres', url.toString()]);
}

console.log(`Meterline ingest benchmark: ${CONNECTIONS} connections, ${SECONDS} s per leg, ${CUSTOMERS} customers, ${os.cpus().length} cores`);
const bare = await benchBare();
let failed = false;
const rows = [line('bare fastify', bare.valueOf())];
for (const [label, url] of legs) {
  const { result, rss, stored, cpu } = await benchMeterline(label, url);
  const ratio = result.requests.average / bare.requests.average;
  const acked = result.inserted.length;
  // Every acknowledged event must be stored; events stored beyond them were in flight when
  // autocannon stopped listening (at most one per connection).
  const consistent = stored.found === acked && stored.total - acked <= CONNECTIONS;
  failed ||= !consistent;
  rows.push(line(`meterline ${label}`, result));
  rows.push(
    `${''.padEnd(22)} ratio to bare ${(ratio * 100).toFixed(1)}%   server CPU ${Math.round((cpu / SECONDS) * 100)}% of a core, ${((cpu * 1e6) / Math.max(1, result.inserted.length)).toFixed(0)} us per event   peak RSS ${rss} MiB   acknowledged ${acked}, all stored: ${stored.found === acked ? 'yes' : 'NO'}   stored ${stored.total} (${stored.total - acked} answered after the cut-off)`,
  );
}
console.log(rows.join('\n'));
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
