/**
 * The outcome of one attempt, written in one transaction by the worker holding the collection's
 * lease (and only while it holds it: a worker that lost it writes nothing, and the next holder
 * repeats the attempt under the same idempotency key, which the provider answers with the first
 * payment). Locks in the engine's order: the subscription first, then the invoice (wallets, then
 * the invoice, inside the invoices module); a cancellation takes the rating-config lock before.
 */
import { txContext, type TxContext } from '../../db/context.js';
import type { Db, Scope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import { findInvoice, payInvoice, recordPaymentFailed } from '../invoices/index.js';
import { pastDueAfterRetriesOf } from '../platform/index.js';
import { applySubscriptionUpdate, lockSubscription, markPastDue, recoverFromPastDue, type SubscriptionTable } from '../subscriptions/index.js';
import * as repo from './repo.js';
import { afterFailure } from './schedule.js';
import type { InvoiceCollectionTable } from './tables.js';

/** The worker lost its lease before it wrote: the transaction rolls back; the next holder repeats the attempt. */
export class LeaseLost extends Error {}

export interface Held {
  scope: Scope;
  now: Date;
  owner: string;
  row: InvoiceCollectionTable;
}

async function finish(tx: TxContext, held: Held, patch: Partial<InvoiceCollectionTable>): Promise<void> {
  if (!(await repo.finishCollection(tx.trx, held.row.invoice_id, held.owner, { ...patch, updated_at: toIso(tx.now) }))) throw new LeaseLost(held.row.invoice_id);
}

async function lockedSubscription(tx: TxContext, row: InvoiceCollectionTable): Promise<SubscriptionTable | undefined> {
  return row.subscription_id === null ? undefined : lockSubscription({ db: tx.trx, scope: tx.scope }, row.subscription_id);
}

/** A past_due subscription whose last failing invoice is now paid is active again. */
async function recover(tx: TxContext, sub: SubscriptionTable | undefined, invoiceId: string): Promise<void> {
  if (sub && !(await repo.otherFailingCollection(tx.trx, sub.id, invoiceId))) await recoverFromPastDue(tx, sub);
}

/** A successful charge: its attempt, the card (null: typed on the page), the provider and its payment, and what it took. */
export interface SuccessfulCharge {
  attempt: number;
  paymentMethodId: string | null;
  provider: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
}

/**
 * The charge succeeded: the invoice is paid (`invoice.paid`, with the payment, which a `refund`
 * credit note can go back to) and its subscription recovers. `keepCard` (the hosted invoice page)
 * keeps the card it paid with as the default, in the same transaction, and answers its payment
 * method id. When the invoice left `open` another way while the charge was in flight (marked paid
 * through the API, voided), or no longer asks what was charged (a credit note took part of it
 * off), the charge paid nothing: the collection owes it back (`refund_owed`, refunds.ts) and this
 * answers so (a next attempt charges the new amount due). The check is made on the locked invoice
 * (invoices' payInvoice). `settle` runs in the same transaction with the answer (a hosted session
 * recorded once: it throws to undo everything when it was recorded before).
 */
export interface RecordPaidOptions {
  keepCard?: (tx: TxContext) => Promise<string>;
  settle?: (tx: TxContext, end: 'paid' | 'refund_owed') => Promise<void>;
}

export async function recordPaid(db: Db, held: Held, charged: SuccessfulCharge, options: RecordPaidOptions = {}): Promise<'paid' | 'refund_owed'> {
  const { keepCard, settle } = options;
  return db.transaction().execute(async (trx) => {
    const tx = txContext(trx, held.scope, held.now);
    const sub = await lockedSubscription(tx, held.row);
    const paid = await payInvoice(tx, held.row.invoice_id, { provider: charged.provider, paymentId: charged.paymentId, amountMinor: charged.amountMinor });
    if (!paid) {
      const invoice = await findInvoice({ db: trx, scope: held.scope }, held.row.invoice_id);
      const otherTotal = invoice !== undefined && (invoice.status === 'open' || invoice.status === 'uncollectible');
      await settle?.(tx, 'refund_owed');
      await finish(tx, held, {
        status: 'refund_owed',
        attempts: charged.attempt,
        next_attempt_at: null,
        refund_payment_id: charged.paymentId,
        refund_amount_minor: charged.amountMinor,
        refund_currency: charged.currency,
        last_failure: otherTotal ? 'The amount due changed while the invoice was being paid: the payment is refunded' : `The invoice was ${invoice?.status ?? 'removed'} while its charge was in flight: the charge is refunded`,
      });
      return 'refund_owed' as const;
    }
    await settle?.(tx, 'paid');
    const paymentMethodId = keepCard ? await keepCard(tx) : charged.paymentMethodId;
    await finish(tx, held, { status: 'paid', attempts: charged.attempt, last_payment_method_id: paymentMethodId, next_attempt_at: null, last_failure: null });
    await recover(tx, sub, held.row.invoice_id);
    return 'paid' as const;
  });
}

/**
 * The charge failed: `invoice.payment_failed`, the subscription `past_due`, the next retry
 * scheduled (schedule.ts); when the retries ran out, the company's choice: keep it past_due, or
 * cancel it (subscriptions' cancel, as `status: canceled` through the API).
 */
export async function recordFailed(db: Db, held: Held, failed: { attempt: number; paymentMethodId: string | null; message: string; scheduled: boolean }): Promise<'retrying' | 'exhausted' | 'canceled'> {
  const next = afterFailure(held.row, held.now, failed.scheduled);
  const runsOut = next.status === 'exhausted' && held.row.status !== 'exhausted';
  const cancel = runsOut && held.row.subscription_id !== null && (await pastDueAfterRetriesOf(db, held.scope.companyId)) === 'cancel';
  await db.transaction().execute(async (trx) => {
    const tx = txContext(trx, held.scope, held.now);
    const subscriptionId = held.row.subscription_id;
    if (cancel && subscriptionId !== null) await applySubscriptionUpdate(tx, subscriptionId, { status: 'canceled' });
    const sub = cancel ? undefined : await lockedSubscription(tx, held.row);
    await recordPaymentFailed(tx, held.row.invoice_id);
    if (sub) await markPastDue(tx, sub);
    await finish(tx, held, {
      ...next,
      status: cancel ? 'closed' : next.status,
      attempts: failed.attempt,
      last_payment_method_id: failed.paymentMethodId,
      last_failure: failed.message,
    });
  });
  return cancel ? 'canceled' : next.status;
}

/** The invoice left `open` another way (paid through the API, voided): the collection ends; paid, its subscription recovers. */
export async function recordSettled(db: Db, held: Held): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tx = txContext(trx, held.scope, held.now);
    const sub = await lockedSubscription(tx, held.row);
    const invoice = await findInvoice({ db: trx, scope: held.scope }, held.row.invoice_id);
    const paid = invoice?.status === 'paid';
    await finish(tx, held, { status: paid ? 'paid' : 'closed', next_attempt_at: null });
    if (paid) await recover(tx, sub, held.row.invoice_id);
  });
}
