/**
 * Story: revenue at a glance on the overview (issue 32, item 3), computed in SQL by the invoices,
 * subscriptions and fees modules and checked against figures worked out by hand. Acme AI (UTC),
 * test mode, in US dollars.
 *
 * 1 December 2025: Eve subscribes to "Metered" (usage, monthly, 5 cents a request, in arrears).
 * She sends 30 requests on 10 December: December closes on 1 January with an invoice of
 * 30 x 5 = 150 cents (finalized 1 January, open). On 2 January she sends 10 more (50 cents,
 * January's period: not closed, so not in MRR).
 *
 * 15 January 2026 12:00 (the page's now):
 * - Ada subscribes to "Pro" ($49.00 a month in advance): invoice 4,900, open.
 * - Bob subscribes to "Annual" ($1,200.00 a year in advance): invoice 120,000, marked paid.
 * - Cy subscribes to "Quarterly" ($100.00 a quarter in advance): invoice 10,000, voided.
 * - Dee subscribes to "Pro" (invoice 4,900, open) and cancels now: she no longer pays.
 *
 * MRR = Ada 4,900 + Bob 120,000 / 12 = 10,000 + Cy 10,000 / 3 = 3,333.33... (a voided invoice
 *       does not end a subscription) + Eve's last full period's usage 150 / 1 month = 150
 *     = 18,383.33... cents, rounded once half-even: 18,383 = $183.83. Dee canceled: not counted.
 * Billed in January (finalized this month, not void): 150 + 4,900 + 120,000 + 4,900 = 129,950 = $1,299.50.
 * Collected in January: Bob's 120,000 = $1,200.00.
 * Outstanding (open): Eve 150 + Ada 4,900 + Dee 4,900 = 9,950 = $99.50.
 * Overdue (open and due before now): Eve's, due on 1 January (finalized then, due at once) = 150 = $1.50;
 *   Ada's and Dee's are due at 12:00 today, not before now... see the due dates asserted below.
 * Billed per month, August to January: 0, 0, 0, 0, December 0 (Eve's first period bills nothing
 *   in advance), January 129,950.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { billTo, eventAt, flatFee, usageFee } from '../billing/story.js';
import { signedIn, type Browser } from './browser.js';

describeEachStore('revenue at a glance', (kind) => {
  let h: Harness;
  let browser: Browser;
  const due: Record<string, string | null> = {};

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2025-12-01T00:00:00Z', company: { name: 'Acme AI' } });
    const metered = await setupPlan(h.api, { name: 'Metered', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' });
    await usageFee(h, metered.id, 'Requests', { event_name: 'api.request', aggregation: 'sum', property: 'n' }, { amount: 5 });
    const eve = await setupCustomer(h.api, { name: 'Eve' });
    await setupSubscription(h, h.api, { customer_id: eve.id, plan_id: metered.id, start_date: '2025-12-01T00:00:00Z' });
    await eventAt(h, eve.id, '2025-12-10T09:00:00Z', 'api.request', { n: 30 });
    await billTo(h.api, '2026-01-01T00:00:00Z');
    await eventAt(h, eve.id, '2026-01-02T09:00:00Z', 'api.request', { n: 10 });

    h.clock.set('2026-01-15T12:00:00Z');
    const plan = async (name: string, amount: number, cadence: string) => {
      const created = await setupPlan(h.api, { name, type: 'usage', currency_code: 'usd', invoicing_cadence: cadence });
      await flatFee(h, created.id, `${name} fee`, amount, { cadence });
      return created;
    };
    const pro = await plan('Pro', 4900, 'monthly');
    const annual = await plan('Annual', 120000, 'yearly');
    const quarterly = await plan('Quarterly', 10000, 'quarterly');
    h.clock.set('2026-01-15T12:00:00Z');
    const subscribe = async (name: string, planId: string) => {
      const customer = await setupCustomer(h.api, { name });
      const sub = await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: planId });
      const invoices = (await h.api.get('/v1/invoices', { subscription_id: sub.id })).body.invoices;
      expect(invoices, name).toHaveLength(1);
      return { sub, invoice: invoices[0]! };
    };
    const ada = await subscribe('Ada', pro.id);
    const bob = await subscribe('Bob', annual.id);
    const cy = await subscribe('Cy', quarterly.id);
    const dee = await subscribe('Dee', pro.id);
    expect([ada.invoice.total_cents, bob.invoice.total_cents, cy.invoice.total_cents, dee.invoice.total_cents]).toEqual([4900, 120000, 10000, 4900]);
    expect((await h.api.post(`/v1/invoices/${bob.invoice.id}/mark-paid`, {})).status).toBe(200);
    expect((await h.api.post(`/v1/invoices/${cy.invoice.id}/void`, {})).status).toBe(200);
    expect((await h.api.post(`/v1/subscriptions/${dee.sub.id}`, { status: 'canceled' })).status).toBe(200);
    const open = (await h.api.get('/v1/invoices', { status: 'open' })).body.invoices;
    for (const invoice of open) due[invoice.total_cents === 150 ? 'eve' : invoice.id === ada.invoice.id ? 'ada' : 'dee'] = invoice.due_date;
    // Signed in now: sessions run on the clock the story moved.
    browser = await signedIn(h, 'revenue@example.com');
  });
  afterAll(() => h.close());

  const figure = (html: string, id: string) => {
    const match = new RegExp(`id="${id}-usd" href="([^"]+)" data-cents="(-?\\d+)">[\\s\\S]*?<span class="value">([^<]+)</span>`).exec(html);
    if (!match) throw new Error(`no figure ${id}`);
    return { url: match[1]!.replace(/&amp;/g, '&'), cents: Number(match[2]), words: match[3] };
  };

  it('shows MRR, billed, collected, outstanding and overdue as computed by hand, each linking to its list', async () => {
    // Eve's December invoice was finalized on 1 January and is due then; Ada's and Dee's at 12:00 today.
    expect(due).toEqual({ eve: '2026-01-01T00:00:00.000Z', ada: '2026-01-15T12:00:00.000Z', dee: '2026-01-15T12:00:00.000Z' });
    const answer = await browser.get('/dashboard');
    expect(answer.status, answer.body.slice(0, 500)).toBe(200);
    const page = answer.body;
    expect(page).toContain('Revenue, test mode');
    expect(figure(page, 'mrr')).toEqual({ url: '/dashboard/subscriptions?status=active', cents: 18383, words: '$183.83' });
    expect(figure(page, 'billed')).toEqual({ url: '/dashboard/invoices', cents: 129950, words: '$1,299.50' });
    expect(figure(page, 'collected')).toEqual({ url: '/dashboard/invoices?status=paid', cents: 120000, words: '$1,200.00' });
    expect(figure(page, 'outstanding')).toEqual({ url: '/dashboard/invoices?status=open', cents: 9950, words: '$99.50' });
    expect(figure(page, 'overdue')).toEqual({ url: '/dashboard/invoices?status=open&overdue=1', cents: 150, words: '$1.50' });
    // The parts of MRR, printed to the cent: 4,900 + 10,000 + 3,333.33... = 18,233.33... flat, 150 usage.
    expect(page).toContain('flat fees $182.33 + last period&#39;s usage $1.50 a month');
  });

  it('charts billed per month with labelled axes and each month\'s value', async () => {
    const page = (await browser.get('/dashboard')).body;
    const rows = [...page.matchAll(/<tr data-label="([^"]+)" data-value="(\d+)">/g)].filter((m) => /^[A-Z][a-z]{2} \d{4}$/.test(m[1]!)).map((m) => [m[1], Number(m[2])]);
    expect(rows).toEqual([
      ['Aug 2025', 0],
      ['Sep 2025', 0],
      ['Oct 2025', 0],
      ['Nov 2025', 0],
      ['Dec 2025', 0],
      ['Jan 2026', 129950],
    ]);
    expect(page).toContain('aria-labelledby="billed-per-month-1-title"');
    expect(page).toMatch(/class="axis-title"[^>]*>Month</);
    expect(page).toMatch(/class="axis-title"[^>]*>Billed \(USD\)</);
    expect(page).toMatch(/class="bar-value"[^>]*>\$1,299\.50</);
    expect(page).toMatch(/class="tick"[^>]*>\$649\.75</);
  });

  it('the overdue link lists the open invoices due before now', async () => {
    const list = (await browser.get('/dashboard/invoices?status=open&overdue=1')).body;
    expect(list).toContain('Overdue only');
    expect((list.match(/<td data-label="Total" class="num">/g) ?? []).length).toBe(1);
    expect(list).toContain('$1.50');
  });
});
