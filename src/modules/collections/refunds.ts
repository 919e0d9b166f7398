/**
 * Giving back a charge that paid nothing (outcome.ts `refund_owed`): the provider refunds the whole
 * payment under a key derived from the invoice and the attempt, so however many workers or runs
 * try, the money goes back once. A refusal leaves the collection `refund_owed` (logged at error
 * level): every run asks again; once refunded it is `refunded`.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Scope } from '../../db/scope.js';
import { isCurrencyCode } from '../../money/currency.js';
import type { PaymentProviders } from '../../payments/index.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import { LEASE_MS } from './schedule.js';
import type { InvoiceCollectionTable } from './tables.js';

export function refundKey(invoiceId: string, attempt: number): string {
  return `invoice:${invoiceId}:attempt:${attempt}:refund`;
}

/** Refunds a `refund_owed` collection's payment (under its lease); answers whether it is refunded now. */
export async function refundOwed(db: Db, providers: PaymentProviders, row: InvoiceCollectionTable, now: Date, real: Date, log?: FastifyBaseLogger): Promise<boolean> {
  const scope: Scope = { companyId: row.company_id, mode: row.mode };
  const provider = providers.forMode(scope.mode);
  if (!provider || row.refund_payment_id === null || row.refund_amount_minor === null || row.refund_currency === null || !isCurrencyCode(row.refund_currency)) return false;
  const owner = crypto.randomUUID();
  if (!(await repo.claimCollection(db, row, { owner, until: new Date(real.getTime() + LEASE_MS).toISOString(), realIso: real.toISOString() }))) return false;
  const refund = await provider.refund(
    {
      paymentId: row.refund_payment_id,
      amountMinor: row.refund_amount_minor,
      currency: row.refund_currency,
      reason: 'The invoice was settled another way while this charge was in flight',
      idempotencyKey: refundKey(row.invoice_id, row.attempts),
    },
    now,
  );
  if (!refund.ok) {
    log?.error({ invoice_id: row.invoice_id, company_id: row.company_id, code: refund.code }, `collection refund still owed: ${refund.message}`);
    await repo.finishCollection(db, row.invoice_id, owner, { updated_at: toIso(now) });
    return false;
  }
  return repo.finishCollection(db, row.invoice_id, owner, { status: 'refunded', updated_at: toIso(now) });
}
