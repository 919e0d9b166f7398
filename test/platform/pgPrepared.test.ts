/**
 * Named prepared statements on PostgreSQL (src/db/pgPrepared.ts): a text marked with preparePg
 * runs named, parsed once per connection; any other text runs unnamed, as before; a query that
 * fails as a named statement leaves the connection usable.
 */
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparePg } from '../../src/db/pgPrepared.js';
import { createTestStore } from '../support/stores.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL named statements', () => {
  it('prepares a marked text once per connection and leaves other texts unnamed', async () => {
    // One connection, so every query below runs on the same server session.
    const testStore = await createTestStore('postgres', { poolSize: 1 });
    try {
      const { db } = testStore.store;
      const marked = preparePg('select $1::int + 1 as answer');
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const { rows } = await db.executeQuery<{ answer: number }>(CompiledQuery.raw(marked, [n]));
        expect(rows).toEqual([{ answer: n + 1 }]);
      }
      const unmarked = 'select $1::int * 2 as answer';
      expect((await db.executeQuery<{ answer: number }>(CompiledQuery.raw(unmarked, [21]))).rows).toEqual([{ answer: 42 }]);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
      expect(prepared.rows.map((row) => row.statement)).toEqual([marked]);

      const failing = preparePg('select 1 / $1::int as answer');
      await expect(db.executeQuery(CompiledQuery.raw(failing, [0]))).rejects.toThrow(/division by zero/);
      expect((await db.executeQuery<{ answer: number }>(CompiledQuery.raw(failing, [1]))).rows).toEqual([{ answer: 1 }]);
      // Inside a transaction too: the batch pipeline's statements run in one.
      const inTransaction = await db.transaction().execute(async (trx) => (await trx.executeQuery<{ answer: number }>(CompiledQuery.raw(marked, [41]))).rows);
      expect(inTransaction).toEqual([{ answer: 42 }]);
    } finally {
      await testStore.drop();
    }
  });
});
