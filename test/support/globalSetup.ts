/** Vitest global setup: names this run's PostgreSQL schemas and drops them at the end (pgSchemas.ts). */
import { dropRunSchemas, dropStaleSchemas, runPrefix } from './pgSchemas.js';

const url = process.env.TEST_DATABASE_URL;
let prefix = '';

export async function setup(): Promise<void> {
  const startedAt = Date.now();
  prefix = runPrefix(startedAt);
  process.env.MET_TEST_SCHEMA_PREFIX = prefix;
  if (url) await dropStaleSchemas(url, startedAt);
}

export async function teardown(): Promise<void> {
  if (url) await dropRunSchemas(url, prefix);
}
