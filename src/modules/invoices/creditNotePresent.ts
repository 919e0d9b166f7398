/** Rows -> the CreditNote resource, fields in the order. */
import type { CreditNote } from './creditNoteSchemas.js';
import type { CreditNoteLineTable, CreditNoteTable } from './tables.js';

/** `lines` are the note's own lines, in position order. */
export function toCreditNote(row: CreditNoteTable, lines: readonly CreditNoteLineTable[]): CreditNote {
  return {
    id: row.id,
    number: row.number,
    invoice_id: row.invoice_id,
    customer_id: row.customer_id,
    status: row.status,
    reason: row.reason,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unit_amount_cents: Number(line.unit_amount_cents),
      total_amount_cents: Number(line.total_amount_cents),
      tax_amount_cents: Number(line.tax_amount_cents),
      invoice_line_item_id: line.invoice_line_item_id,
    })),
    total_cents: Number(row.total_cents),
    credited_to: row.credited_to,
    currency: row.currency,
    created_at: row.created_at,
  };
}
