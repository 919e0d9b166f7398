/**
 * Confirming a signup link, the part every way of paying shares (confirmSignup.ts with a card form
 * or no provider, hostedSignup.ts with the provider's own page): its outcomes, step 4 (the
 * fulfilling transaction), the words for a refusal and the answers to a link found closed.
 */
import { BillingBlocked, engineInvoiceRef } from '../../billing/index.js';
import type { Transaction } from 'kysely';
import { txContext } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import type { CardField, CardInput, PaymentProvider } from '../../payments/provider.js';
import { findInvoiceBySourceRef, type InvoiceTable } from '../../modules/invoices/index.js';
import { lockCustomer } from '../../modules/customers/index.js';
import { findSubscription, refuseSecondSubscription } from '../../modules/subscriptions/index.js';
import { changePlanNow } from './changePlanNow.js';
import { LinkTaken, recordSignupCompleted, linkRepo as repo, schedulePlanChange, type PaymentTarget, type SignupLinkTable } from '../../modules/links/index.js';
import type { SignupQuote } from './signupQuote.js';
import { startSubscription } from './startSubscription.js';
import { DomainError } from '../../errors/index.js';
import { lockRatingConfigForChange } from '../../modules/ratingConfig/index.js';

export interface LinkForm {
  /** The form's per-render id: the idempotency key of one submission. */
  attempt: string;
  /** Null when the page shows no card fields (no payment provider, or the provider's own page). */
  card: CardInput | null;
  /** What the page showed as due today (minor units), when it says: a different amount now is refused before any charge. */
  quotedTotal?: number;
  /** The page's own address: a provider with its own payment page (Stripe) sends the customer back there. */
  pageUrl?: string;
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
  /** Pay on the provider's own page (Stripe Checkout); the signup completes when the provider says it is paid. */
  | { kind: 'redirect'; url: string }
  | { kind: 'impossible'; message: string };

function summary(invoice: InvoiceTable): NonNullable<SignupDone['invoice']> {
  return { id: invoice.id, number: invoice.invoice_number, totalMinor: Number(invoice.total_cents), status: invoice.status, publicToken: invoice.public_token };
}

export async function doneAgain(store: Store, link: SignupLinkTable): Promise<SignupOutcome> {
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
export function refusalWords(error: unknown): string | null {
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
export function paymentTarget(link: SignupLinkTable, quote: SignupQuote): PaymentTarget {
  const subject = quote.change.kind === 'now' ? `subscription:${quote.change.previous.id}` : `link:signup:${link.id}`;
  return { scope: quote.scope, kind: 'signup', linkId: link.id, subject };
}

export type RecordPayment = (trx: Transaction<Database>, result: { invoiceId: string | null; subscriptionId: string; customerId: string }) => Promise<void>;

/**
 * The link's work, in one transaction. With a card (`record` given) the payment is recorded in
 * it, and a link used meanwhile throws LinkTaken so the caller refunds.
 */
export async function fulfilSignup(store: Store, link: SignupLinkTable, quote: SignupQuote, form: LinkForm, provider: PaymentProvider | null, record: RecordPayment | null, now: Date): Promise<SignupOutcome> {
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
      const started = await startSubscription(tx, { customerId: link.customer_id, planId: quote.plan.id, billed: provider !== null, paid: provider !== null, couponCode: link.coupon_code });
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
          { settle: provider !== null ? 'paid' : 'send', expectedTotalMinor: quote.totalMinor },
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
export async function closedAnswer(store: Store, link: SignupLinkTable, form: LinkForm, now: Date): Promise<SignupOutcome> {
  const fresh = await repo.findSignupLink({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, link.id);
  if (fresh?.used_at && fresh.used_attempt === form.attempt) return doneAgain(store, fresh);
  if (fresh && !fresh.used_at && fresh.expires_at > now.toISOString()) return { kind: 'busy' };
  return { kind: 'gone', state: fresh?.used_at ? 'used' : 'expired' };
}
