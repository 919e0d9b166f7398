/** Rows -> the contract's Invoice resource, fields in its order. */
import type { Invoice, LineItem } from './schemas.js';
import type { InvoiceLineItemTable, InvoiceTable } from './tables.js';

export function publicInvoiceUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/invoices/${token}`;
}

export function toLineItem(row: InvoiceLineItemTable): LineItem {
  return {
    id: row.id,
    description: row.description,
    quantity: Number(row.quantity),
    unit_amount_cents: Number(row.unit_amount_cents),
    tax_amount_cents: Number(row.tax_amount_cents),
    total_amount_cents: Number(row.total_amount_cents),
    discount_amount_cents: Number(row.discount_amount_cents),
    period_start: row.period_start,
    period_end: row.period_end,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** `lines` are the invoice's own line items, in position order; `creditNoteIds` its credit notes, oldest first. */
export function toInvoice(row: InvoiceTable, lines: InvoiceLineItemTable[], publicBaseUrl: string, creditNoteIds: readonly string[]): Invoice {
  return {
    id: row.id,
    customer_id: row.customer_id,
    subscription_id: row.subscription_id,
    status: row.status,
    currency: row.currency,
    collection_method: row.collection_method,
    invoice_number: row.invoice_number,
    public_invoice_url: publicInvoiceUrl(publicBaseUrl, row.public_token),
    due_date: row.due_date,
    days_until_due: row.days_until_due === null ? null : Number(row.days_until_due),
    description: row.description,
    customer_memo: row.customer_memo,
    footer: row.footer,
    subtotal_cents: Number(row.subtotal_cents),
    discount_cents: Number(row.discount_cents),
    tax_cents: Number(row.tax_cents),
    total_cents: Number(row.total_cents),
    amount_due_cents: Number(row.amount_due_cents),
    finalized_at: row.finalized_at,
    paid_at: row.paid_at,
    period_start: row.period_start,
    period_end: row.period_end,
    line_items: lines.map(toLineItem),
    credit_note_ids: [...creditNoteIds],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
