/**
 * An invoice's PDF (issue 30, item 5): `GET /v1/invoices/{id}/pdf` for the integrator, and the
 * hosted page's "Download PDF" (`/invoices/{token}/pdf`) for the customer, who has no API key; and
 * a credit note's, `GET /v1/credit-notes/{id}/pdf`.
 * Read back with PDF.js, the PDF says what the hosted page says: the company, the customer and
 * their addresses, the number, the dates, the lines, tax, totals and the amount due.
 *
 * The story: Acme & Sons invoices Globex Corp on 1 Feb 2026 for January, due in 14 days:
 *   Pro plan   1 x $49.00 = 4,900, tax 20% =   980
 *   API calls  1,200 x $0.25 = 30,000, tax 20% = 6,000
 *   subtotal 34,900, tax 6,980, total 34,900 + 6,980 = 41,880 ($418.80), all of it due.
 * Last, the Pro plan line is credited whole: 4,900 and its tax 980 = 5,880 ($58.80) taken off the
 * invoice, which then asks 41,880 - 5,880 = 36,000 ($360.00).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dec } from '../../src/money/decimal.js';
import { setupCustomer } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { readPdf } from '../support/pdfText.js';
import { describeEachStore } from '../support/stores.js';
import { scopeOf, writeInvoice } from './support.js';

const BILLING = { street: '742 Evergreen Terrace', street2: 'Suite 2', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' };
const SHIPPING = { street: '1 Dock Road', city: 'Shelbyville', country: 'US' };

/** The test-mode watermark: the word TEST on its own (the number ACME-TEST-0001 says it too). */
const TEST_MARK = /(^| )TEST( |$)/;
/** Text as a reader sees it: one space between words, whatever the layout put between them. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The hosted page's visible text. */
const pageWords = (html: string) =>
  words(html.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"'));

describeEachStore('invoice PDFs', (kind) => {
  let h: Harness;
  let invoice: { id: string; public_token: string };

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme & Sons', invoicePrefix: 'ACME' } });
    const customer = await setupCustomer(h.api, { name: 'Globex Corp', email: 'ap@globex.test', billing_address: BILLING, shipping_address: SHIPPING });
    h.clock.set('2026-02-01T09:00:00.000Z');
    invoice = await writeInvoice(h, {
      customerId: customer.id,
      daysUntilDue: 14,
      periodStart: '2026-01-01T00:00:00Z',
      periodEnd: '2026-02-01T00:00:00Z',
      lines: [
        { description: 'Pro plan', exactAmount: dec(4900), taxAmount: dec(980), kind: 'flat_fee', periodStart: '2026-01-01T00:00:00Z', periodEnd: '2026-02-01T00:00:00Z' },
        { description: 'API calls', quantity: 1200, unitAmount: dec(25), exactAmount: dec(30000), taxAmount: dec(6000), kind: 'usage' },
      ],
      finalize: true,
    });
  });
  afterAll(() => h.close());

  const pdfOf = async (path: string, key: string | null = h.api.key) => {
    const res = await h.app.inject({ method: 'GET', url: path, headers: key ? { authorization: `Bearer ${key}` } : {} });
    return { res, bytes: res.rawPayload };
  };

  it('answers the finalized invoice as an inline PDF named by its number, saying its number, customer, addresses, dates, lines and totals', async () => {
    const api = await h.api.get(`/v1/invoices/${invoice.id}`);
    expect(api.body.invoice).toMatchObject({ invoice_number: 'ACME-TEST-0001', subtotal_cents: 34900, tax_cents: 6980, total_cents: 41880 });

    const { res, bytes } = await pdfOf(`/v1/invoices/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="ACME-TEST-0001.pdf"');
    expect(res.headers['x-request-id']).toBeDefined();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = await readPdf(bytes);
    const text = words(pdf.text.join(' '));
    expect(pdf.pages).toBe(1);
    expect(pdf.info.Title).toBe('Invoice ACME-TEST-0001 · Acme & Sons');
    for (const expected of [
      'Acme & Sons',
      'Invoice ACME-TEST-0001',
      'Globex Corp',
      'ap@globex.test',
      '742 Evergreen Terrace', 'Suite 2', 'Springfield, IL 62701', // billed to
      'Ship to', '1 Dock Road', 'Shelbyville',
      'Issued 1 Feb 2026',
      'Due 15 Feb 2026', // 14 days after 1 Feb
      'Period 1 Jan 2026 – 1 Feb 2026',
      'Pro plan', '$49.00', '$9.80',
      'API calls', '1,200', '$0.25', '$300.00', '$60.00',
      'Subtotal $349.00',
      'Tax $69.80', // 980 + 6,000
      'Total $418.80', // 34,900 + 6,980
      'Amount due $418.80',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(TEST_MARK); // test-mode data is marked
  });

  it('prints the words and numbers of the hosted invoice page', async () => {
    const html = pageWords((await h.app.inject({ method: 'GET', url: `/invoices/${invoice.public_token}` })).body);
    const pdf = words((await readPdf((await pdfOf(`/v1/invoices/${invoice.id}/pdf`)).bytes)).text.join(' '));
    const shared = ['Invoice ACME-TEST-0001', 'Open', 'Billed to', 'Globex Corp', 'Springfield, IL 62701', '1 Dock Road', 'Invoice number', 'ACME-TEST-0001', '1 Feb 2026', '15 Feb 2026', '1 Jan 2026 – 1 Feb 2026', 'USD', 'Pro plan', 'API calls', '1,200', '$0.25', '$9.80', '$60.00', '$349.00', '$69.80', '$418.80', 'Invoice from Acme & Sons · powered by Meterline'];
    expect(shared.filter((phrase) => !html.includes(phrase)), 'missing on the page').toEqual([]);
    expect(shared.filter((phrase) => !pdf.includes(phrase)), 'missing in the PDF').toEqual([]);
  });

  it('gives the same bytes for the same invoice, whenever it is asked, dated as the invoice', async () => {
    const first = (await pdfOf(`/v1/invoices/${invoice.id}/pdf`)).bytes;
    h.clock.set('2026-03-09T17:45:00.000Z');
    const later = (await pdfOf(`/v1/invoices/${invoice.id}/pdf`)).bytes;
    h.clock.set('2026-01-15T12:00:00.000Z');
    expect(later.equals(first)).toBe(true);
    expect((await readPdf(first)).info.CreationDate).toMatch(/^D:20260201090000/); // finalized_at, not the request's time
  });

  it('says paid, the discount and nothing due on a paid invoice; a live invoice carries no TEST mark', async () => {
    // 4,900 less a 500 discount: total 4,400 ($44.00), paid, so $0.00 due.
    const customer = await setupCustomer(h.live, { name: 'Initech' });
    const paid = await writeInvoice(h, { customerId: customer.id, discountCents: 500, paid: true }, scopeOf(h, 'live'));
    const { res, bytes } = await pdfOf(`/v1/invoices/${paid.id}/pdf`, h.live.key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="ACME-0001.pdf"');
    const text = words((await readPdf(bytes)).text.join(' '));
    for (const expected of ['Invoice ACME-0001', 'Initech', 'Paid on 15 Jan 2026. Thank you.', 'Subtotal $49.00', 'Discount -$5.00', 'Total $44.00', 'Amount due $0.00']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(TEST_MARK);
  });

  it("answers 404 NOT_FOUND in the envelope for an unknown id, another company's invoice and the other mode's", async () => {
    const other = await h.newCompany({ name: 'Other', invoicePrefix: 'OTH' });
    const theirs = await writeInvoice(h, { customerId: null, finalize: true }, scopeOf(h, 'test', other.company.id));
    const cases: [string, string][] = [
      ['zq0000000000000000000000', h.api.key], // never existed
      [theirs.id, h.api.key], // another company's
      [invoice.id, other.api.key], // ours, asked by the other company
      [invoice.id, h.live.key], // ours, asked in live mode
    ];
    for (const [id, key] of cases) {
      const { res } = await pdfOf(`/v1/invoices/${id}/pdf`, key);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type'], id).toMatch(/^application\/json/);
      expect(res.json(), id).toMatchObject({ success: false, error: { code: 'NOT_FOUND' }, request_id: res.headers['x-request-id'] });
    }
    expect((await pdfOf(`/v1/invoices/${invoice.id}/pdf`, null)).res.statusCode).toBe(401);
  });

  it('has no PDF for a draft (409 INVOICE_NOT_FINALIZED) nor a voided draft, and the draft page offers none', async () => {
    const draft = await writeInvoice(h, { customerId: null });
    const res = await h.api.get(`/v1/invoices/${draft.id}/pdf`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('INVOICE_NOT_FINALIZED');
    const draftPage = await h.app.inject({ method: 'GET', url: `/invoices/${draft.public_token}` });
    expect(draftPage.body).not.toContain('Download PDF');
    const hosted = await h.app.inject({ method: 'GET', url: `/invoices/${draft.public_token}/pdf` });
    expect(hosted.statusCode).toBe(409);
    expect(hosted.headers['content-type']).toBe('text/html; charset=utf-8');

    await h.api.post(`/v1/invoices/${draft.id}/void`);
    expect((await h.api.get(`/v1/invoices/${draft.id}/pdf`)).body.error.code).toBe('INVOICE_NOT_FINALIZED');
  });

  it("links the hosted page to its PDF, which opens without an API key; a wrong token is the page's 404", async () => {
    const page = await h.app.inject({ method: 'GET', url: `/invoices/${invoice.public_token}` });
    const href = /<a href="([^"]+)">Download PDF<\/a>/.exec(page.body)?.[1];
    expect(href).toBe(`/invoices/${invoice.public_token}/pdf`);

    const { res, bytes } = await pdfOf(href ?? '', null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="ACME-TEST-0001.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // The customer's copy is the integrator's, byte for byte.
    expect(bytes.equals((await pdfOf(`/v1/invoices/${invoice.id}/pdf`)).bytes)).toBe(true);

    const wrong = `${invoice.public_token.slice(0, -1)}${invoice.public_token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/invoices/${wrong}/pdf`, '/invoices/short/pdf', `/invoices/${invoice.public_token}/pdf/x`, `/invoices/${invoice.public_token}/pdfx`]) {
      const miss = await h.app.inject({ method: 'GET', url: path });
      expect(miss.statusCode, path).toBe(404);
      expect(miss.body, path).toContain('Invoice not found');
    }
  });

  it('answers a credit note as an inline PDF named by its number: the invoice it credits, why, where it went, its lines and tax', async () => {
    const lines = (await h.api.get(`/v1/invoices/${invoice.id}`)).body.invoice.line_items as { id: string; description: string }[];
    const pro = lines.find((line) => line.description === 'Pro plan')!;
    const created = await h.api.post(`/v1/invoices/${invoice.id}/credit-notes`, { lines: [{ line_item_id: pro.id }], reason: 'Plan billed twice' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const note = created.body.credit_note;
    expect(note).toMatchObject({ number: 'ACME-TEST-CN-0001', total_cents: 5880, credited_to: 'invoice' });
    expect((await h.api.get(`/v1/invoices/${invoice.id}`)).body.invoice.amount_due_cents).toBe(36000);

    const { res, bytes } = await pdfOf(`/v1/credit-notes/${note.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="ACME-TEST-CN-0001.pdf"');
    const pdf = await readPdf(bytes);
    const text = words(pdf.text.join(' '));
    expect(pdf.info.Title).toBe('Credit note ACME-TEST-CN-0001 · Acme & Sons');
    for (const expected of [
      'Credit note ACME-TEST-CN-0001',
      'Globex Corp', 'Springfield, IL 62701',
      'Invoice ACME-TEST-0001', // the invoice it credits
      'Reason Plan billed twice',
      'Pro plan', '$49.00', '$9.80',
      'Subtotal $49.00',
      'Tax $9.80',
      'Total $58.80', // 4,900 + 980
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Amount due'); // a credit note asks nothing
    expect(text).toMatch(TEST_MARK);
    expect((await pdfOf(`/v1/credit-notes/${note.id}/pdf`)).bytes.equals(bytes)).toBe(true);

    // The hosted page: the note between the total and what is still asked, and in its list (dated 15 Jan, the clock's day).
    const page = pageWords((await h.app.inject({ method: 'GET', url: `/invoices/${invoice.public_token}` })).body);
    expect(page).toContain('Total $418.80 Credit note ACME-TEST-CN-0001 -$58.80 Amount due $360.00');
    expect(page).toContain('ACME-TEST-CN-0001 15 Jan 2026 Plan billed twice Taken off this invoice -$58.80');
    // A note on a paid invoice credited to the customer's balance does not lower what it asks: the
    // page lists it, not between the total and the amount due (4,900 paid: $0.00 due).
    const paid = await writeInvoice(h, { customerId: (await setupCustomer(h.api, { name: 'Umbrella' })).id, paid: true });
    const toBalance = await h.api.post(`/v1/invoices/${paid.id}/credit-notes`, { amount_cents: 1000, reason: 'Goodwill', credited_to: 'credit_balance' });
    expect(toBalance.status, JSON.stringify(toBalance.body)).toBe(201);
    const paidPage = pageWords((await h.app.inject({ method: 'GET', url: `/invoices/${paid.public_token}` })).body);
    expect(paidPage).toContain('Total $49.00 Amount due $0.00');
    expect(paidPage).toContain('Goodwill Added to your account credit -$10.00');

    for (const [id, key] of [['zq0000000000000000000000', h.api.key], [note.id, h.live.key]] as const) {
      const miss = (await pdfOf(`/v1/credit-notes/${id}/pdf`, key)).res;
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json(), id).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });
});
