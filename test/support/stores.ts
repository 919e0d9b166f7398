/**
 * Every test runs on both stores: SQLite always, PostgreSQL whenever TEST_DATABASE_URL is set
 * (the Kysely test-suite pattern: `for (const kind of STORE_KINDS) describe(kind, ...)`).
 * TEST_STORES=sqlite or TEST_STORES=postgres narrows the run.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { openStore, type Store } from '../../src/db/store.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export type StoreKind = 'sqlite' | 'postgres';

const pgUrl = process.env.TEST_DATABASE_URL;
const narrowed = process.env.TEST_STORES?.split(',').map((s) => s.trim());

export const STORE_KINDS: StoreKind[] = (['sqlite', 'postgres'] as const).filter(
  (kind) => (kind === 'sqlite' || Boolean(pgUrl)) && (!narrowed || narrowed.includes(kind)),
);

/** `describe` once per store kind. */
export function describeEachStore(name: string, body: (kind: StoreKind) => void): void {
  for (const kind of STORE_KINDS) describe(`${name} [${kind}]`, () => body(kind));
}

export interface TestStore {
  store: Store;
  /** The URL another process (the CLI, a second server) can use to reach the same data. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated store: SQLite in memory, or a new PostgreSQL schema. */
export async function createTestStore(kind: StoreKind, options: { sqliteFile?: string; poolSize?: number } = {}): Promise<TestStore> {
  if (kind === 'sqlite') {
    const url = `sqlite:${options.sqliteFile ?? ':memory:'}`;
    const store = openStore(url);
    await migrateToLatest(store);
    return { store, url, drop: () => store.close() };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  // The run's prefix (test/support/globalSetup.ts) lets its teardown drop every schema at once.
  const prefix = process.env.MET_TEST_SCHEMA_PREFIX ?? 't_';
  const schema = `${prefix}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = withSearchPath(pgUrl, schema);
  const store = openStore(url, { poolSize: options.poolSize ?? 5 });
  await migrateToLatest(store);
  return {
    store,
    url,
    async drop() {
      // The schema itself is dropped by the run's global teardown: dropping it here would race
      // with other files' migrations (see test/support/pgSchemas.ts).
      await store.close();
    },
  };
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
