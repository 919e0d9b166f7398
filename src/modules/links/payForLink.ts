/**
 * Taking a card payment on a hosted page: a link is charged at most once, whatever the number of
 * tabs submitting it at the same time, and no charge is left without a record of what became of
 * it. The recipe (Stripe's: claim, charge with an idempotency key, fulfil or refund):
 *
 * 1. Claim (`claimPayment`, its own short transaction, committed before the provider is called):
 *    a `processing` row in link_payments. One per subject at a time (the link; for a "change now"
 *    link the subscription it changes, so two change links on one subscription never both charge),
 *    held by a partial unique index: a concurrent claimer gets "busy" and charges nothing. The
 *    link is read again after the claim, so a claim made just after another payment completed it
 *    sees it closed.
 * 2. Charge (`chargeClaimed`) with the payment's idempotency key, `<kind>_link:<link>:<sequence>`,
 *    derived from the link: the provider charges one key once. A decline marks the payment
 *    `failed` (nothing taken), and the next try is a new payment (sequence + 1, a new key).
 * 3. Fulfil in one transaction that also records the payment `succeeded` with its invoice
 *    (`recordSucceeded`): the link's work and the record of its payment commit together.
 * 4. If fulfilment fails after the charge (the price or the subscription changed, the link was
 *    used meanwhile, a rule refused it), the same error path refunds the whole charge through the
 *    provider and records `refunded` (`refundClaimed`), then answers. A refund that fails is
 *    recorded `refund_failed` with the provider's reason, for an operator.
 *
 * The same form submitted twice (a double click: same attempt id) is not "another tab": the second
 * waits for the first's payment to finish (`waitForSameForm`) and shows its result.
 *
 * A claim whose owner died before finishing (a crash between charge and fulfilment) stays
 * `processing`; after STALE_CLAIM_MS another attempt on the same link takes it over with the
 * same idempotency key, so a charge that did happen is answered again, not taken twice.
 */
import type { Transaction } from 'kysely';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { CurrencyCode } from '../../money/currency.js';
import type { CardInput, ChargeResult, PaymentProvider, SavedCard } from '../../payments/provider.js';
import { txContext } from '../../db/context.js';
import { saveDefaultPaymentMethod } from '../paymentMethods/index.js';
import { recordInvoicePayment } from '../invoices/index.js';
import { toIso } from '../../time.js';
import { LinkTaken } from './linkTaken.js';
import * as repo from './repo.js';
import type { LinkPaymentTable } from './tables.js';

/** After this long without news, a `processing` payment is taken to be abandoned (its owner crashed). */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

export interface PaymentTarget {
  scope: Scope;
  kind: LinkPaymentTable['link_kind'];
  linkId: string;
  /** What one payment at a time is held for (see the header). */
  subject: string;
}

export type PaymentClaim =
  | { kind: 'claimed'; payment: LinkPaymentTable }
  /** Another request is paying for this subject right now; `sameForm` when it is this same form submitted again. */
  | { kind: 'busy'; sameForm: boolean }
  /** The link was used (or expired) before this claim. */
  | { kind: 'closed' };

async function linkOpen(trx: Transaction<Database>, target: PaymentTarget, nowIso: string): Promise<boolean> {
  if (target.kind === 'signup') {
    const link = await repo.findSignupLink({ db: trx, scope: target.scope }, target.linkId);
    return link !== undefined && link.used_at === null && link.expires_at > nowIso;
  }
  const link = await repo.findCheckoutLink({ db: trx, scope: target.scope }, target.linkId);
  return link !== undefined && link.completed_at === null && link.expires_at > nowIso;
}

