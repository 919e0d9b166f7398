/**
 * What the hosted invoice page prints of an invoice, already formatted. Pure. The words and
 * numbers are the invoice's document text (src/modules/documents), the same its PDF prints; the
 * page adds its status badge, the PDF link and (invoicePay.ts) the Pay form.
 */
import { documentText } from '../modules/documents/index.js';
import { invoiceDocument, type PublicInvoice } from '../modules/invoices/index.js';
import type { PageData } from './render.js';

/** Everything the template prints, already formatted: the template only escapes and lays out. */
export function invoiceView(found: PublicInvoice): PageData {
  const { invoice } = found;
  return {
    ...documentText(invoiceDocument(found)),
    status: invoice.status,
    // A finalized invoice has a PDF, under the page's own address (no API key).
    pdfUrl: invoice.invoice_number === null ? null : `/invoices/${invoice.public_token}/pdf`,
    pay: null,
  };
}
