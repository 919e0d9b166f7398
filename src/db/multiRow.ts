/**
 * Multi-row writes for set-based batches, one shape on both stores:
 * - PostgreSQL: one statement for all rows, the values passed as one array per column (one value
 *   for a column every row shares: pgRowSource.ts) and expanded with `unnest` (one round trip);
 * - SQLite: one prepared statement run once per row, synchronously (no round trips to save).
 *
 * Table and column names come from code, never from input.
 */
import type { BatchTx, PostgresBatchTx } from './batchTransaction.js';
import { listArrayLiteral } from './pgArrayLiteral.js';
import { pgRowSource, type Column } from './pgRowSource.js';

export type { Column } from './pgRowSource.js';

/**
 * PostgreSQL pieces for one statement made of several writes (data-modifying CTEs): each piece
 * numbers its parameters from `offset`, so pieces can be joined into `with a as (...), b as (...)`.
 */
export interface PgStatementPart {
  sql: string;
  params: unknown[];
  /** The same write, done only where `condition` (SQL of the same statement) holds. */
  when(condition: string): string;
}

/** `insert into table (columns) select ... from unnest(...)` (pgRowSource.ts), parameters from `offset` + 1, then `tail`. */
function pgInsert<R>(table: string, columns: readonly Column<R>[], rows: readonly R[], tail = '', offset = 0): { sql: string; params: unknown[] } {
  const source = pgRowSource(columns, rows, offset);
  return { sql: `insert into ${table} (${columns.map((c) => c.name).join(', ')}) ${source.sql}${tail}`, params: source.params };
}

export function pgInsertPart<R>(table: string, columns: readonly Column<R>[], rows: readonly R[], offset: number): PgStatementPart {
  const { sql, params } = pgInsert(table, columns, rows, '', offset);
  return { sql, params, when: (condition) => `${sql} where ${condition}` };
}

/** `update table as t set ... from (rows) as v(...) where t.id = v.id and t.company_id = v.company_id`. */
function pgUpdateById<R extends { id: string; company_id: string }>(table: string, columns: readonly Column<R>[], rows: readonly R[], offset = 0): { sql: string; params: unknown[] } {
  const keyed: Column<R>[] = [{ name: 'id' }, { name: 'company_id' }, ...columns];
  const source = pgRowSource(keyed, rows, offset);
  const sql =
    `update ${table} as t set ${columns.map((c) => `${c.name} = v.${c.name}`).join(', ')} ` +
    `from (${source.sql}) as v(${keyed.map((c) => c.name).join(', ')}) where t.id = v.id and t.company_id = v.company_id`;
  return { sql, params: source.params };
}

export function pgUpdateByIdPart<R extends { id: string; company_id: string }>(
  table: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
  offset: number,
): PgStatementPart {
  const { sql, params } = pgUpdateById(table, columns, rows, offset);
  return { sql, params, when: (condition) => `${sql} and ${condition}` };
}

/** Joins write parts into one statement: one round trip for all of them. */
export async function runPgWrites(tx: PostgresBatchTx, build: Array<(offset: number) => PgStatementPart>): Promise<void> {
  const parts: PgStatementPart[] = [];
  let offset = 0;
  for (const make of build) {
    const part = make(offset);
    parts.push(part);
    offset += part.params.length;
  }
  if (parts.length === 0) return;
  await tx.query(`with ${parts.map((p, i) => `w${i} as (${p.sql})`).join(', ')} select 1`, parts.flatMap((p) => p.params));
}

/** The rows a guarded write inserts first (runPgWritesIfAllInserted). */
export interface PgInsertFirst<R> {
  table: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  conflictDoNothing: readonly string[];
  returnColumn: keyof R & string;
}

/**
 * One statement: inserts `first.rows` unless their conflict columns are stored already, and does
 * the other writes only if every row went in; answers the `returnColumn` values inserted. So a
 * batch that expects to store all its rows, and then to write what follows from them, pays one
 * round trip instead of two; when some row met a stored one (the caller compares the answer's size
 * with its rows), nothing else was written and the caller decides again. The later writes wait
 * for the insert (they read its count), and a foreign key to the inserted rows holds: PostgreSQL
 * checks it at the end of the statement.
 */
