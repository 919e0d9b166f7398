/**
 * Issue 13, item 4: a billing run to an instant leaves every subscription it covers billed
 * through it, whatever else is billing at the same time: another run to another instant, the
 * server's own run (the tick), a transaction holding a subscription. A held subscription is
 * waited for (a few seconds at most); one still held after the wait is named in the answer's
 * `held` with `complete: false`, and calling again bills it. Never a 200 that silently skipped it.
 *
 * The world, by hand: a monthly plan with one $9.00 flat fee in advance. Each subscription starts
 * on January d of 2026 with billing anchor day d, so each period is a whole month of $9.00:
 * invoices on January d, February d and, when d <= 12, March d. Billed to March 12 (+70 days from
 * January 1): 3 invoices for d in 1..12, 2 for d in 13..15. Thirty subscriptions, two per day
 * d = 1..15: 24 x 3 + 6 x 2 = 84 invoices of 900 cents. Each one's next renewal is the first
 * anchor day after March 12: April d for d <= 12, March d for d in 13..15.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runBilling } from '../../src/billing/index.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { billTo, flatFee, invoicesOf, subscriptionOf, type RunCounts } from './story.js';

const NOW = '2026-01-01T00:00:00.000Z';
const PLUS_10 = '2026-01-11T00:00:00.000Z';
const PLUS_70 = '2026-03-12T00:00:00.000Z';
const EARLY_CALLERS = 4;
const DAYS = Array.from({ length: 30 }, (_, i) => 1 + (i % 15));

interface Subscribed {
  id: string;
  day: number;
}

/** The plan of the story, and one subscription per entry of `days` (start January d, anchor day d). */
async function subscribeAll(h: Harness, api: Client, days: readonly number[]): Promise<Subscribed[]> {
  const plan = await setupPlan(api, { invoicing_cadence: 'monthly' });
  await flatFee({ ...h, api }, plan.id, 'Platform', 900);
  const out: Subscribed[] = [];
  for (const day of days) {
    const customer = await setupCustomer(api);
    const start = `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`;
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: start, billing_anchor_day: day });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    out.push({ id: res.body.subscription.id as string, day });
  }
  return out;
}

/** POST /v1/billing/run again and again until it answers complete (as the API tells a caller to). */
async function billUntilComplete(api: Client, asOf: string): Promise<RunCounts[]> {
  const runs: RunCounts[] = [];
  for (let call = 0; call < 20; call++) {
    const run = await billTo(api, asOf);
    runs.push(run);
    if (run.complete) return runs;
  }
  throw new Error(`a run to ${asOf} was not complete after 20 calls: ${JSON.stringify(runs.at(-1))}`);
}

/** Each subscription's invoices, as the story computes them, and its next renewal: the first anchor day after March 12. */
async function expectBilledThroughPlus70(api: Client, subscriptions: readonly Subscribed[]): Promise<void> {
  const problems: string[] = [];
  for (const { id, day } of subscriptions) {
    const totals = (await invoicesOf(api, id)).map((invoice) => invoice.total_cents);
    const expected = day <= 12 ? [900, 900, 900] : [900, 900];
    if (JSON.stringify(totals) !== JSON.stringify(expected)) problems.push(`day ${day} ${id}: invoices ${JSON.stringify(totals)}, expected ${JSON.stringify(expected)}`);
    const renewal = (await subscriptionOf(api, id)).next_renewal_date as string | null;
    const expectedRenewal = `2026-${day <= 12 ? '04' : '03'}-${String(day).padStart(2, '0')}T00:00:00.000Z`;
    if (renewal !== expectedRenewal) problems.push(`day ${day} ${id}: next renewal ${renewal}, expected ${expectedRenewal}`);
  }
  expect(problems).toEqual([]);
}

/** A transaction holding the subscription's row lock (as another engine's step does) until released. */
function holdSubscription(h: Harness, subscriptionId: string): { held: Promise<void>; release: () => Promise<void> } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const holder = h.testStore.store.db.transaction().execute(async (trx) => {
    await trx.selectFrom('subscriptions').select('id').where('id', '=', subscriptionId).forUpdate().execute();
    onHeld();
    await released;
  });
  return {
    held,
    release: async () => {
      release();
      await holder;
    },
  };
}

