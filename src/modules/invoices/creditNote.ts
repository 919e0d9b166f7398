/**
 * Credit notes against an unpaid invoice (issue 12, item 2: refund only what was paid). When a
 * plan change gives back the unused part of a prepaid fee whose invoice is still unpaid (open or
 * uncollectible), nothing was paid, so nothing is refunded or carried to a balance: the invoice
 * itself is reduced by a `credit` line naming the change, and the customer owes only what they
 * used. The reduction never takes the invoice below 0 (a credit larger than what is still owed on
 * it is cut to that). Written in the caller's transaction, with the invoice locked.
 */
import type { TxContext, ScopedDb } from '../../db/context.js';
import { inScope } from '../../db/scope.js';
import { newId } from '../../db/ids.js';
import { formatDecimal, roundToMinorUnits, type Decimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { invoiceTotals } from '../../kernel/invoiceAmounts.js';
import { lockInvoice } from './lockInvoice.js';
import * as repo from './repo.js';
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

export interface CreditNoteLine {
  description: string;
  /** Negative, exact, minor units. */
  exactAmount: Decimal;
  periodStart: Date;
  periodEnd: Date;
  feeId: string | null;
}

/**
 * Reduces an unpaid invoice by `line` (cut so the total stays at 0 or more); the cents taken off
 * (0 or less). The caller picks an unpaid invoice: any other status is an Error here.
 */
export async function creditUnpaidInvoice(tx: TxContext, invoiceId: string, line: CreditNoteLine): Promise<number> {
  const { trx, scope } = tx;
  const invoice = await lockInvoice({ db: trx, scope }, invoiceId);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') throw new Error(`Invoice ${invoiceId} is ${invoice.status}: only an unpaid invoice takes a credit note`);
  const cents = Math.max(roundToMinorUnits(line.exactAmount), -Number(invoice.total_cents));
  if (cents >= 0) return 0;
  const lines = await repo.listLineItems({ db: trx, scope }, [invoiceId]);
  const at = toIso(tx.now);
  const row: InvoiceLineItemTable = {
    id: newId(),
    invoice_id: invoiceId,
    company_id: scope.companyId,
    mode: scope.mode,
    position: lines.length,
    description: line.description,
    quantity: 1,
    unit_amount_cents: cents,
    tax_amount_cents: 0,
    total_amount_cents: cents,
    period_start: toIso(line.periodStart),
    period_end: toIso(line.periodEnd),
    fee_id: line.feeId,
    kind: 'credit',
    exact_amount: cents === roundToMinorUnits(line.exactAmount) ? formatDecimal(line.exactAmount) : String(cents),
    created_at: at,
    updated_at: at,
  };
  await repo.insertLineItems(trx, [row]);
  await repo.updateInvoice({ db: trx, scope }, invoiceId, { ...invoiceTotals([...lines, row], Number(invoice.discount_cents)), updated_at: at });
  return cents;
}
