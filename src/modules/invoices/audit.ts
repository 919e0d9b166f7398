/**
 * The invoices' invariant, for `meterline audit`: every line's `total_amount_cents` is its
 * `exact_amount` rounded once (half-even), and every invoice's stored totals are what its lines
 * add up to (subtotal = sum of line totals, tax = sum of line taxes, total = subtotal - discount
 * + tax, less the part of the tax an inclusive rate put inside the lines' amounts, their
 * `inclusive_tax_cents`: kernel/invoiceAmounts.ts); and a finalized invoice is still what it was
 * when it was finalized (issue 30): its totals and lines recompute to its `finalized_snapshot`
 * (`subject` "... since finalization"); and its lines' discount shares (`discount_amount_cents`,
 * coupons) add up to its discount_cents, none below 0 or above its line's amount (`subject` "...
 * line shares of discount_cents").
 * Reads every company and mode, a batch of invoices at a time.
 */
import { dec, roundToMinorUnits } from '../../money/decimal.js';
import { finalizedSnapshot, invoiceTotalsProblems } from '../../kernel/invoiceAmounts.js';
import type { InvoiceLineItemTable } from './tables.js';
import type { Db } from '../../db/scope.js';

export interface InvoiceDiscrepancy {
  companyId: string;
  invoiceId: string;
  /** "invoice <id> total_cents", "invoice <id> line <lineId> total_amount_cents", or "invoice <id> since finalization". */
  subject: string;
  stored: string;
  recomputed: string;
}

const BATCH = 500;

type AuditLine = Pick<InvoiceLineItemTable, 'id' | 'invoice_id' | 'quantity' | 'unit_amount_cents' | 'total_amount_cents' | 'tax_amount_cents' | 'inclusive_tax_cents' | 'exact_amount' | 'discount_amount_cents'>;

export async function auditInvoices(db: Db): Promise<{ checked: number; problems: InvoiceDiscrepancy[] }> {
  const problems: InvoiceDiscrepancy[] = [];
  let checked = 0;
  let after = '';
  for (;;) {
    const invoices = await db
      .selectFrom('invoices')
      .select(['id', 'company_id', 'subtotal_cents', 'discount_cents', 'tax_cents', 'total_cents', 'finalized_at', 'finalized_snapshot'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!invoices.length) break;
    const lines: AuditLine[] = await db
      .selectFrom('invoice_line_items')
      .select(['id', 'invoice_id', 'quantity', 'unit_amount_cents', 'total_amount_cents', 'tax_amount_cents', 'inclusive_tax_cents', 'exact_amount', 'discount_amount_cents'])
      .where(
        'invoice_id',
        'in',
        invoices.map((invoice) => invoice.id),
      )
      .orderBy('invoice_id')
      .orderBy('position')
      .execute();
    const byInvoice = new Map<string, AuditLine[]>();
    for (const line of lines) {
      const list = byInvoice.get(line.invoice_id);
      if (list) list.push(line);
      else byInvoice.set(line.invoice_id, [line]);
    }
    for (const invoice of invoices) {
      const own = byInvoice.get(invoice.id) ?? [];
      for (const line of own) {
        const rounded = roundToMinorUnits(dec(line.exact_amount));
        if (Number(line.total_amount_cents) !== rounded) {
          problems.push({
            companyId: invoice.company_id,
            invoiceId: invoice.id,
            subject: `invoice ${invoice.id} line ${line.id} total_amount_cents`,
            stored: String(Number(line.total_amount_cents)),
            recomputed: String(rounded),
          });
        }
      }
      for (const problem of invoiceTotalsProblems(invoice, own)) {
        problems.push({
          companyId: invoice.company_id,
          invoiceId: invoice.id,
          subject: `invoice ${invoice.id} ${problem.field}`,
          stored: String(problem.recorded),
          recomputed: String(problem.recomputed),
        });
      }
      const shares = own.reduce((sum, line) => sum + Number(line.discount_amount_cents), 0);
      const outOfLine = own.some((line) => Number(line.discount_amount_cents) < 0 || Number(line.discount_amount_cents) > Math.max(0, Number(line.total_amount_cents)));
      if (shares !== Number(invoice.discount_cents) || outOfLine) {
        problems.push({
          companyId: invoice.company_id,
          invoiceId: invoice.id,
          subject: `invoice ${invoice.id} line shares of discount_cents`,
          stored: String(Number(invoice.discount_cents)),
          recomputed: `${shares}${outOfLine ? ' (a share below 0 or above its line)' : ''}`,
        });
      }
      if (invoice.finalized_at !== null) {
        // Recorded: what it was at finalization; recomputed: what its rows say now.
        const now = finalizedSnapshot(invoice, own);
        if (invoice.finalized_snapshot !== now) {
          problems.push({ companyId: invoice.company_id, invoiceId: invoice.id, subject: `invoice ${invoice.id} since finalization`, stored: invoice.finalized_snapshot ?? 'no record of its finalization', recomputed: now });
        }
      }
    }
    checked += invoices.length;
    after = invoices[invoices.length - 1]?.id ?? after;
    if (invoices.length < BATCH) break;
  }
  return { checked, problems };
}
