/**
 * The store itself: SQLite's durability settings, and PostgreSQL surviving the loss of its
 * server (queries fail as "unavailable", the process does not crash, and it recovers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isStoreUnavailable, openStore, type Store } from '../../src/db/store.js';
import {
  BACKSTOP_CHECKPOINT_PAGES,
  BULK_CHECKPOINT_EVERY_MS,
  BULK_COMMIT_ITEMS,
  BULK_RESTART_PAGES,
  CHECKPOINT_EVERY_MS,
  RESTART_PAGES,
  type WalCheckpointer,
} from '../../src/db/walCheckpoint.js';
import { runBatchTransaction } from '../../src/db/batchTransaction.js';
import type { FastifyBaseLogger } from 'fastify';
import { warnWithoutAutovacuum } from '../../src/server.js';
import { createTestStore } from '../support/stores.js';
import { closedPort, Relay } from './nodes.js';

/**
 * `rounds` transactions of 1 MiB each (about 256 pages) into a new `blobs` table, `pauseMs` between
 * them so the checkpoint worker can run.
 */
async function writeMiBs(store: Store, rounds: number, pauseMs: number): Promise<void> {
  await sql`create table blobs (id integer primary key, body blob not null)`.execute(store.db);
  const body = Buffer.alloc(64 * 1024, 7);
  for (let round = 0; round < rounds; round++) {
    await store.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 16; i++) await sql`insert into blobs (body) values (${body})`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** One ingest-like batch of 1 MiB (about 256 pages) carrying `items` events, then a turn of the event loop, as group commit runs them. */
async function blobBatch(store: Store, items?: number): Promise<void> {
  const body = Buffer.alloc(64 * 1024, 7);
  const commit = await runBatchTransaction(
    store,
    { statements: 0 },
    async (tx) => {
      if (tx.kind !== 'sqlite') throw new Error('SQLite only');
      const insert = tx.prepare('insert into blobs (body) values (?)');
      for (let i = 0; i < 16; i++) insert.run(body);
    },
    items,
  );
  await commit.durable;
  await new Promise((resolve) => setImmediate(resolve));
}

/** The log's salt: it changes each time the log starts over (SQLite's WAL header, bytes 16-23). */
function walSalt(file: string): string {
  const handle = fs.openSync(`${file}-wal`, 'r');
  try {
    const header = Buffer.alloc(8);
    fs.readSync(handle, header, 0, 8, 16);
    return header.toString('hex');
  } finally {
    fs.closeSync(handle);
  }
}

/** Frames the log's file holds room for: a 32-byte header, then a 24-byte header and a 4 KiB page per frame. */
function walFrames(file: string): number {
  return Math.floor((fs.statSync(`${file}-wal`).size - 32) / (24 + 4096));
}

/** A store on a file of its own, with its checkpoint worker: closed and removed after `run`. */
async function withFileStore(run: (store: Store, file: string, checkpointer: WalCheckpointer) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-store-'));
  const file = path.join(dir, 'meterline.db');
  const store = openStore(`sqlite:${file}`);
  try {
    const checkpointer = store.sqlite?.checkpointer;
    if (!checkpointer) throw new Error('a file store has a checkpoint worker');
    await run(store, file, checkpointer);
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('SQLite store', () => {
  it('runs in WAL mode with synchronous=FULL, and creates the directory of its file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-store-'));
    const file = path.join(dir, 'nested', 'meterline.db');
    const store = openStore(`sqlite:${file}`);
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(store.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      expect(sync.rows[0]?.synchronous).toBe(2); // FULL
      expect(keys.rows[0]?.foreign_keys).toBe(1);
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checkpoints on its worker thread, so the write-ahead log starts over instead of growing', async () => {
    await withFileStore(async (store, file) => {
      const backstop = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(store.db);
      expect(backstop.rows[0]?.wal_autocheckpoint).toBe(BACKSTOP_CHECKPOINT_PAGES);
      // With only this connection's backstop (48,000 pages, 192 MiB) the log would grow past 10 MiB.
      await writeMiBs(store, 10, CHECKPOINT_EVERY_MS * 3);
      expect(fs.statSync(`${file}-wal`).size).toBeLessThan(4 * 1024 * 1024);
      const count = await sql<{ n: number }>`select count(*) as n from blobs`.execute(store.db);
      expect(count.rows[0]?.n).toBe(160);
    });
  });

  it('checkpoints at a slower pace while only bulk commits arrive, and at every tick again after one small commit', async () => {
    await withFileStore(async (store, file, checkpointer) => {
      expect(checkpointer.bulkPace).toBe(false);
      // An ingest commit says how many events it carries.
      await runBatchTransaction(store, { statements: 0 }, async () => undefined, BULK_COMMIT_ITEMS);
      expect(checkpointer.bulkPace).toBe(true);
      const t0 = Date.now() + 10_000;
      checkpointer.noteCommit(BULK_COMMIT_ITEMS - 1, t0);
      expect(checkpointer.bulkPace).toBe(false);
      // Bulk again only once no small commit came for a second.
      checkpointer.noteCommit(200, t0 + 999);
      expect(checkpointer.bulkPace).toBe(false);
      checkpointer.noteCommit(200, t0 + 1_000);
      expect(checkpointer.bulkPace).toBe(true);
      // A commit without a count (not ingest's) leaves the pace alone.
      await runBatchTransaction(store, { statements: 0 }, async () => undefined);
      expect(checkpointer.bulkPace).toBe(true);

      // At the bulk pace the log still starts over: four MiB written, never more than two in the log.
      await writeMiBs(store, 4, BULK_CHECKPOINT_EVERY_MS * 1.5);
      expect(fs.statSync(`${file}-wal`).size).toBeLessThan(2 * 1024 * 1024);
    });
  });

  it('before a batch, waits for one checkpoint pass when the log has grown long, so the log starts over', async () => {
    const waitFor = async (condition: () => boolean) => {
      for (let waited = 0; !condition(); waited += 5) {
        if (waited > 5_000) throw new Error('the checkpoint worker did not report in 5 s');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await withFileStore(async (store, file, checkpointer) => {
      const batch = () => blobBatch(store);
      const salt = () => walSalt(file);
      await sql`create table blobs (id integer primary key, body blob not null)`.execute(store.db);
      // Batches until the worker reports the log past RESTART_PAGES (16 MiB): at most 40 MiB.
      expect(RESTART_PAGES).toBe(4_000);
      for (let mib = 0; !checkpointer.logIsLong; mib++) {
        if (mib === 40) throw new Error('the worker never reported a long log');
        await batch();
      }
      const asked = checkpointer.passesAsked;
      const before = salt();
      await batch();
      expect(checkpointer.passesAsked).toBe(asked + 1);
      expect(salt()).not.toBe(before);
      // Once the worker sees the log short again, a batch asks for nothing.
      await waitFor(() => !checkpointer.logIsLong);
      await batch();
      expect(checkpointer.passesAsked).toBe(asked + 1);
      const count = await sql<{ n: number }>`select count(*) as n from blobs`.execute(store.db);
      expect(Number(count.rows[0]?.n) % 16).toBe(0);
    });
  });

  it('at the bulk pace, lets the log grow to BULK_RESTART_PAGES (64 MiB) before a batch waits for a pass', async () => {
    await withFileStore(async (store, file, checkpointer) => {
      await sql`create table blobs (id integer primary key, body blob not null)`.execute(store.db);
      // Bulk commits only, 1 MiB every ~20 ms: the worker passes once a second and reports a long
      // log only past BULK_RESTART_PAGES, not at the small commits' RESTART_PAGES (16 MiB). (Should
      // a pass end between two batches, the log starts over on its own and grows again.)
      const started = Date.now();
      while (!checkpointer.logIsLong) {
        if (Date.now() - started > 20_000) throw new Error('the worker never reported a long log');
        await blobBatch(store, BULK_COMMIT_ITEMS);
        expect(checkpointer.bulkPace).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(walFrames(file)).toBeGreaterThanOrEqual(BULK_RESTART_PAGES);
      expect(BULK_RESTART_PAGES).toBeGreaterThan(RESTART_PAGES);
      expect(BACKSTOP_CHECKPOINT_PAGES).toBeGreaterThan(BULK_RESTART_PAGES);
      // The next batch waits for one pass, and begins on a log that starts over.
      const asked = checkpointer.passesAsked;
      const before = walSalt(file);
      await blobBatch(store, BULK_COMMIT_ITEMS);
      expect(checkpointer.passesAsked).toBe(asked + 1);
      expect(walSalt(file)).not.toBe(before);
    });
  });

  it('reports a closed store as unavailable', async () => {
    const store = openStore('sqlite::memory:');
    await store.ping();
    await store.close();
    const error = await store.ping().then(() => null, (e: unknown) => e);
    expect(isStoreUnavailable(error)).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL without autovacuum', () => {
  it('is said once at start, as a warning, exactly when the server has autovacuum off', async () => {
    const testStore = await createTestStore('postgres');
    try {
      const warnings: string[] = [];
      const log = { warn: (message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
      await warnWithoutAutovacuum(testStore.store, log);
      const setting = await sql<{ autovacuum: string }>`show autovacuum`.execute(testStore.store.db);
      if (setting.rows[0]?.autovacuum === 'off') expect(warnings).toEqual([expect.stringContaining('autovacuum off')]);
      else expect(warnings).toEqual([]);
    } finally {
      await testStore.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL store losing its server', () => {
  it('fails the transaction in flight as unavailable without crashing, then recovers', async () => {
    const testStore = await createTestStore('postgres');
    const direct = new URL(testStore.url);
    const relay = new Relay(await closedPort(), { host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const relayed = new URL(testStore.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const store = openStore(relayed.toString(), { poolSize: 2 });
    try {
      await store.ping();
      // A client checked out (mid-transaction) when the server goes away.
      const failed = await store.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await relay.cut();
          await new Promise((resolve) => setTimeout(resolve, 50));
          await sql`select 1`.execute(trx);
        })
        .then(() => null, (e: unknown) => e);
      expect(failed).toBeInstanceOf(Error);
      expect(isStoreUnavailable(failed)).toBe(true);

      const down = await store.ping().then(() => null, (e: unknown) => e);
      expect(isStoreUnavailable(down)).toBe(true);

      await relay.open();
      await store.ping();
    } finally {
      await store.close();
      await relay.cut();
      await testStore.drop();
    }
  });
});
