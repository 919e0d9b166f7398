// One measured run of a leg, and a leg's runs reduced to medians.
//
// A run: fresh Meterline server(s) pinned to the server core, a warm-up, a wait until the servers
// have stored what the warm-up left queued (settle), then the measured window:
// autocannon drives them for `seconds` while the servers' CPU (all threads, /proc/PID/stat), their
// run-queue wait and the PostgreSQL backends' CPU are read before and after. Then the store is
// checked: every acknowledged event stored, none charged twice.
import { drive } from './drive.js';
import { countersDelta, startMeterline } from './meterline.js';
import { median } from './processes.js';
import { checkStored } from './verify.js';

/** A run in which the server got less than this share of a core is dropped from the medians (counted). */
export const MIN_CORE_SHARE = 0.7;

const round = (n, digits = 0) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));

/**
 * Why a run shows the leg cannot be measured, or null. Any 200 answer: measurable. Only 404s: the
 * endpoint is not there yet (not a failure). Other answers or socket errors: a failure. No answer
 * at all within the window (a starved machine, a window shorter than a batch): not measured, and
 * not a failure of the store; after the warm-up, the measured window goes ahead.
 */
function unavailability(run, { warmup = false } = {}) {
  if (run.okRequests > 0) return null;
  const codes = Object.keys(run.refusals);
  if (codes.length === 0 && run.socketErrors === 0) return warmup ? null : { reason: `no request was answered within the ${run.duration} s window`, failure: false };
  if (codes.length === 1 && codes[0] === '404') return { reason: `every response was 404 (${run.firstRefusal}): the endpoint is not there yet`, failure: false };
  return { reason: `no request succeeded: answers ${JSON.stringify(run.refusals)}, ${run.socketErrors} socket errors, first: ${run.firstRefusal}`, failure: true };
}

function snapshot(servers) {
  return { cpu: servers.map((s) => s.cpuSeconds()), main: servers.map((s) => s.mainThreadCpuSeconds()), wait: servers.map((s) => s.runQueueWaitSeconds()), client: process.cpuUsage() };
}

function spent(servers, before, field, read) {
  return servers.reduce((total, s, i) => total + (read(s) ?? 0) - (before[field][i] ?? 0), 0);
}

const SETTLE_POLL_MS = 100;
const SETTLE_LIMIT_MS = 60_000;

/**
 * Waits until the servers have finished the warm-up's work: their ingest counter unchanged over two
 * polls in a row. The warm-up's load generator stops at its deadline with every connection's last
 * request still queued (64 batch requests of 100 events: about a second and a half of work), and
 * the servers go on storing those events. Measured at once, the window's first requests queued
 * behind them, which was most of the batch legs' p99 (the p99 of a queue twice as long), and the
 * window's CPU paid for events it did not count. Without /metrics, it waits one second.
 */
