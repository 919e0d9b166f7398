// A Meterline server process for one run (or the set-up): started with the node flags of `npm
// start` and METRICS_ENABLED=true so the benchmark can read the ingest counters of GET /metrics,
// optionally under node --cpu-prof, and under `pin` (a taskset prefix from pinning.js, or nothing).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinnedCommand } from './pinning.js';
import { cpuSeconds, freePort, mainThreadCpuSeconds, peakRssMiB, runQueueWaitSeconds, waitForHealth } from './processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The node flags `npm start` gives the server (package.json's start script: the flags between
 * `node` and the script), so the benchmark measures the server as it is run.
 */
export function startScriptNodeFlags(startScript) {
  const words = startScript.trim().split(/\s+/);
  if (words[0] !== 'node') return [];
  const flags = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith('--')) break;
    flags.push(word);
  }
  return flags;
}

export const SERVER_NODE_FLAGS = startScriptNodeFlags(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start);

const COUNTERS = { batches: 'meterline_ingest_batches_total', events: 'meterline_ingest_events_total', statements: 'meterline_ingest_statements_total' };

/** The ingest counters from a Prometheus text body (series of one name summed over labels), or null when absent. */
export function parseIngestCounters(text) {
  const totals = new Map();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{[^}]*\})?\s+(\S+)/.exec(line);
    if (match) totals.set(match[1], (totals.get(match[1]) ?? 0) + Number(match[2]));
  }
  const counters = {};
  for (const [field, name] of Object.entries(COUNTERS)) {
    if (!totals.has(name)) return null;
    counters[field] = totals.get(name);
  }
  return counters;
}

/** Counters after minus counters before, summed over servers; null if any server has no /metrics. */
export function countersDelta(before, after) {
  if (before.some((c) => c === null) || after.some((c) => c === null)) return null;
  const sum = { batches: 0, events: 0, statements: 0 };
  after.forEach((a, i) => {
    for (const field of Object.keys(sum)) sum[field] += a[field] - before[i][field];
  });
  return sum;
}

/**
 * Starts `meterline serve` on a free port against `databaseUrl` and waits for /health. `profileDir`
 * (BENCH_PROFILE) writes `<name>.cpuprofile` there when the server exits.
 */
export async function startMeterline(databaseUrl, { name, profileDir, pin = [] }) {
  const port = await freePort();
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, `--cpu-prof-name=${name}.cpuprofile`] : [];
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', BILLING_TICK_SECONDS: '0', METRICS_ENABLED: 'true', PORT: String(port) };
  // BENCH_NODE_FLAGS: node flags of one's own (--trace-gc, --trace-opt), whose output is on stdout.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const [file, args] = pinnedCommand(pin, process.execPath, [...SERVER_NODE_FLAGS, ...flags, ...profile, path.join(root, 'bin/meterline.js'), 'serve']);
  // taskset execs node in its own process: child.pid is the server's.
  const child = spawn(file, args, { env, stdio: ['ignore', flags.length > 0 ? 'inherit' : 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([waitForHealth(base), exited.then((code) => Promise.reject(new Error(`meterline serve (${name}) exited with ${code}`)))]);
  return {
    base,
    pid: child.pid,
    cpuSeconds: () => cpuSeconds(child.pid),
    mainThreadCpuSeconds: () => mainThreadCpuSeconds(child.pid),
    runQueueWaitSeconds: () => runQueueWaitSeconds(child.pid),
    peakRssMiB: () => peakRssMiB(child.pid),
    /** The ingest counters, or null when GET /metrics is not served (404) or lacks them. */
    async counters() {
      const res = await fetch(`${base}/metrics`);
      return res.ok ? parseIngestCounters(await res.text()) : null;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
