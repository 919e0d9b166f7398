// Where the benchmark's processes run. With `taskset` and at least two cores, the server under
// test (Meterline or the bare server) runs on core 0 and the load generator (this process, and the
// autocannon instances it drives) on core 1, so the server's CPU per event is not shared with the
// load it answers. Set-up work (the world's API calls, the pre-fill) runs on every core. Without
// `taskset` or with one core nothing is pinned, and the report says so.
// PostgreSQL's backends are the database server's processes: they are not pinned.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

function hasTaskset() {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function describe(pinned, cores, taskset) {
  if (pinned) return 'server pinned to core 0 (taskset -c 0), load generator to core 1 (taskset -c 1)';
  const why = process.env.BENCH_PIN === '0' ? 'BENCH_PIN=0' : !taskset ? 'taskset is not installed' : `${cores} core${cores === 1 ? '' : 's'}`;
  return `NOT pinned (${why}): server and load generator share the cores`;
}

/**
 * Pins this process (every thread it has, and so every thread and child it starts) to core 1 when
 * it can, and returns how to start the other processes: `server` (core 0) and `anywhere` (every
 * core), each a command prefix for spawn, empty when nothing is pinned.
 */
export function pinLoadGenerator() {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const taskset = hasTaskset();
  const pinned = taskset && cores >= 2 && process.env.BENCH_PIN !== '0';
  if (pinned) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const all = `0-${cores - 1}`;
  return {
    pinned,
    cores,
    description: describe(pinned, cores, taskset),
    server: pinned ? ['taskset', '-c', '0'] : [],
    anywhere: pinned ? ['taskset', '-c', all] : [],
  };
}

/** `command args` prefixed by `prefix` (a taskset call, or nothing): [file, args] for spawn. */
export function pinnedCommand(prefix, command, args) {
  return prefix.length === 0 ? [command, args] : [prefix[0], [...prefix.slice(1), command, ...args]];
}
