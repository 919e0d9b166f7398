/**
 * A credit note as a billing document (src/modules/documents): its number, the invoice it credits
 * (by number), why, where its amount went, and its lines with the tax they carry back. What its PDF
 * prints, as invoiceDocument.ts is for an invoice.
 */
import type { ScopedDb } from '../../db/context.js';
import { notFound } from '../../errors/index.js';
import { isCurrencyCode } from '../../money/currency.js';
import { pdfFileName, renderDocumentPdf, type BillingDocument } from '../documents/index.js';
import type { CreditNote } from './creditNoteSchemas.js';
import { getCreditNote } from './creditNoteService.js';
import type { InvoicePdf } from './invoiceDocument.js';
import { loadScopedInvoice, type PublicInvoice } from './publicInvoice.js';

/** The credit note with the invoice it credits (its company and customer) as a document. Pure. */
export function creditNoteDocument(note: CreditNote, { invoice, company, customer }: PublicInvoice): BillingDocument {
  const subtotal = note.lines.reduce((sum, line) => sum + line.total_amount_cents, 0);
  const tax = note.lines.reduce((sum, line) => sum + line.tax_amount_cents, 0);
  return {
    kind: 'credit_note',
    number: note.number,
    status: note.status,
    mode: invoice.mode,
    currency: isCurrencyCode(note.currency) ? note.currency : 'usd',
    company: { name: company.name, timezone: company.timezone, address: null },
    customer,
    issuedAt: note.created_at,
    createdAt: note.created_at,
    dueDate: null,
    paidAt: null,
    periodStart: invoice.period_start,
    periodEnd: invoice.period_end,
    creditedInvoiceNumber: invoice.invoice_number,
    reason: note.reason,
    creditedTo: note.credited_to,
    description: null,
    memo: null,
    footer: null,
    lines: note.lines.map((line) => ({
      description: line.description ?? '',
      periodStart: null,
      periodEnd: null,
      quantity: line.quantity,
      unitAmountCents: line.unit_amount_cents,
      taxAmountCents: line.tax_amount_cents,
      amountCents: line.total_amount_cents,
    })),
    subtotalCents: subtotal,
    discountCents: 0,
    taxCents: tax,
    totalCents: note.total_cents,
    // A credit note asks nothing of the customer.
    amountDueCents: null,
  };
}

/**
 * The PDF of the credit note with this id in the caller's company and mode, named by its number;
 * 404 NOT_FOUND for an id that is not one (another company's, the other mode's). Every credit note
 * is issued with its number, so every one has a PDF (a void one prints VOID).
 */
export async function loadCreditNotePdf(ctx: ScopedDb, id: string): Promise<InvoicePdf> {
  const note = await getCreditNote(ctx, id);
  const invoice = await loadScopedInvoice(ctx, note.invoice_id);
  if (!invoice) throw notFound('Credit note', id);
  return { fileName: pdfFileName(note.number), pdf: await renderDocumentPdf(creditNoteDocument(note, invoice)) };
}
