/**
 * Invoices: each invoice's stored totals against its line items.
 *
 * The invoice tables (`invoices`, `invoice_line_items`) belong to the invoices module, which this
 * store's schema does not have yet: until it does there is nothing to check, and this reports zero
 * invoices checked. The invoices engineer fills this function in (subtotal_cents = sum of the
 * lines, total_cents = subtotal - discount + tax, ...) with the engine's own rounding rules.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AuditDifference } from './types.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function auditInvoiceTotals(_db: Db): Promise<{ checked: number; differences: AuditDifference[] }> {
  return { checked: 0, differences: [] };
}
