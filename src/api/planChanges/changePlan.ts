/**
 * Changing a subscription's plan, the one use case behind POST /v1/subscriptions/{id}/change-plan
 * and the customer portal's plan change (and the dashboard's, which calls it the same way):
 *
 * 1. The change is checked (resolveChange.ts); with `preview: true` its quote is answered
 *    (quoteChange.ts) and nothing changes.
 * 2. One transaction, taking the locks in the signup link's order (fulfilSignup.ts): the
 *    rating-config lock for a change now (no ingest batch that read the old plan commits after
 *    it), the customer's row (the one-live-subscription-per-plan rule said again under it), then
 *    - `now`: the same engine step as the signup link's "change now" (changePlanNow: the engine's
 *      `changePlanAt` closes the old plan at now, refunds per the policy and opens the new plan
 *      prorated, all on one invoice, the subscription locked and its plan read again: a change
 *      priced from a plan it has left is 409 SUBSCRIPTION_CHANGED). The invoice stays open,
 *      `charge_automatically`;
 *    - `end_of_period`: the transition is scheduled for the current period's end (links'
 *      schedulePlanChange, as the link's), nothing is invoiced.
 *    The webhooks are recorded in it (`subscription.plan_changed` or `.updated`, `invoice.*`).
 * 3. After the commit (never inside it: DESIGN 15), the invoice's amount due is collected from
 *    the customer's default card at once, as a renewal is (collections' collectInvoiceNow: the
 *    same attempt, lease and key `invoice:{id}:attempt:1`); with no card it stays open and is
 *    collected when the customer has one. A decline goes on as a renewal's does
 *    (`invoice.payment_failed`, `past_due`, the retries): the change stands, as Stripe's default
 *    subscription update (`payment_behavior: allow_incomplete`).
 *
 * A retry with the same Idempotency-Key replays the first answer; a crash between the commit and
 * the answer lets a later request run again, which finds the subscription on the new plan (422
 * PLAN_UNCHANGED): one change, one invoice, one charge (the collection's key).
 */
import type { DbContext, TxContext } from '../../db/context.js';
import { txContext } from '../../db/context.js';
import type { Store } from '../../db/store.js';
import type { PaymentProviders } from '../../payments/index.js';
import { collectInvoiceNow } from '../../modules/collections/index.js';
import { lockCustomer } from '../../modules/customers/index.js';
import { getInvoice, type Invoice } from '../../modules/invoices/index.js';
import { schedulePlanChange } from '../../modules/links/index.js';
import { lockRatingConfigForChange } from '../../modules/ratingConfig/index.js';
import { getSubscription, refuseSecondSubscription, type Subscription } from '../../modules/subscriptions/index.js';
import { changePlanNow } from '../links/index.js';
import { blockedAsError, quoteChange } from './quoteChange.js';
import { resolveChange, type ResolvedChange } from './resolveChange.js';
import type { ChangePlanBody, PlanChangeQuote } from './schemas.js';

export interface PlanChangeDeps {
  store: Store;
  providers: PaymentProviders;
  publicBaseUrl: string;
}

export interface PlanChangeOptions {
  /** The amount due the customer was shown (the portal): another amount now refuses the change (422 PRICE_CHANGED), nothing written. */
  expectedTotalMinor?: number;
  /** The wall clock the collection's lease is measured on (`ctx.now` is the scope's time). */
  real: Date;
}

export type PlanChangeOutcome =
  | { kind: 'quote'; subscription: Subscription; quote: PlanChangeQuote }
  /** `invoice`: what the change issued, as it stands after the charge (null: nothing invoiced). */
  | { kind: 'changed'; subscription: Subscription; invoice: Invoice | null };

/** Makes the change in `tx`; answers the id of the invoice it issued, if any. */
async function makeChange(tx: TxContext, change: ResolvedChange, options: PlanChangeOptions): Promise<string | null> {
  const { subscription, fromPlan, toPlan, refundPolicy, zone } = change;
  if (refundPolicy !== null) await lockRatingConfigForChange(tx.trx, tx.scope);
  await lockCustomer(tx, subscription.customer_id);
  await refuseSecondSubscription(tx, { customerId: subscription.customer_id, planId: toPlan.id, except: subscription.id, field: change.planField });
  if (refundPolicy === null) {
    await schedulePlanChange(tx, { subscriptionId: subscription.id, toPlanId: toPlan.id, at: change.effectiveAt });
    return null;
  }
  const settings = options.expectedTotalMinor === undefined ? { settle: 'collect' as const } : { settle: 'collect' as const, expectedTotalMinor: options.expectedTotalMinor };
  const result = await changePlanNow(tx, { subscription, fromPlan, toPlan, refundPolicy, zone }, settings);
  return result.invoice?.id ?? null;
}

/** The change `body` asks of subscription `id`, at `ctx.now` (`ctx.db` the store's). */
export async function changeSubscriptionPlan(deps: PlanChangeDeps, ctx: DbContext, id: string, body: ChangePlanBody, options: PlanChangeOptions): Promise<PlanChangeOutcome> {
  const { scope, now } = ctx;
  const change = await resolveChange(ctx, id, body);
  if (body.preview === true) return { kind: 'quote', subscription: await getSubscription(ctx, id), quote: await quoteChange(ctx, change) };

  const invoiceId = await deps.store.db
    .transaction()
    .execute((trx) => makeChange(txContext(trx, scope, now), change, options))
    .catch(blockedAsError);
  if (invoiceId !== null) await collectInvoiceNow(deps.store.db, deps.providers, { scope, invoiceId, now, real: options.real });
  const invoice = invoiceId === null ? null : await getInvoice(ctx, invoiceId, deps.publicBaseUrl);
  return { kind: 'changed', subscription: await getSubscription(ctx, id), invoice };
}
