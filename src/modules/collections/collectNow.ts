/**
 * Collecting one invoice at once, as a collection run would (issue 32: the invoice of a plan change
 * made through the API or the customer portal): its collection row is started (due now) when the
 * customer has a default card, then its first attempt is made by the same code a run makes it
 * with (attempt.ts: under the collection's lease, charged off-session under the key
 * `invoice:{id}:attempt:1`). So the invoice is charged once whoever gets there first (this call,
 * the server's tick, a second node), a decline goes on like a renewal's (`invoice.payment_failed`,
 * `past_due`, the retries), and an invoice with no card to charge stays open until the customer
 * has one, when the next run collects it.
 */
import type { Db, Scope } from '../../db/scope.js';
import type { PaymentProviders } from '../../payments/index.js';
import { toIso } from '../../time.js';
import { findInvoice } from '../invoices/index.js';
import { defaultPaymentMethod } from '../paymentMethods/index.js';
import { attemptCollection, type AttemptOutcome } from './attempt.js';
import * as repo from './repo.js';

export type CollectNowOutcome = AttemptOutcome | 'nothing_due' | 'no_card';

export interface CollectNowInput {
  scope: Scope;
  invoiceId: string;
  /** The scope's time, and the wall clock leases are measured on. */
  now: Date;
  real: Date;
}

export async function collectInvoiceNow(db: Db, providers: PaymentProviders, input: CollectNowInput): Promise<CollectNowOutcome> {
  const { scope, now } = input;
  const invoice = await findInvoice({ db, scope }, input.invoiceId);
  if (!invoice || invoice.status !== 'open' || invoice.collection_method !== 'charge_automatically' || Number(invoice.total_cents) <= 0 || invoice.customer_id === null) {
    return 'nothing_due';
  }
  const card = await defaultPaymentMethod({ db, scope }, invoice.customer_id);
  if (!card) return 'no_card';
  const nowIso = toIso(now);
  await repo.ensureCollection(db, repo.newCollection({ ...invoice, customer_id: invoice.customer_id }, { status: 'pending', nextAttemptAt: nowIso, nowIso }));
  const row = await repo.findCollection(db, invoice.id);
  if (!row) return 'skipped';
  return attemptCollection(db, providers, { ...row, default_payment_method_id: card.id, invoice_status: invoice.status }, now, input.real);
}
