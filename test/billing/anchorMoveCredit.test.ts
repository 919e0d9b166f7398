/**
 * Story: moving the billing anchor credits the prepaid days the new period would bill again
 * (issue 26, item 7a), once.
 *
 * April 2026 has 30 days. Pro is $30.00 a month in advance; the customer starts on 1 April on
 * anchor day 1, so the 1 April invoice bills 1 April - 1 May: 3000. On 10 April the anchor moves
 * to the 20th: the period now ends on 20 April, and 20 April opens 20 April - 20 May, billed whole
 * (3000). 20 April - 1 May (11 days) was already billed on 1 April:
 *   unused time = 3000 x 11/30 = 1100
 *
 * Paid 1 April invoice: the 1100 goes to the customer's credit balance at the change (an
 * `unused_time` entry naming the 1 April invoice), and the 20 April invoice applies it:
 *   Pro platform 3000 - account credit 1100 = 1900
 * Nothing is billed twice: 1 April - 20 April cost 3000 - 1100 = 1900 = 3000 x 19/30, and
 * 20 April - 20 May 3000. A repeat of the same PATCH, or two at once, credits nothing more.
 *
 * Unpaid (open) 1 April invoice: nothing was paid, so nothing goes to the balance: a credit note
 * of 1100 (ACME-TEST-CN-0001, credited to the invoice) takes it off what the invoice asks: its
 * lines and total stay 3000, its amount due is 3000 - 1100 = 1900 (19 days used), and the
 * 20 April invoice bills 3000.
 *
 * A move that makes the period longer charges the extra days (Stripe's proration), on an invoice
 * of their own: started 20 March on anchor 20 (20 March - 20 April paid, 3000), anchor -> 1 on
 * 10 April: the period now ends on 1 May; 20 April - 1 May of the 30-day period 1 April - 1 May:
 *   3000 x 11/30 = 1100, invoiced at once; 1 May opens 1 May - 1 June: 3000.
 * Back and forth nets to nothing: 1 -> 20 (+1100 credit), 20 -> 1 (1100 charged, paid by that
 * credit: the invoice totals 0), 1 -> 20 again (+1100, from the paid charge): the 20 April
 * invoice is 3000 - 1100 = 1900, as after one move.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { billTo, brief, creditBalanceOf, creditNotesOf, invoicesOf, iso } from './story.js';

describeEachStore('billing story: moving the billing anchor credits the prepaid days it would bill twice', (kind) => {
  let h: Harness;
  let api: Client;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-04-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  beforeEach(async () => {
    h.clock.set('2026-04-01T00:00:00Z');
    api = (await h.newCompany()).api;
    const plan = await setupPlan(api, { name: 'Pro', invoicing_cadence: 'monthly' });
    await setupFee(api, plan.id, { product: { name: 'Pro platform' }, price: { pricing_model: 'flat', amount: 3000 } });
    planId = plan.id;
  });

  /** A Pro subscriber since 1 April on anchor day 1 (trial_end optional); the 1 April invoice paid when `paid`. */
  async function subscriber(paid: boolean, extra: Record<string, unknown> = {}) {
    h.clock.set('2026-04-01T00:00:00Z');
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId, start_date: '2026-04-01T00:00:00Z', billing_anchor_day: 1, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const subscriptionId = res.body.subscription.id as string;
    const [first] = await invoicesOf(api, subscriptionId);
    if (first && paid) expect((await api.post(`/v1/invoices/${first.id}/mark-paid`)).status).toBe(200);
    return { customerId: customer.id, subscriptionId, first };
  }

  async function moveAnchorTo20th(subscriptionId: string) {
    h.clock.set('2026-04-10T00:00:00Z');
    const res = await api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription).toMatchObject({ billing_anchor_day: 20, next_renewal_date: iso('2026-04-20') });
  }

  it('a paid 1 April invoice: 1100 to the credit balance, once; the 20 April invoice is 3000 - 1100 = 1900', async () => {
    const { customerId, subscriptionId, first } = await subscriber(true);
    expect(first?.total_cents).toBe(3000);
    await moveAnchorTo20th(subscriptionId);
    const credited = await creditBalanceOf(api, customerId);
    expect(credited.balances).toEqual([{ currency: 'usd', balance_cents: 1100 }]);
    expect(credited.entries).toMatchObject([{ kind: 'unused_time', amount_cents: 1100, invoice_id: first?.id }]);
    expect((credited.entries[0] as unknown as { description: string }).description).toBe(
      'Unused time on Pro: Pro platform (20 Apr 2026 – 1 May 2026), the billing anchor moved to day 20',
    );

    // The same change again, and two at once: nothing more.
    const again = await api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 20 });
    expect(again.status).toBe(200);
    await Promise.all([1, 2].map(() => api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 20 })));
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([{ currency: 'usd', balance_cents: 1100 }]);

    await billTo(api, '2026-05-20T00:00:00Z');
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices.map((i) => [i.period_start, i.period_end, i.total_cents])).toEqual([
      [iso('2026-04-01'), iso('2026-05-01'), 3000],
      [iso('2026-04-20'), iso('2026-05-20'), 1900],
      [iso('2026-05-20'), iso('2026-06-20'), 3000],
    ]);
    expect(brief(invoices[1]!)).toEqual([
      ['Pro platform (monthly, in advance)', 1, 3000, 3000],
      ['Account credit applied', 1, -1100, -1100],
    ]);
    expect(invoices[1]!.lines[0]).toMatchObject({ period_start: iso('2026-04-20'), period_end: iso('2026-05-20') });
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([{ currency: 'usd', balance_cents: 0 }]);
  });

  it('an open 1 April invoice: a credit note of 1100 takes it to 1900 due, its lines untouched; the 20 April invoice bills 3000', async () => {
    const { customerId, subscriptionId, first } = await subscriber(false);
    await moveAnchorTo20th(subscriptionId);
    await api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 20 });

    await billTo(api, '2026-04-20T00:00:00Z');
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices[0]!.id).toBe(first?.id);
    expect(brief(invoices[0]!)).toEqual([['Pro platform (monthly, in advance)', 1, 3000, 3000]]);
    expect(invoices[0]).toMatchObject({ status: 'open', total_cents: 3000, amount_due_cents: 1900 });
    const [note, ...more] = await creditNotesOf(api, first!.id);
    expect(more).toEqual([]);
    expect(invoices[0]!.credit_note_ids).toEqual([note!.id]);
    expect(note).toMatchObject({ number: 'ACME-TEST-CN-0001', credited_to: 'invoice', status: 'issued', total_cents: 1100 });
    expect(note!.lines.map((l) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents, l.tax_amount_cents])).toEqual([
      ['Unused time on Pro: Pro platform (20 Apr 2026 – 1 May 2026), the billing anchor moved to day 20', 1, 1100, 1100, 0],
    ]);
    expect(invoices.slice(1).map((i) => [i.period_start, i.period_end, i.total_cents])).toEqual([[iso('2026-04-20'), iso('2026-05-20'), 3000]]);
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([]);
  });

  it('a trialing subscription is credited nothing: its fees are not billed yet', async () => {
    const { customerId, subscriptionId, first } = await subscriber(true, { trial_end: '2026-04-15T00:00:00Z' });
    expect(first).toBeUndefined();
    await moveAnchorTo20th(subscriptionId);
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([]);
    await billTo(api, '2026-04-20T00:00:00Z');
    // The trial end bills 15 - 20 April on the new anchor, of a full period 20 March - 20 April
    // (31 days): 3000 x 5/31 = 483.87 -> 484; 20 April opens 20 April - 20 May whole: 3000.
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices.map((i) => i.total_cents)).toEqual([484, 3000]);
  });

  it('a longer period: anchor 20 -> 1 on 10 April charges 20 April - 1 May, 3000 x 11/30 = 1100, at once', async () => {
    h.clock.set('2026-03-20T00:00:00Z');
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId, start_date: '2026-03-20T00:00:00Z', billing_anchor_day: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const subscriptionId = res.body.subscription.id as string;
    const [first] = await invoicesOf(api, subscriptionId);
    expect((await api.post(`/v1/invoices/${first?.id}/mark-paid`)).status).toBe(200);

    h.clock.set('2026-04-10T00:00:00Z');
    const moved = await api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 1 });
    expect(moved.body.subscription).toMatchObject({ billing_anchor_day: 1, next_renewal_date: iso('2026-05-01') });
    const charged = (await invoicesOf(api, subscriptionId))[1]!;
    expect(brief(charged)).toEqual([['Pro platform (monthly, in advance), 11 of 30 days at $30.00', 1, 1100, 1100]]);
    expect(charged).toMatchObject({ status: 'open', total_cents: 1100, period_start: iso('2026-04-20'), period_end: iso('2026-05-01') });
    await api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 1 });

    await billTo(api, '2026-05-01T00:00:00Z');
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices.map((i) => [i.period_start, i.period_end, i.total_cents])).toEqual([
      [iso('2026-03-20'), iso('2026-04-20'), 3000],
      [iso('2026-04-20'), iso('2026-05-01'), 1100],
      [iso('2026-05-01'), iso('2026-06-01'), 3000],
    ]);
  });

  it('back and forth nets to nothing: 1 -> 20 -> 1 -> 20 leaves one credit of 1100, and 20 April bills 1900', async () => {
    const { customerId, subscriptionId } = await subscriber(true);
    await moveAnchorTo20th(subscriptionId);
    h.clock.set('2026-04-12T00:00:00Z');
    const back = await api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 1 });
    expect(back.body.subscription).toMatchObject({ next_renewal_date: iso('2026-05-01') });
    const charge = (await invoicesOf(api, subscriptionId))[1]!;
    expect(brief(charge)).toEqual([
      ['Pro platform (monthly, in advance), 11 of 30 days at $30.00', 1, 1100, 1100],
      ['Account credit applied', 1, -1100, -1100],
    ]);
    expect(charge).toMatchObject({ status: 'paid', total_cents: 0 });
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([{ currency: 'usd', balance_cents: 0 }]);

    h.clock.set('2026-04-14T00:00:00Z');
    await api.post(`/v1/subscriptions/${subscriptionId}`, { billing_anchor_day: 20 });
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([{ currency: 'usd', balance_cents: 1100 }]);
    await billTo(api, '2026-04-20T00:00:00Z');
    const april20 = (await invoicesOf(api, subscriptionId)).at(-1)!;
    expect(april20).toMatchObject({ period_start: iso('2026-04-20'), period_end: iso('2026-05-20'), total_cents: 1900 });
  });
});
