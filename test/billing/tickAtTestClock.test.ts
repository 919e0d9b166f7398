/**
 * Story (issue 26, item 5): the server's background tick bills a company's test mode at its test
 * clock, not at real time; live mode at real time.
 *
 * Real time stands at 27 Nov 2026 09:00 UTC throughout. Acme moves its test clock (POST
 * /v1/billing/run) to 27 Dec 2026, subscribes a customer to "Usage" (Compute at $1.00 a minute,
 * nothing else), moves the clock to 30 Dec and cancels (the subscription ends 27-30 Dec), then
 * moves the clock to 26 Jan 2027. There:
 *   - a 3-minute job stamped 29 Dec arrives (late usage after the end): 3 x $1.00 = $3.00, which
 *     the tick invoices on its own (the late-usage pass);
 *   - a second customer subscribes to "Seat" ($20.00 a month in advance) backdated to 26 Dec
 *     (anchor day 26): the create invoices 26 Dec - 26 Jan ($20.00); the boundary of 26 Jan is due
 *     at the test clock and the tick bills it: 26 Jan - 26 Feb, $20.00.
 * Both invoices the tick issues carry created_at = finalized_at = 26 Jan 2027 and due_date =
 * finalized_at + days_until_due, never 27 Nov 2026 (before: the tick ran every company at real
 * time, so the late usage was invoiced stamped 27 Nov and the renewal was never billed).
 * Live mode: a "Seat" subscription backdated to 27 Oct 2026 gets its 27 Nov renewal from the
 * tick ($20.00), created at real time, and nothing after it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { billingEngineJob } from '../../src/jobs.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupPlan } from '../support/builders.js';
import { billTo, flatFee, iso, usageFee } from './story.js';
import type { FastifyBaseLogger } from 'fastify';

const REAL_NOW = '2026-11-27T09:00:00.000Z';
const TEST_CLOCK = '2027-01-26T00:00:00.000Z';
const DAY_MS = 86_400_000;

interface InvoiceBody {
  id: string;
  status: string;
  total_cents: number;
  period_start: string | null;
  period_end: string | null;
  created_at: string;
  finalized_at: string | null;
  due_date: string | null;
  days_until_due: number | null;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

async function invoices(api: Client, subscriptionId: string): Promise<InvoiceBody[]> {
  const res = await api.get('/v1/invoices', { subscription_id: subscriptionId, limit: '100' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...(res.body.invoices as InvoiceBody[])].sort((a, b) => a.created_at.localeCompare(b.created_at) || (a.period_start ?? '').localeCompare(b.period_start ?? ''));
}

async function subscribe(api: Client, planId: string, startDate?: string): Promise<{ customerId: string; subscriptionId: string }> {
  const customerId = (await setupCustomer(api)).id;
  const res = await api.post('/v1/subscriptions', { customer_id: customerId, plan_id: planId, ...(startDate ? { start_date: startDate } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { customerId, subscriptionId: res.body.subscription.id };
}

describeEachStore('billing story: the background tick bills test mode at the test clock', (kind) => {
  let h: Harness;
  let ended: { customerId: string; subscriptionId: string };
  let seat: { customerId: string; subscriptionId: string };
  let liveSeat: { customerId: string; subscriptionId: string };

  beforeAll(async () => {
    h = await createHarness(kind, { now: REAL_NOW, company: { name: 'Acme' } });
    const usage = await setupPlan(h.api, { name: 'Usage', invoicing_cadence: 'monthly', currency_code: 'usd' });
    await usageFee(h, usage.id, 'Compute', { event_name: 'job', aggregation: 'sum', property: 'minutes' }, { amount: 100 });
    const seatPlan = await setupPlan(h.api, { name: 'Seat', invoicing_cadence: 'monthly', currency_code: 'usd' });
    await flatFee(h, seatPlan.id, 'Seat', 2000);
    h.clock.set(REAL_NOW);

    await billTo(h.api, '2026-12-27T00:00:00Z');
    ended = await subscribe(h.api, usage.id);
    await billTo(h.api, '2026-12-30T00:00:00Z');
    const cancel = await h.api.post(`/v1/subscriptions/${ended.subscriptionId}`, { status: 'canceled' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.subscription.canceled_at).toBe(iso('2026-12-30T00:00:00Z'));
    await billTo(h.api, TEST_CLOCK);

    const late = await h.api.post('/v1/events/ingest', ingestBody(ended.customerId, 'job', { minutes: 3 }, { timestamp: '2026-12-29T12:00:00Z' }));
    expect(late.body.status, JSON.stringify(late.body)).toBe('inserted');
    seat = await subscribe(h.api, seatPlan.id, '2026-12-26T00:00:00Z');

    const livePlan = await setupPlan(h.live, { name: 'Seat', invoicing_cadence: 'monthly', currency_code: 'usd' });
    await flatFee({ ...h, api: h.live }, livePlan.id, 'Seat', 2000);
    h.clock.set(REAL_NOW);
    liveSeat = await subscribe(h.live, livePlan.id, '2026-10-27T00:00:00Z');
  });
  afterAll(() => h.close());

  it('issues test-mode invoices at the test clock and bills up to it; live mode at real time', async () => {
    const before = { ended: (await invoices(h.api, ended.subscriptionId)).length, seat: await invoices(h.api, seat.subscriptionId) };
    expect(before.seat.map((i) => [i.period_start, i.total_cents])).toEqual([[iso('2026-12-26T00:00:00Z'), 2000]]);

    const stop = await billingEngineJob.start({ store: h.testStore.store, config: { ...h.config, billingTickSeconds: 1 }, clock: h.clock }, silent);
    const deadline = Date.now() + 8000;
    const done = async () =>
      (await invoices(h.api, ended.subscriptionId)).length > before.ended &&
      (await invoices(h.api, seat.subscriptionId)).length > 1 &&
      (await invoices(h.live, liveSeat.subscriptionId)).length > 1;
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await (stop as () => Promise<void>)();

    const lateInvoice = (await invoices(h.api, ended.subscriptionId)).slice(before.ended);
    // 3 minutes x $1.00 = $3.00, invoiced at the test clock.
    expect(lateInvoice.map((i) => [i.total_cents, i.created_at, i.finalized_at])).toEqual([[300, TEST_CLOCK, TEST_CLOCK]]);
    const renewal = (await invoices(h.api, seat.subscriptionId)).slice(1);
    // The boundary of 26 Jan, due at the test clock: 26 Jan - 26 Feb, $20.00.
    expect(renewal.map((i) => [i.period_start, i.period_end, i.total_cents, i.created_at, i.finalized_at])).toEqual([
      [TEST_CLOCK, iso('2027-02-26T00:00:00Z'), 2000, TEST_CLOCK, TEST_CLOCK],
    ]);
    for (const invoice of [...lateInvoice, ...renewal]) {
      expect(invoice.due_date).toBe(new Date(Date.parse(TEST_CLOCK) + (invoice.days_until_due ?? 0) * DAY_MS).toISOString());
    }

    // Live: the 27 Nov boundary at real time, nothing beyond it.
    const live = await invoices(h.live, liveSeat.subscriptionId);
    expect(live.map((i) => [i.period_start, i.total_cents, i.created_at])).toEqual([
      [iso('2026-10-27T00:00:00Z'), 2000, REAL_NOW],
      [iso('2026-11-27T00:00:00Z'), 2000, REAL_NOW],
    ]);
  });
});
