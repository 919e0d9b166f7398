// Processes for the benchmark: free ports, the meterline CLI, health waits, /proc readings.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function cli(args, env) {
  const out = execFileSync(process.execPath, [path.join(root, 'bin/meterline.js'), ...args, '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return JSON.parse(out);
}

export async function waitForHealth(base) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not become healthy`);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds (user + system) the process has used so far, over all its threads (a process's
 * /proc/PID/stat sums its threads, the exited ones included); null when it is gone or not readable.
 */
export function cpuSeconds(pid) {
  return statCpuSeconds(`/proc/${pid}/stat`);
}

/**
 * CPU seconds (user + system) of the process's main thread alone (/proc/PID/task/PID/stat): the
 * JavaScript, the HTTP work and SQLite's statements. The rest of `cpuSeconds` is other threads:
 * V8's (optimizing compiler, garbage collection helpers), libuv's pool (the log's fsync) and the
 * SQLite checkpoint worker. Null when it is gone or not readable.
 */
export function mainThreadCpuSeconds(pid) {
  return statCpuSeconds(`/proc/${pid}/task/${pid}/stat`);
}

/** utime + stime of a /proc stat file (a process's or one thread's), in seconds; null when unreadable. */
function statCpuSeconds(statPath) {
  try {
    const fields = fs.readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Seconds the process's live threads have spent runnable but waiting for a core (the second field
 * of /proc/PID/task/TID/schedstat): how much more CPU the process wanted than it got.
 */
export function runQueueWaitSeconds(pid) {
  let total = 0;
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    return null;
  }
  return total;
}

export function peakRssMiB(pid) {
  const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** The median of numbers (null when there are none). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
