/** Credit notes as the API and the pages read them: one, a page, an invoice's. */
import type { ScopedDb } from '../../db/context.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { notFound } from '../../errors/index.js';
import { toCreditNote } from './creditNotePresent.js';
import { creditNotesOfInvoices, findCreditNote, listCreditNoteLines, listCreditNotes as listRows, type CreditNoteFilter } from './creditNoteRepo.js';
import type { CreditNote } from './creditNoteSchemas.js';
import type { CreditNoteLineTable, CreditNoteTable } from './tables.js';

async function withLines(ctx: ScopedDb, rows: CreditNoteTable[]): Promise<CreditNote[]> {
  const lines = await listCreditNoteLines(ctx, rows.map((row) => row.id));
  const byNote = new Map<string, CreditNoteLineTable[]>();
  for (const line of lines) {
    const list = byNote.get(line.credit_note_id);
    if (list) list.push(line);
    else byNote.set(line.credit_note_id, [line]);
  }
  return rows.map((row) => toCreditNote(row, byNote.get(row.id) ?? []));
}

export async function getCreditNote(ctx: ScopedDb, id: string): Promise<CreditNote> {
  const row = await findCreditNote(ctx, id);
  if (!row) throw notFound('Credit note', id);
  const [note] = await withLines(ctx, [row]);
  if (!note) throw notFound('Credit note', id);
  return note;
}

/** A page of credit notes, newest first, narrowed to an invoice and/or a customer. */
export async function listCreditNotes(ctx: ScopedDb, page: PageRequest, filter: CreditNoteFilter): Promise<PageResult<CreditNote>> {
  const result = toPage(await listRows(ctx, page, filter), page.limit);
  return { items: await withLines(ctx, result.items), pagination: result.pagination };
}

/** An invoice's credit notes, oldest first (the hosted invoice page, the dashboard). */
export async function invoiceCreditNotes(ctx: ScopedDb, invoiceId: string): Promise<CreditNote[]> {
  return withLines(ctx, await creditNotesOfInvoices(ctx, [invoiceId]));
}
