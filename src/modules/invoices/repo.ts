/**
 * Invoice, line item and number-sequence rows. Every tenant query is scoped by company and mode;
 * the one exception is the lookup by public token, which is the hosted page's whole address.
 *
 * A finalized invoice never changes (issue 30): lines are written, and totals set, only while
 * their invoice is a draft. `insertLineItems` and `updateInvoice` refuse anything else with
 * FinalizedInvoiceChange (a bug in the caller, never a client's error): after finalization only
 * the status, its dates, the amount due and the payment move.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { InvoiceLineItemTable, InvoiceStatus, InvoiceTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export interface InvoiceFilter {
  customerId?: string | undefined;
  subscriptionId?: string | undefined;
  status?: InvoiceStatus | undefined;
  /** Only invoices due before this instant (ISO): with status open, the overdue ones. */
  dueBefore?: string | undefined;
}

/** Inserts the invoice unless one with its source_ref exists (a concurrent creator won): true when inserted. */
export async function insertInvoiceIfAbsent(trx: Transaction<Database>, row: InvoiceTable): Promise<boolean> {
  const result = await trx
    .insertInto('invoices')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'mode', 'source_ref']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** A write that would change a finalized invoice's lines or totals: refused, whoever asks. */
export class FinalizedInvoiceChange extends Error {
  constructor(invoiceId: string, what: string) {
    super(`Invoice ${invoiceId} is finalized: its ${what} never change (issue a credit note instead)`);
    this.name = 'FinalizedInvoiceChange';
  }
}

/** The fields a draft settles once and a finalized invoice keeps for good. */
const FINAL_FIELDS = ['subtotal_cents', 'discount_cents', 'tax_cents', 'total_cents', 'finalized_snapshot'] as const;

/** Inserts lines of draft invoices (every invoice they name must be a draft in the caller's transaction). */
export async function insertLineItems(trx: Transaction<Database>, rows: InvoiceLineItemTable[]): Promise<void> {
  if (!rows.length) return;
  const ids = [...new Set(rows.map((row) => row.invoice_id))];
  const finalized = await trx.selectFrom('invoices').select('id').where('id', 'in', ids).where('status', '<>', 'draft').executeTakeFirst();
  if (finalized) throw new FinalizedInvoiceChange(finalized.id, 'lines');
  await trx.insertInto('invoice_line_items').values(rows).execute();
}

export async function findInvoice(ctx: ScopedDb, id: string): Promise<InvoiceTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('invoices')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The invoice, locked for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export async function findInvoiceForUpdate(
  ctx: ScopedDb<Transaction<Database>>,
  id: string,
): Promise<InvoiceTable | undefined> {
  const { db: trx, scope } = ctx;
  const query = trx
    .selectFrom('invoices')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id);
  return query.forUpdate().executeTakeFirst();
}

export async function findInvoiceBySourceRef(ctx: ScopedDb, sourceRef: string): Promise<InvoiceTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('invoices')
    .selectAll()
    .where(inScope(scope))
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst();
}

/** The hosted page's lookup: the token alone names the invoice, in whichever company and mode. */
export async function findInvoiceByPublicToken(db: Db, token: string): Promise<InvoiceTable | undefined> {
  return db.selectFrom('invoices').selectAll().where('public_token', '=', token).executeTakeFirst();
}

export async function listInvoices(ctx: ScopedDb, page: PageRequest, filter: InvoiceFilter): Promise<InvoiceTable[]> {
  const { db, scope } = ctx;
  let query = db
    .selectFrom('invoices')
    .selectAll()
    .where(inScope(scope));
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.subscriptionId !== undefined) query = query.where('subscription_id', '=', filter.subscriptionId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.dueBefore !== undefined) query = query.where('due_date', 'is not', null).where('due_date', '<', filter.dueBefore);
  if (page.after) query = query.where(afterCursor(page.after, 'invoices'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/** The line items of these invoices, in their order on each invoice. */
export async function listLineItems(ctx: ScopedDb, invoiceIds: string[]): Promise<InvoiceLineItemTable[]> {
  const { db, scope } = ctx;
  if (!invoiceIds.length) return [];
  return db
    .selectFrom('invoice_line_items')
    .selectAll()
    .where(inScope(scope))
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
}

/**
 * Changes the invoice. A patch that touches its totals (or its finalized snapshot) applies only to
 * a draft, in the same statement: on any other invoice it is refused (FinalizedInvoiceChange) and
 * nothing is written.
 */
export async function updateInvoice(
  ctx: ScopedDb<Transaction<Database>>,
  id: string,
  patch: Partial<Omit<InvoiceTable, 'id' | 'company_id' | 'mode' | 'created_at'>>,
): Promise<void> {
  const { db: trx, scope } = ctx;
  const final = FINAL_FIELDS.filter((field) => field in patch);
  let query = trx
    .updateTable('invoices')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', id);
  if (final.length === 0) {
    await query.execute();
    return;
  }
  query = query.where('status', '=', 'draft');
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new FinalizedInvoiceChange(id, final.join(', '));
}

/** The documents numbered per company and mode, each with its own sequence table. */
export type NumberSequence = 'invoice_number_sequences' | 'credit_note_number_sequences';

/**
 * Takes the next number of a document sequence (invoices, credit notes) of the company and mode.
 * The sequence row is created on first use and locked until the caller's transaction ends, so
 * numbers are handed out one transaction at a time: a rolled-back finalization (or credit note)
 * gives its number back, and no number is ever given twice.
 */
export async function takeNumber(ctx: ScopedDb<Transaction<Database>>, sequence: NumberSequence): Promise<number> {
  const { db: trx, scope } = ctx;
  const lockSequence = () =>
    trx
      .selectFrom(sequence)
      .select('next_number')
      .where(inScope(scope))
      .forUpdate()
      .executeTakeFirst();
  let row = await lockSequence();
  if (!row) {
    // Race-safe creation: a concurrent creator makes this a no-op, and the re-select locks its row.
    await trx
      .insertInto(sequence)
      .values({ company_id: scope.companyId, mode: scope.mode, next_number: 1 })
      .onConflict((oc) => oc.columns(['company_id', 'mode']).doNothing())
      .execute();
    row = await lockSequence();
    if (!row) throw new Error(`Number sequence ${sequence} of company ${scope.companyId} (${scope.mode}) vanished after its creation`);
  }
  const number = Number(row.next_number);
  await trx
    .updateTable(sequence)
    .set({ next_number: number + 1 })
    .where(inScope(scope))
    .execute();
  return number;
}

/** The next invoice number of the company and mode (takeNumber). */
export function takeInvoiceNumber(ctx: ScopedDb<Transaction<Database>>): Promise<number> {
  return takeNumber(ctx, 'invoice_number_sequences');
}

/**
 * The latest start of a period a fee was invoiced for (ISO UTC), or null: how far back the fee's
 * end may be moved without leaving an invoiced period outside the fee's dates.
 */
export async function lastInvoicedPeriodStartOfFee(ctx: ScopedDb, feeId: string): Promise<string | null> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('invoice_line_items')
    .select((eb) => eb.fn.max('period_start').as('last'))
    .where(inScope(scope))
    .where('fee_id', '=', feeId)
    .executeTakeFirst();
  return row?.last ?? null;
}
