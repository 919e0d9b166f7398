/**
 * Stories (issue 31, item 4): credit rollover. Monthly usd plans billing Compute at $1.00 a minute,
 * each with a $40.00 monthly credit-grant policy expiring after 1 month (at the next boundary), so
 * every allowance expires at the very instant its period closes. Subscriptions start January 1,
 * 2026 (anchor day 1, UTC).
 *
 * Plan A rolls over at most $15.00 and at most 50% ($20.00): the amount cap binds. By hand:
 *   - January: 10 minutes draw $10.00; $30.00 is left when the allowance expires on February 1.
 *   - February 1, the period closes at the expiry: January's invoice is 10 x $1.00 paid by $10.00
 *     of prepaid credit ($0.00 due); the $30.00 expire and min($30.00, $15.00, $20.00) = $15.00 is
 *     granted again as "Rollover of Monthly credit grant", expiring one boundary later (March 1);
 *     February's $40.00 arrive. Balance $55.00: nothing lost beyond the cap, nothing doubled.
 *     Ledger: +4,000 grant, -1,000 usage, -3,000 expiry, +1,500 rollover grant, +4,000 grant.
 *   - February 10: 5 minutes draw $5.00 from the rollover grant first (it expires with February's
 *     allowance and never rolls again): $10.00 left of it, February's $40.00 untouched.
 *   - March 1: the rollover grant expires with $10.00 left and does not roll over again;
 *     February's $40.00, unused, roll over capped at $15.00 (until April 1); March's $40.00
 *     arrive. Balance $55.00.
 * Plan B rolls over at most $30.00 and at most 25% ($10.00), for 2 weeks: the percent cap binds.
 *   - January: no usage. February 1: $40.00 expire, min($40.00, $30.00, $10.00) = $10.00 roll
 *     over until February 15; balance $50.00.
 *   - February 15: the rollover grant expires, unused, and nothing rolls again: balance $40.00.
 * Whoever records the expiry, nothing changes: a customer on plan A whose first February event
 * (5 minutes at 00:05) arrives before the billing run has the expiry and the rollover written by
 * ingest, the event drawing $5.00 of the $15.00 rollover; the run then finds nothing left to
 * expire. Two runs at once, and any run again, change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupPlan } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, invoicesOf, iso, usageFee } from '../billing/story.js';

interface GrantBody {
  name: string;
  amount: string;
  balance: string;
  expires_at: string | null;
  customer_id: string;
}

const usd = (balance: string) => [{ balance, account_type: 'currency', currency_code: 'usd' }];

describeEachStore('pricing story: unused allowances roll over, capped, once', (kind) => {
  let h: Harness;
  let planA: string;
  let planB: string;
  const customers: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
  const subscriptions: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

  async function planWith(name: string, rollover: Record<string, unknown>): Promise<string> {
    const plan = await setupPlan(h.api, { name, currency_code: 'usd', invoicing_cadence: 'monthly' });
    await usageFee(h, plan.id, 'Compute', { event_name: 'job', aggregation: 'sum', property: 'minutes' }, { amount: 100 });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, {
      currency_code: 'usd',
      amount: 4000,
      cadence: 'monthly',
      expiration_interval_count: 1,
      expiration_interval_unit: 'month',
      rollover,
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    return plan.id;
  }

  /** The customer's grants as [name, amount, balance, expires_at], by expiry then name. */
  async function grantsOf(customerId: string): Promise<[string, string, string, string | null][]> {
    const res = await h.api.get(`/v1/customers/${customerId}/credit-grants`, { limit: '100' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = (res.body.credit_grants as GrantBody[]).map((g): [string, string, string, string | null] => [g.name, g.amount, g.balance, g.expires_at]);
    return rows.sort((x, y) => String(x[3]).localeCompare(String(y[3])) || x[0].localeCompare(y[0]));
  }

  /** The customer's ledger in order, as [kind, amount, grant name]. */
  async function ledgerOf(customerId: string): Promise<[string, string, string | null][]> {
    const rows = await h.testStore.store.db
      .selectFrom('ledger_entries as l')
      .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
      .leftJoin('credit_grants as g', 'g.id', 'l.grant_id')
      .select(['l.kind', 'l.amount', 'g.name'])
      .where('w.customer_id', '=', customerId)
      .orderBy('l.seq')
      .execute();
    return rows.map((r) => [r.kind, r.amount, r.name]);
  }

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    planA = await planWith('Rolls $15', { max_amount: 1500, max_percent: 50, expiration_interval_count: 1, expiration_interval_unit: 'month' });
    planB = await planWith('Rolls 25%', { max_amount: 3000, max_percent: 25, expiration_interval_count: 2, expiration_interval_unit: 'week' });
    for (const [key, planId] of [['a', planA], ['b', planB], ['c', planA], ['d', planA]] as const) {
      customers[key] = (await setupCustomer(h.api)).id;
      const res = await h.api.post('/v1/subscriptions', { customer_id: customers[key], plan_id: planId, start_date: '2026-01-01T00:00:00Z', billing_anchor_day: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      subscriptions[key] = res.body.subscription.id;
    }
  });
  afterAll(() => h.close());

  it('returns the rollover terms on the policy, and refuses bad ones naming the field', async () => {
    const listed = await h.api.get(`/v1/plans/${planA}/credit-grant-policies`);
    expect(listed.body.credit_grant_policies[0]?.rollover).toEqual({ max_amount: 1500, max_percent: 50, expiration_interval_count: 1, expiration_interval_unit: 'month' });
    const base = { currency_code: 'usd', amount: 4000, cadence: 'monthly', expiration_interval_count: 1, expiration_interval_unit: 'month' };
    const plain = await h.api.post(`/v1/plans/${planA}/credit-grant-policies`, { ...base, effective_from: '2030-01-01T00:00:00Z' });
    expect(plain.body.credit_grant_policy.rollover).toBeNull();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, expiration_interval_count: null, rollover: { expiration_interval_count: 1, expiration_interval_unit: 'month' } }, 'body.rollover'],
      [{ ...base, rollover: { max_percent: 101, expiration_interval_count: 1, expiration_interval_unit: 'month' } }, 'body.rollover.max_percent'],
      [{ ...base, rollover: { max_amount: -1, expiration_interval_count: 1, expiration_interval_unit: 'month' } }, 'body.rollover.max_amount'],
      [{ ...base, rollover: { max_amount: 1.5, expiration_interval_count: 1, expiration_interval_unit: 'month' } }, 'body.rollover.max_amount'],
      [{ ...base, rollover: { expiration_interval_unit: 'month' } }, 'body.rollover.expiration_interval_count'],
      [{ ...base, rollover: { expiration_interval_count: 1, expiration_interval_unit: 'fortnight' } }, 'body.rollover.expiration_interval_unit'],
    ];
    for (const [body, path] of cases) {
      const res = await h.api.post(`/v1/plans/${planB}/credit-grant-policies`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.map((d) => d.path)).toContain(path);
    }
    expect((await h.api.get(`/v1/plans/${planB}/credit-grant-policies`)).body.credit_grant_policies).toHaveLength(1);
  });

  it('January: usage draws the allowance', async () => {
    for (const key of ['a', 'c', 'd'] as const) await eventAt(h, customers[key], '2026-01-10T00:00:00Z', 'job', { minutes: 10 });
    expect(await balancesOf(h.api, customers.a)).toEqual(usd('3000'));
    expect(await grantsOf(customers.a)).toEqual([['Monthly credit grant', '4000', '3000', iso('2026-02-01')]]);
  });

  it("a first February event arriving before the run: ingest writes the expiry and the rollover, and draws from it", async () => {
    h.clock.set('2026-02-01T00:05:00Z');
    const res = await h.api.post('/v1/events/ingest', ingestBody(customers.d, 'job', { minutes: 5 }, { timestamp: '2026-02-01T00:05:00Z' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // $30.00 expire, $15.00 roll over, $5.00 drawn from them.
    expect(res.body.customer_balances).toEqual(usd('1000'));
    expect(await ledgerOf(customers.d)).toEqual([
      ['grant', '4000', 'Monthly credit grant'],
      ['usage', '-1000', 'Monthly credit grant'],
      ['expiry', '-3000', 'Monthly credit grant'],
      ['grant', '1500', 'Rollover of Monthly credit grant'],
      ['usage', '-500', 'Rollover of Monthly credit grant'],
    ]);
  });

  it('February 1: the period closes at the expiry; the unused part rolls over capped, once, even with two runs at once', async () => {
    const runs = await Promise.all([billTo(h.api, '2026-02-01T00:00:00Z'), billTo(h.api, '2026-02-01T00:00:00Z')]);
    expect(runs.every((run) => run.problems.length === 0 && run.complete)).toBe(true);
    for (const key of ['a', 'c'] as const) {
      const [january] = await invoicesOf(h.api, subscriptions[key]);
      expect(brief(january!)).toEqual([
        ['Compute: 10 at $1.00 each', 10, 100, 1000],
        ['Prepaid credit applied', 1, -1000, -1000],
      ]);
      expect(january!.total_cents).toBe(0);
      expect(await grantsOf(customers[key])).toEqual([
        ['Monthly credit grant', '4000', '0', iso('2026-02-01')],
        ['Monthly credit grant', '4000', '4000', iso('2026-03-01')],
        ['Rollover of Monthly credit grant', '1500', '1500', iso('2026-03-01')],
      ]);
      expect(await balancesOf(h.api, customers[key])).toEqual(usd('5500'));
      expect(await ledgerOf(customers[key])).toEqual([
        ['grant', '4000', 'Monthly credit grant'],
        ['usage', '-1000', 'Monthly credit grant'],
        ['expiry', '-3000', 'Monthly credit grant'],
        ['grant', '1500', 'Rollover of Monthly credit grant'],
        ['grant', '4000', 'Monthly credit grant'],
      ]);
    }
    // Recorded by ingest first: the run found nothing left to expire; the same money, less the $5.00 drawn.
    expect(await balancesOf(h.api, customers.d)).toEqual(usd('5000'));
    expect((await ledgerOf(customers.d)).slice(5)).toEqual([['grant', '4000', 'Monthly credit grant']]);
    // Plan B: min($40.00, $30.00, 25% = $10.00) = $10.00, for 2 weeks.
    expect(await grantsOf(customers.b)).toEqual([
      ['Monthly credit grant', '4000', '0', iso('2026-02-01')],
      ['Rollover of Monthly credit grant', '1000', '1000', iso('2026-02-15')],
      ['Monthly credit grant', '4000', '4000', iso('2026-03-01')],
    ]);
    expect(await balancesOf(h.api, customers.b)).toEqual(usd('5000'));
    // In the webhook log too: the expiry, then the rollover grant, once per customer.
    const created = (await h.api.get('/v1/webhook-events', { type: 'credit_grant.created', limit: '100' })).body.webhook_events;
    const rolled = created.map((e) => e.data.object as unknown as GrantBody).filter((g) => g.name.startsWith('Rollover of'));
    expect(rolled.map((g) => [g.customer_id, g.amount]).sort()).toEqual(
      [
        [customers.a, '1500'],
        [customers.b, '1000'],
        [customers.c, '1500'],
        [customers.d, '1500'],
      ].sort(),
    );
  });

  it('billing again at the same instant changes nothing', async () => {
    const before = { ledger: await ledgerOf(customers.a), invoices: await invoicesOf(h.api, subscriptions.a), grants: await grantsOf(customers.a) };
    const again = await billTo(h.api, '2026-02-01T00:00:00Z');
    expect(again).toMatchObject({ invoices_created: 0, grants_issued: 0, grants_expired: 0 });
    expect({ ledger: await ledgerOf(customers.a), invoices: await invoicesOf(h.api, subscriptions.a), grants: await grantsOf(customers.a) }).toEqual(before);
    expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  });

  it('February 15: the percent-capped rollover expires unused and does not roll again', async () => {
    const run = await billTo(h.api, '2026-02-15T00:00:00Z');
    expect(run.grants_expired).toBe(1);
    expect(await grantsOf(customers.b)).toEqual([
      ['Monthly credit grant', '4000', '0', iso('2026-02-01')],
      ['Rollover of Monthly credit grant', '1000', '0', iso('2026-02-15')],
      ['Monthly credit grant', '4000', '4000', iso('2026-03-01')],
    ]);
    expect((await ledgerOf(customers.b)).slice(-1)).toEqual([['expiry', '-1000', 'Rollover of Monthly credit grant']]);
    expect(await balancesOf(h.api, customers.b)).toEqual(usd('4000'));
  });

  it('a rollover grant is drawn before the newer allowance; at its expiry it does not roll again, the allowance does', async () => {
    await eventAt(h, customers.a, '2026-02-10T00:00:00Z', 'job', { minutes: 5 });
    expect(await grantsOf(customers.a)).toEqual([
      ['Monthly credit grant', '4000', '0', iso('2026-02-01')],
      ['Monthly credit grant', '4000', '4000', iso('2026-03-01')],
      ['Rollover of Monthly credit grant', '1500', '1000', iso('2026-03-01')],
    ]);
    await billTo(h.api, '2026-03-01T00:00:00Z');
    expect(await grantsOf(customers.a)).toEqual([
      ['Monthly credit grant', '4000', '0', iso('2026-02-01')],
      ['Monthly credit grant', '4000', '0', iso('2026-03-01')],
      ['Rollover of Monthly credit grant', '1500', '0', iso('2026-03-01')],
      ['Monthly credit grant', '4000', '4000', iso('2026-04-01')],
      ['Rollover of Monthly credit grant', '1500', '1500', iso('2026-04-01')],
    ]);
    expect((await ledgerOf(customers.a)).slice(5)).toEqual([
      ['usage', '-500', 'Rollover of Monthly credit grant'],
      // At one expiry instant the grant that cannot roll over is expired (and was drawn) first.
      ['expiry', '-1000', 'Rollover of Monthly credit grant'],
      ['expiry', '-4000', 'Monthly credit grant'],
      ['grant', '1500', 'Rollover of Monthly credit grant'],
      ['grant', '4000', 'Monthly credit grant'],
    ]);
    expect(await balancesOf(h.api, customers.a)).toEqual(usd('5500'));
    expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  });
});
