/**
 * Story: a monthly usage plan billed over two periods. $49 platform fee in advance, $10 support in
 * arrears, and usage in arrears: 5 cents a request and 2 cents per 1,000 tokens.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { expectShape } from '../support/shape.js';
import { INVOICE } from '../support/contract.js';
import { setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, flatFee, invoicesOf, iso, subscriptionOf, usageFee } from './story.js';

describeEachStore('billing story: monthly usage plan over two periods', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { name: 'Usage', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 4900);
    await flatFee(h, plan.id, 'Support', 1000, { billing_mode: 'in_arrears' });
    await usageFee(h, plan.id, 'Requests', { event_name: 'llm.completion' }, { amount: 5 });
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 2, denominator: 1000 });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
  });
  afterAll(() => h.close());

  it('opens January with the platform fee in advance', async () => {
    // The create opened the first period (in its own transaction): a run at the start finds it done.
    expect(await billTo(h.api, '2026-01-01T00:00:00Z')).toEqual({ as_of: iso('2026-01-01'), test_clock: iso('2026-01-01'), subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0, grants_expired: 0, problems: [], held: [], complete: true, steps_taken: 0, stopped_at: null });
    const [first] = await invoicesOf(h.api, subscriptionId);
    expect(first).toMatchObject({ status: 'open', currency: 'usd', period_start: iso('2026-01-01'), period_end: iso('2026-02-01'), total_cents: 4900 });
    expect(brief(first!)).toEqual([['Platform (monthly, in advance)', 1, 4900, 4900]]);
    expect(first!.lines[0]).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-02-01') });
  });

  it('closes January: support in arrears, each request and every 1,000 tokens; opens February', async () => {
    await eventAt(h, customerId, '2026-01-10T09:00:00Z', 'llm.completion', { tokens: 60000 });
    await eventAt(h, customerId, '2026-01-31T23:59:59Z', 'llm.completion', { tokens: 90000 });
    expect(await billTo(h.api, '2026-02-01T00:00:00Z')).toMatchObject({ subscriptions_advanced: 1, invoices_created: 1, grants_issued: 0 });
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices).toHaveLength(2);
    const february = invoices[1]!;
    expect(brief(february)).toEqual([
      ['Support (monthly, in arrears)', 1, 1000, 1000],
      ['Requests: 2 at $0.05 each', 2, 5, 10], // 2 x 5 cents
      ['Tokens: 150000 at $0.02 per 1000', 1, 300, 300], // 150,000 / 1,000 x 2 cents: 1 x the amount, the rate in words
      ['Platform (monthly, in advance)', 1, 4900, 4900],
    ]);
    expect(february).toMatchObject({ period_start: iso('2026-01-01'), period_end: iso('2026-02-01'), subtotal_cents: 6210, total_cents: 6210 });
    expect(february.lines.map((l) => [l.period_start, l.period_end])).toEqual([
      [iso('2026-01-01'), iso('2026-02-01')],
      [iso('2026-01-01'), iso('2026-02-01')],
      [iso('2026-01-01'), iso('2026-02-01')],
      [iso('2026-02-01'), iso('2026-03-01')],
    ]);
    // The usage overdraft is settled by the invoice: the customer owes nothing on the wallet.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('closes February with its own usage only (an event at the boundary belongs to March)', async () => {
    await eventAt(h, customerId, '2026-02-03T00:00:00Z', 'llm.completion', { tokens: 10000 });
    await eventAt(h, customerId, '2026-02-14T00:00:00Z', 'llm.completion', { tokens: 15000 });
    await eventAt(h, customerId, '2026-02-28T12:00:00Z', 'llm.completion', { tokens: 500 });
    await eventAt(h, customerId, '2026-03-01T00:00:00Z', 'llm.completion', { tokens: 1000 });
    await billTo(h.api, '2026-03-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, subscriptionId);
    expect(invoices).toHaveLength(3);
    expect(brief(invoices[2]!)).toEqual([
      ['Support (monthly, in arrears)', 1, 1000, 1000],
      ['Requests: 3 at $0.05 each', 3, 5, 15],
      ['Tokens: 25500 at $0.02 per 1000', 1, 51, 51],
      ['Platform (monthly, in advance)', 1, 4900, 4900],
    ]);
    expect(invoices[2]!.total_cents).toBe(5966);
    const subscription = await subscriptionOf(h.api, subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', next_renewal_date: iso('2026-04-01') });
    // The March event stays owed on the wallet until March closes.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '-7', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('answers invoices in the contract shape, numbered in order, due on finalization', async () => {
    const res = await h.api.get('/v1/invoices', { subscription_id: subscriptionId });
    for (const invoice of res.body.invoices) {
      expectShape(invoice, INVOICE);
      expect(invoice).toMatchObject({ status: 'open', collection_method: 'charge_automatically', customer_id: customerId, subscription_id: subscriptionId });
      expect(invoice.line_items.reduce((s: number, l: { total_amount_cents: number }) => s + l.total_amount_cents, 0)).toBe(invoice.total_cents);
    }
    const numbers = res.body.invoices.map((i) => i.invoice_number).sort();
    expect(new Set(numbers).size).toBe(3);
  });
});
