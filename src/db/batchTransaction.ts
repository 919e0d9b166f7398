/**
 * The transaction a set-based batch runs in (ingest's hot path), closer to the driver than Kysely:
 *
 * - SQLite: the store's one better-sqlite3 connection, held through Kysely's connection lock so no
 *   other query interleaves; statements are prepared once and run synchronously (no promise per
 *   statement). `BEGIN IMMEDIATE` takes the write lock up front, like every other transaction.
 *   The commit does not fsync on the main thread: `durable` resolves once the write-ahead log is
 *   synced off it (walSync.ts), and callers answer only then.
 * - PostgreSQL: a Kysely transaction on a pooled connection; each statement is one round trip, so
 *   callers send multi-row statements (`unnest` arrays). A deadlock or serialization failure
 *   retries the whole batch (nothing of it was committed).
 *
 * Both count the statements they run (BEGIN and COMMIT included), for the benchmark's
 * statements-per-event figure and `/metrics`.
 */
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { preparePg } from './pgPrepared.js';
import type { SqliteHandle, Store } from './store.js';
import { txContext, type TxContext } from './context.js';
import type { Scope } from './scope.js';

export interface StatementCounter {
  statements: number;
}

export interface SqliteBatchTx {
  readonly kind: 'sqlite';
  /** Kysely on the same connection, for the rare reads that are not on the hot path. */
  readonly kysely: Kysely<Database>;
  /** A statement prepared once per connection and SQL text; count each run with `counted`. */
  prepare(sqlText: string): SqliteDatabase.Statement;
  /** The rows a read answers, as objects keyed by column (prepared once; see rowReader). */
  readRows(sqlText: string, params: readonly unknown[]): Record<string, unknown>[];
  counted(runs: number): void;
}

export interface PostgresBatchTx {
  readonly kind: 'postgres';
  readonly kysely: Transaction<Database>;
  /** One statement, one round trip. */
  query<R>(sqlText: string, params: readonly unknown[]): Promise<R[]>;
}

export type BatchTx = SqliteBatchTx | PostgresBatchTx;

/** What is made once per connection and SQL text (statements, row readers), made on first use. */
function cachedPerText<T>(
  byConnection: WeakMap<SqliteDatabase.Database, Map<string, T>>,
  connection: SqliteDatabase.Database,
  make: (sqlText: string) => T,
): (sqlText: string) => T {
  let cache = byConnection.get(connection);
  if (!cache) {
    cache = new Map();
    byConnection.set(connection, cache);
  }
  const made = cache;
  return (sqlText) => {
    let value = made.get(sqlText);
    if (value === undefined) {
      value = make(sqlText);
      made.set(sqlText, value);
    }
    return value;
  };
}

const preparedByConnection = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

function preparer(connection: SqliteDatabase.Database): (sqlText: string) => SqliteDatabase.Statement {
  return cachedPerText(preparedByConnection, connection, (sqlText) => connection.prepare(sqlText));
}

interface RowReader {
  statement: SqliteDatabase.Statement;
  named: (values: unknown[]) => Record<string, unknown>;
}

const readersByConnection = new WeakMap<SqliteDatabase.Database, Map<string, RowReader>>();

/**
 * A function that names one row's values by `columns`: one object literal with every column, a
 * plain object of one shape made in one allocation. An object built up from `{}` one property at
 * a time outgrows its few in-object slots and copies its property store as it grows (several
 * times for a grant's 21 columns). The function's code is made from the statement's own column
 * names (our SQL, never input), each quoted as a JSON string.
 */
function rowShape(columns: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  const properties = columns.map((column, index) => `${JSON.stringify(column)}: values[${index}]`).join(', ');
  return new Function('values', `return { ${properties} };`) as (values: unknown[]) => Record<string, unknown>;
}

/**
 * Reads rows as arrays and names their columns here: better-sqlite3 builds each row object one
 * property at a time in C++, which cost twice the time of the read itself for the hot path's
 * wide rows (wallets, grants, subscriptions: 20 rows of a grant read took 160-240 us as objects,
 * 85 us as arrays named in JavaScript, measured on a 100,000-event bench store).
 */
function rowReader(connection: SqliteDatabase.Database): (sqlText: string, params: readonly unknown[]) => Record<string, unknown>[] {
  const readerOf = cachedPerText(readersByConnection, connection, (sqlText) => {
    const statement = connection.prepare(sqlText).raw(true);
    return { statement, named: rowShape(statement.columns().map((column) => column.name)) };
  });
  return (sqlText, params) => {
    const { statement, named } = readerOf(sqlText);
    const rows = statement.all(params) as unknown[][];
    const out = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) out[r] = named(rows[r] as unknown[]);
    return out;
  };
}

