/**
 * Story (issue 33): ingest runs on the test clock as the server read it within the last second
 * (`scopeClock: 'recent'`, so a test-mode request on PostgreSQL costs no read of its own), and
 * loses nothing by it when another node moves the clock meanwhile: the batch reads the clock in
 * its own transaction and runs an event behind it again at the clock's time; an event the stale
 * clock refused as "in the future" is checked again on the clock read afresh.
 *
 * The other node's move is written to test_clocks behind this server's back; `Date` is frozen so
 * the server's read stays within its reuse second for the whole story, whatever the machine's speed.
 *
 * The subscription starts at R = 2026-11-27 09:00; real time is R + 1 h. Compute at $1.00 a minute (100 minor units). Grants:
 *   A $3.00 (300) expiring at R + 2 days, B $5.00 (500) that never expires; a draw takes the
 *   grant expiring first.
 *   1. 1 minute stamped R + 10 min: drawn from A -> A 200, B 500: balance 700. The server now
 *      holds the clock (never moved) in memory.
 *   2. Another node moves the clock to R + 3 days (A has expired there).
 *   3. 1 minute stamped R + 30 min: in the window on either clock, accepted on the stale one; its
 *      batch reads R + 3 days and runs it again there, so it draws B (A is expired):
 *      B 500 -> 400, balance 400 (A's 200 expired). On the stale clock it would have drawn A
 *      (A 100, balance 600): the money this test guards.
 *   4. 1 minute stamped R + 3 days - 1 min: 3 days "in the future" on the stale clock, refused
 *      there, checked again on the clock read afresh: accepted at R + 3 days, B 400 -> 300.
 *   5. A batch of two such events (R + 3 days - 2 min, R + 40 min): both stored, B 300 -> 100.
 *   6. 1 minute stamped R + 1 h - 34 days: inside the stale clock's 35-day window, 37 days back on the
 *      moved clock: 400 VALIDATION_ERROR, nothing stored, balance still 100.
 * The events of steps 3 to 5 record the clock's time as their created_at.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, ingestBody, setupCustomer, setupPlan } from '../support/builders.js';
import { usageFee } from '../billing/story.js';

const R = '2026-11-27T09:00:00.000Z';
/** Real time once the subscription (started at R) is in place. */
const REAL = '2026-11-27T10:00:00.000Z';
const MOVED = '2026-11-30T09:00:00.000Z';

describeEachStore('billing story: ingest on a test clock moved by another node', (kind) => {
  let h: Harness;
  let customerId: string;
  let companyId: string;

  async function ingest(timestamp: string) {
    return h.api.post('/v1/events/ingest', ingestBody(customerId, 'job', { minutes: 1 }, { timestamp }));
  }

  function usd(balances: { currency_code?: string; balance: string }[] | undefined): string | undefined {
    return (balances ?? []).find((b) => b.currency_code === 'usd')?.balance;
  }

  beforeAll(async () => {
    h = await createHarness(kind, { now: R });
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly', currency_code: 'usd' });
    await usageFee(h, plan.id, 'Compute', { event_name: 'job', aggregation: 'sum', property: 'minutes' }, { amount: 100 });
    h.clock.set(R);
    customerId = (await setupCustomer(h.api, { name: 'Ada' })).id;
    const sub = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: plan.id });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    await grant(h.api, sub.body.subscription.id, { name: 'A', amount: '300', currency_code: 'usd', expires_at: '2026-11-29T09:00:00.000Z' });
    await grant(h.api, sub.body.subscription.id, { name: 'B', amount: '500', currency_code: 'usd', expires_at: null });
    const row = await sql<{ company_id: string }>`select company_id from customers where id = ${customerId}`.execute(h.testStore.store.db);
    companyId = (row.rows[0] as { company_id: string }).company_id;
    h.clock.set(REAL);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await h.close();
  });

  it('draws at the moved clock, accepts what it accepts, refuses what it refuses', async () => {
    const first = await ingest('2026-11-27T09:10:00.000Z');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(usd(first.body.customer_balances)).toBe('700');

    // Another node moves the clock: committed, and this server has not seen it.
    await sql`insert into test_clocks (company_id, mode, frozen_at, created_at, updated_at) values (${companyId}, 'test', ${MOVED}, ${R}, ${R})`.execute(h.testStore.store.db);

    const behind = await ingest('2026-11-27T09:30:00.000Z');
    expect(behind.status, JSON.stringify(behind.body)).toBe(200);
    expect(behind.body.status).toBe('inserted');
    expect(usd(behind.body.customer_balances)).toBe('400');

    const ahead = await ingest('2026-11-30T08:59:00.000Z');
    expect(ahead.status, JSON.stringify(ahead.body)).toBe(200);
    expect(usd(ahead.body.customer_balances)).toBe('300');

    const batch = await h.api.post('/v1/events/batch', {
      events: [ingestBody(customerId, 'job', { minutes: 1 }, { timestamp: '2026-11-30T08:58:00.000Z' }), ingestBody(customerId, 'job', { minutes: 1 }, { timestamp: '2026-11-27T09:40:00.000Z' })],
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    const results = batch.body.results as { status: string; customer_balances: { currency_code?: string; balance: string }[] }[];
    expect(results.map((r) => r.status)).toEqual(['inserted', 'inserted']);
    expect(usd(results[1]?.customer_balances ?? [])).toBe('100');

    const tooOld = await ingest('2026-10-24T10:00:00.000Z');
    expect(tooOld.status, JSON.stringify(tooOld.body)).toBe(400);
    expect(tooOld.body.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(tooOld.body)).toContain('35 days');

    const balances = await h.api.get(`/v1/customers/${customerId}/balances`);
    expect(usd(balances.body.balances)).toBe('100');
    const events = await h.api.get(`/v1/events?customer_id=${customerId}`);
    const created = (events.body.events as { timestamp: string; created_at: string }[]).map((e) => [e.timestamp.slice(0, 16), e.created_at]);
    expect(created).toHaveLength(5);
    for (const [timestamp, createdAt] of created) expect(createdAt, String(timestamp)).toBe(timestamp === '2026-11-27T09:10' ? REAL : MOVED);
  });
});
