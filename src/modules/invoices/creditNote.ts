/**
 * Which invoice billed a flat fee's period (issue 12, item 2: refund only what was paid). When a
 * plan change or an anchor move gives back the unused part of a prepaid fee, the engine finds the
 * invoice and line that billed it here: paid, the unused part comes back as credit; unpaid (open
 * or uncollectible), nothing was paid, so a credit note takes it off what the invoice still asks
 * (issueCreditNote.ts `creditUnpaidLine`; the invoice itself never changes, issue 30).
 */
import type { ScopedDb } from '../../db/context.js';
import { inScope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import type { InvoiceLineItemTable, InvoiceTable } from './tables.js';

/** The flat-fee line (of an invoice not void) that billed the fee's period containing `at` for the subscription, newest first, and its invoice. */
export async function findFeePeriodLine(
  ctx: ScopedDb,
  input: { subscriptionId: string; feeId: string; at: Date },
): Promise<{ invoice: InvoiceTable; line: InvoiceLineItemTable } | null> {
  const { db, scope } = ctx;
  const at = toIso(input.at);
  const lines = await db
    .selectFrom('invoice_line_items')
    .selectAll()
    .where(inScope(scope))
    .where('fee_id', '=', input.feeId)
    .where('kind', '=', 'flat_fee')
    .where('period_start', '<=', at)
    .where('period_end', '>', at)
    .execute();
  if (!lines.length) return null;
  const invoices = await db
    .selectFrom('invoices')
    .selectAll()
    .where(inScope(scope))
    .where('subscription_id', '=', input.subscriptionId)
    .where('status', '<>', 'void')
    .where(
      'id',
      'in',
      lines.map((l) => l.invoice_id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const invoice = invoices[0];
  const line = invoice && lines.find((l) => l.invoice_id === invoice.id);
  return invoice && line ? { invoice, line } : null;
}

/** The invoice (not void) that billed a flat fee's period containing `at` for the subscription, newest first; null when none did. */
export async function findFeePeriodInvoice(ctx: ScopedDb, input: { subscriptionId: string; feeId: string; at: Date }): Promise<InvoiceTable | null> {
  const { db, scope } = ctx;
  return (await findFeePeriodLine({ db, scope }, input))?.invoice ?? null;
}
