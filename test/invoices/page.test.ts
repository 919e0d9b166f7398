/**
 * The hosted invoice page (`public_invoice_url`): read-only HTML without an API key, every
 * customer-supplied string escaped, no script, readable on a phone, a plain 404 page for a token
 * that names no invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { setupCustomer } from '../support/builders.js';
import { describeEachStore } from '../support/stores.js';
import { dec } from '../../src/money/decimal.js';
import { invoiceView } from '../../src/pages/invoicePage.js';
import type { InvoiceLineItemTable, InvoiceTable } from '../../src/modules/invoices/index.js';
import { scopeOf, writeInvoice } from './support.js';

const XSS = '<script>alert("x")</script>';

describe('invoice page view (pure)', () => {
  const line = (exact: string, quantity: number, unit: number) => ({ exact_amount: exact, quantity, unit_amount_cents: unit, total_amount_cents: 0 }) as InvoiceLineItemTable;
  const view = (currency: string, lines: InvoiceLineItemTable[]) =>
    invoiceView({
      invoice: { status: 'open', currency, total_cents: 0, amount_due_cents: 0, subtotal_cents: 0, discount_cents: 0, tax_cents: 0 } as InvoiceTable,
      lines,
      creditNotes: [],
      company: { name: 'Co', timezone: 'UTC' },
      customer: null,
    }).lines as { unitPrice: string }[];

  it('shows the API\'s own numbers: unit_amount_cents, so quantity x unit price makes the amount as on the API', () => {
    // Lines as the engine writes them now: a sub-cent rate is quantity 1 at the amount (issue 12, item 11).
    expect(view('usd', [line('4900', 1, 4900), line('30', 1, 30), line('-500', 1, -500), line('1', 1, 1)]).map((l) => l.unitPrice)).toEqual([
      '$49.00',
      '$0.30',
      '-$5.00',
      '$0.01',
    ]);
    expect(view('jpy', [line('1500', 3, 500), line('5', 1, 5)]).map((l) => l.unitPrice)).toEqual(['¥500', '¥5']);
    expect(view('chf', [line('123456789', 1, 123456789)]).map((l) => l.unitPrice)).toEqual(['CHF 1,234,567.89']);
  });
});

describeEachStore('hosted invoice page', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme & Sons', invoicePrefix: 'ACME' } });
  });
  afterAll(() => h.close());

  const page = (path: string) => h.app.inject({ method: 'GET', url: path });

  it('shows an open invoice: company, number, status, customer, lines with period, quantity, unit price and totals, due date', async () => {
    const customer = await setupCustomer(h.api, { name: 'Globex Corp', email: 'ap@globex.test' });
    h.clock.set('2026-02-01T09:00:00.000Z');
    const invoice = await writeInvoice(h, {
      customerId: customer.id,
      daysUntilDue: 14,
      periodStart: '2026-01-01T00:00:00Z',
      periodEnd: '2026-02-01T00:00:00Z',
      lines: [
        { description: 'Pro plan', exactAmount: dec(4900), kind: 'flat_fee', periodStart: '2026-01-01T00:00:00Z', periodEnd: '2026-02-01T00:00:00Z' },
        { description: 'API calls', quantity: 12000, unitAmount: dec('0.25'), exactAmount: dec(3000), kind: 'usage' },
      ],
      finalize: true,
    });
    const api = await h.api.get(`/v1/invoices/${invoice.id}`);
    const url = new URL(api.body.invoice.public_invoice_url as string);
    expect(url.origin).toBe('http://meterline.test');

    const res = await page(url.pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Acme &amp; Sons');
    expect(html).toContain('Invoice ACME-TEST-0001');
    expect(html).toContain('>Open</span>');
    expect(html).toContain('Globex Corp');
    expect(html).toContain('ap@globex.test');
    expect(html).toContain('Pro plan');
    expect(html).toContain('1 Jan 2026 – 1 Feb 2026');
    // 12,000 x a quarter cent: shown as on the API, 1 x $30.00, the quantity in the description.
    expect(html).toContain('API calls (quantity 12000)');
    expect(html).not.toContain('$0.00<'); // never 12,000 x $0.00 = $30.00
    expect(html).toContain('$30.00');
    expect(html).toContain('$49.00');
    expect(html).toContain('$79.00');
    expect(html).toContain('15 Feb 2026'); // due: 14 days after 1 Feb
    expect(html).not.toMatch(/<script/i);
    h.clock.set('2026-01-15T12:00:00.000Z');
  });

  it('escapes customer-supplied text everywhere: customer name, line descriptions, memo, footer, company name', async () => {
    const { api, company } = await h.newCompany({ name: `Evil ${XSS} Inc`, invoicePrefix: 'EVIL' });
    const customer = await setupCustomer(api, { name: `${XSS}<img src=x onerror=alert(1)>`, email: 'o\'brien&co@evil.test' });
    const invoice = await writeInvoice(
      h,
      {
        customerId: customer.id,
        description: XSS,
        customerMemo: `</p>${XSS}`,
        footer: `<a href="javascript:alert(1)">${XSS}</a>`,
        lines: [{ description: `${XSS} & <b>bold</b>`, exactAmount: dec(100), kind: 'adjustment' }],
      },
      scopeOf(h, 'test', company.id),
    );
    const res = await page(`/invoices/${invoice.public_token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toContain('<b>bold</b>');
    expect(res.body).not.toContain('<img');
    expect(res.body).not.toContain('<a href="javascript');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(res.body).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(res.body).toContain('o&#39;brien&amp;co@evil.test');
  });

  it('says Draft for a draft, Paid for a paid one and Void for a voided one', async () => {
    const customer = await setupCustomer(h.api);
    const draft = await writeInvoice(h, { customerId: customer.id });
    const draftPage = (await page(`/invoices/${draft.public_token}`)).body;
    expect(draftPage).toContain('Draft invoice');
    expect(draftPage).toContain('>Draft</span>');

    const paid = await writeInvoice(h, { customerId: customer.id, paid: true });
    const paidPage = (await page(`/invoices/${paid.public_token}`)).body;
    expect(paidPage).toContain('>Paid</span>');
    expect(paidPage).toContain('Paid on 15 Jan 2026');

    const voided = await writeInvoice(h, { customerId: customer.id });
    await h.api.post(`/v1/invoices/${voided.id}/void`);
    expect((await page(`/invoices/${voided.public_token}`)).body).toContain('>Void</span>');
  });

  it('needs no API key, and a live invoice is reachable by its token too', async () => {
    const customer = await setupCustomer(h.live, { name: 'Live Customer' });
    const invoice = await writeInvoice(h, { customerId: customer.id, finalize: true }, scopeOf(h, 'live'));
    const res = await page(`/invoices/${invoice.public_token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Invoice ACME-0001');
    expect(res.body).toContain('Live Customer');
  });

  it('answers an unknown, malformed or overlong token with a plain 404 page', async () => {
    const unknown = 'A'.repeat(43);
    for (const path of [`/invoices/${unknown}`, '/invoices/short', `/invoices/${'x'.repeat(300)}`, '/invoices/', '/invoices/a/b', '/invoices/%3Cscript%3E']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body, path).toContain('Invoice not found');
      expect(res.body, path).not.toMatch(/<script|node_modules|\.[jt]s:\d+|Error:/i);
    }
  });
});
