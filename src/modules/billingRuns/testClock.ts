/**
 * Test clocks, one per company for its test mode (docs/decisions.md, Test clocks, like Stripe's test
 * clocks). `POST /v1/billing/run { as_of }` moves the company's clock to `as_of`; from then on the
 * company's test mode lives at the later of that instant and real time (src/clock.ts): every
 * read and write of that company in test mode (API, hosted pages, ingest, paid_at, created_at of
 * new rows) sees the same "now", and it never runs backwards.
 *
 * Decisions:
 * - The clock only moves forward. An `as_of` at or before it still runs the engine up to `as_of`
 *   (nothing new is due there once the clock has passed it) and leaves the clock where it is.
 * - Moving the clock is one upsert that keeps the later instant, so two concurrent moves, on one
 *   node or several, end at the later of the two. A server keeps the clocks it read or moved for a
 *   second (ClockReads below), and its own moves reach that memory in the same step. SQLite
 *   answers every request from it; PostgreSQL, whose clocks several nodes share, only ingest,
 *   whose batch checks each event's time against the clock read in its own transaction.
 * - Live mode has no test clock: `clockFor` answers the real clock without reading anything.
 */
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { clockNotBefore, type Clock } from '../../clock.js';
import type { BatchTx } from '../../db/batchTransaction.js';
import type { DbContext, ScopedDb } from '../../db/context.js';
import { selectRows } from '../../db/multiRow.js';
import { preparePg } from '../../db/pgPrepared.js';
import type { Database } from '../../db/schema.js';
import { inScope, type Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { toIso } from '../../time.js';

/** The SQL of the clock's read, built by Kysely once per store (it is read on every test-mode request). */
const clockReadSql = new WeakMap<Kysely<Database>, string>();

/** The clock's read: the scope filter's SQL is the same for every scope; only its two parameters change. */
function clockReadSqlOf(ctx: ScopedDb): string {
  const { db, scope } = ctx;
  let sqlText = clockReadSql.get(db);
  if (sqlText === undefined) {
    // Run on every test-mode request: a named statement on PostgreSQL, parsed once per connection.
    sqlText = preparePg(db.selectFrom('test_clocks').select('frozen_at').where(inScope(scope)).compile().sql);
    clockReadSql.set(db, sqlText);
  }
  return sqlText;
}

function frozenAtOf(row: { frozen_at: string } | undefined): Date | null {
  return row ? new Date(row.frozen_at) : null;
}

/** The instant the scope's test clock was moved to; null for live mode or a clock never moved. */
export async function testClockOf(ctx: ScopedDb): Promise<Date | null> {
  const { db, scope } = ctx;
  if (scope.mode !== 'test') return null;
  const { rows } = await db.executeQuery<{ frozen_at: string }>(CompiledQuery.raw(clockReadSqlOf({ db, scope }), [scope.companyId, scope.mode]));
  return frozenAtOf(rows[0]);
}

const CLOCK_IN_BATCH = {
  sqlite: "select frozen_at from test_clocks where company_id = ? and mode = 'test'",
  postgres: "select frozen_at from test_clocks where company_id = $1 and mode = 'test'",
};

/** The scope's test clock read in a batch's transaction (null for live mode or a clock never moved). */
export async function testClockInBatch(tx: BatchTx, scope: Scope): Promise<Date | null> {
  if (scope.mode !== 'test') return null;
  return frozenAtOf((await selectRows<{ frozen_at: string }>(tx, CLOCK_IN_BATCH, [scope.companyId]))[0]);
}

/**
 * Every test mode whose test clock stands ahead of `real`, and where: those scopes live at their
 * clock, not at real time (the billing tick runs each at its own time). Read from the store on both
 * kinds (once per tick, not per request).
 */
export async function testClocksAhead(db: Kysely<Database>, real: Date): Promise<{ scope: Scope; at: Date }[]> {
  const rows = await db
    .selectFrom('test_clocks')
    .select(['company_id', 'frozen_at'])
    .where('mode', '=', 'test')
    .where('frozen_at', '>', toIso(real))
    .orderBy('company_id')
    .execute();
  return rows.map((row) => ({ scope: { companyId: row.company_id, mode: 'test' }, at: new Date(row.frozen_at) }));
}

/** Moves the scope's test clock forward to `to` (never back), one statement on `ctx.db` recorded at `ctx.now`; returns where it stands. */
export async function moveTestClock(ctx: DbContext, to: Date): Promise<Date> {
  const { db, scope, now } = ctx;
  if (scope.mode !== 'test') throw new Error('Only test mode has a test clock');
  const toText = toIso(to);
  const nowText = toIso(now);
  await db
    .insertInto('test_clocks')
    .values({ company_id: scope.companyId, mode: scope.mode, frozen_at: toText, created_at: nowText, updated_at: nowText })
    .onConflict((oc) =>
      oc.columns(['company_id', 'mode']).doUpdateSet({
        // ISO 8601 UTC text with milliseconds sorts as time does.
        frozen_at: sql<string>`case when excluded.frozen_at > test_clocks.frozen_at then excluded.frozen_at else test_clocks.frozen_at end`,
        updated_at: nowText,
      }),
    )
    .execute();
  const movedTo = (await testClockOf({ db, scope })) ?? to;
  clockReads.get(db)?.remember(scope.companyId, movedTo);
  return movedTo;
}

/** How long a test clock read is reused before it is read again (see ClockReads). */
export const CLOCK_REUSE_MS = 1_000;

/**
 * The test clocks a server has read, by company, each reused for CLOCK_REUSE_MS. Moves made
 * through moveTestClock on this server reach it in the same step, so a request never sees a clock
 * behind a move it could have observed from this server; a move made elsewhere (another node on
 * PostgreSQL, another process on the SQLite file) is seen within the reuse time.
 *
 * Who answers from it:
 * - SQLite, every request: the embedded store is one process's, and the read was 10-15 us of every
 *   test-mode request's main-thread time (p50 in situ, p99 85 us; 11% of the SQLite single-event
 *   benchmark's busy time, `BENCH_PROFILE`).
 * - PostgreSQL, only routes that check the clock again where it matters (`recentClockFor`): ingest,
 *   whose batch reads the clock in its own transaction and sends back every event whose time is
 *   behind it (src/modules/ingest/pipeline/ingestBatch.ts). Every other request reads it afresh:
 *   several nodes share the clocks.
 */
class ClockReads {
  private readonly known = new Map<string, { frozenAt: Date | null; readAtMs: number }>();

  /** The clock as read within the reuse time; undefined when it must be read. */
  recent(companyId: string, nowMs: number): Date | null | undefined {
    const known = this.known.get(companyId);
    if (known && nowMs - known.readAtMs < CLOCK_REUSE_MS && nowMs >= known.readAtMs) return known.frozenAt;
    return undefined;
  }

  /** A read of the store begun at `readAtMs` (a move seen meanwhile stands: clocks only go forward). */
  learn(companyId: string, frozenAt: Date | null, readAtMs: number): void {
    const known = this.known.get(companyId);
    const later = known?.frozenAt && (frozenAt === null || known.frozenAt > frozenAt) ? known.frozenAt : frozenAt;
    this.known.set(companyId, { frozenAt: later, readAtMs });
  }

  /** A move on this store: the clock stands at `to` now (moves only go forward). */
  remember(companyId: string, to: Date): void {
    const known = this.known.get(companyId);
    if (known?.frozenAt && known.frozenAt > to) return;
    this.known.set(companyId, { frozenAt: to, readAtMs: known?.readAtMs ?? Date.now() });
  }
}

/** Each store's ClockReads, by its Kysely instance (the one moveTestClock is given). */
const clockReads = new WeakMap<Kysely<Database>, ClockReads>();

/** The store's ClockReads, made on first use: every ScopeClocks of one store shares it with moveTestClock. */
function clockReadsOf(db: Kysely<Database>): ClockReads {
  let reads = clockReads.get(db);
  if (!reads) {
    reads = new ClockReads();
    clockReads.set(db, reads);
  }
  return reads;
}

/** The clock's read on the SQLite connection itself, synchronous (the same SQL, prepared once). */
function sqliteClockRead(db: Kysely<Database>, connection: SqliteDatabase.Database): (companyId: string) => Date | null {
  let statement: SqliteDatabase.Statement<[string, string], { frozen_at: string }> | null = null;
  return (companyId) => {
    statement ??= connection.prepare<[string, string], { frozen_at: string }>(clockReadSqlOf({ db, scope: { companyId, mode: 'test' } }));
    return frozenAtOf(statement.get(companyId, 'test'));
  };
}

/**
 * Answers "what time is it for this scope": real time, held at least at the scope's test clock.
 *
 * On SQLite the clock is read straight from the connection, synchronously (the same SQL,
 * prepared once). Through Kysely the read waited for the store's one connection, held by the
 * ingest batch running at the time: every test-mode request waited out a whole batch before it
 * was even parsed. A read in WAL mode needs no lock; on the connection a batch holds, it sees that
 * batch's writes, none of which are to test_clocks (a clock moves in its own transaction).
 */
export class ScopeClocks {
  private readonly reads: ClockReads;
  private readonly sqliteRead: ((companyId: string) => Date | null) | null;

  constructor(
    private readonly store: Pick<Store, 'db' | 'sqlite'>,
    readonly real: Clock,
  ) {
    this.reads = clockReadsOf(store.db);
    this.sqliteRead = store.sqlite ? sqliteClockRead(store.db, store.sqlite.connection) : null;
  }

  /** The scope's time, exact: on PostgreSQL read from the store every time; SQLite's is its recent one. */
  clockFor(scope: Scope): Clock | Promise<Clock> {
    if (scope.mode !== 'test') return this.real;
    if (this.sqliteRead) return this.recentClockFor(scope);
    const readAtMs = Date.now();
    return testClockOf({ db: this.store.db, scope }).then((frozenAt) => {
      this.reads.learn(scope.companyId, frozenAt, readAtMs);
      return clockNotBefore(this.real, frozenAt);
    });
  }

  /**
   * The scope's time as this server read it within CLOCK_REUSE_MS, for a route that checks the
   * clock again where it matters (ingest): on PostgreSQL a move made on another node may not be
   * seen yet. Synchronous when the clock is known, and always on SQLite.
   */
  recentClockFor(scope: Scope): Clock | Promise<Clock> {
    if (scope.mode !== 'test') return this.real;
    const nowMs = Date.now();
    let frozenAt = this.reads.recent(scope.companyId, nowMs);
    if (frozenAt === undefined) {
      if (!this.sqliteRead) return this.clockFor(scope);
      frozenAt = this.sqliteRead(scope.companyId);
      this.reads.learn(scope.companyId, frozenAt, nowMs);
    }
    return clockNotBefore(this.real, frozenAt);
  }
}
