/**
 * Confirming a signup link (the subscribe page's form). In order:
 * 1. The link must be open; a resubmit of the form that already used it (same attempt id) answers
 *    "done" again, anything else on a used or expired link is "gone".
 * 2. The quote is read again; when the link can no longer do what it says, "impossible".
 * 3. With a payment provider (test mode: the built-in one) the card is charged what is due today
 *    (0 when nothing is: the card is checked and kept on file), keyed by link and attempt so a
 *    double submit charges once. A decline ends here with nothing written.
 *    Without a provider (live mode, none configured) no card is taken: a new subscription waits in
 *    `pending_payment_method` and the invoice is `send_invoice`, open.
 * 4. One transaction: the link is claimed (single use: `used_at is null` in the update), then the
 *    subscription is created and its first period opened by the billing engine's start step
 *    (startSubscription.ts; the invoice recorded paid), changed now (changePlanNow.ts) or
 *    scheduled to change at period end. If the amount due changed since the charge, nothing is
 *    written (PRICE_CHANGED).
 */
import { BillingBlocked, engineInvoiceRef } from '../../billing/index.js';
import type { Clock } from '../../clock.js';
import type { Store } from '../../db/store.js';
import { ApiError } from '../../http/errors.js';
import type { CardField, CardInput, PaymentProviders } from '../../payments/provider.js';
import { findInvoiceBySourceRef, type InvoiceTable } from '../invoices/index.js';
import { findSubscription } from '../subscriptions/index.js';
import { changePlanNow } from './changePlanNow.js';
import * as repo from './repo.js';
import { schedulePlanChange } from './schedulePlanChange.js';
import { quoteSignup, type SignupQuote } from './signupQuote.js';
import { startSubscription } from './startSubscription.js';
import type { SignupLinkTable } from './tables.js';

export interface LinkForm {
  /** The form's per-render id: the idempotency key of one submission. */
  attempt: string;
  /** Null when the page shows no card fields (no payment provider). */
  card: CardInput | null;
}

export interface SignupDone {
  kind: 'done';
  subscriptionId: string;
  /** What was invoiced today, if anything. */
  invoice: { number: string | null; totalMinor: number; status: string; publicToken: string } | null;
}

export type SignupOutcome =
  | SignupDone
  | { kind: 'declined'; message: string; field: CardField | null; quote: SignupQuote }
  | { kind: 'gone'; state: 'used' | 'expired' }
  | { kind: 'impossible'; message: string };

function summary(invoice: InvoiceTable): NonNullable<SignupDone['invoice']> {
  return { number: invoice.invoice_number, totalMinor: Number(invoice.total_cents), status: invoice.status, publicToken: invoice.public_token };
}

async function doneAgain(store: Store, link: SignupLinkTable): Promise<SignupOutcome> {
  const scope = { companyId: link.company_id, mode: link.mode };
  const subscriptionId = link.result_subscription_id ?? link.previous_subscription_id;
  if (subscriptionId === null) return { kind: 'gone', state: 'used' };
  if (link.change_timing_mode === 'end_of_period') return { kind: 'done', subscriptionId, invoice: null };
  // The engine keys the invoice of a start or a change by the subscription and the instant.
  const subscription = await findSubscription(store.db, scope, subscriptionId);
  const at = link.previous_subscription_id === null ? subscription?.start_date : link.used_at;
  if (!at) return { kind: 'done', subscriptionId, invoice: null };
  const ref = engineInvoiceRef(subscriptionId, new Date(at));
  const invoice = await findInvoiceBySourceRef(store.db, scope, ref);
  return { kind: 'done', subscriptionId, invoice: invoice ? summary(invoice) : null };
}

export async function confirmSignup(store: Store, clock: Clock, providers: PaymentProviders, link: SignupLinkTable, form: LinkForm): Promise<SignupOutcome> {
  const now = clock.now();
  if (link.used_at !== null) return link.used_attempt === form.attempt ? doneAgain(store, link) : { kind: 'gone', state: 'used' };
  if (now.toISOString() >= link.expires_at) return { kind: 'gone', state: 'expired' };
  const provider = providers.forMode(link.mode);
  const quoted = await quoteSignup(store, link, now);
  if (!quoted.ok) return { kind: 'impossible', message: quoted.message };
  const quote = quoted.quote;

  if (provider) {
    if (!form.card) return { kind: 'declined', message: 'Enter your card details.', field: 'number', quote };
    const charged = await provider.charge(
      {
        amountMinor: Math.max(0, quote.totalMinor),
        currency: quote.currency,
        card: form.card,
        description: `${quote.companyName}: ${quote.plan.name}`,
        idempotencyKey: `signup_link:${link.id}:${form.attempt}`,
      },
      now,
    );
    if (!charged.ok) return { kind: 'declined', message: charged.message, field: charged.field, quote };
  }
  const paid = provider !== null;
  const scope = quote.scope;

  let outcome: SignupOutcome;
  try {
    outcome = await store.db.transaction().execute(async (trx): Promise<SignupOutcome> => {
      if (!(await repo.claimSignupLink(trx, scope, link.id, { now: now.toISOString(), attempt: form.attempt }))) {
        // Another request used the link first (or it just expired).
        return { kind: 'gone', state: 'used' };
      }
      const change = quote.change;
      if (change.kind === 'new') {
        const started = await startSubscription(
          trx,
          store.dialect,
          scope,
          { customerId: link.customer_id, planId: quote.plan.id, billed: provider !== null, paid },
          now,
        );
        await repo.recordSignupResult(trx, scope, link.id, started.subscriptionId);
        const invoice = started.invoice;
        if (provider && (invoice ? Number(invoice.total_cents) : 0) !== quote.totalMinor) throw new ApiError(422, 'PRICE_CHANGED', 'The amount due changed');
        return { kind: 'done', subscriptionId: started.subscriptionId, invoice: invoice ? summary(invoice) : null };
      }
      await repo.recordSignupResult(trx, scope, link.id, change.previous.id);
      if (change.kind === 'end_of_period') {
        await schedulePlanChange(trx, scope, { subscriptionId: change.previous.id, toPlanId: quote.plan.id, at: change.transitionAt }, now);
        return { kind: 'done', subscriptionId: change.previous.id, invoice: null };
      }
      const result = await changePlanNow(
        trx,
        store.dialect,
        scope,
        { subscription: change.previous, fromPlan: change.fromPlan, toPlan: quote.plan, refundPolicy: change.refundPolicy, zone: quote.zone },
        { paid, expectedTotalMinor: quote.totalMinor },
        now,
      );
      return { kind: 'done', subscriptionId: change.previous.id, invoice: result.invoice ? summary(result.invoice) : null };
    });
  } catch (error) {
    if (error instanceof BillingBlocked) return { kind: 'impossible', message: `This plan cannot be billed right now (${error.message}). Please try again later.` };
    if (error instanceof ApiError && (error.code === 'PRICE_CHANGED' || error.code === 'SUBSCRIPTION_CANCELED')) {
      return { kind: 'impossible', message: error.code === 'PRICE_CHANGED' ? 'The price changed while you were confirming. Please reload the page and review it.' : 'The subscription this link changes has been canceled.' };
    }
    throw error;
  }
  if (outcome.kind === 'gone') {
    const fresh = await repo.findSignupLink(store.db, scope, link.id);
    if (fresh?.used_at && fresh.used_attempt === form.attempt) return doneAgain(store, fresh);
    return { kind: 'gone', state: fresh?.used_at ? 'used' : 'expired' };
  }
  return outcome;
}
