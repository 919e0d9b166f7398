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
import { MAX_IN_FLIGHT, MAX_IN_FLIGHT_PER_COMPANY, MAX_IN_FLIGHT_PER_ENDPOINT, Slots } from '../../src/modules/webhooks/slots.js';

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

const claim = { now: '2026-01-01T00:00:00.000Z', limit: 10, perEndpoint: 4, skipEndpoints: ['we_busy'], skipCompanies: [] };

describe('claiming due deliveries', () => {
  it('locks the chosen delivery rows only, skipping locked ones, on PostgreSQL', async () => {
    const pg = capture('postgres');
    await dueDeliveries(pg.trx, claim);
    expect(pg.sql()).toMatch(/for update of "d" skip locked$/);
    // Fair order: each endpoint's rows numbered, then each company's by that number; busy endpoints left out.
    expect(pg.sql()).toContain('row_number() over(partition by "d"."endpoint_id" order by "d"."seq")');
    expect(pg.sql()).toContain('row_number() over(partition by "due"."company_id" order by "due"."endpoint_turn", "due"."seq")');
    expect(pg.sql()).toContain('"d"."endpoint_id" not in ($');
    const lite = capture('sqlite');
    await dueDeliveries(lite.trx, claim);
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

  it('a node holds at most 4 requests per endpoint, 16 per company, 64 in all; a slot frees when its request ends', () => {
    const slots = new Slots();
    const rows = (company: string, endpoints: number, each: number) =>
      Array.from({ length: endpoints * each }, (_, i) => ({ company_id: company, endpoint_id: `${company}_we${i % endpoints}` }));
    // Company a: 2 endpoints with 10 rows each; only 4 of each are taken.
    const a = slots.take(rows('a', 2, 10), 64);
    expect(a).toHaveLength(2 * MAX_IN_FLIGHT_PER_ENDPOINT);
    // Company b: 25 endpoints; 16 taken, then b is full.
    expect(slots.take(rows('b', 25, 1), 64)).toHaveLength(MAX_IN_FLIGHT_PER_COMPANY);
    expect(slots.full()).toEqual({ endpoints: ['a_we0', 'a_we1'], companies: ['b'] });
    // The node's total.
    for (const company of ['c', 'd', 'e', 'f']) slots.take(rows(company, 16, 1), 64);
    expect(slots.inFlight).toBe(MAX_IN_FLIGHT);
    expect(slots.take(rows('g', 1, 1), 64)).toEqual([]);
    slots.release(a[0]!);
    expect(slots.free()).toBe(1);
    expect(slots.full().endpoints).toEqual(['a_we1']);
    expect(slots.take(rows('g', 1, 1), 64)).toHaveLength(1);
  });
});
