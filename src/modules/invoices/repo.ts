/**
 * Invoice, line item and number-sequence rows. Every tenant query is scoped by company and mode;
 * the one exception is the lookup by public token, which is the hosted page's whole address.
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

export async function insertLineItems(trx: Transaction<Database>, rows: InvoiceLineItemTable[]): Promise<void> {
  if (rows.length) await trx.insertInto('invoice_line_items').values(rows).execute();
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

export async function updateInvoice(
  ctx: ScopedDb<Transaction<Database>>,
  id: string,
  patch: Partial<Omit<InvoiceTable, 'id' | 'company_id' | 'mode' | 'created_at'>>,
): Promise<void> {
  const { db: trx, scope } = ctx;
  await trx
    .updateTable('invoices')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the next invoice number of the company and mode. The sequence row is created on first use
 * and locked until the caller's transaction ends, so numbers are handed out one transaction at a
 * time: a rolled-back finalization gives its number back, and no number is ever given twice.
 */
export async function takeInvoiceNumber(ctx: ScopedDb<Transaction<Database>>): Promise<number> {
  const { db: trx, scope } = ctx;
  const lockSequence = () =>
    trx
      .selectFrom('invoice_number_sequences')
      .select('next_number')
      .where(inScope(scope))
      .forUpdate()
      .executeTakeFirst();
  let row = await lockSequence();
  if (!row) {
    // Race-safe creation: a concurrent creator makes this a no-op, and the re-select locks its row.
    await trx
      .insertInto('invoice_number_sequences')
      .values({ company_id: scope.companyId, mode: scope.mode, next_number: 1 })
      .onConflict((oc) => oc.columns(['company_id', 'mode']).doNothing())
      .execute();
    row = await lockSequence();
    if (!row) throw new Error(`Invoice number sequence of company ${scope.companyId} (${scope.mode}) vanished after its creation`);
  }
  const number = Number(row.next_number);
  await trx
    .updateTable('invoice_number_sequences')
    .set({ next_number: number + 1 })
    .where(inScope(scope))
    .execute();
  return number;
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
