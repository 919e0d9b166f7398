/**
 * ScopeClocks answers a scope's time: real time in live mode, held at the company's test clock in
 * test mode. On SQLite the clock a server has read is reused (CLOCK_REUSE_MS): a move through
 * moveTestClock is seen by the very next request all the same, and a write the process did not make
 * (another process on the same file) within the reuse time. PostgreSQL reads it every time, except
 * for the routes that ask for the recent clock (ingest), which it answers as SQLite does.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { dbContext } from '../../src/db/context.js';
import { moveTestClock, ScopeClocks } from '../../src/modules/billingRuns/index.js';
import { CLOCK_REUSE_MS } from '../../src/modules/billingRuns/testClock.js';
import { createCompany } from '../../src/modules/platform/index.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';

const REAL_NOW = new Date('2026-11-25T09:00:00.000Z');

describeEachStore('a scope\'s clock', (kind) => {
  let t: TestStore;
  let companyId: string;
  const real = new FixedClock(REAL_NOW);

  beforeAll(async () => {
    t = await createTestStore(kind);
    companyId = (await createCompany(t.store.db, real, { name: 'Acme AI' })).id;
  });
  afterAll(() => t.drop());
  afterEach(() => vi.useRealTimers());

  const test = () => ({ companyId, mode: 'test' as const });
  const live = () => ({ companyId, mode: 'live' as const });

  it('is real time in both modes until the test clock moves, then test mode lives at the clock', async () => {
    const clocks = new ScopeClocks(t.store, real);
    expect((await clocks.clockFor(test())).now()).toEqual(REAL_NOW);

    const december = new Date('2026-12-01T00:00:00.000Z');
    await moveTestClock(dbContext(t.store.db, test(), REAL_NOW), december);
    // The next request sees the move, though the clock was read (and, on SQLite, kept) just before.
    expect((await clocks.clockFor(test())).now()).toEqual(december);
    expect((await clocks.clockFor(live())).now()).toEqual(REAL_NOW);

    // A move back is no move: the clock stays on December 1.
    await moveTestClock(dbContext(t.store.db, test(), REAL_NOW), new Date('2026-11-28T00:00:00.000Z'));
    expect((await clocks.clockFor(test())).now()).toEqual(december);
  });

  it('sees a move it did not make within the reuse time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const clocks = new ScopeClocks(t.store, real);
    const before = (await clocks.clockFor(test())).now();

    // Written behind moveTestClock's back, as another process on the same file would.
    const january = '2027-01-01T00:00:00.000Z';
    await sql`update test_clocks set frozen_at = ${january} where company_id = ${companyId} and mode = 'test'`.execute(t.store.db);

    const seenAtOnce = (await clocks.clockFor(test())).now();
    vi.setSystemTime(Date.now() + CLOCK_REUSE_MS);
    const seenLater = (await clocks.clockFor(test())).now();

    expect(seenLater.toISOString()).toBe(january);
    // PostgreSQL reads every time; SQLite may answer from what it read within the reuse time.
    expect(seenAtOnce.toISOString()).toBe(kind === 'postgres' ? january : before.toISOString());
  });

  it('answers the recent clock from memory on both stores, a move of its own at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const clocks = new ScopeClocks(t.store, real);
    const before = (await clocks.recentClockFor(test())).now();
    const february = '2027-02-01T00:00:00.000Z';
    await sql`update test_clocks set frozen_at = ${february} where company_id = ${companyId} and mode = 'test'`.execute(t.store.db);
    // Known in memory: answered without a promise, at the clock as read.
    const recent = clocks.recentClockFor(test());
    expect(recent).not.toBeInstanceOf(Promise);
    expect((await recent).now()).toEqual(before);
    // The exact clock sees the other node's move, and teaches the recent one.
    expect((await clocks.clockFor(test())).now().toISOString()).toBe(kind === 'postgres' ? february : before.toISOString());
    vi.setSystemTime(Date.now() + CLOCK_REUSE_MS);
    expect((await clocks.recentClockFor(test())).now().toISOString()).toBe(february);
    // A move through moveTestClock reaches the recent clock in the same step.
    const march = new Date('2027-03-01T00:00:00.000Z');
    await moveTestClock(dbContext(t.store.db, test(), REAL_NOW), march);
    expect((await clocks.recentClockFor(test())).now()).toEqual(march);
  });
});
