/**
 * Every test runs on both stores: SQLite always, PostgreSQL whenever TEST_DATABASE_URL is set
 * (the Kysely test-suite pattern: `for (const kind of STORE_KINDS) describe(kind, ...)`).
 * TEST_STORES=sqlite or TEST_STORES=postgres narrows the run.
 */
import crypto from 'node:crypto';
import { describe } from 'vitest';
import { openStore, type Store } from '../../src/db/store.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { databaseUrl, quoted, withClient } from './pgDatabases.js';

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

/** A fresh, migrated store: SQLite in memory, or a new PostgreSQL database copied from the run's template. */
export async function createTestStore(kind: StoreKind, options: { sqliteFile?: string; poolSize?: number } = {}): Promise<TestStore> {
  if (kind === 'sqlite') {
    const url = `sqlite:${options.sqliteFile ?? ':memory:'}`;
    const store = openStore(url);
    await migrateToLatest(store);
    return { store, url, drop: () => store.close() };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A copy of the run's migrated template (test/support/pgDatabases.ts), named with the run's
  // prefix so the run's teardown drops it. migrateToLatest then finds nothing to do, as a server
  // starting on an up-to-date database does.
  const prefix = process.env.MET_TEST_DB_PREFIX ?? 't_';
  const name = `${prefix}${crypto.randomBytes(6).toString('hex')}`;
  const template = process.env.MET_TEST_PG_TEMPLATE;
  await withClient(pgUrl, async (client) => {
    await client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`);
    // A test database needs no PostgreSQL crash durability: no test stops PostgreSQL (the crash
    // proofs kill Meterline, the outage proof cuts a proxy), and every commit waited for its WAL to
    // reach the disk, slow on a busy CI runner. A Meterline server keeps PostgreSQL's defaults.
    await client.query(`alter database ${quoted(name)} set synchronous_commit = off`);
  });
  const url = databaseUrl(pgUrl, name);
  const store = openStore(url, { poolSize: options.poolSize ?? 5 });
  await migrateToLatest(store);
  return {
    store,
    url,
    async drop() {
      // The database itself is dropped by the run's global teardown, with every other of the run.
      await store.close();
    },
  };
}
