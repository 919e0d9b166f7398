/**
 * A mark of the whole store that costs the same however much it holds: a test-only trigger on
 * every table counts the rows inserted, updated and deleted there, in one small table of its own
 * (`test_row_changes`, a row per table). Two marks are equal exactly when no row of any table was
 * written in between, an update that leaves the row as it was included (but for the bookkeeping
 * columns below): stronger than comparing row counts and the latest `updated_at`, and a read of
 * ~40 rows instead of a count of every table.
 *
 * Only for a throwaway test store: the triggers stay until the store is dropped.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.js';

const COUNTS = 'test_row_changes';

/** One table's writes since the triggers were installed. */
interface TableChanges {
  table_name: string;
  inserted: number;
  updated: number;
  deleted: number;
}

/** The mark is a string (equal marks, no write between them); `netRows` reads a table's row count change from it. */
export type StoreMark = string;

export function netRows(mark: StoreMark, table: string): number {
  const row = (JSON.parse(mark) as TableChanges[]).find((r) => r.table_name === table);
  if (!row) throw new Error(`the store mark has no table ${table}`);
  return row.inserted - row.deleted;
}

/**
 * Columns a request may write whatever its answer: an API key's `last_used_at` is recorded for
 * every authenticated request, rejected ones included, at most once a minute of the app's clock
 * (src/modules/platform/keyUsage.ts). An update of these columns alone is not counted.
 */
const BOOKKEEPING_COLUMNS: Readonly<Record<string, readonly string[]>> = { api_keys: ['last_used_at'] };

interface MarkedTable {
  name: string;
  /** Every column but the bookkeeping ones, when the table has some: only updates of these count. */
  countedColumns: string[] | null;
}

function quoted(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected table name ${name}`);
  return `"${name}"`;
}

function updateOf(table: MarkedTable): string {
  return table.countedColumns ? `update of ${table.countedColumns.map(quoted).join(', ')}` : 'update';
}

async function installSqlite(db: Kysely<Database>, tables: MarkedTable[]): Promise<void> {
  for (const table of tables) {
    for (const [event, column] of [['insert', 'inserted'], ['update', 'updated'], ['delete', 'deleted']] as const) {
      const when = event === 'update' ? updateOf(table) : event;
      await sql
        .raw(`create trigger ${quoted(`${COUNTS}_${table.name}_${event}`)} after ${when} on ${quoted(table.name)} begin update ${COUNTS} set ${column} = ${column} + 1 where table_name = '${table.name}'; end`)
        .execute(db);
    }
  }
}

/**
 * PostgreSQL counts per statement, from the statement's transition table: a row trigger updating
 * one counter row thousands of times in a transaction grows that row's version chain, and each
 * update walks it (a 1,000-event batch took minutes). A statement that touched no row adds nothing.
 * JIT is off inside the counting functions: the planner cannot estimate a transition table, so the
 * count crossed jit_above_cost and every write paid a JIT compile (55 ms per ingest instead of 4).
 */
async function installPostgres(db: Kysely<Database>, tables: MarkedTable[]): Promise<void> {
  for (const column of ['inserted', 'updated', 'deleted'] as const) {
    await sql
      .raw(
        `create function ${COUNTS}_${column}() returns trigger language plpgsql set jit = off as $$
         declare n bigint;
         begin
           select count(*) into n from changed_rows;
           if n > 0 then update ${COUNTS} set ${column} = ${column} + n where table_name = tg_table_name; end if;
           return null;
         end $$`,
      )
      .execute(db);
  }
  // A trigger with a column list cannot have a transition table: those tables' rare updates are
  // counted row by row.
  await sql
    .raw(`create function ${COUNTS}_updated_row() returns trigger language plpgsql as $$ begin update ${COUNTS} set updated = updated + 1 where table_name = tg_table_name; return null; end $$`)
    .execute(db);
  for (const table of tables) {
    for (const [event, column, transition] of [['insert', 'inserted', 'new'], ['update', 'updated', 'new'], ['delete', 'deleted', 'old']] as const) {
      const trigger = `${COUNTS}_${event}`;
      const statement =
        event === 'update' && table.countedColumns
          ? `create trigger ${trigger} after ${updateOf(table)} on ${quoted(table.name)} for each row execute function ${COUNTS}_updated_row()`
          : `create trigger ${trigger} after ${event} on ${quoted(table.name)} referencing ${transition} table as changed_rows for each statement execute function ${COUNTS}_${column}()`;
      await sql.raw(statement).execute(db);
    }
  }
}

const installed = new WeakMap<Kysely<Database>, Promise<() => Promise<StoreMark>>>();

/**
 * Installs the counting triggers on every table of the store (Kysely's own excepted), once per
 * store, and answers a function that takes a mark.
 */
export function storeMarker(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<() => Promise<StoreMark>> {
  let marker = installed.get(db);
  if (!marker) {
    marker = install(db, dialect);
    installed.set(db, marker);
  }
  return marker;
}

async function install(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<() => Promise<StoreMark>> {
  let schema: string | undefined;
  if (dialect === 'postgres') schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s;
  const tables: MarkedTable[] = (await db.introspection.getTables())
    .filter((t) => (schema === undefined || t.schema === schema) && !t.name.startsWith('kysely_') && t.name !== COUNTS && !t.isView)
    .map((t) => {
      const skipped = BOOKKEEPING_COLUMNS[t.name];
      return { name: t.name, countedColumns: skipped ? t.columns.map((c) => c.name).filter((c) => !skipped.includes(c)) : null };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  await sql
    .raw(`create table ${COUNTS} (table_name text primary key, inserted integer not null default 0, updated integer not null default 0, deleted integer not null default 0)`)
    .execute(db);
  for (const table of tables) await sql`insert into ${sql.table(COUNTS)} (table_name) values (${table.name})`.execute(db);
  if (dialect === 'sqlite') await installSqlite(db, tables);
  else await installPostgres(db, tables);
  const read = sql<TableChanges>`select table_name, inserted, updated, deleted from ${sql.table(COUNTS)} order by table_name`;
  return async () => {
    const rows = (await read.execute(db)).rows;
    return JSON.stringify(rows.map((r) => ({ table_name: r.table_name, inserted: Number(r.inserted), updated: Number(r.updated), deleted: Number(r.deleted) })));
  };
}
