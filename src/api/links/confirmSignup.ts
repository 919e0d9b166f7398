/**
 * Confirming a signup link (the subscribe page's form). In order:
 * 1. The link must be open; a resubmit of the form that already used it (same attempt id) answers
 *    "done" again, anything else on a used or expired link is "gone".
 * 2. The quote is read again; when the link can no longer do what it says, "impossible".
 * 3. With a payment provider (test mode: the built-in one) the payment is claimed first
 *    (payForLink.ts: one payment at a time per link, or per subscription for a change now; other
 *    tabs are told it is in progress and charge nothing), the quote is read again under the claim
 *    and must still be what the page showed (`quotedTotal`), then the card is charged what is due
 *    today (0 when nothing is: the card is checked and kept on file) under a key derived from the
 *    link. A decline ends here with nothing written.
 *    Without a provider (live mode, none configured) no card is taken: a new subscription waits in
 *    `pending_payment_method` and the invoice is `send_invoice`, open.
 * 4. One transaction: the link is claimed (single use: `used_at is null` in the update), then the
 *    subscription is created and its first period opened by the billing engine's start step
 *    (startSubscription.ts; the invoice recorded paid), changed now (changePlanNow.ts: the
 *    subscription locked and its plan read again inside the transaction) or scheduled to change at
 *    period end, and the payment recorded `succeeded` with the invoice it paid.
 * 5. Any refusal after the charge (the amount changed: PRICE_CHANGED; another change went first:
 *    SUBSCRIPTION_CHANGED; a rule of the subscriptions module, e.g. SUBSCRIPTION_ALREADY_EXISTS;
 *    the link used meanwhile) rolls the transaction back, refunds the charge in full through the
 *    provider and answers in words. No error path leaves a charge without its record or refund.
 */
import { BillingBlocked, engineInvoiceRef } from '../../billing/index.js';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { txContext } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import type { CardField, CardInput, PaymentProvider, PaymentProviders } from '../../payments/provider.js';
import { findInvoiceBySourceRef, type InvoiceTable } from '../../modules/invoices/index.js';
import { lockCustomer } from '../../modules/customers/index.js';
import { findSubscription, refuseSecondSubscription } from '../../modules/subscriptions/index.js';
import { changePlanNow } from './changePlanNow.js';
import { chargeClaimed, claimPayment, LinkTaken, recordSucceeded, refundClaimed, releaseClaim, waitForSameForm, type Charged, type PaymentTarget } from '../../modules/links/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';
import { recordSignupCompleted } from '../../modules/links/index.js';
import { linkRepo as repo } from '../../modules/links/index.js';
import { schedulePlanChange } from '../../modules/links/index.js';
import { quoteSignup, type SignupQuote } from './signupQuote.js';
import { startSubscription } from './startSubscription.js';
import type { SignupLinkTable } from '../../modules/links/index.js';
import { DomainError } from '../../errors/index.js';
import { lockRatingConfigForChange } from '../../modules/ratingConfig/index.js';

export interface LinkForm {
  /** The form's per-render id: the idempotency key of one submission. */
  attempt: string;
  /** Null when the page shows no card fields (no payment provider). */
  card: CardInput | null;
  /** What the page showed as due today (minor units), when it says: a different amount now is refused before any charge. */
  quotedTotal?: number;
}

export interface SignupDone {
  kind: 'done';
  subscriptionId: string;
  /** What was invoiced today, if anything. */
  invoice: { id: string; number: string | null; totalMinor: number; status: string; publicToken: string } | null;
}

export type SignupOutcome =
  | SignupDone
  | { kind: 'declined'; message: string; field: CardField | null; quote: SignupQuote }
  | { kind: 'gone'; state: 'used' | 'expired' }
  /** Another tab (or another change link of the subscription) is paying right now; nothing was charged. */
  | { kind: 'busy' }
  | { kind: 'impossible'; message: string };

function summary(invoice: InvoiceTable): NonNullable<SignupDone['invoice']> {
  return { id: invoice.id, number: invoice.invoice_number, totalMinor: Number(invoice.total_cents), status: invoice.status, publicToken: invoice.public_token };
}

