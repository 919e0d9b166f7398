/**
 * What the hosted invoice page prints of an invoice, already formatted. Pure. The words and
 * numbers are the invoice's document text (src/modules/documents), the same its PDF prints; the
 * page adds its status badge, its credit notes, the PDF link and (invoicePay.ts) the Pay form.
 */
import { documentDay, documentText } from '../modules/documents/index.js';
import { formatMoney, isCurrencyCode, type CurrencyCode } from '../money/currency.js';
import { invoiceDocument, type PublicInvoice } from '../modules/invoices/index.js';
import type { PageData } from './render.js';

const CREDITED_TO_WORDS = {
  invoice: 'Taken off this invoice',
  credit_balance: 'Added to your account credit',
  refund: 'Refunded to your card',
} as const;

/** Everything the template prints, already formatted: the template only escapes and lays out. */
export function invoiceView(found: PublicInvoice): PageData {
  const { invoice, creditNotes, company } = found;
  const currency: CurrencyCode = isCurrencyCode(invoice.currency) ? invoice.currency : 'usd';
  const amount = (cents: number) => `-${formatMoney(cents, currency)}`;
  return {
    ...documentText(invoiceDocument(found)),
    status: invoice.status,
    // Issued credit notes, each with what it credited and where it went; a void one says so.
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      date: documentDay(note.created_at, company.timezone),
      reason: note.reason,
      where: note.status === 'void' ? 'Void' : CREDITED_TO_WORDS[note.credited_to],
      amount: amount(Number(note.total_cents)),
    })),
    // Between the total and the amount due, only what was taken off this invoice: a note credited to
    // the customer's balance or refunded to the card does not lower what the invoice asks.
    takenOff: creditNotes
      .filter((note) => note.status === 'issued' && note.credited_to === 'invoice')
      .map((note) => ({ number: note.number, amount: amount(Number(note.total_cents)) })),
    // A finalized invoice has a PDF, under the page's own address (no API key).
    pdfUrl: invoice.invoice_number === null ? null : `/invoices/${invoice.public_token}/pdf`,
    pay: null,
  };
}