async function settle(servers) {
  const read = async () => (await Promise.all(servers.map((s) => s.counters()))).map((c) => c?.events ?? null);
  const started = performance.now();
  let last = await read();
  if (last.some((events) => events === null)) return new Promise((resolve) => setTimeout(resolve, 1000));
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < SETTLE_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const now = await read();
    quiet = now.every((events, i) => events === last[i]) ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * One run of `leg` on `world`: { available: false, reason, failure } when the leg cannot run, else
 * the run's figures. `meter` reads PostgreSQL's backends (null on SQLite).
 */
export async function measureRun(leg, world, { seconds, warmupSeconds, connections, shareEvery, pin, profileDir, meter, label }) {
  const servers = [];
  try {
    for (let i = 0; i < leg.nodes; i++) servers.push(await startMeterline(world.databaseUrl, { name: leg.nodes > 1 ? `${label}-${i + 1}` : label, profileDir, pin }));
    const bases = servers.map((s) => s.base);
    const customers = leg.hot ? [world.customers[0]] : world.customers;
    const load = { key: world.key, customers, batchSize: leg.batchSize, connections, shareEvery: leg.nodes > 1 ? shareEvery : 0 };
    if (warmupSeconds > 0) {
      const missing = unavailability(await drive(bases, { ...load, seconds: warmupSeconds, label: `${label}-warmup` }), { warmup: true });
      if (missing) return { available: false, ...missing };
    }
    await settle(servers);
    const counters = await Promise.all(servers.map((s) => s.counters()));
    const backends = meter ? await meter.start() : null;
    const before = snapshot(servers);
    const run = await drive(bases, { ...load, seconds, label });
    const cpu = spent(servers, before, 'cpu', (s) => s.cpuSeconds());
    const mainThread = spent(servers, before, 'main', (s) => s.mainThreadCpuSeconds());
    const wait = spent(servers, before, 'wait', (s) => s.runQueueWaitSeconds());
    const client = process.cpuUsage(before.client);
    const backendCpu = backends ? await backends.stop() : null;
    const counts = countersDelta(counters, await Promise.all(servers.map((s) => s.counters())));
    const rss = Math.max(...servers.map((s) => s.peakRssMiB()));
    const missing = unavailability(run);
    if (missing) return { available: false, ...missing };
    const check = await checkStored(world.databaseUrl, world.companyId, run.runKey, run.acknowledged);
    const events = Math.max(1, run.events);
    return {
      available: true,
      events_per_s: run.eventsPerS,
      requests_per_s: run.requestsPerS,
      p50_ms: run.latency.p50,
      p99_ms: run.latency.p99,
      cpu_us_per_event: (cpu * 1e6) / events,
      main_thread_cpu_us_per_event: (mainThread * 1e6) / events,
      backend_cpu_us_per_event: backendCpu ? (backendCpu.seconds * 1e6) / events : null,
      backends: backendCpu?.backends ?? null,
      server_core_share: cpu / run.duration,
      server_run_queue_wait_share: wait / run.duration,
      client_core_share: (client.user + client.system) / 1e6 / run.duration,
      peak_rss_mib: rss,
      statements_per_event: counts && counts.events > 0 ? counts.statements / counts.events : null,
      events_per_batch: counts && counts.batches > 0 ? counts.events / counts.batches : null,
      acknowledged: run.acknowledged.length,
      lost: check.lost,
      charged_twice: check.keysStoredTwice + check.drawnWrong + run.conflictingAnswers,
      shared_keys: leg.nodes > 1 ? run.sharedKeys : undefined,
      failed_events: run.failedEvents,
      first_failure: run.firstFailure,
      refusals: run.refusals,
      first_refusal: run.firstRefusal,
      socket_errors: run.socketErrors,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

const MEDIAN_FIELDS = [
  'events_per_s', 'requests_per_s', 'p50_ms', 'p99_ms', 'cpu_us_per_event', 'main_thread_cpu_us_per_event', 'backend_cpu_us_per_event', 'server_core_share',
  'server_run_queue_wait_share', 'client_core_share', 'statements_per_event', 'events_per_batch',
];
const DIGITS = { server_core_share: 2, server_run_queue_wait_share: 2, client_core_share: 2, statements_per_event: 2, events_per_batch: 1 };

/**
 * A leg's runs as one result: medians over the runs in which the server got at least
 * MIN_CORE_SHARE of a core (over every run, flagged `kept_runs: 0`, when none did); the checks and
 * peak RSS over every run.
 */
export function summarizeRuns(runs) {
  const kept = runs.filter((r) => r.server_core_share >= MIN_CORE_SHARE);
  const basis = kept.length > 0 ? kept : runs;
  const medians = Object.fromEntries(MEDIAN_FIELDS.map((f) => [f, round(median(basis.map((r) => r[f])), DIGITS[f] ?? (f.endsWith('_ms') ? 1 : 0))]));
  const sum = (f) => runs.reduce((total, r) => total + (r[f] ?? 0), 0);
  return {
    ...medians,
    runs: runs.length,
    kept_runs: kept.length,
    dropped_runs: runs.length - kept.length,
    peak_rss_mib: Math.max(...runs.map((r) => r.peak_rss_mib)),
    acknowledged: sum('acknowledged'),
    lost: sum('lost'),
    charged_twice: sum('charged_twice'),
    all_acknowledged_stored: runs.every((r) => r.lost === 0 && r.charged_twice === 0),
    failed_events: sum('failed_events'),
    socket_errors: sum('socket_errors'),
    first_failure: runs.find((r) => r.first_failure)?.first_failure ?? null,
    first_refusal: runs.find((r) => r.first_refusal)?.first_refusal ?? null,
    ...(runs.some((r) => r.shared_keys !== undefined) ? { shared_keys: sum('shared_keys') } : {}),
    per_run: runs.map((r) => ({ events_per_s: round(r.events_per_s), cpu_us_per_event: round(r.cpu_us_per_event), backend_cpu_us_per_event: round(r.backend_cpu_us_per_event), server_core_share: round(r.server_core_share, 2), p99_ms: r.p99_ms })),
  };
}
