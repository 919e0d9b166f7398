/**
 * The invoice.* and credit_note.* webhook events, recorded in the transaction that makes the
 * change (webhooks' outbox). `invoice.updated`: an issued invoice's amount due changed (a credit
 * note, a payment, a void); `credit_note.created`: a credit note was issued.
 */
import type { TxContext } from '../../db/context.js';
import { PUBLIC_BASE_URL_MARK, recordWebhookEvent } from '../webhooks/index.js';
import { toCreditNote } from './creditNotePresent.js';
import { creditNoteIdsOf } from './creditNoteRepo.js';
import { toInvoice } from './present.js';
import * as repo from './repo.js';
import type { CreditNoteLineTable, CreditNoteTable, InvoiceTable } from './tables.js';

export type InvoiceEventType =
  | 'invoice.created'
  | 'invoice.finalized'
  | 'invoice.paid'
  | 'invoice.voided'
  | 'invoice.marked_uncollectible'
  | 'invoice.payment_failed'
  | 'invoice.updated';

export async function recordInvoiceEvent(tx: TxContext, type: InvoiceEventType, invoice: InvoiceTable): Promise<void> {
  const lines = await repo.listLineItems(tx, [invoice.id]);
  const notes = await creditNoteIdsOf(tx, [invoice.id]);
  await recordWebhookEvent(tx, type, toInvoice(invoice, lines, PUBLIC_BASE_URL_MARK, notes.get(invoice.id) ?? []));
}

export async function recordCreditNoteCreated(tx: TxContext, note: CreditNoteTable, lines: readonly CreditNoteLineTable[]): Promise<void> {
  await recordWebhookEvent(tx, 'credit_note.created', toCreditNote(note, lines));
}
