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

let sqliteImage: Promise<Buffer> | undefined;

/** An in-memory SQLite store with every migration applied, serialized: made once per worker process. */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const store = openStore('sqlite::memory:');
    try {
      await migrateToLatest(store);
      const connection = store.sqlite?.connection;
      if (!connection) throw new Error('an SQLite store without its connection');
      return connection.serialize();
    } finally {
      await store.close();
    }
  })();
  return sqliteImage;
}

/** A fresh, migrated store: SQLite in memory, or a new PostgreSQL database copied from the run's template. */
export async function createTestStore(kind: StoreKind, options: { sqliteFile?: string; poolSize?: number } = {}): Promise<TestStore> {
  if (kind === 'sqlite') {
    if (options.sqliteFile) {
      const url = `sqlite:${options.sqliteFile}`;
      const store = openStore(url);
      await migrateToLatest(store);
      return { store, url, drop: () => store.close() };
    }
    // In memory: a copy of this worker's migrated image, as PostgreSQL stores are copies of the
    // run's template (the migrations ran once, on the image).
    const store = openStore('sqlite::memory:', { sqliteImage: await migratedSqliteImage() });
    return { store, url: 'sqlite::memory:', drop: () => store.close() };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A copy of the run's migrated template (test/support/pgDatabases.ts), named with the run's
  // prefix so the run's teardown drops it. The copy is not migrated again: the check would find
  // nothing to do (~90 ms a store); the CLI's and the reliability suite's servers still run it on
  // start, against databases made this way.
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
  // Without a template (a run without the global setup), migrate here.
  if (!template) await migrateToLatest(store);
  return {
    store,
    url,
    async drop() {
      // The database itself is dropped by the run's global teardown, with every other of the run.
      await store.close();
    },
  };
}
