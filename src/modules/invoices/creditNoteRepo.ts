/**
 * Credit note and credit note line rows (issue 30). Every query is scoped by company and mode.
 * Credit notes are written once; the one change is `issued -> void`, for the notes credited to an
 * invoice that is voided (voidInvoiceCredits).
 */
import type { Transaction } from 'kysely';
import type { TxContext, ScopedDb } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import { inScope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import type { CreditNoteLineTable, CreditNoteTable } from './tables.js';

export interface CreditNoteFilter {
  invoiceId?: string | undefined;
  customerId?: string | undefined;
}

export async function insertCreditNote(trx: Transaction<Database>, note: CreditNoteTable, lines: CreditNoteLineTable[]): Promise<void> {
  await trx.insertInto('credit_notes').values(note).execute();
  if (lines.length) await trx.insertInto('credit_note_lines').values(lines).execute();
}

export async function findCreditNote(ctx: ScopedDb, id: string): Promise<CreditNoteTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('credit_notes').selectAll().where(inScope(scope)).where('id', '=', id).executeTakeFirst();
}

/** A page, newest first (the API's keyset cursors). */
export async function listCreditNotes(ctx: ScopedDb, page: PageRequest, filter: CreditNoteFilter): Promise<CreditNoteTable[]> {
  const { db, scope } = ctx;
  let query = db.selectFrom('credit_notes').selectAll().where(inScope(scope));
  if (filter.invoiceId !== undefined) query = query.where('invoice_id', '=', filter.invoiceId);
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (page.after) query = query.where(afterCursor(page.after, 'credit_notes'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/** The lines of these credit notes, in their order on each note. */
export async function listCreditNoteLines(ctx: ScopedDb, noteIds: string[]): Promise<CreditNoteLineTable[]> {
  const { db, scope } = ctx;
  if (!noteIds.length) return [];
  return db.selectFrom('credit_note_lines').selectAll().where(inScope(scope)).where('credit_note_id', 'in', noteIds).orderBy('credit_note_id').orderBy('position').execute();
}

/** Every credit note of these invoices (issued and void), oldest first. */
export async function creditNotesOfInvoices(ctx: ScopedDb, invoiceIds: string[]): Promise<CreditNoteTable[]> {
  const { db, scope } = ctx;
  if (!invoiceIds.length) return [];
  return db.selectFrom('credit_notes').selectAll().where(inScope(scope)).where('invoice_id', 'in', invoiceIds).orderBy('created_at').orderBy('number').execute();
}

/** The ids of each invoice's credit notes, oldest first (`credit_note_ids`). */
export async function creditNoteIdsOf(ctx: ScopedDb, invoiceIds: string[]): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  for (const note of await creditNotesOfInvoices(ctx, invoiceIds)) {
    const list = ids.get(note.invoice_id);
    if (list) list.push(note.id);
    else ids.set(note.invoice_id, [note.id]);
  }
  return ids;
}

/** The invoice is voided: the credit notes credited to it are void too (nothing is asked of it any more). */
export async function voidInvoiceCredits(tx: TxContext, invoiceId: string): Promise<void> {
  const { trx, scope } = tx;
  await trx
    .updateTable('credit_notes')
    .set({ status: 'void', updated_at: toIso(tx.now) })
    .where(inScope(scope))
    .where('invoice_id', '=', invoiceId)
    .where('credited_to', '=', 'invoice')
    .where('status', '=', 'issued')
    .execute();
}
