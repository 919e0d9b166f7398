/**
 * Working the auto top-ups ingest started (issue 29, item 2): each pending run is charged to the
 * customer's default card off-session, outside the ingest transaction, and once paid granted.
 *
 * Exactly once per crossing, on any number of nodes and through crashes:
 * - ingest writes one run per crossing (unique crossing key) in the transaction that made the draw;
 * - a worker leases the run (a conditional update: one worker at a time; a dead worker's lease
 *   runs out and another takes it);
 * - the charge's idempotency key is the run's id and attempt number, and the attempt number only
 *   moves when a decline is recorded: a worker that dies after the provider charged and before
 *   recording it is followed by one charging under the same key, which the provider answers with
 *   the first payment, moving no money (the provider's promise, src/payments/provider.ts);
 * - the grant (source reference: the run), the paid invoice and `wallet.topped_up` are written in
 *   one transaction with the run's end, conditional on the run still pending at that attempt.
 *
 * A decline is tried again after RETRY_AFTER_MS (3 tries in all over a day), then the run and the
 * auto top-up are `failed` and `wallet.top_up_failed` fires. A charge with no answer (the
 * provider's `provider_error`: a timeout, a reset connection, Stripe's 409 for a key still in
 * progress) is not a decline: the provider may have taken the money, so the attempt does not move
 * and the charge is tried again after UNANSWERED_RETRY_MS under the same key, for at most
 * UNANSWERED_FOR_AT_MOST_MS after its attempt was due (a provider forgets a key after 24 hours:
 * Stripe), then the run is `failed` saying the charge may have been made. A run is skipped without charging when
 * the auto top-up was disabled, the monthly limit is reached, or there is no card or provider
 * (`wallet.top_up_failed` says why).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../db/store.js';
import { txContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import { minorUnitDigits, type CurrencyCode } from '../../money/currency.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { toIso } from '../../time.js';
import { dueRuns, findTopUp, leaseRun, runsStartedBetween, settleRun, updateTopUp, type AutoTopUpRunTable, type AutoTopUpTable } from '../../modules/autoTopUps/index.js';
import { findCreditPackWithUnit } from '../../modules/creditPacks/index.js';
import { createInvoice } from '../../modules/invoices/index.js';
import { packExpiry } from '../../modules/links/index.js';
import { defaultPaymentMethod } from '../../modules/paymentMethods/index.js';
import { findPlan } from '../../modules/plans/index.js';
import { companyZone } from '../../modules/platform/index.js';
import { grantCredits } from '../../modules/wallets/index.js';
import { recordWebhookEvent } from '../../modules/webhooks/index.js';

/** After the first decline, the second try; after the second, the third: 3 tries over a day. */
export const RETRY_AFTER_MS = [60 * 60 * 1000, 23 * 60 * 60 * 1000] as const;
/** How long a worker holds a run it took (AUTO_TOP_UP_LEASE_MS): a worker that died lets it go after this. */
export const DEFAULT_LEASE_MS = 60_000;
const RUNS_PER_PASS = 50;
/** A charge with no answer is tried again, under the same key, after this... */
export const UNANSWERED_RETRY_MS = 60_000;
/** ...while its attempt was due less than this long ago (well inside the 24 hours a provider keeps a key). */
export const UNANSWERED_FOR_AT_MOST_MS = 12 * 60 * 60 * 1000;

export interface TopUpPassResult {
  succeeded: number;
  declined: number;
  failed: number;
  skipped: number;
  /** Charges that got no answer, to be tried again under the same key. */
  unanswered: number;
}

/** What one top-up buys and costs. */
interface Purchase {
  currency: CurrencyCode;
  amountMinor: number;
  grant: { amount: Decimal; denomination: { kind: 'pricing_unit'; pricingUnitId: string } | { kind: 'currency'; currencyCode: CurrencyCode }; expiresAt: Date | null };
  line: string;
  quantity: number;
  unitMinor: Decimal;
}

