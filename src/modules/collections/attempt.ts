/**
 * One attempt at collecting an invoice from the customer's default card, off-session: claim the
 * collection's lease (one statement: of several workers, one wins), charge outside any
 * transaction under the attempt's idempotency key (`invoice:{id}:attempt:{n}`), then write the
 * outcome while still holding the lease (outcome.ts). A worker that dies after the charge leaves
 * its lease to expire (LEASE_MS, real time); the next one repeats attempt n with the same key and
 * the provider answers the first payment: one charge, never two.
 */
import crypto from 'node:crypto';
import type { Db, Scope } from '../../db/scope.js';
import { isCurrencyCode } from '../../money/currency.js';
import type { ChargeResult, PaymentProviders } from '../../payments/index.js';
import { findInvoice } from '../invoices/index.js';
import { defaultPaymentMethod } from '../paymentMethods/index.js';
import { LeaseLost, recordFailed, recordPaid, recordSettled, type Held } from './outcome.js';
import * as repo from './repo.js';
import type { DueCollection } from './repo.js';
import { refundOwed } from './refunds.js';
import { attemptKey, LEASE_MS } from './schedule.js';

export type AttemptOutcome = 'paid' | 'retrying' | 'exhausted' | 'canceled' | 'settled' | 'skipped' | 'refunded' | 'refund_owed' | 'unanswered';

/**
 * How long an attempt whose charge got no answer (provider_error: a timeout, a reset connection, a
 * key still in progress) is tried again under the same key before it counts as failed: well inside
 * the 24 hours a provider such as Stripe remembers a key, so a charge that went through is
 * answered, never made twice.
 */
export const UNANSWERED_FOR_MS = 12 * 60 * 60 * 1000;

/** Attempts `due` at `now` (the scope's time); `real` is the wall clock leases are measured on. */
export async function attemptCollection(db: Db, providers: PaymentProviders, due: DueCollection, now: Date, real: Date): Promise<AttemptOutcome> {
  const scope: Scope = { companyId: due.company_id, mode: due.mode };
  const owner = crypto.randomUUID();
  const claimed = await repo.claimCollection(db, due, { owner, until: new Date(real.getTime() + LEASE_MS).toISOString(), realIso: real.toISOString() });
  if (!claimed) return 'skipped';
  const held: Held = { scope, now, owner, row: due };
  try {
    return await attemptHeld(db, providers, held, real);
  } catch (error) {
    // Give the lease back (unless someone else holds it by now); the next run tries the same attempt again.
    await repo.finishCollection(db, due.invoice_id, owner, {});
    if (error instanceof LeaseLost) return 'skipped';
    throw error;
  }
}

async function attemptHeld(db: Db, providers: PaymentProviders, held: Held, real: Date): Promise<AttemptOutcome> {
  const { row, scope, now } = held;
  const invoice = await findInvoice({ db, scope }, row.invoice_id);
  if (!invoice || invoice.status !== 'open' || !isCurrencyCode(invoice.currency) || Number(invoice.amount_due_cents) <= 0) {
    await recordSettled(db, held);
    return 'settled';
  }
  const provider = providers.forMode(scope.mode);
  if (!provider) {
    await repo.finishCollection(db, row.invoice_id, held.owner, {});
    return 'skipped';
  }
  const card = await defaultPaymentMethod({ db, scope }, row.customer_id);
  // The first attempt and each scheduled retry count; an attempt a new card prompted does not.
  const scheduled = row.status === 'pending' || (row.next_attempt_at !== null && row.next_attempt_at <= now.toISOString());
  const attempt = row.attempts + 1;
  const result: ChargeResult =
    card && card.provider === provider.name
      ? await provider.chargeSavedCard(
          {
            token: card.token,
            amountMinor: Number(invoice.amount_due_cents),
            currency: invoice.currency,
            description: `Invoice ${invoice.invoice_number ?? invoice.id}`,
            idempotencyKey: attemptKey(invoice.id, attempt),
          },
          now,
        )
      : { ok: false, code: 'card_declined', message: 'No default payment method on file.', field: null };
  const paymentMethodId = card?.id ?? null;
  if (result.ok) {
    const end = await recordPaid(db, held, { attempt, paymentMethodId, provider: provider.name, paymentId: result.paymentId, amountMinor: Number(invoice.amount_due_cents), currency: invoice.currency });
    if (end === 'paid') return 'paid';
    // The invoice was settled another way while the charge was in flight: its money goes back now (or on a later run).
    const owed = await repo.findCollection(db, row.invoice_id);
    return owed && (await refundOwed(db, providers, owed, now, real)) ? 'refunded' : 'refund_owed';
  }
  if (result.code === 'provider_error') {
    // No answer: the charge may have been made. The same attempt, under the same key, at the next
    // run; only once it has gone unanswered for UNANSWERED_FOR_MS does it count as failed.
    const since = Date.parse(row.next_attempt_at ?? row.updated_at);
    if (now.getTime() - since < UNANSWERED_FOR_MS) {
      await repo.finishCollection(db, row.invoice_id, held.owner, {});
      return 'unanswered';
    }
  }
  return recordFailed(db, held, { attempt, paymentMethodId, message: result.message, scheduled });
}
