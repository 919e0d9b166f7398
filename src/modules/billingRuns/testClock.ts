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
 *   node or several, end at the later of the two. On PostgreSQL nothing about the clock lives in
 *   memory (several nodes share it); an SQLite server keeps the clocks it read or moved for a
 *   second (ClockReads below), and its own moves reach that memory in the same step.
 * - Live mode has no test clock: `clockFor` answers the real clock without reading anything.
 */
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { clockNotBefore, type Clock } from '../../clock.js';
import type { DbContext, ScopedDb } from '../../db/context.js';
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
  sqliteClocks.get(db)?.remember(scope.companyId, movedTo);
  return movedTo;
}

/** How long a test clock read from SQLite is reused before it is read again (see ClockReads). */
export const SQLITE_CLOCK_REUSE_MS = 1_000;

/**
 * The test clocks an SQLite server has read, by company. The embedded store is one process's: its
 * clocks move only through moveTestClock on that process's store, which updates this map in the
 * same step, so a request never sees a clock behind a move it could have observed. A read is
 * reused for SQLITE_CLOCK_REUSE_MS and then read again, so a move made by another process on the
 * same file (not a supported deployment, but not a silent one either) is seen within that time.
 *
 * Why: the read was 10-15 us of every test-mode request's main-thread time (p50 in situ, p99 85 us;
 * 11% of the SQLite single-event benchmark's busy time, `BENCH_PROFILE`). PostgreSQL keeps reading
 * every time: several nodes share its clocks, and nothing about them lives in one node's memory.
 */
class ClockReads {
  private readonly known = new Map<string, { frozenAt: Date | null; readAtMs: number }>();

  constructor(private readonly read: (companyId: string) => Date | null) {}

  frozenAt(companyId: string, nowMs: number): Date | null {
    const known = this.known.get(companyId);
    if (known && nowMs - known.readAtMs < SQLITE_CLOCK_REUSE_MS && nowMs >= known.readAtMs) return known.frozenAt;
    const frozenAt = this.read(companyId);
    this.known.set(companyId, { frozenAt, readAtMs: nowMs });
    return frozenAt;
  }

  /** A move on this store: the clock stands at `to` now (moves only go forward). */
  remember(companyId: string, to: Date): void {
    const known = this.known.get(companyId);
    if (known?.frozenAt && known.frozenAt > to) return;
    this.known.set(companyId, { frozenAt: to, readAtMs: known?.readAtMs ?? Date.now() });
  }
}

/** Each SQLite store's ClockReads, by its Kysely instance (the one moveTestClock is given). */
const sqliteClocks = new WeakMap<Kysely<Database>, ClockReads>();

/** The store's ClockReads, made on first use: every ScopeClocks of one store shares it with moveTestClock. */
function sqliteClockReadsOf(db: Kysely<Database>, connection: SqliteDatabase.Database): ClockReads {
  let reads = sqliteClocks.get(db);
  if (!reads) {
    let statement: SqliteDatabase.Statement<[string, string], { frozen_at: string }> | null = null;
    reads = new ClockReads((companyId) => {
      statement ??= connection.prepare<[string, string], { frozen_at: string }>(clockReadSqlOf({ db: db, scope: { companyId, mode: 'test' } }));
      return frozenAtOf(statement.get(companyId, 'test'));
    });
    sqliteClocks.set(db, reads);
  }
  return reads;
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
  private readonly sqliteReads: ClockReads | null;

  constructor(
    private readonly store: Pick<Store, 'db' | 'sqlite'>,
    readonly real: Clock,
  ) {
    this.sqliteReads = store.sqlite ? sqliteClockReadsOf(store.db, store.sqlite.connection) : null;
  }

  async clockFor(scope: Scope): Promise<Clock> {
    if (scope.mode !== 'test') return this.real;
    if (!this.sqliteReads) return clockNotBefore(this.real, await testClockOf({ db: this.store.db, scope }));
    return clockNotBefore(this.real, this.sqliteReads.frozenAt(scope.companyId, Date.now()));
  }
}