describeEachStore('billing runs at the same time leave every subscription billed to the later instant', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: NOW });
  });
  afterAll(() => h.close());

  it('two runs at once, to +10 and +70 days, over 30 subscriptions: all 30 billed to +70 (84 invoices of $9.00)', async () => {
    const { api } = await h.newCompany();
    const subscriptions = await subscribeAll(h, api, DAYS);
    // The +70 caller first, then +10 callers a few milliseconds apart: each +10 run (one step a
    // subscription) catches up with the +70 run (up to three) and overtakes it, so the runs meet
    // on the same subscriptions at different points of the list.
    const late = billUntilComplete(api, PLUS_70);
    const earlyCallers: Promise<RunCounts[]>[] = [];
    for (let i = 0; i < EARLY_CALLERS; i++) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      earlyCallers.push(billUntilComplete(api, PLUS_10));
    }
    const earlies = await Promise.all(earlyCallers);
    const lates = await late;
    await expectBilledThroughPlus70(api, subscriptions);
    // Each caller's last answer is complete and names nothing held or failed.
    for (const runs of [...earlies, lates]) expect(runs.at(-1)).toMatchObject({ complete: true, held: [], problems: [] });
    // Together the runs created every invoice but the two January 1 ones the creates made: 84 - 2.
    const created = [...earlies.flat(), ...lates].reduce((n, run) => n + run.invoices_created, 0);
    expect(created).toBe(82);
    // Nothing more is due at +70.
    expect(await billTo(api, PLUS_70)).toMatchObject({ complete: true, steps_taken: 0, invoices_created: 0 });
  });

  it.runIf(kind === 'postgres')('a run waits for a subscription another transaction holds, then bills it (no silent skip)', async () => {
    const { api } = await h.newCompany();
    const subscriptions = await subscribeAll(h, api, [3, 5, 14]);
    const target = subscriptions[1] as Subscribed;
    const hold = holdSubscription(h, target.id);
    await hold.held;
    const running = billTo(api, PLUS_70);
    // The holder keeps it for 300 ms, as a long step would; the run waits, then takes its steps.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await hold.release();
    const run = await running;
    // Days 3 and 5: February and March (2 steps each, after their January start step: 3 each);
    // day 14: start and February (2). 3 + 3 + 2 = 8 steps, one invoice each.
    expect(run).toMatchObject({ complete: true, held: [], problems: [], steps_taken: 8, invoices_created: 8 });
    await expectBilledThroughPlus70(api, subscriptions);
  });

  it.runIf(kind === 'postgres')('a subscription held longer than the wait is named in held with complete: false; the next call bills it', async () => {
    const { company, api } = await h.newCompany();
    const subscriptions = await subscribeAll(h, api, [2, 4]);
    const target = subscriptions[0] as Subscribed;
    const hold = holdSubscription(h, target.id);
    await hold.held;
    let run;
    try {
      run = await runBilling(h.testStore.store, { asOf: new Date(PLUS_70), scope: { companyId: company.id, mode: 'test' }, heldWaitMs: 200 });
    } finally {
      await hold.release();
    }
    // Day 4 billed (start, February, March: 3 steps); day 2 not started, and said so.
    expect(run).toMatchObject({ complete: false, steps_taken: 3, invoices_created: 3, problems: [], stopped_at: null });
    expect(run.held).toHaveLength(1);
    expect(run.held[0]).toMatchObject({ subscription_id: target.id, billed_through: null });
    expect(run.held[0]?.reason).toMatch(/held this subscription for more than 200 ms/);
    // Not a recorded problem: nothing is wrong with it.
    expect((await api.get('/v1/billing/problems')).body.problems).toEqual([]);
    // The caller goes on until complete: day 2's three steps.
    const again = await billUntilComplete(api, PLUS_70);
    expect(again.at(-1)).toMatchObject({ complete: true, held: [] });
    expect(again.reduce((n, r) => n + r.invoices_created, 0)).toBe(3);
    await expectBilledThroughPlus70(api, subscriptions);
  });

  it("the server's tick racing a test-mode run: all 30 subscriptions billed to +70", async () => {
    const { api } = await h.newCompany();
    const subscriptions = await subscribeAll(h, api, DAYS);
    // Real time moves to January 20: the tick has the start step of every subscription to take
    // (and nothing else), while the company's caller bills its test mode to March 12.
    h.clock.set('2026-01-20T00:00:00Z');
    try {
      const [tick, runs] = await Promise.all([runBilling(h.testStore.store, { asOf: h.clock.now(), maxStepsPerSubscription: 200 }), billUntilComplete(api, PLUS_70)]);
      await expectBilledThroughPlus70(api, subscriptions);
      expect(tick.problems).toEqual([]);
      expect(runs.at(-1)).toMatchObject({ complete: true, held: [], problems: [] });
    } finally {
      h.clock.set(NOW);
    }
  });
});
