/**
 * Billing story: a plan change "now" at the very instant the engine already invoiced the
 * subscription (its start, a renewal). It used to answer 500: the change's invoice took the
 * instant's engine reference, which the opening or renewal invoice already had
 * (rules/invoiceRef.ts: the change now takes `<sub>:<instant>:change-<n>`).
 *
 * January 2026 has 31 days, the company bills in UTC, the customer has no card (invoices stay
 * open, unpaid). Starter is "Starter platform", $31.00 a month in advance; Pro is "Pro platform",
 * $62.00 a month in advance. The default refund policy refunds the unused prepaid time prorated,
 * and unpaid time is refunded as a credit note on the invoice that billed it (as mid-period).
 *
 * 1. Starts on Starter on 1 January 00:00 (the clock's now), changes to Pro at that instant:
 *      opening invoice        Starter platform, whole January   3100, open
 *      change at 1 Jan 00:00  Starter unused: 31 of 31 days = 3100 x 31/31 = 3100 back, as a
 *                             credit note on the opening invoice (unpaid): it asks 3100 - 3100 = 0
 *                             Pro platform, 31 of 31 days   = 6200 x 31/31 = 6200 (shown as the
 *                             whole month, 1 Jan - 1 Feb)
 *      the change's invoice   6200, open. Billed in all: 6200 = a whole month of Pro, nothing of Starter.
 *    The same Idempotency-Key answers the same answer again and bills nothing more.
 *    Back to Starter at that instant again: Pro's 6200 comes back as a credit note on the change's
 *    invoice (0 left to ask), and a second change invoice asks Starter's whole January, 3100.
 *
 * 2. Starts on Starter on 1 January; the billing run to 1 February 00:00 renews it (February has
 *    28 days): February's Starter 3100, open. Change to Pro at 1 February 00:00:
 *      Starter unused 28 of 28 days = 3100 back, a credit note on February's invoice (asks 0)
 *      Pro platform   28 of 28 days = 6200, the change's invoice, open
 *    January's 3100 stays due (January was used).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { billTo, brief, creditNotesOf, flatFee, invoicesOf, subscriptionOf, type InvoiceRow } from './story.js';

describeEachStore('billing story: plan change at the instant of a step', (kind) => {
  let h: Harness;
  let starter: { id: string; plan_code: string };
  let pro: { id: string; plan_code: string };

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  /** Each story in a company of its own: a billing run moves the company's test clock for good. */
  beforeEach(async () => {
    h.clock.set('2026-01-01T00:00:00Z');
    h.api = (await h.newCompany({ name: 'Acme AI' })).api;
    starter = await setupPlan(h.api, { name: 'Starter' });
    await flatFee(h, starter.id, 'Starter platform', 3100);
    pro = await setupPlan(h.api, { name: 'Pro' });
    await flatFee(h, pro.id, 'Pro platform', 6200);
    h.clock.set('2026-01-01T00:00:00Z');
  });

  const changePlan = (subscriptionId: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    h.api.post(`/v1/subscriptions/${subscriptionId}/change-plan`, body, headers);
  const row = (i: InvoiceRow) => [i.status, i.period_start, i.period_end, i.total_cents, i.amount_due_cents];
  const STARTER_JAN = ['Starter platform (monthly, in advance)', 1, 3100, 3100];

  async function startOnStarter(): Promise<string> {
    const customerId = (await setupCustomer(h.api)).id;
    const created = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: starter.id, start_date: '2026-01-01T00:00:00Z' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.subscription.id as string;
  }

  it('changes at the instant the subscription starts: the opening is credited back whole, the new plan billed whole, once', async () => {
    const id = await startOnStarter();
    const [opening] = await invoicesOf(h.api, id);
    expect(brief(opening!)).toEqual([STARTER_JAN]);

    const preview = await changePlan(id, { plan_id: pro.id, timing: 'now', preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.quote).toMatchObject({ effective_at: '2026-01-01T00:00:00.000Z', total_cents: 6200, reduced_invoices: [{ credit_cents: -3100 }] });

    const key = { 'Idempotency-Key': `change-${id}` };
    const changed = await changePlan(id, { plan_id: pro.id, timing: 'now' }, key);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.subscription).toMatchObject({ plan_id: pro.id, status: 'active', next_renewal_date: '2026-02-01T00:00:00.000Z' });
    const invoice = changed.body.invoice!;
    expect(invoice).toMatchObject({ status: 'open', total_cents: 6200, amount_due_cents: 6200, period_start: '2026-01-01T00:00:00.000Z', period_end: '2026-02-01T00:00:00.000Z' });
    expect(invoice.id).not.toBe(opening!.id);
    expect(invoice.line_items.map((l) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents])).toEqual([['Pro platform (monthly, in advance)', 1, 6200, 6200]]);
    const notes = await creditNotesOf(h.api, opening!.id);
    expect(notes.map((n) => n.total_cents)).toEqual([3100]);

    const after = await invoicesOf(h.api, id);
    expect(after.map(row)).toEqual([
      ['paid', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 3100, 0],
      ['open', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 6200, 6200],
    ]);

    // The same key: the same answer, nothing more billed or credited.
    const replay = await changePlan(id, { plan_id: pro.id, timing: 'now' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(changed.body);
    expect(await invoicesOf(h.api, id)).toEqual(after);
    expect(await creditNotesOf(h.api, opening!.id)).toEqual(notes);

    // Back to Starter, still at that instant: a second change invoice of its own.
    const back = await changePlan(id, { plan_id: starter.id, timing: 'now' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.invoice).toMatchObject({ status: 'open', total_cents: 3100, amount_due_cents: 3100 });
    expect((await creditNotesOf(h.api, invoice.id)).map((n) => n.total_cents)).toEqual([6200]);
    expect((await invoicesOf(h.api, id)).map(row)).toEqual([
      ['paid', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 3100, 0],
      ['paid', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 6200, 0],
      ['open', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 3100, 3100],
    ]);
    expect((await subscriptionOf(h.api, id)).plan_id).toBe(starter.id);
  });

  it('changes at the instant a renewal was billed: the renewal is credited back whole, the new plan billed for the whole new period', async () => {
    const id = await startOnStarter();
    h.clock.set('2026-02-01T00:00:00Z');
    expect(await billTo(h.api, '2026-02-01T00:00:00Z')).toMatchObject({ invoices_created: 1, problems: [] });
    const [january, february] = await invoicesOf(h.api, id);
    expect(row(february!)).toEqual(['open', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 3100, 3100]);

    const key = { 'Idempotency-Key': `renewal-change-${id}` };
    const changed = await changePlan(id, { plan_id: pro.id, timing: 'now' }, key);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.subscription).toMatchObject({ plan_id: pro.id, next_renewal_date: '2026-03-01T00:00:00.000Z' });
    expect(changed.body.invoice).toMatchObject({ status: 'open', total_cents: 6200, period_start: '2026-02-01T00:00:00.000Z', period_end: '2026-03-01T00:00:00.000Z' });
    expect((await creditNotesOf(h.api, february!.id)).map((n) => n.total_cents)).toEqual([3100]);
    const replay = await changePlan(id, { plan_id: pro.id, timing: 'now' }, key);
    expect(replay.body).toEqual(changed.body);

    expect((await invoicesOf(h.api, id)).map(row)).toEqual([
      row(january!),
      ['paid', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 3100, 0],
      ['open', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 6200, 6200],
    ]);
    expect(row(january!)).toEqual(['open', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 3100, 3100]);
  });
});
