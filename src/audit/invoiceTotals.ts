/**
 * Invoices: each invoice's stored totals against its line items, and each line's rounded total
 * against its exact amount, through the invoices module's own invariant check
 * (src/modules/invoices/audit.ts): subtotal_cents = sum of line total_amount_cents, tax_cents =
 * sum of line tax_amount_cents, total_cents = subtotal - discount + tax, and every line's
 * total_amount_cents = its exact_amount rounded once, half-even; and a finalized invoice's totals
 * and lines are still what they were when it was finalized (issue 30).
 */
import { auditInvoices } from '../modules/invoices/index.js';
import type { AuditDifference } from './types.js';
import type { Db } from '../db/scope.js';

export async function auditInvoiceTotals(db: Db): Promise<{ checked: number; differences: AuditDifference[] }> {
  const { checked, problems } = await auditInvoices(db);
  return {
    checked,
    differences: problems.map((p) => ({
      check: 'invoice_total' as const,
      companyId: p.companyId,
      subject: p.subject,
      recorded: p.stored,
      recomputed: p.recomputed,
    })),
  };
}
