/**
 * Stories: taxes on invoices (issue 30, item 4). Each story in its own company, test mode; every
 * plan is usd, monthly, a flat fee "Pro platform" of 1999 a month in advance, and (story 1) a
 * usage fee "API calls" of 1 cent per `api.call`, billed at the period's close. Subscriptions
 * start 1 January 2026; the opening invoice bills January's flat fee, the 1 February invoice
 * January's calls and February's flat fee.
 *
 * 1. 20% exclusive ("TVA", FR), a customer whose billing address is in FR, 13 calls in January:
 *      1 January:  1999 x 20% = 399.8 -> 400; total 1999 + 400 = 2399
 *      1 February: flat 1999 -> 400; calls 13 x 1 = 13, 13 x 20% = 2.6 -> 3
 *                  tax 400 + 3 = 403 (rounding the sum instead: 2012 x 20% = 402.4 -> 402)
 *                  total 2012 + 403 = 2415; the upcoming invoice on 20 January says the same.
 *    A credit note of 1000 of January's flat line, to the invoice: its tax carried back,
 *      1000 x 400 / 1999 = 200.10 -> 200; the note is 1200; January's invoice asks 2399 - 1200 = 1199.
 * 2. 19% inclusive ("MwSt", DE): the tax is inside the amount, not added:
 *      1999 x 19 / 119 = 319.17 -> 319; subtotal 1999, tax 319, total 1999.
 *    A credit note of the whole line gives back what it added: 1999 - 319 = 1680 before tax, + 319
 *      tax = 1999, and nothing is left to ask.
 * 3. Tax-exempt: a customer in FR with `tax_exempt: true`: no tax, total 1999 (the FR rate exists).
 * 4. State rate vs country rate (US): "US sales" 5% country-wide, "NY sales" 8.875% for NY:
 *      a NY customer: 1999 x 8.875% = 177.41 -> 177, total 2176 (the state rate wins, alone);
 *      a CA customer (no CA rate): 1999 x 5% = 99.95 -> 100, total 2099;
 *      a CA customer whose `tax_rate_ids` names NY sales: 177, total 2176 (its own rates win).
 * 5. 20% exclusive on a discounted invoice (issue 30's story): a FR customer, 9 calls in January,
 *    a 15% coupon `once` applied on 1 January (after the opening invoice, so it takes the next):
 *      1 February: flat 1999 + calls 9 = subtotal 2008; 15% of 2008 = 301.2 -> discount 301,
 *                  shared by the largest remainder: 1999 x 301/2008 = 299.65, 9 x 301/2008 = 1.35
 *                  -> 299 + 1, the cent left to .65: flat 300, calls 1;
 *                  tax per line after its share: (1999 - 300) x 20% = 339.8 -> 340,
 *                  (9 - 1) x 20% = 1.6 -> 2; tax 342 (on the whole, 1707 x 20% = 341.4 -> 341);
 *                  total 2008 - 301 + 342 = 2049; the upcoming invoice on 20 January says the same.
 *    A credit note of the whole flat line credits what it charged, with its tax: 1699 + 340 = 2039;
 *    the invoice then asks 2049 - 2039 = 10.
 * Every story ends with `meterline audit` finding nothing (total = subtotal - discount + tax less
 * the tax inside inclusive lines; tax = the sum of the lines' tax).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { billTo, eventAt, flatFee, usageFee } from './story.js';

interface Line {
  id: string;
  description: string;
  total_amount_cents: number;
  tax_amount_cents: number;
}

describeEachStore('billing story: taxes on invoices', (kind) => {
  let h: Harness;
  let api: Client;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  beforeEach(async () => {
    h.clock.set('2026-01-01T00:00:00Z');
    ({ api } = await h.newCompany({ name: 'Acme' }));
    h.api = api;
  });

  const expectAuditClean = async () => expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);

  async function taxRate(body: Record<string, unknown>): Promise<{ id: string }> {
    const res = await api.post('/v1/tax-rates', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.tax_rate;
  }

  async function proPlan(withUsage = false) {
    const plan = await setupPlan(api, { name: 'Pro' });
    await flatFee(h, plan.id, 'Pro platform', 1999);
    if (withUsage) await usageFee(h, plan.id, 'API calls', { event_name: 'api.call' }, { amount: 1 });
    return plan;
  }

  /** A customer on `planId` from 1 January (no card: invoices stay open); its invoices oldest first. */
  async function subscribed(planId: string, customer: Record<string, unknown>) {
    h.clock.set('2026-01-01T00:00:00Z');
    const { id: customerId } = await setupCustomer(api, customer);
    const res = await api.post('/v1/subscriptions', { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { customerId, subscriptionId: res.body.subscription.id as string };
  }

  async function invoicesOf(subscriptionId: string) {
    const res = await api.get('/v1/invoices', { subscription_id: subscriptionId, limit: '100' });
    expect(res.status).toBe(200);
    return [...(res.body.invoices as Array<{ id: string; invoice_number: string; subtotal_cents: number; discount_cents: number; tax_cents: number; total_cents: number; line_items: Line[] }>)].sort((a, b) => a.invoice_number.localeCompare(b.invoice_number));
  }
  const taxes = (lines: Line[]) => lines.map((line) => [line.description, line.total_amount_cents, line.tax_amount_cents]).sort();

  it('1. a 20% exclusive tax, rounded once per line; the preview agrees; a credit note carries its tax back', async () => {
    await taxRate({ name: 'TVA', percentage: '20', country: 'FR', inclusive: false });
    const plan = await proPlan(true);
    const { customerId, subscriptionId } = await subscribed(plan.id, { billing_address: { country: 'fr', city: 'Paris' } });
    for (let call = 0; call < 13; call += 1) await eventAt(h, customerId, `2026-01-1${call % 9}T10:00:0${call % 10}Z`, 'api.call');

    h.clock.set('2026-01-20T00:00:00Z');
    const upcoming = (await api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`)).body.invoice as unknown as { tax_cents: number; total_cents: number; line_items: Line[] };
    expect(upcoming).toMatchObject({ subtotal_cents: 2012, tax_cents: 403, total_cents: 2415 });

    await billTo(api, '2026-02-01T00:00:00Z');
    const [january, february] = await invoicesOf(subscriptionId);
    expect(january).toMatchObject({ subtotal_cents: 1999, discount_cents: 0, tax_cents: 400, total_cents: 2399 });
    expect(february).toMatchObject({ subtotal_cents: 2012, discount_cents: 0, tax_cents: 403, total_cents: 2415 });
    const byName = (name: string) => february!.line_items.find((line) => line.description.includes(name))!;
    expect([byName('API calls').total_amount_cents, byName('API calls').tax_amount_cents]).toEqual([13, 3]);
    expect([byName('Pro platform').total_amount_cents, byName('Pro platform').tax_amount_cents]).toEqual([1999, 400]);
    expect(taxes(upcoming.line_items)).toEqual(taxes(february!.line_items));

    // The hosted page and the PDF name the rate beside the tax.
    const page = await h.app.inject({ method: 'GET', url: new URL((await api.get(`/v1/invoices/${january!.id}`)).body.invoice.public_invoice_url ?? '').pathname });
    expect(page.body).toContain('Tax (TVA 20%)');
    expect(page.body).toContain('$4.00');

    const note = await api.post(`/v1/invoices/${january!.id}/credit-notes`, { lines: [{ line_item_id: january!.line_items[0]!.id, amount_cents: 1000 }], reason: 'Outage', credited_to: 'invoice' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.credit_note).toMatchObject({ total_cents: 1200, lines: [{ total_amount_cents: 1000, tax_amount_cents: 200 }] });
    expect((await api.get(`/v1/invoices/${january!.id}`)).body.invoice).toMatchObject({ total_cents: 2399, tax_cents: 400, amount_due_cents: 1199 });
    await expectAuditClean();
  });

  it('2. an inclusive rate: the tax is inside the amount and the total is not raised; a whole credit note gives back the amount', async () => {
    await taxRate({ name: 'MwSt', percentage: '19', country: 'DE', inclusive: true });
    const plan = await proPlan();
    const { subscriptionId } = await subscribed(plan.id, { billing_address: { country: 'DE' } });
    const [invoice] = await invoicesOf(subscriptionId);
    expect(invoice).toMatchObject({ subtotal_cents: 1999, tax_cents: 319, total_cents: 1999, line_items: [{ total_amount_cents: 1999, tax_amount_cents: 319 }] });
    const note = await api.post(`/v1/invoices/${invoice!.id}/credit-notes`, { lines: [{ line_item_id: invoice!.line_items[0]!.id }], reason: 'Goodwill', credited_to: 'invoice' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.credit_note).toMatchObject({ total_cents: 1999, lines: [{ total_amount_cents: 1680, tax_amount_cents: 319 }] });
    expect((await api.get(`/v1/invoices/${invoice!.id}`)).body.invoice).toMatchObject({ total_cents: 1999, amount_due_cents: 0 });
    await expectAuditClean();
  });

  it('3. a tax-exempt customer pays no tax where the rate of its country exists', async () => {
    await taxRate({ name: 'TVA', percentage: '20', country: 'FR', inclusive: false });
    const plan = await proPlan();
    const { subscriptionId } = await subscribed(plan.id, { billing_address: { country: 'FR' }, tax_exempt: true });
    const [invoice] = await invoicesOf(subscriptionId);
    expect(invoice).toMatchObject({ subtotal_cents: 1999, tax_cents: 0, total_cents: 1999, line_items: [{ tax_amount_cents: 0 }] });
    await expectAuditClean();
  });

  it("4. a state's rate wins over its country's; a customer's own tax_rate_ids win over its address", async () => {
    await taxRate({ name: 'US sales', percentage: '5', country: 'US', inclusive: false });
    const ny = await taxRate({ name: 'NY sales', percentage: '8.875', country: 'US', state: 'NY', inclusive: false });
    const plan = await proPlan();
    const totals = async (customer: Record<string, unknown>) => {
      const { subscriptionId } = await subscribed(plan.id, customer);
      const [invoice] = await invoicesOf(subscriptionId);
      return [invoice!.tax_cents, invoice!.total_cents];
    };
    expect(await totals({ billing_address: { country: 'US', state: 'NY' } })).toEqual([177, 2176]);
    expect(await totals({ billing_address: { country: 'US', state: 'CA' } })).toEqual([100, 2099]);
    expect(await totals({ billing_address: { country: 'US', state: 'CA' }, tax_rate_ids: [ny.id] })).toEqual([177, 2176]);
    await expectAuditClean();
  });

  it('5. a 20% tax on a discounted invoice: each line taxed after its share of the discount, rounded once per line; preview and credit note agree', async () => {
    await taxRate({ name: 'TVA', percentage: '20', country: 'FR', inclusive: false });
    const plan = await proPlan(true);
    const { customerId, subscriptionId } = await subscribed(plan.id, { billing_address: { country: 'FR' } });
    const coupon = await api.post('/v1/coupons', { code: 'WELCOME15', name: '15% off', percent_off: '15', duration: 'once' });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);
    const applied = await api.post(`/v1/subscriptions/${subscriptionId}/discounts`, { coupon_code: 'WELCOME15' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    for (let call = 0; call < 9; call += 1) await eventAt(h, customerId, `2026-01-1${call}T10:00:00Z`, 'api.call');

    h.clock.set('2026-01-20T00:00:00Z');
    const upcoming = (await api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`)).body.invoice as unknown as { line_items: Line[] };
    expect(upcoming).toMatchObject({ subtotal_cents: 2008, discount_cents: 301, tax_cents: 342, total_cents: 2049 });

    await billTo(api, '2026-02-01T00:00:00Z');
    const [january, february] = await invoicesOf(subscriptionId);
    expect(january).toMatchObject({ subtotal_cents: 1999, discount_cents: 0, tax_cents: 400, total_cents: 2399 });
    expect(february).toMatchObject({ subtotal_cents: 2008, discount_cents: 301, tax_cents: 342, total_cents: 2049 });
    const shares = (lines: Line[]) => lines.map((line) => [line.description.split(':')[0], line.total_amount_cents, (line as Line & { discount_amount_cents: number }).discount_amount_cents, line.tax_amount_cents]).sort();
    expect(shares(february!.line_items)).toEqual(shares(upcoming.line_items));
    const flat = february!.line_items.find((line) => line.description.includes('Pro platform'))!;
    const calls = february!.line_items.find((line) => line.description.includes('API calls'))!;
    expect([flat.total_amount_cents, (flat as Line & { discount_amount_cents: number }).discount_amount_cents, flat.tax_amount_cents]).toEqual([1999, 300, 340]);
    expect([calls.total_amount_cents, (calls as Line & { discount_amount_cents: number }).discount_amount_cents, calls.tax_amount_cents]).toEqual([9, 1, 2]);

    const note = await api.post(`/v1/invoices/${february!.id}/credit-notes`, { lines: [{ line_item_id: flat.id }], reason: 'Goodwill', credited_to: 'invoice' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.credit_note).toMatchObject({ total_cents: 2039, lines: [{ total_amount_cents: 1699, tax_amount_cents: 340 }] });
    expect((await api.get(`/v1/invoices/${february!.id}`)).body.invoice).toMatchObject({ total_cents: 2049, amount_due_cents: 10 });
    await expectAuditClean();
  });
});
