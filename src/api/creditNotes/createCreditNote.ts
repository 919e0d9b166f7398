/**
 * POST /v1/invoices/{id}/credit-notes: an operator's credit note (issue 30), spanning two modules
 * in one transaction: the invoices module issues the note (numbered, capped, credited to the
 * invoice or the customer's balance: invoices' issueCreditNote), and for `credited_to: refund`
 * the collections module records the refund it owes. After the commit the refund is made through
 * the provider of the invoice's payment; one the provider does not make now stays owed and every
 * collection run tries it again under the same key, so the money goes back once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import { txContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { oweCreditNoteRefund, refundCreditNoteNow } from '../../modules/collections/index.js';
import { issueCreditNote, toCreditNote, type CreateCreditNoteBody, type CreditNote } from '../../modules/invoices/index.js';
import type { PaymentProviders } from '../../payments/index.js';

export async function createCreditNote(
  deps: { store: Store; clock: Clock; providers: PaymentProviders; log?: FastifyBaseLogger },
  scope: Scope,
  invoiceId: string,
  body: CreateCreditNoteBody,
): Promise<CreditNote> {
  const { store, clock, providers } = deps;
  const now = clock.now();
  const provider = providers.forMode(scope.mode);
  const issued = await store.db.transaction().execute(async (trx) => {
    const tx = txContext(trx, scope, now);
    const result = await issueCreditNote(tx, {
      invoiceId,
      reason: body.reason,
      creditedTo: body.credited_to,
      lines: body.lines?.map((line) => ({ lineItemId: line.line_item_id, description: line.description, quantity: line.quantity, amountCents: line.amount_cents })),
      amountCents: body.amount_cents,
      refundProvider: provider?.name ?? null,
    });
    const { note, invoice } = result;
    if (note.credited_to === 'refund' && invoice.payment_provider !== null && invoice.payment_id !== null) {
      await oweCreditNoteRefund(tx, { creditNoteId: note.id, invoiceId: invoice.id, provider: invoice.payment_provider, paymentId: invoice.payment_id, amountMinor: Number(note.total_cents), currency: note.currency });
    }
    return result;
  });
  if (issued.note.credited_to === 'refund') await refundCreditNoteNow(store.db, providers, issued.note.id, now, deps.log);
  return toCreditNote(issued.note, issued.lines);
}
