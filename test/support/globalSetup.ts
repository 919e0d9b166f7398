/**
 * Vitest global setup: names this run's PostgreSQL databases, migrates the template every test
 * store is copied from, and drops them all at the end (pgDatabases.ts).
 *
 * Vitest calls a global setup once per project (unit, db, e2e), all in its one main
 * process: the first call makes the run's template, the others find it; the last teardown drops
 * the run's databases. (Each call used to make a template of its own and leave the others behind.)
 */
import { createTemplate, dropRun, dropStale, runPrefix } from './pgDatabases.js';

const url = process.env.TEST_DATABASE_URL;

/** Shared by every project's copy of this module (each project imports it afresh). */
interface RunDatabases {
  prefix: string;
  ready: Promise<void>;
  users: number;
}
const KEY = Symbol.for('meterline.test.runDatabases');
const shared = globalThis as typeof globalThis & { [KEY]?: RunDatabases };

export async function setup(): Promise<void> {
  let run = shared[KEY];
  if (!run) {
    const startedAt = Date.now();
    const prefix = runPrefix(startedAt);
    process.env.MET_TEST_DB_PREFIX = prefix;
    const ready = url
      ? dropStale(url, startedAt).then(async () => {
          process.env.MET_TEST_PG_TEMPLATE = await createTemplate(url, prefix);
        })
      : Promise.resolve();
    run = { prefix, ready, users: 0 };
    shared[KEY] = run;
  }
  run.users += 1;
  await run.ready;
}

export async function teardown(): Promise<void> {
  const run = shared[KEY];
  if (!run) return;
  run.users -= 1;
  if (run.users > 0) return;
  delete shared[KEY];
  if (url) await dropRun(url, run.prefix);
}
