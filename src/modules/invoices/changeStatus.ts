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
 */
import type { TxContext } from '../../db/context.js';
import { toIso } from '../../time.js';
import { lockInvoiceWallets, reinstateSettlements, writeOffSettlements } from '../wallets/index.js';
import { returnAppliedBalance } from './creditBalance.js';
import { recordInvoiceEvent, type InvoiceEventType } from './events.js';
import { lockInvoice } from './lockInvoice.js';
import * as repo from './repo.js';
import type { InvoiceStatus, InvoiceTable } from './tables.js';
import { assertMove } from './transitions.js';

type Stamp = 'paid_at' | 'voided_at' | 'marked_uncollectible_at';

const EVENT_OF = { paid_at: 'invoice.paid', voided_at: 'invoice.voided', marked_uncollectible_at: 'invoice.marked_uncollectible' } as const satisfies Record<Stamp, InvoiceEventType>;

async function move(tx: TxContext, id: string, to: InvoiceStatus, stamp: Stamp): Promise<InvoiceTable> {
  const { trx, scope } = tx;
  await lockInvoiceWallets({ db: trx, scope }, id);
  const invoice = await lockInvoice({ db: trx, scope }, id);
  assertMove(invoice, to);
  const at = toIso(tx.now);
  const patch = { status: to, [stamp]: at, updated_at: at };
  await repo.updateInvoice({ db: trx, scope }, id, patch);
  if (to === 'void' || to === 'uncollectible') await writeOffSettlements(tx, id);
  if (to === 'void') await returnAppliedBalance(tx, id);
  else if (to === 'paid' && invoice.status === 'uncollectible') await reinstateSettlements(tx, id);
  const moved = { ...invoice, ...patch };
  await recordInvoiceEvent(tx, EVENT_OF[stamp], moved);
  return moved;
}

export function markInvoicePaid(tx: TxContext, id: string): Promise<InvoiceTable> {
  return move(tx, id, 'paid', 'paid_at');
}

export function voidInvoice(tx: TxContext, id: string): Promise<InvoiceTable> {
  return move(tx, id, 'void', 'voided_at');
}

export function markInvoiceUncollectible(tx: TxContext, id: string): Promise<InvoiceTable> {
  return move(tx, id, 'uncollectible', 'marked_uncollectible_at');
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
