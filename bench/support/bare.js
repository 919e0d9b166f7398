// The yardstick: bench/bareServer.js (Fastify answering the ingest route with a constant body),
// measured with the same load right before each Meterline leg.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drive } from './drive.js';
import { freePort } from './processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, '..', 'bareServer.js')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Requests per second the bare server answers under the benchmark's own load (same request building). */
export async function measureBare(bare, { connections, seconds }) {
  const result = await drive(bare.base, { key: 'none', customers: ['c'], batchSize: 1, connections, seconds, label: 'bare' });
  return result.requests.average;
}
