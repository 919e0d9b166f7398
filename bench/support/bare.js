// The yardstick: bench/bareServer.js (Fastify as Meterline builds it, the ingest routes answering
// constant bodies), pinned like the Meterline server and driven by the same load: its CPU per
// request over all its threads, from /proc.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { pinnedCommand } from './pinning.js';
import { cpuSeconds, freePort, runQueueWaitSeconds } from './processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startBare({ batchSize, pin = [] }) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), BATCH_SIZE: String(batchSize) };
  const [file, args] = pinnedCommand(pin, process.execPath, [path.join(here, '..', 'bareServer.js')]);
  const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('ready')) resolve();
    });
    exited.then((code) => reject(new Error(`bare server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function eventText(i) {
  return JSON.stringify({ event_name: 'llm.completion', idempotency_key: `bare-${i}`, customer_id: 'cmi8w3k2a0001x7q9r2m5t1b', timestamp: new Date().toISOString(), properties: { model: 'gpt-4o', tokens: 1000 + i, cost_usd: 0.0125 } });
}

function load(bare, { connections, seconds, batchSize }) {
  const single = batchSize <= 1;
  const body = single ? eventText(0) : `{"events":[${Array.from({ length: batchSize }, (_, i) => eventText(i)).join(',')}]}`;
  return autocannon({
    url: `${bare.base}${single ? '/v1/events/ingest' : '/v1/events/batch'}`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { authorization: 'Bearer none', 'content-type': 'application/json' },
    body,
  });
}

/**
 * One measurement of the bare server under the benchmark's load: one event per request to the
 * ingest route, or `batchSize` per request to the batch route. `warmupSeconds` of load first.
 */
export async function measureBare(bare, { connections, seconds, warmupSeconds = 1, batchSize = 1 }) {
  if (warmupSeconds > 0) await load(bare, { connections, seconds: warmupSeconds, batchSize });
  const cpuBefore = cpuSeconds(bare.pid);
  const waitBefore = runQueueWaitSeconds(bare.pid);
  const result = await load(bare, { connections, seconds, batchSize });
  const cpu = cpuSeconds(bare.pid) - cpuBefore;
  const wait = runQueueWaitSeconds(bare.pid) - waitBefore;
  const requests = result['2xx'];
  if (requests === 0) throw new Error(`the bare server answered no 2xx (${result.non2xx} others, ${result.errors} errors)`);
  return {
    requests,
    requests_per_s: requests / result.duration,
    cpu_us_per_request: (cpu * 1e6) / requests,
    server_core_share: cpu / result.duration,
    server_run_queue_wait_share: wait / result.duration,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
  };
}
