/**
 * Story: the dashboard's Invoices, Subscriptions and Plans pages over a small billing story.
 *
 * Acme AI (UTC) on 15 January 2026, 12:00: the "Pro" plan bills $49.00 a month in advance (4900
 * cents) and 0.2 credits per 1,000 output tokens; a pack sells 5,000 credits for $10.00 (1000
 * cents), expiring after a year; a policy grants 1,000 credits every month. Ada subscribes: her
 * first invoice is one line of 4900 cents for 15 January 12:00 - 15 February 00:00 (the period
 * ends at the anchor day's midnight; the first period's flat fee is not prorated), finalized at
 * once, so subtotal = total = $49.00 and no tax. On 1 March 2026 the flat fee rises to $59.00 (5900 cents): the
 * plan's second version.
 *
 * Every page is scoped: another company's invoice or plan is a 404, so is a test one on the live
 * switch. Invoice actions go through a confirmation page and need the CSRF token; void and mark
 * paid change the invoice as GET /v1/invoices/:id shows it; a move the status machine refuses is a
 * 409 page that says so. Stored XSS through plan, fee and customer names is escaped.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, subscribe, type Shop } from '../links/builders.js';
import { dec } from '../../src/money/decimal.js';
import { writeInvoice } from '../invoices/support.js';
import { csrfOf, signedIn, type Browser } from './browser.js';

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

interface ApiInvoice {
  id: string;
  status: string;
  invoice_number: string | null;
  total_cents: number;
  paid_at: string | null;
}

describeEachStore('dashboard billing pages', (kind) => {
  let h: Harness;
  let browser: Browser;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-15T12:00:00Z', company: { name: 'Acme AI' } });
    browser = await signedIn(h, 'billing@example.com');
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  const customerNamed = async (name: string, client = h.api) => {
    const res = await client.post('/v1/customers', { name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.customer as { id: string };
  };
  const invoicesOf = async (customerId: string, client = h.api) =>
    (await client.get('/v1/invoices', { customer_id: customerId })).body.invoices as ApiInvoice[];
  const apiInvoice = async (id: string) => (await h.api.get(`/v1/invoices/${id}`)).body.invoice as ApiInvoice;
  /** A customer subscribed to Pro, and the first invoice: 4900 cents, open. */
  const subscribedCustomer = async (name: string) => {
    const customer = await customerNamed(name);
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const [invoice] = await invoicesOf(customer.id);
    if (!invoice) throw new Error('no first invoice');
    return { customer, sub, invoice };
  };

  it('the invoice list and page show the first invoice: $49.00, its line, customer, period and hosted page', async () => {
    const { customer, invoice } = await subscribedCustomer('Ada Lovelace');
    expect([invoice.status, invoice.total_cents]).toEqual(['open', 4900]);

    const list = await browser.get('/dashboard/invoices');
    expect(list.status).toBe(200);
    expect(list.body).toContain('aria-current="page">Invoices</a>');
    expect(list.body).toContain(`href="/dashboard/invoices/${invoice.id}">${invoice.invoice_number}</a>`);
    expect(list.body).toContain(`href="/dashboard/customers/${customer.id}" title="${customer.id}">Ada Lovelace</a>`);
    expect(list.body).toContain('$49.00');

    const page = await browser.get(`/dashboard/invoices/${invoice.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1>Invoice ${invoice.invoice_number}</h1>`);
    expect(page.body).toContain('<dd id="invoice-status">open</dd>');
    expect(page.body).toContain(`href="/dashboard/customers/${customer.id}">Ada Lovelace</a>`);
    expect(page.body).toContain('2026-01-15 12:00 UTC to 2026-02-15 00:00 UTC');
    expect(page.body).toContain('Platform fee');
    // One line of 4900 cents: subtotal $49.00, no tax, total $49.00.
    expect(page.body).toMatch(/<dt>Subtotal<\/dt><dd>\$49\.00<\/dd>/);
    expect(page.body).toContain('<strong id="invoice-total">$49.00</strong>');
    expect(page.body).toMatch(/href="http[^"]*\/invoices\/[^"]+" rel="noopener">Open the hosted invoice/);
    // An open invoice may be paid, written off or voided; it is already finalized.
    for (const action of ['mark-paid', 'mark-uncollectible', 'void']) expect(page.body).toContain(`/dashboard/invoices/${invoice.id}/${action}"`);
    expect(page.body).not.toContain(`/dashboard/invoices/${invoice.id}/finalize"`);
  });

  it("an invoice's page shows its credit notes and what it still asks: 4900 - 1200 = 3700", async () => {
    const { invoice } = await subscribedCustomer('Credited Cleo');
    expect((await browser.get(`/dashboard/invoices/${invoice.id}`)).body).toContain('No credit notes.');
    const note = await h.api.post(`/v1/invoices/${invoice.id}/credit-notes`, { amount_cents: 1200, reason: `Outage ${XSS}` });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const page = await browser.get(`/dashboard/invoices/${invoice.id}`);
    expect(page.body).toContain('<strong id="invoice-total">$49.00</strong>');
    expect(page.body).toContain('<dd id="invoice-amount-due">$37.00</dd>');
    expect(page.body).toContain(note.body.credit_note.number);
    expect(page.body).toContain('Taken off the invoice');
    expect(page.body).toContain('$12.00');
    expect(page.body).not.toContain(XSS);
  });

  it('filters invoices by status and customer, and pages with the API cursor', async () => {
    const { customer, invoice } = await subscribedCustomer('Filtered Fay');
    const byCustomer = await browser.get(`/dashboard/invoices?customer_id=${customer.id}`);
    expect(byCustomer.body).toContain('Filtered Fay');
    expect(byCustomer.body).not.toContain('Ada Lovelace');
    expect((await browser.get('/dashboard/invoices?status=paid')).body).not.toContain(invoice.invoice_number ?? '');
    expect((await browser.get('/dashboard/invoices?status=open')).body).toContain(invoice.invoice_number ?? '');

    for (let i = 0; i < 25; i++) await subscribedCustomer(`Paged ${String(i).padStart(2, '0')}`);
    const first = await browser.get('/dashboard/invoices?status=open');
    expect(first.body).toContain('Paged 24');
    expect(first.body).not.toContain('Filtered Fay');
    const next = /href="(\/dashboard\/invoices\?[^"]*cursor=[^"]+)">Next page/.exec(first.body)?.[1];
    expect(next).toContain('status=open');
    const second = await browser.get((next ?? '').replace(/&amp;/g, '&'));
    expect(second.status).toBe(200);
    expect(second.body).toContain('Filtered Fay');
    expect(second.body).not.toContain('Paged 24');
  });

  it('marks an invoice paid through its confirmation page, as GET /v1/invoices/:id then shows', async () => {
    const { invoice } = await subscribedCustomer('Paying Pat');
    const confirm = await browser.get(`/dashboard/invoices/${invoice.id}/mark-paid`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain(`Mark paid invoice ${invoice.invoice_number}?`);
    expect(confirm.body).toContain(`action="/dashboard/invoices/${invoice.id}/mark-paid"`);
    // The confirmation page itself changes nothing.
    expect((await apiInvoice(invoice.id)).status).toBe('open');

    // Without the form's token: 403, nothing changes.
    expect((await browser.post(`/dashboard/invoices/${invoice.id}/mark-paid`, {})).status).toBe(403);
    expect((await apiInvoice(invoice.id)).status).toBe('open');

    const done = await browser.post(`/dashboard/invoices/${invoice.id}/mark-paid`, { _csrf: csrfOf(confirm.body) });
    expect([done.status, done.location]).toEqual([303, `/dashboard/invoices/${invoice.id}?done=mark-paid`]);
    const shown = await browser.get(done.location ?? '');
    expect(shown.body).toContain('Invoice marked paid.');
    expect(shown.body).toContain('<dd id="invoice-status">paid</dd>');
    expect(shown.body).toContain('<dt>Paid</dt><dd>2026-01-15 12:00 UTC</dd>');
    const api = await apiInvoice(invoice.id);
    expect([api.status, api.paid_at]).toEqual(['paid', '2026-01-15T12:00:00.000Z']);
    // Paid is final: no action is offered any more.
    expect(shown.body).not.toContain(`/dashboard/invoices/${invoice.id}/void"`);
  });

  it('voids an invoice; a move the status machine refuses is a 409 page that says why', async () => {
    const { invoice } = await subscribedCustomer('Voided Val');
    const voided = await browser.submit(`/dashboard/invoices/${invoice.id}/void`, `/dashboard/invoices/${invoice.id}/void`, {});
    expect(voided.status).toBe(303);
    expect((await apiInvoice(invoice.id)).status).toBe('void');
    expect((await browser.get(voided.location ?? '')).body).toContain('Invoice voided.');

    // Void is final: the confirmation page and the POST both refuse, with a message, not a 500.
    const refusedPage = await browser.get(`/dashboard/invoices/${invoice.id}/mark-paid`);
    expect(refusedPage.status).toBe(409);
    expect(refusedPage.body).toContain('This invoice is void, so it cannot be marked paid.');
    const csrf = csrfOf((await browser.get(`/dashboard/invoices/${invoice.id}`)).body);
    const refused = await browser.post(`/dashboard/invoices/${invoice.id}/mark-paid`, { _csrf: csrf });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('This invoice is void, so it cannot be marked paid.');
    expect((await apiInvoice(invoice.id)).status).toBe('void');
    expect((await browser.get(`/dashboard/invoices/${invoice.id}/refund`)).status).toBe(404);
  });

  it('finalizes a draft through its confirmation: it gets its number and is then open', async () => {
    const customer = await customerNamed('Drafted Dee');
    // Two lines of 1000 and 250 cents: $12.50.
    const draft = await writeInvoice(h, {
      customerId: customer.id,
      finalize: false,
      lines: [
        { description: 'Setup', exactAmount: dec(1000), kind: 'flat_fee' },
        { description: 'Support hour', exactAmount: dec(250), kind: 'flat_fee' },
      ],
    });
    const page = await browser.get(`/dashboard/invoices/${draft.id}`);
    expect(page.body).toContain('<h1>Invoice Draft</h1>');
    expect(page.body).toContain('<strong id="invoice-total">$12.50</strong>');
    expect(page.body).toContain(`/dashboard/invoices/${draft.id}/finalize"`);
    expect(page.body).toContain(`/dashboard/invoices/${draft.id}/void"`);
    expect(page.body).not.toContain(`/dashboard/invoices/${draft.id}/mark-paid"`);
    // A draft is never marked paid directly: the confirmation page says so.
    expect((await browser.get(`/dashboard/invoices/${draft.id}/mark-paid`)).body).toContain('This invoice is draft, so it cannot be marked paid.');

    const done = await browser.submit(`/dashboard/invoices/${draft.id}/finalize`, `/dashboard/invoices/${draft.id}/finalize`, {});
    expect(done.status).toBe(303);
    const api = await apiInvoice(draft.id);
    expect([api.status, api.total_cents]).toEqual(['open', 1250]);
    const shown = await browser.get(done.location ?? '');
    expect(shown.body).toContain('Invoice finalized.');
    expect(shown.body).toContain(`<h1>Invoice ${api.invoice_number}</h1>`);
  });

  it('an action in test mode runs at the test clock, as the API does', async () => {
    const other = await h.newCompany({ name: 'Clocked Co' });
    const clocked = await signedIn(h, 'clocked@example.com', other.company.id);
    const otherShop = await setupShop(other.api, { name: 'Basic' });
    const customer = await customerNamed('Tess', other.api);
    await subscribe(other.api, customer.id, otherShop.plan.id);
    const [first] = await invoicesOf(customer.id, other.api);
    const moved = await clocked.submit('/dashboard/test-clock', '/dashboard/test-clock', { to: '2026-01-20T09:30' });
    expect(moved.status).toBe(200);
    const paid = await clocked.submit(`/dashboard/invoices/${first?.id}/mark-paid`, `/dashboard/invoices/${first?.id}/mark-paid`, {});
    expect(paid.status).toBe(303);
    const api = (await other.api.get(`/v1/invoices/${first?.id}`)).body.invoice as ApiInvoice;
    expect(api.paid_at).toBe('2026-01-20T09:30:00.000Z');
  });

  it('lists subscriptions with their filters, each row linking to its customer and plan', async () => {
    const { customer, sub } = await subscribedCustomer('Subscribed Sam');
    const other = await setupShop(h.api, { name: 'Other plan' });
    const elsewhere = await customerNamed('Elsewhere Eve');
    await subscribe(h.api, elsewhere.id, other.plan.id);

    const list = await browser.get('/dashboard/subscriptions');
    expect(list.status).toBe(200);
    expect(list.body).toContain(`href="/dashboard/customers/${customer.id}" title="${customer.id}">Subscribed Sam</a>`);
    expect(list.body).toContain(`href="/dashboard/plans/${shop.plan.id}" title="${shop.plan.id}">Pro</a>`);
    const byCustomer = await browser.get(`/dashboard/subscriptions?customer_id=${customer.id}`);
    expect(byCustomer.body).toContain('Subscribed Sam');
    expect(byCustomer.body).not.toContain('Elsewhere Eve');
    const byPlan = await browser.get(`/dashboard/subscriptions?plan_id=${other.plan.id}`);
    expect(byPlan.body).toContain('Elsewhere Eve');
    expect(byPlan.body).not.toContain('Subscribed Sam');
    expect((await browser.get('/dashboard/subscriptions?status=canceled')).body).not.toContain('Subscribed Sam');
    const active = (await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription as { status: string };
    expect((await browser.get(`/dashboard/subscriptions?status=${active.status}`)).body).toContain('Subscribed Sam');
  });

  it("a subscription's page shows its customer, plan, invoices and the next invoice the engine will issue", async () => {
    const { customer, sub, invoice } = await subscribedCustomer('Detailed Dan');
    const page = await browser.get(`/dashboard/subscriptions/${sub.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Detailed Dan on Pro</h1>');
    expect(page.body).toContain(`href="/dashboard/customers/${customer.id}">Detailed Dan</a>`);
    expect(page.body).toContain(`href="/dashboard/plans/${shop.plan.id}">Pro</a>`);
    expect(page.body).toContain(`href="/dashboard/invoices/${invoice.id}">${invoice.invoice_number}</a>`);
    // The next period (15 February - 15 March) opens with the 4900-cent fee in advance: $49.00.
    expect(page.body).toContain('Issued 2026-02-15 00:00 UTC, for 2026-02-15 00:00 UTC to 2026-03-15 00:00 UTC: <strong>$49.00</strong>');
    expect((await browser.get('/dashboard/subscriptions')).body).toContain(`href="/dashboard/subscriptions/${sub.id}">Details</a>`);

    const other = await h.newCompany({ name: 'Another Co' });
    const theirShop = await setupShop(other.api, { name: 'Theirs' });
    const theirs = await subscribe(other.api, (await customerNamed('Their Tina', other.api)).id, theirShop.plan.id);
    const refused = await browser.get(`/dashboard/subscriptions/${theirs.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain('Their Tina');
  });

  it("a plan's page words its fees as the signup page does, by version, with packs, grant policies and catalogs", async () => {
    const rise = await h.api.post(`/v1/plans/${shop.plan.id}/fees`, {
      product: { name: 'Platform fee v2' },
      price: { pricing_model: 'flat', amount: 5900, cadence: 'monthly', currency_code: 'usd' },
      effective_from: '2026-03-01T00:00:00Z',
    });
    expect(rise.status, JSON.stringify(rise.body)).toBe(201);
    const policy = await h.api.post(`/v1/plans/${shop.plan.id}/credit-grant-policies`, { pricing_unit_id: shop.unit.id, amount: 1000, cadence: 'monthly' });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    const catalog = await h.api.post('/v1/catalogs', {
      name: 'Model prices',
      event_name: 'llm.completion',
      key_property: 'model',
      entries: [{ key: 'm1', name: 'Model one', dimensions: [{ property: 'output_tokens', currency_code: 'usd', amount: '250', per: 1000000 }] }],
    });
    expect(catalog.status, JSON.stringify(catalog.body)).toBe(201);
    const attach = await h.api.post(`/v1/plans/${shop.plan.id}/catalogs`, { catalog_id: catalog.body.catalog.id, pricing: { mode: 'cost_plus', multiplier: 1.2, denomination: { kind: 'pricing_unit', pricing_unit_id: shop.unit.id } } });
    expect(attach.status, JSON.stringify(attach.body)).toBe(201);

    const list = await browser.get('/dashboard/plans');
    expect(list.body).toContain(`href="/dashboard/plans/${shop.plan.id}">Pro</a>`);
    const page = await browser.get(`/dashboard/plans/${shop.plan.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Pro</h1>');
    // The signup page's words: 4900 cents monthly in advance; 0.2 credits per 1,000 tokens.
    expect(page.body).toContain('From the start, until 2026-03-01 00:00 UTC <span class="mode-badge mode-live">In force</span>');
    expect(page.body).toContain('<strong>Platform fee</strong>: $49.00 per month, billed in advance');
    expect(page.body).toContain('<strong>Output tokens</strong>: 0.2 credits per 1,000 tokens');
    // From 1 March both flat fees are in force (the new one was added, the old one not ended): 5900 cents.
    const [firstVersion = '', secondVersion = ''] = page.body.split('From 2026-03-01 00:00 UTC, open-ended');
    expect(firstVersion).not.toContain('Platform fee v2');
    expect(secondVersion).toContain('<strong>Platform fee</strong>: $49.00 per month');
    expect(page.body).toContain('<strong>Platform fee v2</strong>: $59.00 per month, billed in advance');
    // The pack: 1000 cents for 5,000 credits.
    expect(page.body).toContain('5,000 credits for $10.00; they expire after 1 year');
    expect(page.body).toContain('1,000 credits every month; they never expire');
    expect(page.body).toContain('Model prices');
    expect(page.body).toContain('catalog cost × 1.2, in credits');
    expect(page.body).toContain(`/dashboard/subscriptions?plan_id=${shop.plan.id}`);
  });

  it("another company's invoice or plan is a 404; so is a test one on the live switch", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    const theirShop = await setupShop(other.api, { name: 'Theirs' });
    const theirCustomer = await customerNamed('Not yours', other.api);
    await subscribe(other.api, theirCustomer.id, theirShop.plan.id);
    const [theirInvoice] = await invoicesOf(theirCustomer.id, other.api);
    for (const path of [`/dashboard/invoices/${theirInvoice?.id}`, `/dashboard/invoices/${theirInvoice?.id}/void`, `/dashboard/plans/${theirShop.plan.id}`]) {
      const page = await browser.get(path);
      expect(page.status, path).toBe(404);
      expect(page.body).not.toContain('Not yours');
    }
    const csrf = csrfOf((await browser.get('/dashboard/invoices')).body);
    expect((await browser.post(`/dashboard/invoices/${theirInvoice?.id}/void`, { _csrf: csrf })).status).toBe(404);
    expect(((await other.api.get(`/v1/invoices/${theirInvoice?.id}`)).body.invoice as ApiInvoice).status).toBe('open');
    expect((await browser.get('/dashboard/invoices')).body).not.toContain('Not yours');
    expect((await browser.get('/dashboard/subscriptions')).body).not.toContain('Not yours');
    expect((await browser.get('/dashboard/plans')).body).not.toContain('Theirs');

    const { invoice } = await subscribedCustomer('Test Tom');
    await browser.submit('/dashboard/invoices', '/dashboard/mode', { mode: 'live', return_to: '/dashboard/invoices' });
    expect((await browser.get(`/dashboard/invoices/${invoice.id}`)).status).toBe(404);
    expect((await browser.get(`/dashboard/plans/${shop.plan.id}`)).status).toBe(404);
    expect((await browser.get('/dashboard/invoices')).body).not.toContain('Test Tom');
    expect((await browser.get('/dashboard/plans')).body).not.toContain(`/dashboard/plans/${shop.plan.id}`);
    await browser.submit('/dashboard', '/dashboard/mode', { mode: 'test', return_to: '/dashboard' });
  });

  it('escapes plan, fee and customer names on every billing page', async () => {
    const evil = await setupShop(h.api, { name: XSS });
    const fee = await h.api.post(`/v1/plans/${evil.plan.id}/fees`, {
      product: { name: XSS },
      price: { pricing_model: 'flat', amount: 100, cadence: 'monthly', currency_code: 'usd' },
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const customer = await customerNamed(XSS);
    await subscribe(h.api, customer.id, evil.plan.id);
    const [invoice] = await invoicesOf(customer.id);
    const pages = [
      await browser.get('/dashboard/invoices'),
      await browser.get(`/dashboard/invoices/${invoice?.id}`),
      await browser.get(`/dashboard/invoices/${invoice?.id}/void`),
      await browser.get('/dashboard/subscriptions'),
      await browser.get(`/dashboard/subscriptions/${(await subscribe(h.api, customer.id, evil.plan.id)).id}`),
      await browser.get('/dashboard/plans'),
      await browser.get(`/dashboard/plans/${evil.plan.id}`),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
  });
});
