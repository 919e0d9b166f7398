// Fills a store to BENCH_EVENTS events before the measured runs (prefillWorker.js does the work, in
// its own process on every core), so each leg writes into tables and indexes of a realistic size.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinnedCommand } from './pinning.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Ingests `events` events for the world's customers; resolves with { events, seconds }. */
export function prefill(world, { events, pin, lanes }) {
  if (events <= 0) return Promise.resolve({ events: 0, seconds: 0 });
  const job = { databaseUrl: world.databaseUrl, companyId: world.companyId, customers: world.customers, events, keyPrefix: 'prefill', lanes };
  const [file, args] = pinnedCommand(pin, process.execPath, [path.join(here, 'prefillWorker.js'), JSON.stringify(job)]);
  const child = spawn(file, args, { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let result = null;
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line.startsWith('PREFILL_DONE ')) result = JSON.parse(line.slice('PREFILL_DONE '.length));
        else console.log(line);
      }
    });
    child.once('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`the pre-fill exited with ${code}`))));
  });
}
