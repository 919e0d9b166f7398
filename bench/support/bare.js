// The yardstick: bench/bareServer.js (Fastify answering the ingest routes with constant bodies),
// measured with the same load right before each Meterline leg.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startBare({ batchSize }) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), BATCH_SIZE: String(batchSize) };
  const child = spawn(process.execPath, [path.join(here, '..', 'bareServer.js')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
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
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function eventText(i) {
  return JSON.stringify({ event_name: 'llm.completion', idempotency_key: `bare-${i}`, customer_id: 'cmi8w3k2a0001x7q9r2m5t1b', timestamp: new Date().toISOString(), properties: { model: 'gpt-4o', tokens: 1000 + i, cost_usd: 0.0125 } });
}

/**
 * Requests per second the bare server answers (200s over the run's duration) under the benchmark's
 * load: one event per request to the ingest route, or `batchSize` per request to the batch route.
 */
export async function measureBare(bare, { connections, seconds, batchSize = 1 }) {
  const single = batchSize <= 1;
  const body = single ? eventText(0) : `{"events":[${Array.from({ length: batchSize }, (_, i) => eventText(i)).join(',')}]}`;
  const result = await autocannon({
    url: `${bare.base}${single ? '/v1/events/ingest' : '/v1/events/batch'}`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { authorization: 'Bearer none', 'content-type': 'application/json' },
    body,
  });
  return { reqPerS: result['2xx'] / result.duration, p99: result.latency.p99 };
}
