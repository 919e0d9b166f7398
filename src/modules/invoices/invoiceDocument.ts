/**
 * An invoice as a billing document (src/modules/documents): what its hosted page and its PDF print.
 * Only an invoice that was finalized has a PDF: a draft has no number and may still change (a
 * voided draft never had one), like Stripe's `invoice_pdf`, which a draft does not have.
 */
import type { ScopedDb } from '../../db/context.js';
import { DomainError, notFound } from '../../errors/index.js';
import { isCurrencyCode } from '../../money/currency.js';
import { pdfFileName, renderDocumentPdf, type BillingDocument } from '../documents/index.js';
import { loadScopedInvoice, type PublicInvoice } from './publicInvoice.js';
import { decodeTaxRates, taxRatesLabel } from './invoiceTaxes.js';

/** The invoice, its lines, company and customer as a document. Pure. */
export function invoiceDocument({ invoice, lines, company, customer }: PublicInvoice): BillingDocument {
  const total = Number(invoice.total_cents);
  return {
    kind: 'invoice',
    number: invoice.invoice_number,
    status: invoice.status,
    mode: invoice.mode,
    currency: isCurrencyCode(invoice.currency) ? invoice.currency : 'usd',
    company: { name: company.name, timezone: company.timezone, address: null },
    customer,
    issuedAt: invoice.finalized_at,
    createdAt: invoice.created_at,
    dueDate: invoice.due_date,
    paidAt: invoice.paid_at,
    periodStart: invoice.period_start,
    periodEnd: invoice.period_end,
    creditedInvoiceNumber: null,
    reason: null,
    creditedTo: null,
    description: invoice.description,
    memo: invoice.customer_memo,
    footer: invoice.footer,
    lines: lines.map((line) => ({
      description: line.description ?? '',
      periodStart: line.period_start,
      periodEnd: line.period_end,
      quantity: Number(line.quantity),
      unitAmountCents: Number(line.unit_amount_cents),
      taxAmountCents: Number(line.tax_amount_cents ?? 0),
      amountCents: Number(line.total_amount_cents),
    })),
    subtotalCents: Number(invoice.subtotal_cents),
    discountCents: Number(invoice.discount_cents),
    taxCents: Number(invoice.tax_cents),
    taxRates: taxRatesLabel(decodeTaxRates(invoice.tax_rates ?? null)) || null,
    totalCents: total,
    // What is still asked: the total less its credit notes and payments (issue 30); a void
    // invoice asks nothing and says so.
    amountDueCents: invoice.status === 'void' ? null : Number(invoice.amount_due_cents),
  };
}

export interface InvoicePdf {
  fileName: string;
  pdf: Buffer;
}

/** The invoice's PDF, named by its number; null for an invoice that was never finalized. */
export async function invoicePdf(found: PublicInvoice): Promise<InvoicePdf | null> {
  const number = found.invoice.invoice_number;
  if (number === null) return null;
  return { fileName: pdfFileName(number), pdf: await renderDocumentPdf(invoiceDocument(found)) };
}

/**
 * The PDF of the invoice with this id in the caller's company and mode: 404 NOT_FOUND for an id
 * that is not one (another company's, the other mode's), 409 INVOICE_NOT_FINALIZED for a draft.
 */
export async function loadInvoicePdf(ctx: ScopedDb, id: string): Promise<InvoicePdf> {
  const found = await loadScopedInvoice(ctx, id);
  if (!found) throw notFound('Invoice', id);
  const pdf = await invoicePdf(found);
  if (!pdf) {
    throw new DomainError('INVOICE_NOT_FINALIZED', 'This invoice has not been finalized: a draft has no number and may still change, so it has no PDF. Finalize it first.');
  }
  return pdf;
}
