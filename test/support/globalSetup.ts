/**
 * Vitest global setup: names this run's PostgreSQL databases, migrates the template every test
 * store is copied from, and drops them all at the end (pgDatabases.ts).
 */
import { createTemplate, dropRun, dropStale, runPrefix } from './pgDatabases.js';

const url = process.env.TEST_DATABASE_URL;
let prefix = '';

export async function setup(): Promise<void> {
  const startedAt = Date.now();
  prefix = runPrefix(startedAt);
  process.env.MET_TEST_DB_PREFIX = prefix;
  if (url) {
    await dropStale(url, startedAt);
    process.env.MET_TEST_PG_TEMPLATE = await createTemplate(url, prefix);
  }
}

export async function teardown(): Promise<void> {
  if (url) await dropRun(url, prefix);
}