const RETRYABLE_PG_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

export interface BatchCommit<T> {
  value: T;
  /** Resolves when the commit is on stable storage: answer nothing before. */
  durable: Promise<void>;
}

const DURABLE = Promise.resolve();

/**
 * Runs `work` in one transaction and commits it; `counter` gains every statement run. `items`: how
 * many items (events) the commit carries, when it is ingest's: on SQLite it sets the checkpoint
 * worker's pace (walCheckpoint.ts, BULK_CHECKPOINT_EVERY_MS).
 */
export async function runBatchTransaction<T>(store: Store, counter: StatementCounter, work: (tx: BatchTx) => Promise<T>, items?: number): Promise<BatchCommit<T>> {
  if (store.sqlite) {
    const commit = await runSqlite(store, store.sqlite, counter, work);
    if (items !== undefined) store.sqlite.checkpointer?.noteCommit(items);
    return commit;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      // PostgreSQL's COMMIT returns after its WAL flush (synchronous_commit on).
      return { value: await runPostgres(store, counter, work), durable: DURABLE };
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/** Carries `runRolledBack`'s value out of the transaction it rolls back; never leaves this file. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/**
 * Runs `work` in one batch transaction and rolls it back whatever it did, answering its value:
 * work that decides as a write would, with the same reads and locks, and stores nothing (a
 * check before the work, an event ingested again to find the stored one).
 */
export async function runRolledBack<T>(store: Store, work: (tx: BatchTx) => Promise<T>): Promise<T> {
  try {
    await runBatchTransaction(store, { statements: 0 }, async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('A rolled-back transaction committed');
}

async function runSqlite<T>(store: Store, sqlite: SqliteHandle, counter: StatementCounter, work: (tx: BatchTx) => Promise<T>): Promise<BatchCommit<T>> {
  const { connection, wal, checkpointer } = sqlite;
  const prepare = preparer(connection);
  const readRows = rowReader(connection);
  // A long log first gets one checkpoint pass, so this batch's BEGIN starts it over (walCheckpoint.ts).
  await checkpointer?.catchUp();
  const value = await store.db.connection().execute(async (kysely) => {
    const tx: SqliteBatchTx = {
      kind: 'sqlite',
      kysely,
      prepare,
      readRows,
      counted(runs) {
        counter.statements += runs;
      },
    };
    // Only this transaction's commit skips the fsync; every other write keeps FULL.
    if (wal) prepare('pragma synchronous = NORMAL').run();
    try {
      prepare('begin immediate').run();
      counter.statements += 1;
      try {
        const result = await work(tx);
        prepare('commit').run();
        counter.statements += 1;
        return result;
      } catch (error) {
        if (connection.inTransaction) prepare('rollback').run();
        throw error;
      }
    } finally {
      if (wal) prepare('pragma synchronous = FULL').run();
    }
  });
  return { value, durable: wal ? wal.sync() : DURABLE };
}

async function runPostgres<T>(store: Store, counter: StatementCounter, work: (tx: BatchTx) => Promise<T>): Promise<T> {
  counter.statements += 2; // BEGIN and COMMIT (or ROLLBACK)
  return store.db.transaction().execute(async (trx) => {
    const tx: PostgresBatchTx = {
      kind: 'postgres',
      kysely: trx,
      async query<R>(sqlText: string, params: readonly unknown[]) {
        counter.statements += 1;
        // A batch's statements are few texts run many times: prepared once per connection.
        const result = await trx.executeQuery<R>(CompiledQuery.raw(preparePg(sqlText), [...params]));
        return [...result.rows];
      },
    };
    // Every statement of a batch looks rows up by key. With statistics that call wallets or
    // grants small, the planner scanned them whole for the wallet locks and the balance updates,
    // and a scan's cost grows with the dead rows those updates leave until a vacuum: p99 101-109
    // ms against 47-49 ms with index scans only (npm run bench, PostgreSQL single-event leg).
    counter.statements += 1;
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off', []));
    return work(tx);
  });
}

/**
 * The TxContext of work joined to a batch transaction (a reservation captured with its event):
 * on PostgreSQL its Kysely transaction; on SQLite the Kysely bound to the batch's connection,
 * whose statements run inside the batch's `BEGIN IMMEDIATE`. Such work must not open a
 * transaction of its own (Kysely's `transaction()`), which a Kysely `Transaction` forbids anyway.
 */
export function batchTxContext(tx: BatchTx, scope: Scope, now: Date): TxContext {
  const trx = tx.kind === 'postgres' ? tx.kysely : (tx.kysely as unknown as Transaction<Database>);
  return txContext(trx, scope, now);
}
