/**
 * The status moves after finalization, each in the caller's transaction with the invoice locked:
 * markInvoicePaid (open | uncollectible -> paid), voidInvoice (draft | open | uncollectible -> void),
 * markInvoiceUncollectible (open -> uncollectible). Illegal moves are 409
 * INVOICE_TRANSITION_NOT_ALLOWED (see transitions.ts).
 *
 * The wallet ledger follows (wallets' writeOff.ts): an invoice that settled overdraft and is
 * voided or marked uncollectible is no longer owed, so the debt it settled is written off (a
 * `settlement` undone and a `write_off`, both naming the invoice; the balance does not move); an
 * uncollectible invoice paid after all settles it again. The wallets are locked before the
 * invoice, in the engine's order.
 *
 * The credit balance follows a void (creditBalance.ts): what the invoice applied of the
 * customer's credit balance is given back, in the same transaction, once (void is final).
 *
 * The amount due follows (issue 30): paid and void ask nothing more. Paid records what it still
 * asked as paid (`amount_paid_cents`), with the card payment when there was one. A void also
 * voids the credit notes credited to the invoice (what they took off no longer matters). When an
 * issued invoice's amount due changes, `invoice.updated` follows the move's own event.
 */
import type { TxContext } from '../../db/context.js';
import { toIso } from '../../time.js';
import { lockInvoiceWallets, reinstateSettlements, writeOffSettlements } from '../wallets/index.js';
import { returnAppliedBalance } from './creditBalance.js';
import { voidInvoiceCredits } from './creditNoteRepo.js';
import { recordInvoiceEvent, type InvoiceEventType } from './events.js';
import { lockInvoice } from './lockInvoice.js';
import * as repo from './repo.js';
import type { InvoiceStatus, InvoiceTable } from './tables.js';
import { assertMove } from './transitions.js';

type Stamp = 'paid_at' | 'voided_at' | 'marked_uncollectible_at';

const EVENT_OF = { paid_at: 'invoice.paid', voided_at: 'invoice.voided', marked_uncollectible_at: 'invoice.marked_uncollectible' } as const satisfies Record<Stamp, InvoiceEventType>;

/** A card payment through a provider: what a `refund` credit note sends money back to. */
export interface InvoicePayment {
  /** The provider's name (`test`, `stripe`). */
  provider: string;
  paymentId: string;
}

/**
 * What a move does to the amounts: paid asks nothing more (what it still asked is what paid it),
 * void asks nothing; the other moves leave the amount due as it is.
 */
function amountsAfter(invoice: InvoiceTable, to: InvoiceStatus, payment: InvoicePayment | undefined): Partial<InvoiceTable> {
  if (to === 'paid') {
    const paid = { amount_due_cents: 0, amount_paid_cents: Number(invoice.amount_paid_cents) + Number(invoice.amount_due_cents) };
    return payment ? { ...paid, payment_provider: payment.provider, payment_id: payment.paymentId } : paid;
  }
  if (to === 'void') return { amount_due_cents: 0 };
  return {};
}

interface MoveOptions {
  payment?: InvoicePayment | undefined;
  /** Checked on the locked invoice: false moves nothing (the caller answers null). */
  accept?: (invoice: InvoiceTable) => boolean;
}

async function move(tx: TxContext, id: string, to: InvoiceStatus, stamp: Stamp, options: MoveOptions = {}): Promise<InvoiceTable | null> {
  const { trx, scope } = tx;
  await lockInvoiceWallets({ db: trx, scope }, id);
  const invoice = await lockInvoice({ db: trx, scope }, id);
  if (options.accept && !options.accept(invoice)) return null;
  assertMove(invoice, to);
  const at = toIso(tx.now);
  const patch: Partial<InvoiceTable> = { status: to, updated_at: at, ...amountsAfter(invoice, to, options.payment) };
  patch[stamp] = at;
  await repo.updateInvoice({ db: trx, scope }, id, patch);
  if (to === 'void' || to === 'uncollectible') await writeOffSettlements(tx, id);
  if (to === 'void') {
    await returnAppliedBalance(tx, id);
    await voidInvoiceCredits(tx, id);
  } else if (to === 'paid' && invoice.status === 'uncollectible') await reinstateSettlements(tx, id);
  const moved: InvoiceTable = { ...invoice, ...patch };
  await recordInvoiceEvent(tx, EVENT_OF[stamp], moved);
  // An issued invoice's amount due changed (paid, voided): `invoice.updated` says so, after the move's own event.
  if (invoice.status !== 'draft' && Number(moved.amount_due_cents) !== Number(invoice.amount_due_cents)) await recordInvoiceEvent(tx, 'invoice.updated', moved);
  return moved;
}

async function moved(result: Promise<InvoiceTable | null>, id: string): Promise<InvoiceTable> {
  const invoice = await result;
  if (!invoice) throw new Error(`Invoice ${id} did not move`);
  return invoice;
}

/** Records payment; `payment` when a card paid it through a provider (a refund can then go back to it). */
export function markInvoicePaid(tx: TxContext, id: string, payment?: InvoicePayment): Promise<InvoiceTable> {
  return moved(move(tx, id, 'paid', 'paid_at', { payment }), id);
}

/**
 * A charge of `amountMinor` paid the invoice: recorded paid, with the payment, when the locked
 * invoice is open or uncollectible and still asks exactly that amount; null, nothing written,
 * when it was settled another way or its amount due changed meanwhile (a credit note): the
 * caller gives the charge back.
 */
export function payInvoice(tx: TxContext, id: string, charge: InvoicePayment & { amountMinor: number }): Promise<InvoiceTable | null> {
  const accept = (invoice: InvoiceTable) => (invoice.status === 'open' || invoice.status === 'uncollectible') && Number(invoice.amount_due_cents) === charge.amountMinor;
  return move(tx, id, 'paid', 'paid_at', { payment: { provider: charge.provider, paymentId: charge.paymentId }, accept });
}

/**
 * The card payment that paid an invoice already recorded paid in this transaction (a signup or
 * checkout link's charge): kept on the invoice, so a `refund` credit note can go back to it. An
 * invoice that is not paid, or already names its payment, is left as it is.
 */
export async function recordInvoicePayment(tx: TxContext, id: string, payment: InvoicePayment): Promise<void> {
  const invoice = await lockInvoice({ db: tx.trx, scope: tx.scope }, id);
  if (invoice.status !== 'paid' || invoice.payment_id !== null || Number(invoice.amount_paid_cents) <= 0) return;
  await repo.updateInvoice({ db: tx.trx, scope: tx.scope }, id, { payment_provider: payment.provider, payment_id: payment.paymentId, updated_at: toIso(tx.now) });
}

export function voidInvoice(tx: TxContext, id: string): Promise<InvoiceTable> {
  return moved(move(tx, id, 'void', 'voided_at'), id);
}

export function markInvoiceUncollectible(tx: TxContext, id: string): Promise<InvoiceTable> {
  return moved(move(tx, id, 'uncollectible', 'marked_uncollectible_at'), id);
}

/**
 * A charge of the open invoice was declined (src/modules/collections): it stays open, and
 * `invoice.payment_failed` is recorded in the caller's transaction.
 */
export async function recordPaymentFailed(tx: TxContext, id: string): Promise<InvoiceTable> {
  const invoice = await lockInvoice({ db: tx.trx, scope: tx.scope }, id);
  await recordInvoiceEvent(tx, 'invoice.payment_failed', invoice);
  return invoice;
}