async function doneAgain(store: Store, link: SignupLinkTable): Promise<SignupOutcome> {
  const scope = { companyId: link.company_id, mode: link.mode };
  const subscriptionId = link.result_subscription_id ?? link.previous_subscription_id;
  if (subscriptionId === null) return { kind: 'gone', state: 'used' };
  if (link.change_timing_mode === 'end_of_period') return { kind: 'done', subscriptionId, invoice: null };
  // The engine keys the invoice of a start or a change by the subscription and the instant.
  const subscription = await findSubscription({ db: store.db, scope }, subscriptionId);
  const at = link.previous_subscription_id === null ? subscription?.start_date : link.used_at;
  if (!at) return { kind: 'done', subscriptionId, invoice: null };
  const ref = engineInvoiceRef(subscriptionId, new Date(at));
  const invoice = await findInvoiceBySourceRef({ db: store.db, scope }, ref);
  return { kind: 'done', subscriptionId, invoice: invoice ? summary(invoice) : null };
}

/** What a refusal inside the confirming transaction means to the customer; null for a bug. */
function refusalWords(error: unknown): string | null {
  if (error instanceof BillingBlocked) return `This plan cannot be billed right now (${error.message}). Please try again later.`;
  if (!(error instanceof DomainError) || error.statusCode >= 500) return null;
  switch (error.code) {
    case 'PRICE_CHANGED':
      return 'The price changed while you were confirming. Please reload the page and review it.';
    case 'SUBSCRIPTION_CANCELED':
      return 'The subscription this link changes has been canceled.';
    case 'SUBSCRIPTION_CHANGED':
      return 'Your subscription changed while you were confirming (another plan change went through first).';
    default:
      return error.message;
  }
}

/** Who pays through this link: a change now holds its subscription, anything else the link. */
function paymentTarget(link: SignupLinkTable, quote: SignupQuote): PaymentTarget {
  const subject = quote.change.kind === 'now' ? `subscription:${quote.change.previous.id}` : `link:signup:${link.id}`;
  return { scope: quote.scope, kind: 'signup', linkId: link.id, subject };
}

type RecordPayment = (trx: Transaction<Database>, result: { invoiceId: string | null; subscriptionId: string; customerId: string }) => Promise<void>;

/**
 * The link's work, in one transaction. With a card (`record` given) the payment is recorded in
 * it, and a link used meanwhile throws LinkTaken so the caller refunds.
 */
async function fulfil(store: Store, link: SignupLinkTable, quote: SignupQuote, form: LinkForm, provider: PaymentProvider | null, record: RecordPayment | null, now: Date): Promise<SignupOutcome> {
  const scope = quote.scope;
  return store.db.transaction().execute(async (trx): Promise<SignupOutcome> => {
    // A change now ends the old plan's subscription: first, the rating-config lock, so no ingest
    // batch that read the old plan commits after it (ratingConfig/version.ts).
    if (quote.change.kind === 'now') await lockRatingConfigForChange(trx, scope);
    const tx = txContext(trx, scope, now);
    if (!(await repo.claimSignupLink(tx, link.id, { now: now.toISOString(), attempt: form.attempt }))) {
      // Another request used the link first (or it just expired).
      if (record) throw new LinkTaken();
      return { kind: 'gone', state: 'used' };
    }
    const change = quote.change;
    let done: SignupDone;
    if (change.kind === 'new') {
      const started = await startSubscription(tx, { customerId: link.customer_id, planId: quote.plan.id, billed: provider !== null, paid: provider !== null });
      await repo.recordSignupResult(tx, link.id, started.subscriptionId);
      const invoice = started.invoice;
      if (provider && (invoice ? Number(invoice.total_cents) : 0) !== quote.totalMinor) throw new DomainError('PRICE_CHANGED', 'The amount due changed');
      done = { kind: 'done', subscriptionId: started.subscriptionId, invoice: invoice ? summary(invoice) : null };
    } else {
      // The quote saw no other live subscription to the plan; say it again under the customer's
      // lock, as a new subscription does (one may have been created since the page was shown).
      await lockCustomer(tx, link.customer_id);
      await refuseSecondSubscription(tx, { customerId: link.customer_id, planId: quote.plan.id, except: change.previous.id, field: 'plan_code' });
      await repo.recordSignupResult(tx, link.id, change.previous.id);
      if (change.kind === 'end_of_period') {
        await schedulePlanChange(tx, { subscriptionId: change.previous.id, toPlanId: quote.plan.id, at: change.transitionAt });
        done = { kind: 'done', subscriptionId: change.previous.id, invoice: null };
      } else {
        const result = await changePlanNow(
          tx,
          { subscription: change.previous, fromPlan: change.fromPlan, toPlan: quote.plan, refundPolicy: change.refundPolicy, zone: quote.zone },
          { paid: provider !== null, expectedTotalMinor: quote.totalMinor },
        );
        done = { kind: 'done', subscriptionId: change.previous.id, invoice: result.invoice ? summary(result.invoice) : null };
      }
    }
    if (record) await record(trx, { invoiceId: done.invoice?.id ?? null, subscriptionId: done.subscriptionId, customerId: link.customer_id });
    await recordSignupCompleted(tx, link, { subscriptionId: done.subscriptionId, invoiceId: done.invoice?.id ?? null });
    return done;
  });
}

