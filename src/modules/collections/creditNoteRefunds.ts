/**
 * The refund a `refund` credit note owes (issue 30), with the machinery of a charge owed back
 * (refunds.ts): the note's transaction records it `owed` (oweCreditNoteRefund, so a note that
 * rolls back owes nothing); right after, and at every collection run until the provider has, it is
 * made under a lease (one worker at a time) with the key `credit_note:{id}:refund`, so however
 * many workers or runs try, the money goes back once. The provider must be the one that took the
 * payment; a refusal leaves it `owed` (logged at error level), refunded it is `refunded`.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TxContext } from '../../db/context.js';
import type { Db } from '../../db/scope.js';
import { isCurrencyCode } from '../../money/currency.js';
import type { PaymentProviders } from '../../payments/index.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import { LEASE_MS } from './schedule.js';
import type { CreditNoteRefundTable } from './tables.js';

export function creditNoteRefundKey(creditNoteId: string): string {
  return `credit_note:${creditNoteId}:refund`;
}

export interface OwedRefund {
  creditNoteId: string;
  invoiceId: string;
  /** The provider and payment that paid the invoice (invoices' payment_provider, payment_id). */
  provider: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
}

/** In the credit note's transaction: the refund it owes, `owed`. */
export async function oweCreditNoteRefund(tx: TxContext, owed: OwedRefund): Promise<void> {
  const nowIso = toIso(tx.now);
  await repo.insertCreditNoteRefund(tx.trx, {
    credit_note_id: owed.creditNoteId,
    company_id: tx.scope.companyId,
    mode: tx.scope.mode,
    invoice_id: owed.invoiceId,
    provider: owed.provider,
    payment_id: owed.paymentId,
    amount_minor: owed.amountMinor,
    currency: owed.currency,
    status: 'owed',
    refund_id: null,
    attempts: 0,
    last_failure: null,
    lease_owner: null,
    lease_until: null,
    created_at: nowIso,
    updated_at: nowIso,
  });
}

/** Makes an owed refund through the provider (under its lease); answers whether it is refunded now. */
export async function refundCreditNote(db: Db, providers: PaymentProviders, row: CreditNoteRefundTable, now: Date, real: Date, log?: FastifyBaseLogger): Promise<boolean> {
  if (row.status !== 'owed') return row.status === 'refunded';
  const provider = providers.forMode(row.mode);
  const owner = crypto.randomUUID();
  if (!(await repo.claimCreditNoteRefund(db, row.credit_note_id, { owner, until: new Date(real.getTime() + LEASE_MS).toISOString(), realIso: real.toISOString() }))) return false;
  const nowIso = toIso(now);
  if (!provider || provider.name !== row.provider || !isCurrencyCode(row.currency)) {
    const failure = `The payment provider ${row.provider} that took the payment is not configured in ${row.mode} mode`;
    log?.error({ credit_note_id: row.credit_note_id, company_id: row.company_id }, `credit note refund still owed: ${failure}`);
    await repo.finishCreditNoteRefund(db, row.credit_note_id, owner, { last_failure: failure, updated_at: nowIso });
    return false;
  }
  // A provider that throws (no answer: the refund may or may not have been made) is a refusal for
  // now: the refund stays owed and the next run asks again under the same key, which the provider
  // answers once. The credit note committed before: its request must not fail for this.
  const refund = await provider
    .refund(
      { paymentId: row.payment_id, amountMinor: Number(row.amount_minor), currency: row.currency, reason: 'Refund of a credit note on your invoice', idempotencyKey: creditNoteRefundKey(row.credit_note_id) },
      now,
    )
    .catch((error: unknown) => ({ ok: false as const, code: 'provider_error', message: `No answer from ${row.provider}: ${error instanceof Error ? error.message : String(error)}` }));
  if (!refund.ok) {
    log?.error({ credit_note_id: row.credit_note_id, company_id: row.company_id, code: refund.code }, `credit note refund still owed: ${refund.message}`);
    await repo.finishCreditNoteRefund(db, row.credit_note_id, owner, { attempts: row.attempts + 1, last_failure: refund.message, updated_at: nowIso });
    return false;
  }
  return repo.finishCreditNoteRefund(db, row.credit_note_id, owner, { status: 'refunded', refund_id: refund.refundId, attempts: row.attempts + 1, last_failure: null, updated_at: nowIso });
}

/** After the credit note's transaction committed: its refund, now (a failure stays owed for the next collection run). */
export async function refundCreditNoteNow(db: Db, providers: PaymentProviders, creditNoteId: string, now: Date, log?: FastifyBaseLogger): Promise<boolean> {
  const row = await repo.findCreditNoteRefund(db, creditNoteId);
  return row ? refundCreditNote(db, providers, row, now, new Date(), log) : false;
}