async function purchaseOf(store: Store, scope: Scope, topUp: AutoTopUpTable, now: Date): Promise<Purchase | string> {
  if (topUp.amount !== null && topUp.currency_code !== null) {
    const currency = topUp.currency_code as CurrencyCode;
    const minor = dec(topUp.amount).times(dec(10).pow(minorUnitDigits(currency)));
    return { currency, amountMinor: minor.toNumber(), grant: { amount: dec(topUp.amount), denomination: { kind: 'currency', currencyCode: currency }, expiresAt: null }, line: `Auto top-up: ${topUp.amount} ${currency.toUpperCase()}`, quantity: 1, unitMinor: minor };
  }
  const found = topUp.credit_pack_id === null ? undefined : await findCreditPackWithUnit({ db: store.db, scope }, topUp.credit_pack_id);
  if (!found) return 'the credit pack no longer exists';
  const { pack, pricingUnit } = found;
  if (pack.ended_at !== null) return 'the credit pack is no longer sold';
  const plan = await findPlan({ db: store.db, scope }, pack.plan_id);
  if (!plan) return "the credit pack's plan no longer exists";
  const quantity = topUp.quantity ?? 1;
  const unitMinor = dec(pack.money_minor);
  const units = dec(pack.unit_amount).times(quantity);
  return {
    currency: plan.currency_code,
    amountMinor: unitMinor.times(quantity).toNumber(),
    grant: { amount: units, denomination: { kind: 'pricing_unit', pricingUnitId: pack.pricing_unit_id }, expiresAt: packExpiry(pack, now, await companyZone(store.db, scope.companyId)) },
    line: `Auto top-up: credit pack ${pack.code}, ${formatDecimal(units)} ${pricingUnit.code}`,
    quantity,
    unitMinor,
  };
}

function monthOf(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: toIso(from), to: toIso(to) };
}

/** One pass over the due runs of every company and mode. */
export async function runDueTopUps(store: Store, providers: PaymentProviders, now: Date, log?: FastifyBaseLogger, leaseMs = DEFAULT_LEASE_MS): Promise<TopUpPassResult> {
  const result: TopUpPassResult = { succeeded: 0, declined: 0, failed: 0, skipped: 0, unanswered: 0 };
  const nowIso = toIso(now);
  for (const run of await dueRuns(store.db, nowIso, RUNS_PER_PASS)) {
    if (!(await leaseRun(store.db, run, nowIso, toIso(new Date(now.getTime() + leaseMs))))) continue;
    try {
      result[await workRun(store, providers, run, now)] += 1;
    } catch (error) {
      // Left leased: tried again, at the same attempt, once the lease runs out.
      log?.error({ err: error, run: run.id }, 'auto top-up run failed');
    }
  }
  return result;
}

type RunEnd = keyof TopUpPassResult;

async function workRun(store: Store, providers: PaymentProviders, run: AutoTopUpRunTable, now: Date): Promise<RunEnd> {
  const scope: Scope = { companyId: run.company_id, mode: run.mode };
  const topUp = await findTopUp({ db: store.db, scope }, run.auto_top_up_id);
  if (!topUp || topUp.status === 'disabled') return skip(store, run, topUp, now, 'the auto top-up was disabled');
  if (run.attempts === 0) {
    const month = monthOf(new Date(run.created_at));
    if ((await runsStartedBetween(store.db, topUp.id, month.from, month.to, run.id)) >= topUp.monthly_limit) {
      return skip(store, run, topUp, now, `the monthly limit of ${topUp.monthly_limit} top-ups is reached`);
    }
  }
  const purchase = await purchaseOf(store, scope, topUp, now);
  if (typeof purchase === 'string') return skip(store, run, topUp, now, purchase);
  const card = await defaultPaymentMethod({ db: store.db, scope }, run.customer_id);
  const provider = providers.forMode(run.mode);
  if (!card || !provider) return skip(store, run, topUp, now, card ? 'no payment provider is configured for this mode' : 'the customer has no default payment method');

  const charge = await provider.chargeSavedCard(
    { token: card.token, amountMinor: purchase.amountMinor, currency: purchase.currency, description: purchase.line, idempotencyKey: `auto_top_up:${run.id}:${run.attempts}` },
    now,
  );
  if (!charge.ok) return charge.code === 'provider_error' ? unanswered(store, run, topUp, now, charge.message) : declined(store, run, topUp, now, charge.message);

  return store.db.transaction().execute(async (trx): Promise<RunEnd> => {
    const tx = txContext(trx, scope, now);
    const sourceRef = `auto_top_up:${run.id}`;
    const grant = await grantCredits(tx, { customerId: run.customer_id, subscriptionId: null, ...purchase.grant, name: 'Auto top-up', source: 'pack', sourceRef });
    const invoice = await createInvoice(tx, {
      customerId: run.customer_id,
      subscriptionId: null,
      currency: purchase.currency,
      collectionMethod: 'charge_automatically',
      description: 'Auto top-up',
      sourceRef,
      lines: [{ description: purchase.line, quantity: purchase.quantity, unitAmount: purchase.unitMinor, exactAmount: dec(purchase.amountMinor), kind: 'pack' }],
      paid: true,
      payment: { provider: provider.name, paymentId: charge.paymentId },
      // The card paid the top-up's price: not taxed (docs/guide.md, Taxes).
      untaxed: true,
    });
    const nowIso = toIso(now);
    if (!(await settleRun(trx, run, { status: 'succeeded', lease_until: null, invoice_id: invoice.id, grant_id: grant.id, updated_at: nowIso }))) {
      throw new Error(`Auto top-up run ${run.id} moved while it was charged`);
    }
    if (topUp.status === 'failed') await updateTopUp(trx, topUp.id, { status: 'active', updated_at: nowIso });
    await recordWebhookEvent(tx, 'wallet.topped_up', { auto_top_up_id: topUp.id, customer_id: run.customer_id, amount: formatDecimal(purchase.grant.amount), ...denominationFields(topUp), invoice_id: invoice.id, credit_grant_id: grant.id, payment_id: charge.paymentId }, `wallet:${run.customer_id}:${topUp.denomination_key}`);
    return 'succeeded';
  });
}

