/**
 * The claim query locks only the deliveries it picks (`FOR UPDATE OF d SKIP LOCKED` on
 * PostgreSQL), never the endpoint rows it joins, so other nodes claim other deliveries of the
 * same endpoint; SQLite has no row locks. And the retry schedule's numbers.
 */
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqliteRowLocks } from '../../src/db/rowLocks.js';
import type { Database } from '../../src/db/schema.js';
import { dueDeliveries } from '../../src/modules/webhooks/repo.js';
import { nextAttemptAt, RETRY_DELAYS_MS } from '../../src/modules/webhooks/retrySchedule.js';

/** Captures the SQL a repo function would run, without a database. */
function capture(dialect: 'postgres' | 'sqlite'): { trx: Transaction<Database>; sql: () => string } {
  let last = '';
  const db = new Kysely<Database>({
    dialect:
      dialect === 'postgres'
        ? new PostgresDialect({ pool: { connect: async () => ({ query: async (q: string) => ((last = q), { rows: [] }), release: () => undefined }), end: async () => undefined } as never })
        : new SqliteDialect({ database: { close: () => undefined, prepare: (q: string) => ((last = q), { reader: true, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [][Symbol.iterator]() }) } as never }),
    // As the store opens SQLite: its Kysely drops row locks (src/db/rowLocks.ts).
    plugins: dialect === 'sqlite' ? [new SqliteRowLocks()] : [],
  });
  return { trx: db as unknown as Transaction<Database>, sql: () => last };
}

describe('claiming due deliveries', () => {
  it('locks the chosen delivery rows only, skipping locked ones, on PostgreSQL', async () => {
    const pg = capture('postgres');
    await dueDeliveries(pg.trx, '2026-01-01T00:00:00.000Z', 10);
    expect(pg.sql()).toMatch(/for update of "d" skip locked$/);
    const lite = capture('sqlite');
    await dueDeliveries(lite.trx, '2026-01-01T00:00:00.000Z', 10);
    expect(lite.sql()).not.toMatch(/for update/);
  });

  it('retries within 10 s first, then backs off to about three days in all, with jitter', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt(now, 1, 0.999)!.getTime() - now.getTime()).toBeLessThanOrEqual(10_000);
    expect(nextAttemptAt(now, 1, 0)!.getTime() - now.getTime()).toBe(4000);
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(70);
    expect(total / 3_600_000).toBeLessThan(74);
    expect(nextAttemptAt(now, RETRY_DELAYS_MS.length + 1, 0.5)).toBeNull();
  });
});
