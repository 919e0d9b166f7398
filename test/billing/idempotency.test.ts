/**
 * Stories about running the engine more than once: a second run changes nothing (through the API
 * and through `meterline billing run`), and two engines racing over the same subscriptions make
 * exactly the invoices and grants one engine makes (on PostgreSQL: two stores, so two connection
 * pools, on one schema; on SQLite: two runs at once in one process).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runBilling, type BillingRunResult } from '../../src/billing/index.js';
import { billingCommands } from '../../src/cli/billingCommands.js';
import { parseArgs } from '../../src/cli/args.js';
import { openStore, type Store } from '../../src/db/store.js';
import { auditWallets } from '../../src/modules/wallets/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit } from '../support/builders.js';
import { billTo, brief, eventAt, flatFee, invoicesOf, usageFee } from './story.js';

/** Everything the engine writes, in a stable order, for before/after comparisons. */
async function snapshot(store: Store) {
  const db = store.db;
  return {
    invoices: await db.selectFrom('invoices').select(['id', 'source_ref', 'invoice_number', 'total_cents', 'status', 'updated_at']).orderBy('id').execute(),
    lines: await db.selectFrom('invoice_line_items').select(['id', 'invoice_id', 'total_amount_cents', 'description']).orderBy('id').execute(),
    grants: await db.selectFrom('credit_grants').select(['id', 'source_ref', 'amount', 'balance', 'expired_at']).orderBy('id').execute(),
    ledger: await db.selectFrom('ledger_entries').select(['id', 'kind', 'amount']).orderBy('id').execute(),
    wallets: await db.selectFrom('wallets').select(['id', 'balance', 'last_seq']).orderBy('id').execute(),
    subscriptions: await db.selectFrom('subscriptions').selectAll().orderBy('id').execute(),
    states: await db.selectFrom('billing_states').selectAll().orderBy('subscription_id').execute(),
  };
}

