// How long another company's requests wait while one company's billing catches up (issue 13,
// item 1). One Meterline process on a fresh SQLite file (the store where a run shared the one
// connection), the billing tick off. Company A (test mode): a monthly credits plan with a $9.00
// flat fee and a daily grant policy, one subscription; POST /v1/billing/run to YEARS (default 20)
// years ahead, called again while the answer says `complete: false`. Company B (live mode): probes
// one after another, GET /health and POST /v1/events/ingest in turn, 20 ms apart, the whole
// time. Prints the probes' worst and median wait on the idle server and during the catch-up.
//
//   npm run build && node bench/billingStall.js
//   BENCH_ROOT=/path/to/other/checkout YEARS=10 node bench/billingStall.js   (an older build, for comparison)
//
// The last line is `BENCH_RESULT {json}`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli, freePort, waitForHealth } from './support/processes.js';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.BENCH_ROOT ?? here);
const YEARS = Number(process.env.YEARS ?? 20);
const IDLE_PROBES = 50;

/** The CLI of the checkout under test (BENCH_ROOT), as bench/support/processes.js runs this one's. */
function cliAt(args, env) {
  if (root === here) return cli(args, env);
  const out = execFileSync(process.execPath, [path.join(root, 'bin/meterline.js'), ...args, '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return JSON.parse(out);
}

async function api(base, key, method, url, body) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  const ms = performance.now() - started;
  if (!res.ok || json.success === false) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return { json, ms };
}

function stats(waits) {
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { probes: sorted.length, p50_ms: Math.round(at(0.5)), p99_ms: Math.round(at(0.99)), max_ms: Math.round(sorted[sorted.length - 1] ?? 0) };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-stall-'));
const databaseUrl = `sqlite:${path.join(tmp, 'stall.db')}`;
const env = { DATABASE_URL: databaseUrl };
const companyA = cliAt(['company', 'create', '--name', 'Catching up', '--rate-limit', '1000000000'], env);
const keyA = cliAt(['key', 'create', '--company', companyA.id, '--mode', 'test'], env).key;
const companyB = cliAt(['company', 'create', '--name', 'Probing', '--rate-limit', '1000000000'], env);
const keyB = cliAt(['key', 'create', '--company', companyB.id, '--mode', 'live'], env).key;

const port = await freePort();
const child = spawn(process.execPath, [path.join(root, 'bin/meterline.js'), 'serve'], {
  env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', BILLING_TICK_SECONDS: '0', PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(base);
  // Company A: the plan and its subscription.
  const unit = (await api(base, keyA, 'POST', '/v1/pricing-units', { code: 'credits', name: 'Credits' })).json.pricing_unit;
  await api(base, keyA, 'POST', `/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 10 });
  const plan = (await api(base, keyA, 'POST', '/v1/plans', { name: 'Daily credits', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' })).json.plan;
  await api(base, keyA, 'POST', `/v1/plans/${plan.id}/fees`, { product: { name: 'Platform' }, price: { pricing_model: 'flat', amount: 900 } });
  await api(base, keyA, 'POST', `/v1/plans/${plan.id}/credit-grant-policies`, { pricing_unit_id: unit.id, amount: 10, cadence: 'daily', expiration_interval_count: 1, expiration_interval_unit: 'day' });
  const customerA = (await api(base, keyA, 'POST', '/v1/customers', { name: 'A' })).json.customer;
  await api(base, keyA, 'POST', '/v1/subscriptions', { customer_id: customerA.id, plan_id: plan.id });
  // Company B: a customer whose events are the probes.
  const customerB = (await api(base, keyB, 'POST', '/v1/customers', { name: 'B' })).json.customer;
  let seq = 0;
  const probe = async () => {
    seq += 1;
    const res =
      seq % 2 === 0
        ? await api(base, null, 'GET', '/health')
        : await api(base, keyB, 'POST', '/v1/events/ingest', { event_name: 'probe', idempotency_key: `probe-${seq}`, customer_id: customerB.id, timestamp: new Date().toISOString(), properties: {} });
    return res.ms;
  };
  const idle = [];
  for (let i = 0; i < IDLE_PROBES; i++) {
    idle.push(await probe());
    await new Promise((r) => setTimeout(r, 20));
  }

  const asOf = new Date(Date.now() + YEARS * 365.25 * 86_400_000).toISOString();
  let running = true;
  const during = [];
  const prober = (async () => {
    while (running) {
      during.push(await probe());
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  let calls = 0;
  let last;
  const totals = { steps_taken: 0, invoices_created: 0, grants_issued: 0 };
  for (;;) {
    calls += 1;
    const callStarted = performance.now();
    last = (await api(base, keyA, 'POST', '/v1/billing/run', { as_of: asOf })).json.run;
    last.call_ms = Math.round(performance.now() - callStarted);
    for (const field of Object.keys(totals)) totals[field] += last[field] ?? 0;
    if (last.complete !== false) break;
  }
  const runMs = performance.now() - started;
  running = false;
  await prober;
  const result = {
    root,
    years: YEARS,
    catch_up_seconds: Math.round(runMs / 100) / 10,
    calls,
    longest_call_ms: last.call_ms,
    ...totals,
    idle: stats(idle),
    during_catch_up: stats(during),
    worst_extra_wait_ms: Math.round(Math.max(...during) - Math.max(...idle)),
  };
  console.log(`catch-up of ${YEARS} years: ${result.catch_up_seconds} s in ${calls} call(s); ${totals.invoices_created} invoices, ${totals.grants_issued} grants`);
  console.log(`another company's probes, idle: max ${result.idle.max_ms} ms (p50 ${result.idle.p50_ms}); during the catch-up: max ${result.during_catch_up.max_ms} ms (p50 ${result.during_catch_up.p50_ms}, ${result.during_catch_up.probes} probes)`);
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(tmp, { recursive: true, force: true });
}
