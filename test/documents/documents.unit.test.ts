/**
 * Billing documents without a store: the exact money formatter the page and the PDF share, the
 * text the PDF's fonts can show, a credit note's words (the credit-note PDF reuses the renderer
 * with a document of kind `credit_note`), and the PDF itself, read back with PDF.js.
 */
import { describe, expect, it } from 'vitest';
import { addressLines, documentText, pdfFileName, printable, renderDocumentPdf, type BillingDocument } from '../../src/modules/documents/index.js';
import { formatMoney } from '../../src/money/currency.js';
import { readPdf } from '../support/pdfText.js';

const creditNote: BillingDocument = {
  kind: 'credit_note',
  number: 'ACME-CN-0001',
  status: 'issued',
  mode: 'live',
  currency: 'eur',
  company: { name: 'Acme', timezone: 'Europe/Paris', address: { street: '1 rue de la Paix', city: 'Paris', zip: '75002', country: 'fr' } },
  customer: { name: 'Zoë Müller', email: null, billingAddress: { city: 'Łódź', country: 'PL' }, shippingAddress: null },
  issuedAt: '2026-03-31T23:30:00.000Z', // 1 April in Paris
  createdAt: '2026-03-31T23:30:00.000Z',
  dueDate: null,
  paidAt: null,
  periodStart: null,
  periodEnd: null,
  creditedInvoiceNumber: 'ACME-0007',
  reason: 'Service outage on 3 March',
  creditedTo: 'credit_balance',
  description: null,
  memo: null,
  footer: null,
  lines: [{ description: 'Unused time on Pro', periodStart: null, periodEnd: null, quantity: 1, unitAmountCents: 1250, taxAmountCents: 250, amountCents: 1250 }],
  subtotalCents: 1250,
  discountCents: 0,
  taxCents: 250,
  totalCents: 1500,
  amountDueCents: null,
};

describe('formatMoney', () => {
  it('prints minor units exactly, as the hosted page always did, beyond what a float holds', () => {
    expect([0, 5, 4900, -500, 123456789].map((minor) => formatMoney(minor, 'usd'))).toEqual(['$0.00', '$0.05', '$49.00', '-$5.00', '$1,234,567.89']);
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500');
    expect(formatMoney(123456789, 'chf')).toBe('CHF 1,234,567.89');
    // 2^53 + 1 cents: a float would print ...409.92.
    expect(formatMoney(9007199254740993n, 'usd')).toBe('$90,071,992,547,409.93');
    expect(() => formatMoney(0.5, 'usd')).toThrow(RangeError);
  });
});

describe('printable', () => {
  it("keeps what the PDF's fonts show and replaces the rest", () => {
    expect(printable('Zoë Müller – “Ärzte” €5 · ok…')).toBe('Zoë Müller – “Ärzte” €5 · ok…');
    expect(printable('Łódź Ąę')).toBe('?ódz Ae'); // Ł has no Latin-1 base letter; ą and ę lose their ogonek
    expect(printable('株式会社\tA\r\nB')).toBe('???? A\nB');
  });
});

describe('a credit note as a document', () => {
  it('says what a credit note is: its number, the invoice it credits, why, and where the money went', () => {
    const text = documentText(creditNote);
    expect(text.heading).toBe('Credit note ACME-CN-0001');
    expect(text.title).toBe('Credit note ACME-CN-0001 · Acme');
    expect(text.statusLabel).toBe('Issued');
    expect(text.notice).toBeNull();
    expect(text.facts).toEqual([
      ['Credit note number', 'ACME-CN-0001'],
      ['Issued', '1 Apr 2026'],
      ['Invoice', 'ACME-0007'],
      ['Reason', 'Service outage on 3 March'],
      ['Credited to', 'Your account credit balance'],
      ['Currency', 'EUR'],
    ]);
    expect(text.companyAddress).toEqual(['1 rue de la Paix', 'Paris 75002', 'FR']);
    expect(text.billedTo).toEqual({ name: 'Zoë Müller', email: null, address: ['Łódź', 'PL'] });
    expect(text.lineTax).toBe(true);
    expect(text.lines).toEqual([{ description: 'Unused time on Pro', period: null, quantity: '1', unitPrice: '€12.50', tax: '€2.50', amount: '€12.50' }]);
    expect([text.subtotal, text.discount, text.tax, text.total, text.amountDue]).toEqual(['€12.50', null, '€2.50', '€15.00', null]);
    expect(text.signature).toBe('Credit note from Acme · powered by Meterline');
    expect(documentText({ ...creditNote, status: 'void' }).notice).toEqual({ kind: 'bad', text: 'This credit note has been voided. It credits nothing.' });
  });

  it('renders to a PDF that reads back the same words, the same bytes every time', async () => {
    const pdf = await renderDocumentPdf(creditNote);
    expect((await renderDocumentPdf(creditNote)).equals(pdf)).toBe(true);
    expect(pdfFileName('ACME-CN-0001')).toBe('ACME-CN-0001.pdf');
    expect(pdfFileName('ACME/CN 1')).toBe('ACME-CN-1.pdf');
    const read = await readPdf(pdf);
    const text = read.text.join(' ').replace(/\s+/g, ' ');
    for (const expected of ['Credit note ACME-CN-0001', 'Zoë Müller', '?ódz', 'Invoice ACME-0007', 'Reason Service outage on 3 March', 'Total €15.00']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Amount due');
    expect(read.info.CreationDate).toMatch(/^D:20260331233000/);
  });

  it('prints an address in the order people write it, leaving out what it lacks', () => {
    expect(addressLines({ street: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' })).toEqual(['742 Evergreen Terrace', 'Springfield, IL 62701', 'US']);
    expect(addressLines({ country: 'DE' })).toEqual(['DE']);
    expect(addressLines(null)).toEqual([]);
  });
});