/** After a claim found the link closed, or a fulfilment found it taken: the same form's result, or gone. */
async function closedAnswer(store: Store, link: SignupLinkTable, form: LinkForm, now: Date): Promise<SignupOutcome> {
  const fresh = await repo.findSignupLink({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, link.id);
  if (fresh?.used_at && fresh.used_attempt === form.attempt) return doneAgain(store, fresh);
  if (fresh && !fresh.used_at && fresh.expires_at > now.toISOString()) return { kind: 'busy' };
  return { kind: 'gone', state: fresh?.used_at ? 'used' : 'expired' };
}

export async function confirmSignup(store: Store, clock: Clock, providers: PaymentProviders, link: SignupLinkTable, form: LinkForm): Promise<SignupOutcome> {
  const now = clock.now();
  if (link.used_at !== null) return link.used_attempt === form.attempt ? doneAgain(store, link) : { kind: 'gone', state: 'used' };
  if (now.toISOString() >= link.expires_at) return { kind: 'gone', state: 'expired' };
  const provider = providers.forMode(link.mode);
  const quoted = await quoteSignup(store, link, now);
  if (!quoted.ok) return { kind: 'impossible', message: quoted.message };

  if (!provider) {
    // No card is taken: nothing to claim, the link's own single-use update guards it.
    try {
      const outcome = await fulfil(store, link, quoted.quote, form, null, null, now);
      return outcome.kind === 'gone' ? closedAnswer(store, link, form, now) : outcome;
    } catch (error) {
      const words = refusalWords(error);
      if (words === null) throw error;
      return { kind: 'impossible', message: words };
    }
  }
  const card = form.card;
  if (!card) return { kind: 'declined', message: 'Enter your card details.', field: 'number', quote: quoted.quote };

  const target = paymentTarget(link, quoted.quote);
  const claim = await claimPayment(store, provider, target, form.attempt, now);
  if (claim.kind === 'busy') {
    if (!claim.sameForm) return { kind: 'busy' };
    // The same form submitted again while its first submission pays: answer with that one's result.
    await waitForSameForm(store, target, form.attempt);
    return closedAnswer(store, link, form, now);
  }
  if (claim.kind === 'closed') return closedAnswer(store, link, form, now);
  const payment = claim.payment;

  // Priced again under the claim: no other page pays for this link or subscription meanwhile.
  const requoted = await quoteSignup(store, link, now);
  if (!requoted.ok) {
    await releaseClaim(store, payment, requoted.message, now);
    return { kind: 'impossible', message: requoted.message };
  }
  const quote = requoted.quote;
  const amountMinor = Math.max(0, quote.totalMinor);
  if (form.quotedTotal !== undefined && form.quotedTotal !== quote.totalMinor) {
    await releaseClaim(store, payment, 'PRICE_CHANGED before the charge', now);
    return { kind: 'declined', message: 'The amount due changed while you were confirming: review it below and confirm again. Nothing was charged.', field: null, quote };
  }
  const charge = await chargeClaimed(store, provider, payment, { amountMinor, currency: quote.currency, card, description: `${quote.companyName}: ${quote.plan.name}` }, now);
  if (!charge.ok) return { kind: 'declined', message: charge.message, field: charge.field, quote };
  const charged: Charged = charge.charged;

  try {
    const outcome = await fulfil(store, link, quote, form, provider, (trx, result) => recordSucceeded(trx, payment, charged, result, now), now);
    // The card is the customer's default now: other subscriptions of theirs that waited for one start.
    if (charged.savedCard) await startAwaitingSubscriptionsNow(store, now, quote.scope, link.customer_id);
    return outcome;
  } catch (error) {
    const words = error instanceof LinkTaken ? 'used' : refusalWords(error);
    const refunded = await refundClaimed(store, provider, payment, charged, words ?? 'the confirmation failed', now);
    if (error instanceof LinkTaken) return closedAnswer(store, link, form, now);
    if (words === null) throw error;
    const money = charged.amountMinor > 0 ? (refunded ? ' Your payment has been refunded in full.' : ' Your payment could not be refunded automatically: contact us and we will return it.') : ' Nothing was charged.';
    return { kind: 'impossible', message: `${words}${money}` };
  }
}
