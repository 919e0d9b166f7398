/**
 * The store: one Kysely instance over SQLite (better-sqlite3, the embedded default) or PostgreSQL
 * (pg), chosen by DATABASE_URL (docs/decisions.md, Storage). Everything dialect-specific lives in src/db/.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import type { Database } from './schema.js';
import type { DialectName } from './dialect.js';
import { registerSqliteDecimalSum } from './decimalSum.js';
import { WalSyncer } from './walSync.js';
import { BACKSTOP_CHECKPOINT_PAGES, WalCheckpointer } from './walCheckpoint.js';
import { SqliteRowLocks } from './rowLocks.js';
import { preparingPool } from './pgPrepared.js';

export type { DialectName };

export interface Store {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** Connections the store can hold at once (SQLite: its one connection). */
  readonly maxConnections: number;
  /** SQLite's one connection, for the batch hot path (src/db/batchTransaction.ts); null on PostgreSQL. */
  readonly sqlite: SqliteHandle | null;
  /** Throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface SqliteHandle {
  readonly connection: SqliteDatabase.Database;
  /** Syncs the write-ahead log off the main thread (walSync.ts); null for an in-memory database. */
  readonly wal: WalSyncer | null;
  /** Checkpoints on a worker thread (walCheckpoint.ts); null for an in-memory database. */
  readonly checkpointer: WalCheckpointer | null;
}

export interface StoreOptions {
  /** PostgreSQL pool size (default POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: how long a query waits for a connection of a busy pool (default POOL_WAIT_MS). */
  poolWaitMs?: number;
  /**
   * SQLite in memory: start from this serialized database (better-sqlite3's `serialize()`) instead
   * of an empty one. The test suite opens each fresh store from one migrated image rather than
   * running every migration again (~150 ms a store).
   */
  sqliteImage?: Buffer;
}

/**
 * PostgreSQL connections per process. Two server processes and the CLI hold 2 x 16 + 2 = 34 of
 * PostgreSQL's default max_connections of 100, leaving room for migrations, psql and a third
 * process. More would not serve a burst faster: the work is CPU- and lock-bound (300 grants and
 * 1,500 events on one wallet took 10.3 s on a pool of 4 and 9.0 s on 16, on a shared 2-core box;
 * test/reliability/poolBurst.test.ts).
 */
export const POOL_SIZE = 16;
/**
 * Opening a new connection: fail fast (then 503 with Retry-After) when the server does not
 * answer, so a dead database is not a hung API.
 */
export const CONNECT_TIMEOUT_MS = 3000;
/**
 * Waiting for a connection while all of the pool's are busy: a burst queues rather than fails.
 * The wait is bounded by what a client would wait for an answer anyway (30 s, the common HTTP
 * client timeout); only past it is the request a 503. A connection that is being opened keeps
 * its own CONNECT_TIMEOUT_MS, so "unreachable" still fails fast while "busy" waits.
 */
export const POOL_WAIT_MS = 30_000;

// int8 (count(*), bigint columns) as JS numbers: every bigint we store is far below 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

export function openStore(url: string, options: StoreOptions = {}): Store {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length), options.sqliteImage);
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  throw new Error(`Unsupported DATABASE_URL: ${url.split(':')[0]}`);
}

function openSqlite(file: string, image: Buffer | undefined): Store {
  const inMemory = file === ':memory:' || file === '';
  if (image && !inMemory) throw new Error('A SQLite image opens only in memory (sqlite::memory:)');
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SqliteDatabase(image ?? (inMemory ? ':memory:' : file));
  if (!inMemory) connection.pragma('journal_mode = WAL');
  // FULL: a commit is fsynced before it returns, so an acknowledged write survives power loss.
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  // 64 MiB of page cache (SQLite's default is 2 MiB): ingest touches index pages all over a store of
  // millions of events (a customer's run of events, a wallet's run of the ledger), and each page not
  // in the cache is a read from the file and a parse per statement (issue 33).
  connection.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  registerSqliteDecimalSum(connection);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }), plugins: [new SqliteRowLocks()] });
  const wal = inMemory ? null : new WalSyncer(`${path.resolve(file)}-wal`);
  // Checkpoints on a worker thread (walCheckpoint.ts); this connection's own only as a backstop.
  let checkpointer: WalCheckpointer | null = null;
  if (!inMemory) {
    connection.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
    checkpointer = new WalCheckpointer(path.resolve(file), (message) => process.emitWarning(`SQLite checkpoint worker: ${message}`));
  }
  return {
    db,
    dialect: 'sqlite',
    maxConnections: 1,
    sqlite: { connection, wal, checkpointer },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await wal?.close();
      await checkpointer?.close();
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_SIZE = 2000;
/** The SQLite connection's page cache, in KiB. */
const PAGE_CACHE_KIB = 65_536;

/**
 * better-sqlite3 compiles a statement on every prepare(); Kysely prepares per query. Reusing
 * the compiled statement for the same SQL text removes that work from every query (SQLite
 * re-prepares a cached statement by itself if the schema changes under it).
 */
function withStatementCache(connection: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = connection.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite transactions begin IMMEDIATE: the write lock is taken at BEGIN, so a second process on
 * the same file (the CLI, another server) waits on busy_timeout instead of failing a transaction
 * that read first and then tried to write (SQLITE_BUSY on lock upgrade).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly dialectConfig: SqliteDialectConfig) {
    super(dialectConfig);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.dialectConfig);
  }
}

/**
 * A pg client that gives up opening its connection after CONNECT_TIMEOUT_MS. pg-pool applies its
 * one `connectionTimeoutMillis` both to waiting in its queue and to opening a connection; here
 * the pool's is the (long) queue wait and each new client keeps the short connect timeout.
 */
class FastConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const own = typeof config === 'string' ? { connectionString: config } : (config ?? {});
    super({ ...own, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function openPostgres(url: string, options: StoreOptions): Store {
  const maxConnections = options.poolSize ?? POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    Client: FastConnectClient,
    // A busy pool queues the query for up to POOL_WAIT_MS; an unreachable server still fails
    // within CONNECT_TIMEOUT_MS (FastConnectClient), so callers answer 503 instead of hanging.
    connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its server emits 'error': on the pool when idle, on the client itself when it
  // is checked out (a query or transaction in flight). Without listeners Node would crash the
  // process; the failure already reaches the caller as the rejected query (-> 503).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    dialect: 'postgres',
    maxConnections,
    sqlite: null,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

const UNAVAILABLE_PG_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_SQLITE_CODES = /^SQLITE_(READONLY|CANTOPEN|IOERR|FULL|BUSY|LOCKED|NOTADB|CORRUPT|PERM)/;

/** True when an error means "the database cannot be reached or cannot write", not a bug. */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_PG_CODES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (UNAVAILABLE_SQLITE_CODES.test(code)) return true;
  }
  const message = error.message;
  return (
    // `timeout expired`: pg's own connect timeout (FastConnectClient), the server not answering.
    /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error|driver has already been destroyed|The database connection is not open/i.test(
      message,
    )
  );
}