export async function claimPayment(store: Store, provider: PaymentProvider, target: PaymentTarget, attempt: string, now: Date, retriesLeft = 2): Promise<PaymentClaim> {
  const { scope } = target;
  const nowIso = toIso(now);
  try {
    return await store.db.transaction().execute(async (trx): Promise<PaymentClaim> => {
      let payment: LinkPaymentTable;
      const held = await repo.findProcessingPayment({ db: trx, scope }, target.subject);
      if (held) {
        const abandoned = Date.parse(held.updated_at) <= now.getTime() - STALE_CLAIM_MS;
        const sameForm = held.link_kind === target.kind && held.link_id === target.linkId && held.attempt === attempt;
        if (!abandoned || held.link_kind !== target.kind || held.link_id !== target.linkId) return { kind: 'busy', sameForm };
        if (!(await repo.takeOverPayment({ db: trx, scope }, held.id, { updatedAt: held.updated_at, attempt, now: nowIso }))) return { kind: 'busy', sameForm: false };
        payment = { ...held, attempt, updated_at: nowIso };
      } else {
        const sequence = await repo.nextPaymentSequence({ db: trx, scope }, target.kind, target.linkId);
        payment = {
          id: newId(),
          company_id: scope.companyId,
          mode: scope.mode,
          link_kind: target.kind,
          link_id: target.linkId,
          subject: target.subject,
          sequence,
          attempt,
          status: 'processing',
          amount_minor: null,
          currency: null,
          idempotency_key: `${target.kind}_link:${target.linkId}:${sequence}`,
          provider: provider.name,
          provider_payment_id: null,
          provider_refund_id: null,
          invoice_id: null,
          subscription_id: null,
          failure: null,
          created_at: nowIso,
          updated_at: nowIso,
        };
        await repo.insertLinkPayment(trx, payment);
      }
      // Read after the claim (on PostgreSQL the insert waited for a payment that was completing).
      if (!(await linkOpen(trx, target, nowIso))) throw new LinkTaken();
      return { kind: 'claimed', payment };
    });
  } catch (error) {
    if (error instanceof LinkTaken) return { kind: 'closed' };
    if (isUniqueViolation(error)) {
      const held = await repo.findProcessingPayment({ db: store.db, scope }, target.subject);
      // The payment that won the insert finished between our insert and this read: the link is now
      // used (or free again after a decline). Claim again rather than answer "busy" for a payment
      // that no longer runs; a double submit of the paying form then sees the link closed.
      if (!held && retriesLeft > 0) return claimPayment(store, provider, target, attempt, now, retriesLeft - 1);
      return { kind: 'busy', sameForm: held?.link_id === target.linkId && held.attempt === attempt };
    }
    throw error;
  }
}

/** How long a double submit of one form waits for the first submission's payment to finish. */
const SAME_FORM_WAIT_MS = 15_000;
const POLL_MS = 25;

/**
 * A second submit of the same form while its first is paying (a double click, a browser retry):
 * wait until that payment is no longer `processing` (or SAME_FORM_WAIT_MS pass), so the page can
 * answer with the first submission's result instead of "in progress".
 */