function denominationFields(topUp: AutoTopUpTable): { pricing_unit_code: string } | { currency_code: string } {
  return topUp.pricing_unit_code !== null ? { pricing_unit_code: topUp.pricing_unit_code } : { currency_code: topUp.currency_code ?? '' };
}

async function declined(store: Store, run: AutoTopUpRunTable, topUp: AutoTopUpTable, now: Date, message: string): Promise<RunEnd> {
  const attempts = run.attempts + 1;
  const retryAfter = RETRY_AFTER_MS[run.attempts];
  const nowIso = toIso(now);
  if (retryAfter !== undefined) {
    await settleRun(store.db, run, { attempts, next_attempt_at: toIso(new Date(now.getTime() + retryAfter)), lease_until: null, failure: message, updated_at: nowIso });
    return 'declined';
  }
  await finishUnpaid(store, run, topUp, now, { status: 'failed', attempts }, message);
  return 'failed';
}

/** No answer from the provider: the same attempt (the same key) again soon, never a new one that could charge twice. */
async function unanswered(store: Store, run: AutoTopUpRunTable, topUp: AutoTopUpTable, now: Date, message: string): Promise<RunEnd> {
  const due = new Date(run.created_at).getTime() + RETRY_AFTER_MS.slice(0, run.attempts).reduce((a, b) => a + b, 0);
  if (now.getTime() - due > UNANSWERED_FOR_AT_MOST_MS) {
    await finishUnpaid(store, run, topUp, now, { status: 'failed', attempts: run.attempts + 1 }, `the payment provider did not answer for ${UNANSWERED_FOR_AT_MOST_MS / 3_600_000} hours (${message}); the charge may have been made: check the provider`);
    return 'failed';
  }
  await settleRun(store.db, run, { next_attempt_at: toIso(new Date(now.getTime() + UNANSWERED_RETRY_MS)), lease_until: null, failure: message, updated_at: toIso(now) });
  return 'unanswered';
}

async function skip(store: Store, run: AutoTopUpRunTable, topUp: AutoTopUpTable | undefined, now: Date, reason: string): Promise<RunEnd> {
  if (!topUp || topUp.status === 'disabled') {
    await settleRun(store.db, run, { status: 'skipped', lease_until: null, failure: reason, updated_at: toIso(now) });
    return 'skipped';
  }
  await finishUnpaid(store, run, topUp, now, { status: 'skipped' }, reason);
  return 'skipped';
}

/** Ends the run without a payment: the auto top-up is `failed` (a decline) and `wallet.top_up_failed` says why. */
async function finishUnpaid(store: Store, run: AutoTopUpRunTable, topUp: AutoTopUpTable, now: Date, end: { status: 'failed' | 'skipped'; attempts?: number }, reason: string): Promise<void> {
  const scope: Scope = { companyId: run.company_id, mode: run.mode };
  await store.db.transaction().execute(async (trx) => {
    const nowIso = toIso(now);
    if (!(await settleRun(trx, run, { ...end, lease_until: null, failure: reason, updated_at: nowIso }))) return;
    if (end.status === 'failed') await updateTopUp(trx, topUp.id, { status: 'failed', updated_at: nowIso });
    await recordWebhookEvent(txContext(trx, scope, now), 'wallet.top_up_failed', { auto_top_up_id: topUp.id, customer_id: run.customer_id, ...denominationFields(topUp), reason, attempts: end.attempts ?? run.attempts }, `wallet:${run.customer_id}:${topUp.denomination_key}`);
  });
}
