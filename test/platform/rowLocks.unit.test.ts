/**
 * Row locks are written once, with Kysely's `.forUpdate()`: PostgreSQL keeps them, and the SQLite
 * store's Kysely drops them (SQLite has one writer and no FOR UPDATE in its grammar), leaving every
 * other part of the query, DISTINCT included, as written.
 */
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqliteRowLocks } from '../../src/db/rowLocks.js';
import type { Database } from '../../src/db/schema.js';

const compileOnly = { close: () => undefined, prepare: () => ({ reader: true, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [][Symbol.iterator]() }) };
const sqlite = new Kysely<Database>({ dialect: new SqliteDialect({ database: compileOnly as never }), plugins: [new SqliteRowLocks()] });
const postgres = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });

describe('row locks on both stores', () => {
  it('drops FOR UPDATE, OF and SKIP LOCKED on SQLite and keeps the rest of the query', () => {
    const query = (db: Kysely<Database>) =>
      db.selectFrom('wallets as w').select('w.id').distinct().where('w.customer_id', '=', 'c1').orderBy('w.id').limit(5).forUpdate(['w']).skipLocked();
    expect(query(sqlite).compile().sql).toBe('select distinct "w"."id" from "wallets" as "w" where "w"."customer_id" = ? order by "w"."id" limit ?');
    expect(query(postgres).compile().sql).toBe('select distinct "w"."id" from "wallets" as "w" where "w"."customer_id" = $1 order by "w"."id" limit $2 for update of "w" skip locked');
  });

  it('drops the locks of subqueries too, and leaves a query without locks untouched', () => {
    const locked = sqlite.selectFrom('wallets').select('id').where('id', 'in', sqlite.selectFrom('credit_grants').select('wallet_id').forShare().noWait());
    expect(locked.compile().sql).toBe('select "id" from "wallets" where "id" in (select "wallet_id" from "credit_grants")');
    expect(sqlite.selectFrom('wallets').select('id').compile().sql).toBe('select "id" from "wallets"');
  });
});
