/**
 * A refund that failed is owed, not forgotten. When a hosted page charged a card and then could
 * not do what was paid for, payForLink.ts refunds the charge; if the provider refuses the refund
 * the payment is `refund_failed`. The refund job asks the provider again every REFUND_RETRY_MS
 * with the payment's own refund key, until the money is back (`refunded`): a provider refunds one
 * key once, so a retry racing another node's, or retrying a refund whose answer was lost, returns
 * the money once. Each failed try is logged at error level for an operator.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../db/store.js';
import { repeatingJob, type BackgroundJob } from '../../http/backgroundJob.js';
import type { CurrencyCode } from '../../money/currency.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';

export const REFUND_RETRY_MS = 5 * 60 * 1000;
const REFUNDS_PER_PASS = 100;

export interface RefundRetryPass {
  tried: number;
  refunded: number;
}

/** One pass: every refund owed that was last tried at least REFUND_RETRY_MS ago is tried again. */
export async function retryFailedRefunds(store: Store, providers: PaymentProviders, now: Date, log?: FastifyBaseLogger): Promise<RefundRetryPass> {
  const owed = await repo.listRefundsOwed(store.db, toIso(new Date(now.getTime() - REFUND_RETRY_MS)), REFUNDS_PER_PASS);
  const pass: RefundRetryPass = { tried: 0, refunded: 0 };
  for (const payment of owed) {
    const provider = providers.forMode(payment.mode);
    const { provider_payment_id: paymentId, amount_minor: amountMinor, currency } = payment;
    if (!provider || provider.name !== payment.provider || paymentId === null || amountMinor === null || currency === null) continue;
    pass.tried++;
    const scope = { companyId: payment.company_id, mode: payment.mode };
    const refund = await provider.refund(
      { paymentId, amountMinor, currency: currency as CurrencyCode, reason: payment.failure ?? 'refund owed', idempotencyKey: `${payment.idempotency_key}:refund` },
      now,
    );
    if (refund.ok) {
      await repo.updateLinkPayment({ db: store.db, scope }, payment.id, { status: 'refunded', provider_refund_id: refund.refundId, updated_at: toIso(now) }, 'refund_failed');
      pass.refunded++;
      log?.info({ link_payment_id: payment.id, company_id: payment.company_id, amount_minor: amountMinor, currency }, 'owed refund delivered');
    } else {
      // Still owed: the next try comes REFUND_RETRY_MS after this one.
      await repo.updateLinkPayment({ db: store.db, scope }, payment.id, { updated_at: toIso(now) }, 'refund_failed');
      log?.error({ link_payment_id: payment.id, company_id: payment.company_id, amount_minor: amountMinor, currency, code: refund.code }, `refund still failing: ${refund.message}`);
    }
  }
  return pass;
}

/** The background job: a pass every minute on every node (safe: the provider refunds a key once). */
export function refundRetryJob(providers: PaymentProviders, intervalMs = 60_000): BackgroundJob {
  return repeatingJob('refund-retry', intervalMs, 'refund retry pass failed', async ({ store, clock }, log) => {
    await retryFailedRefunds(store, providers, clock.now(), log);
  });
}
