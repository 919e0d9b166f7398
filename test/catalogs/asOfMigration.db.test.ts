/**
 * Migration 0061: catalogs imported before it carried their `as_of` only inside `source_note`
 * ("... Prices as of 2026-11-21."); the migration backfills the new column from there. Run on a
 * bare SQLite table shaped as before the migration (SQLite only: the statements are the same on
 * both stores, the store suites run the migration itself on PostgreSQL).
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { expect, it } from 'vitest';
import { up } from '../../src/db/migrations/0061_catalog_as_of.js';

it('backfills as_of from the stored note, and leaves other catalogs null', async () => {
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await sql`create table catalogs (id text primary key, source_note text)`.execute(db);
  await sql`insert into catalogs (id, source_note) values ('a', 'Vendor pages. Prices as of 2026-11-21.'), ('b', 'Prices as of 2025-01-02.'), ('c', null), ('d', 'Prices as of soon.')`.execute(db);
  await up(db);
  const rows = await sql<{ id: string; as_of: string | null }>`select id, as_of from catalogs order by id`.execute(db);
  expect(rows.rows).toEqual([
    { id: 'a', as_of: '2026-11-21' },
    { id: 'b', as_of: '2025-01-02' },
    { id: 'c', as_of: null },
    { id: 'd', as_of: null },
  ]);
  await db.destroy();
});