describeEachStore('billing engine: idempotent, and safe with two engines at once', (kind) => {
  let h: Harness;
  let dir: string;
  const subscriptions: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-billing-'));
    // A file, not memory, so `meterline billing run` (its own store) reaches the same data.
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z', sqliteFile: path.join(dir, 'billing.db') });
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(h.api, { type: 'credits', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 1500);
    await flatFee(h, plan.id, 'Support', 500, { billing_mode: 'in_arrears' });
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 1, denominator: 1000, pricing_unit_id: unit.id });
    await usageFee(h, plan.id, 'Requests', { event_name: 'llm.completion' }, { amount: 2 });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, {
      pricing_unit_id: unit.id,
      amount: 100,
      cadence: 'weekly',
      expiration_interval_count: 1,
      expiration_interval_unit: 'month',
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    // Six customers start on January 1..6 (anchor day 1), each sending one event a month, on the
    // (10 + i)th, before the engine has run at all: 300,000 + 50,000 i tokens and one request.
    for (let i = 0; i < 6; i++) {
      h.clock.set('2026-01-01T00:00:00Z');
      const customer = await setupCustomer(h.api, { name: `Customer ${i}` });
      const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: `2026-01-0${i + 1}T00:00:00Z`, billing_anchor_day: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      subscriptions.push(res.body.subscription.id);
      for (let month = 1; month <= 4; month++) {
        await eventAt(h, customer.id, `2026-0${month}-1${i}T12:00:00Z`, 'llm.completion', { tokens: 300_000 + 50_000 * i });
      }
    }
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('two engines racing over the same subscriptions bill exactly what one engine bills', async () => {
    const other = kind === 'postgres' ? openStore(h.testStore.url, { poolSize: 5 }) : h.testStore.store;
    try {
      const asOf = new Date('2026-05-01T00:00:00Z');
      const runs: BillingRunResult[] = await Promise.all([runBilling(h.testStore.store, { asOf }), runBilling(other, { asOf }), runBilling(other, { asOf })]);
      for (const run of runs) expect(run.problems).toEqual([]);
      // Per subscription: the start, then February, March, April and May 1.
      const invoices = await h.testStore.store.db.selectFrom('invoices').select(['source_ref', 'subscription_id']).execute();
      expect(subscriptions.map((id) => invoices.filter((i) => i.subscription_id === id).length)).toEqual([5, 5, 5, 5, 5, 5]);
      // Customer 0 starts at the instant of its create, which opened its first period (its start
      // invoice and its first weekly grant); the engines made everything else.
      expect(runs.reduce((n, r) => n + r.invoices_created, 0)).toBe(invoices.length - 1);
      expect(new Set(invoices.map((i) => i.source_ref)).size).toBe(invoices.length);
      const grants = await h.testStore.store.db.selectFrom('credit_grants').select(['source_ref', 'customer_id']).execute();
      expect(runs.reduce((n, r) => n + r.grants_issued, 0)).toBe(grants.length - 1);
      expect(new Set(grants.map((g) => g.source_ref)).size).toBe(grants.length);
      // Weekly grants from each start up to May 1 (120 days after Jan 1): start + 7k for k <= 17
      // for the Jan 1 and Jan 2 starts, k <= 16 for the four later ones.
      expect(grants.length).toBe(18 * 2 + 17 * 4);
      expect(await auditWallets(h.testStore.store.db)).toEqual([]);
    } finally {
      if (other !== h.testStore.store) await other.close();
    }
  });

  it('bills each month exactly as if the engine had kept up with the events', async () => {
    // Customer 0 uses 300 credits a month and receives 100 every week (at least 400 a month):
    // no overage. Support in arrears $5.00, one request 2 cents, platform in advance $15.00.
    const first = await invoicesOf(h.api, subscriptions[0]!);
    expect(first.map((i) => i.total_cents)).toEqual([1500, 2002, 2002, 2002, 2002]);
    // The credits usage is shown at the settlement rate and paid with credits (nets to 0).
    expect(brief(first[1]!)).toEqual([
      ['Support (monthly, in arrears)', 1, 500, 500],
      ['Requests: 1 at $0.02 each', 1, 2, 2],
      ['Tokens: 300000 at 1 credits per 1000 = 300 credits at $0.10 each', 300, 10, 3000],
      ['Paid with credits: 300 credits', 1, -3000, -3000],
      ['Platform (monthly, in advance)', 1, 1500, 1500],
    ]);
    // Customer 5 starts January 6 (26 of January's 31 days) and uses 550 credits a month. On the
    // 15th only the grants of the 6th and 13th are in (200); the rest is drawn as overdraft and
    // the grants after the 15th repay it: January 20 and 27 (100 each) leave 150 credits of
    // overage, billed at $1.00 per 10 credits. February: 3rd and 10th before, 17th and 24th after:
    // 150 again. March: 3rd and 10th before, 17th, 24th and 31st after: 50. April: 7th and 14th
    // before, 21st and 28th after: 150.
    const last = await invoicesOf(h.api, subscriptions[5]!);
    expect(brief(last[0]!)).toEqual([['Platform (monthly, in advance), 26 of 31 days at $15.00', 1, 1258, 1258]]);
    expect(brief(last[1]!)).toEqual([
      ['Support (monthly, in arrears), 26 of 31 days at $5.00', 1, 419, 419],
      ['Requests: 1 at $0.02 each', 1, 2, 2],
      // 550 credits used at 10 cents, 400 paid with credits: the 150 of overage, $15.00.
      ['Tokens: 550000 at 1 credits per 1000 = 550 credits at $0.10 each', 550, 10, 5500],
      ['Paid with credits: 400 credits', 1, -4000, -4000],
      ['Platform (monthly, in advance)', 1, 1500, 1500],
    ]);
    expect(last.map((i) => i.total_cents)).toEqual([1258, 419 + 2 + 1500 + 1500, 500 + 2 + 1500 + 1500, 500 + 2 + 500 + 1500, 500 + 2 + 1500 + 1500]);
  });

  it('a second run (API, then the CLI command) changes nothing', async () => {
    const before = await snapshot(h.testStore.store);
    expect(await billTo(h.api, '2026-05-01T00:00:00Z')).toEqual({ as_of: '2026-05-01T00:00:00.000Z', test_clock: '2026-05-01T00:00:00.000Z', subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0, grants_expired: 0, problems: [], held: [], complete: true, steps_taken: 0, stopped_at: null });
    expect(await billTo(h.api, '2026-03-15T00:00:00Z')).toMatchObject({ subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0 });

    const printed: unknown[] = [];
    const command = billingCommands.find((c) => c.words.join(' ') === 'billing run');
    await command!.run({
      config: { ...h.config, databaseUrl: h.testStore.url },
      args: parseArgs(['billing', 'run', '--at', '2026-05-01T00:00:00Z', '--json']),
      json: true,
      print: (result) => printed.push(result),
    });
    expect(printed).toEqual([{ as_of: '2026-05-01T00:00:00.000Z', subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0, grants_expired: 0, problems: [], held: [], complete: true, steps_taken: 0, stopped_at: null }]);
    expect(await snapshot(h.testStore.store)).toEqual(before);
  });

  it('the CLI command bills every company and mode up to --at', async () => {
    const printed: { invoices_created: number; grants_issued: number }[] = [];
    const command = billingCommands.find((c) => c.words.join(' ') === 'billing run');
    await command!.run({
      config: { ...h.config, databaseUrl: h.testStore.url },
      args: parseArgs(['billing', 'run', '--at', '2026-06-01T00:00:00Z']),
      json: false,
      print: (result) => printed.push(result as { invoices_created: number; grants_issued: number }),
    });
    expect(printed[0]).toMatchObject({ invoices_created: 6 });
    expect(printed[0]!.grants_issued).toBeGreaterThanOrEqual(6 * 4);
    expect(await auditWallets(h.testStore.store.db)).toEqual([]);
  });
});
