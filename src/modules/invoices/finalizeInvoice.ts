/**
 * finalizeInvoice: draft -> open, in the caller's transaction. The invoice gets the company's next
 * number (gap-free per company and mode), `finalized_at` = now and `due_date` = now plus
 * `days_until_due` calendar days in the company's time zone (same time of day).
 *
 * The number sequence stays locked until the caller's transaction ends: keep what follows a
 * finalization short, and take wallet or subscription locks before it, not after.
 *
 * Under that lock the customer's credit balance settles with the invoice (creditBalance.ts): a
 * negative invoice carries its credit to the balance and totals 0 (a negative total is never
 * open, nor ever paid); a positive one has the balance applied, unless `applyCreditBalance` is
 * false (the caller records it paid by a card that paid the full total).
 *
 * From here on the invoice's lines and totals never change (issue 30; the repo refuses it): its
 * `amount_due_cents` starts at its total, and what adjusts it is a credit note. The totals and
 * lines as finalized are kept (`finalized_snapshot`) for the audit.
 */
import { DateTime } from 'luxon';
import type { TxContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { dec } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { companyProfile } from '../platform/index.js';
import { finalizedSnapshot, invoiceTotals, priceLine } from '../../kernel/invoiceAmounts.js';
import { creditBalanceLine, creditBalanceOf, insertBalanceEntry } from './creditBalance.js';
import { recordInvoiceEvent } from './events.js';
import { lockInvoice } from './lockInvoice.js';
import { formatInvoiceNumber } from './numbering.js';
import * as repo from './repo.js';
import type { InvoiceLineItemTable, InvoiceTable } from './tables.js';
import { assertMove } from './transitions.js';

export async function finalizeInvoice(tx: TxContext, id: string, options: { applyCreditBalance?: boolean } = {}): Promise<InvoiceTable> {
  const { trx, scope, now } = tx;
  const locked = await lockInvoice({ db: trx, scope }, id);
  assertMove(locked, 'open');
  const company = await companyProfile(trx, scope.companyId);
  if (!company) throw new Error(`Company ${scope.companyId} of invoice ${id} does not exist`);
  const sequence = await repo.takeInvoiceNumber({ db: trx, scope });
  const invoice = await settleCreditBalance(tx, locked, options.applyCreditBalance ?? true);
  const days = invoice.days_until_due ?? 0;
  const lines = await repo.listLineItems({ db: trx, scope }, [id]);
  const patch = {
    status: 'open' as const,
    invoice_number: formatInvoiceNumber(company.invoice_prefix, scope.mode, sequence),
    finalized_at: toIso(now),
    due_date: toIso(DateTime.fromJSDate(now, { zone: company.timezone }).plus({ days }).toJSDate()),
    amount_due_cents: Number(invoice.total_cents),
    // What it is for good: the audit holds it to this (issue 30).
    finalized_snapshot: finalizedSnapshot(invoice, lines),
    updated_at: toIso(now),
  };
  await repo.updateInvoice({ db: trx, scope }, id, patch);
  const finalized = { ...invoice, ...patch };
  await recordInvoiceEvent(tx, 'invoice.finalized', finalized);
  return finalized;
}

/** Adds the credit-balance line finalization owes (creditBalance.ts) and records the entry; the invoice as it then is. */
async function settleCreditBalance(tx: TxContext, invoice: InvoiceTable, apply: boolean): Promise<InvoiceTable> {
  const { trx, scope } = tx;
  const customerId = invoice.customer_id;
  if (customerId === null) return invoice;
  const total = Number(invoice.total_cents);
  const balance = total > 0 && apply ? await creditBalanceOf({ db: trx, scope }, customerId, invoice.currency) : 0;
  const settle = creditBalanceLine(total, balance, apply);
  if (!settle) return invoice;
  const lines = await repo.listLineItems({ db: trx, scope }, [invoice.id]);
  const priced = priceLine({ description: settle.description, quantity: 1, exactAmount: dec(settle.lineMinor) });
  const at = toIso(tx.now);
  const line: InvoiceLineItemTable = {
    id: newId(),
    invoice_id: invoice.id,
    company_id: scope.companyId,
    mode: scope.mode,
    position: lines.length,
    description: priced.description,
    quantity: priced.quantity,
    unit_amount_cents: priced.unitAmountCents,
    // Never taxed: it pays (or carries) the invoice's total, tax included.
    tax_amount_cents: 0,
    inclusive_tax_cents: 0,
    total_amount_cents: priced.totalAmountCents,
    discount_amount_cents: 0,
    period_start: null,
    period_end: null,
    fee_id: null,
    kind: settle.kind === 'carried' ? 'adjustment' : 'credit',
    exact_amount: priced.exactAmount,
    created_at: at,
    updated_at: at,
  };
  await repo.insertLineItems(trx, [line]);
  const totals = invoiceTotals([...lines, line], Number(invoice.discount_cents));
  await repo.updateInvoice({ db: trx, scope }, invoice.id, { ...totals, amount_due_cents: totals.total_cents, updated_at: at });
  await insertBalanceEntry(tx, { customerId, currency: invoice.currency, kind: settle.kind, amountMinor: settle.lineMinor, invoiceId: invoice.id, description: settle.description });
  return { ...invoice, ...totals, amount_due_cents: totals.total_cents, updated_at: at };
}