export async function waitForSameForm(store: Store, target: PaymentTarget, attempt: string): Promise<void> {
  const deadline = Date.now() + SAME_FORM_WAIT_MS;
  while (Date.now() < deadline) {
    const held = await repo.findProcessingPayment({ db: store.db, scope: target.scope }, target.subject);
    if (!held || held.attempt !== attempt) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Gives the claim up before any charge (the page could not go on): nothing was taken. */
export async function releaseClaim(store: Store, payment: LinkPaymentTable, reason: string, now: Date): Promise<void> {
  await repo.updateLinkPayment({ db: store.db, scope: scopeOf(payment) }, payment.id, { status: 'failed', failure: reason, updated_at: toIso(now) }, 'processing');
}

export interface ChargeInput {
  amountMinor: number;
  currency: CurrencyCode;
  card: CardInput;
  description: string;
}

export interface Charged {
  paymentId: string;
  amountMinor: number;
  currency: CurrencyCode;
  /** The card the provider kept for later charges (issue 29): the customer's default once the payment is recorded. */
  savedCard?: SavedCard;
}

/** Charges the claimed payment under its key; a failure is recorded (`failed`, nothing taken). */
export async function chargeClaimed(
  store: Store,
  provider: PaymentProvider,
  payment: LinkPaymentTable,
  input: ChargeInput,
  now: Date,
): Promise<{ ok: true; charged: Charged } | Extract<ChargeResult, { ok: false }>> {
  const scope = scopeOf(payment);
  await repo.updateLinkPayment({ db: store.db, scope }, payment.id, { amount_minor: input.amountMinor, currency: input.currency, updated_at: toIso(now) }, 'processing');
  // The card is kept: the signup page promises "your card is kept for future invoices".
  const result = await provider.charge({ ...input, idempotencyKey: payment.idempotency_key, saveCard: true }, now);
  if (!result.ok) {
    await repo.updateLinkPayment({ db: store.db, scope }, payment.id, { status: 'failed', failure: `${result.code}: ${result.message}`, updated_at: toIso(now) }, 'processing');
    return result;
  }
  const charged: Charged = { paymentId: result.paymentId, amountMinor: input.amountMinor, currency: input.currency };
  if (result.savedCard) charged.savedCard = result.savedCard;
  return { ok: true, charged };
}

/**
 * In the fulfilling transaction: the payment paid `invoiceId` (and made or changed the
 * subscription), and the card it was made with becomes `customerId`'s default.
 */
export async function recordSucceeded(
  trx: Transaction<Database>,
  payment: LinkPaymentTable,
  charged: Charged,
  result: { invoiceId: string | null; subscriptionId: string | null; customerId: string },
  now: Date,
): Promise<void> {
  const tx = txContext(trx, scopeOf(payment), now);
  if (charged.savedCard) await saveDefaultPaymentMethod(tx, result.customerId, payment.provider, charged.savedCard);
  // The invoice it paid keeps the payment: a `refund` credit note goes back to it (issue 30).
  if (result.invoiceId !== null && charged.amountMinor > 0) await recordInvoicePayment(tx, result.invoiceId, { provider: payment.provider, paymentId: charged.paymentId });
  const moved = await repo.updateLinkPayment(
    { db: trx, scope: scopeOf(payment) },
    payment.id,
    { status: 'succeeded', provider_payment_id: charged.paymentId, invoice_id: result.invoiceId, subscription_id: result.subscriptionId, updated_at: toIso(now) },
    'processing',
  );
  if (!moved) throw new Error(`Link payment ${payment.id} was no longer processing when its link was fulfilled`);
}

/**
 * The link could not do what was paid for: the whole charge goes back through the provider and
 * the payment is recorded `refunded` (or `failed` when nothing was taken: a 0 card check).
 * Returns false when the refund failed (recorded `refund_failed`; the caller logs it at error).
 */
export async function refundClaimed(store: Store, provider: PaymentProvider, payment: LinkPaymentTable, charged: Charged, reason: string, now: Date): Promise<boolean> {
  const scope = scopeOf(payment);
  const nowIso = toIso(now);
  if (charged.amountMinor === 0) {
    await repo.updateLinkPayment({ db: store.db, scope }, payment.id, { status: 'failed', provider_payment_id: charged.paymentId, failure: reason, updated_at: nowIso }, 'processing');
    return true;
  }
  const refund = await provider.refund(
    { paymentId: charged.paymentId, amountMinor: charged.amountMinor, currency: charged.currency, reason, idempotencyKey: `${payment.idempotency_key}:refund` },
    now,
  );
  const patch = refund.ok
    ? { status: 'refunded' as const, provider_payment_id: charged.paymentId, provider_refund_id: refund.refundId, failure: reason, updated_at: nowIso }
    : { status: 'refund_failed' as const, provider_payment_id: charged.paymentId, failure: `${reason}; refund failed: ${refund.code}: ${refund.message}`, updated_at: nowIso };
  await repo.updateLinkPayment({ db: store.db, scope }, payment.id, patch, 'processing');
  return refund.ok;
}

function scopeOf(payment: LinkPaymentTable): Scope {
  return { companyId: payment.company_id, mode: payment.mode };
}