export async function runPgWritesIfAllInserted<R>(
  tx: PostgresBatchTx,
  first: PgInsertFirst<R>,
  build: Array<(offset: number) => PgStatementPart>,
): Promise<Set<string>> {
  const { table, columns, rows, conflictDoNothing, returnColumn } = first;
  const inserted = new Set<string>();
  if (rows.length === 0) {
    await runPgWrites(tx, build);
    return inserted;
  }
  const insert = pgInsert(table, columns, rows, ` on conflict (${conflictDoNothing.join(', ')}) do nothing returning ${returnColumn}`);
  const params: unknown[] = [...insert.params, rows.length];
  const ctes = [`first as (${insert.sql})`, `every_row as (select count(*) = $${params.length}::int as inserted from first)`];
  for (const make of build) {
    const part = make(params.length);
    ctes.push(`w${ctes.length} as (${part.when('(select inserted from every_row)')})`);
    params.push(...part.params);
  }
  const result = await tx.query<Record<string, unknown>>(`with ${ctes.join(', ')} select ${returnColumn} from first`, params);
  for (const row of result) inserted.add(String(row[returnColumn]));
  return inserted;
}

/**
 * Puts `row`'s values of `columns` at the start of `values` and returns it: one array serves every
 * row of a SQLite statement, because better-sqlite3's `run` binds them before it returns.
 */
function rowValues<R>(values: unknown[], columns: readonly Column<R>[], row: R): unknown[] {
  for (let c = 0; c < columns.length; c++) values[c] = row[(columns[c] as Column<R>).name] ?? null;
  return values;
}

export interface InsertOptions {
  /** `on conflict (these columns) do nothing`. */
  conflictDoNothing?: readonly string[];
}

/**
 * Inserts the rows; returns the value of `returnColumn` for each row actually inserted (all of
 * them unless a conflict skipped some).
 */
export async function insertRows<R>(
  tx: BatchTx,
  table: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
  options: InsertOptions & { returnColumn: keyof R & string },
): Promise<Set<string>>;
export async function insertRows<R>(tx: BatchTx, table: string, columns: readonly Column<R>[], rows: readonly R[], options?: InsertOptions): Promise<void>;
export async function insertRows<R>(
  tx: BatchTx,
  table: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
  options: InsertOptions & { returnColumn?: keyof R & string } = {},
): Promise<Set<string> | void> {
  const returnColumn = options.returnColumn;
  const inserted = new Set<string>();
  if (rows.length === 0) return returnColumn ? inserted : undefined;
  const names = columns.map((c) => c.name).join(', ');
  const conflict = options.conflictDoNothing ? ` on conflict (${options.conflictDoNothing.join(', ')}) do nothing` : '';
  if (tx.kind === 'sqlite') {
    const statement = tx.prepare(`insert into ${table} (${names}) values (${columns.map(() => '?').join(', ')})${conflict}`);
    const values = new Array<unknown>(columns.length);
    for (const row of rows) {
      const result = statement.run(rowValues(values, columns, row));
      if (returnColumn && result.changes > 0) inserted.add(String(row[returnColumn]));
    }
    tx.counted(rows.length);
    return returnColumn ? inserted : undefined;
  }
  const returning = returnColumn ? ` returning ${returnColumn}` : '';
  const insert = pgInsert(table, columns, rows, `${conflict}${returning}`);
  const result = await tx.query<Record<string, unknown>>(insert.sql, insert.params);
  if (!returnColumn) return undefined;
  for (const row of result) inserted.add(String(row[returnColumn]));
  return inserted;
}

/**
 * Updates rows by their `id` (and `company_id`, so a sharded store finds them on the company's
 * node), setting `columns` to each row's values.
 */
export async function updateRowsById<R extends { id: string; company_id: string }>(
  tx: BatchTx,
  table: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
): Promise<void> {
  if (rows.length === 0) return;
  if (tx.kind === 'sqlite') {
    const statement = tx.prepare(`update ${table} set ${columns.map((c) => `${c.name} = ?`).join(', ')} where id = ? and company_id = ?`);
    const values = new Array<unknown>(columns.length + 2);
    for (const row of rows) {
      rowValues(values, columns, row);
      values[columns.length] = row.id;
      values[columns.length + 1] = row.company_id;
      statement.run(values);
    }
    tx.counted(rows.length);
    return;
  }
  const update = pgUpdateById(table, columns, rows);
  await tx.query(update.sql, update.params);
}

/** A list parameter: SQLite reads it with `json_each(?)`, PostgreSQL as `= any($n::text[])`. */
export function listParam(tx: BatchTx, values: readonly string[]): string {
  return tx.kind === 'sqlite' ? JSON.stringify(values) : listArrayLiteral(values);
}

/** Runs a read: SQLite synchronously through its prepared statement, PostgreSQL in one round trip. */
export async function selectRows<R>(tx: BatchTx, sql: { sqlite: string; postgres: string }, params: readonly unknown[]): Promise<R[]> {
  if (tx.kind === 'sqlite') {
    tx.counted(1);
    return tx.readRows(sql.sqlite, params) as R[];
  }
  return tx.query<R>(sql.postgres, params);
}
