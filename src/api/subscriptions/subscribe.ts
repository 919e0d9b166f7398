/**
 * Subscribing a customer, the one use case behind `POST /v1/subscriptions` and the hosted signup
 * page: the subscription is created (subscriptions' createSubscription: the one-live-subscription-
 * per-plan rule, under the customer's lock) and its first period is opened by the billing
 * engine's own start step (`startFirstPeriod`, through the engine's door), in one transaction. So
 * when the create answers, the first period's in-advance and one-time fees are invoiced and its
 * initial credits and start grants are in the wallet: usage a second later draws from them, never
 * into an overdraft waiting for the next background tick. The engine then finds the start done
 * and never bills it twice.
 *
 * Not opened here, left to the engine as before:
 * - a subscription that starts in the future: its first period opens when the clock reaches
 *   `start_date` (no credits before the subscription is in force);
 * - one waiting for a payment method (`pending_payment_method`), which the engine does not bill.
 *
 * This lives in its own module because the engine itself reads subscriptions (its lifecycle
 * transitions): subscriptions cannot import the engine without an import cycle.
 */
import { BillingBlocked, startFirstPeriod } from '../../billing/index.js';
import type { Clock } from '../../clock.js';
import { txContext, type TxContext } from '../../db/context.js';
import { withSavepoint } from '../../db/savepoint.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import type { InvoiceTable } from '../../modules/invoices/index.js';
import { applyToSubscription } from '../discounts/index.js';
import {
  createSubscription,
  findSubscription,
  toSubscription,
  type CreateSubscriptionBody,
  type CreateSubscriptionOptions,
  type Subscription,
} from '../../modules/subscriptions/index.js';

export interface Subscribed {
  /** The subscription as it stands once its first period is open (or as created, when it is not yet). */
  subscription: Subscription;
  /** The first period's invoice; null when nothing was due at the start or the period is not open yet. */
  invoice: InvoiceTable | null;
  /** True when the first period was opened in this transaction. */
  started: boolean;
}

export interface SubscribeOptions extends CreateSubscriptionOptions {
  /**
   * What to do when the engine cannot bill the start yet (BillingBlocked): `throw` (the hosted
   * page, which charges exactly the start's invoice, says so to the customer), or `defer` (the
   * API: the subscription is created and the engine opens the period on a later run, reporting
   * the problem in the run's answer meanwhile).
   */
  whenBlocked: 'throw' | 'defer';
  /**
   * A coupon the subscription gets before its first period opens (a signup link's `coupon_code`):
   * applied even if deleted since the link was made, as the link offered it (a new link cannot name it).
   */
  couponCode?: string | null;
}

/** Creates the subscription and opens its first period, in the caller's transaction, at `tx.now`. */
export async function subscribe(tx: TxContext, input: CreateSubscriptionBody, options: SubscribeOptions): Promise<Subscribed> {
  const created = await createSubscription(tx, input, options.status === undefined ? {} : { status: options.status });
  if (options.couponCode) {
    const row = await findSubscription({ db: tx.trx, scope: tx.scope }, created.id);
    if (row) await applyToSubscription(tx, row, options.couponCode, { deletedToo: true });
  }
  return openFirstPeriod(tx, created, options.whenBlocked);
}

/**
 * Opens the first period of a subscription that is not waiting for a payment method and has
 * started (`start_date` at or before `tx.now`), by the engine's start step, in the caller's
 * transaction; otherwise leaves it to the engine. A new subscription (above) and one whose payment
 * method just arrived (awaitingPaymentMethod.ts) open the same way.
 */
export async function openFirstPeriod(tx: TxContext, created: Subscription, whenBlocked: SubscribeOptions['whenBlocked']): Promise<Subscribed> {
  const { trx, scope, now } = tx;
  const opensNow = created.status !== 'pending_payment_method' && Date.parse(created.start_date) <= now.getTime();
  if (!opensNow) return { subscription: created, invoice: null, started: false };

  const open = () => startFirstPeriod(tx, created.id);
  let invoice: InvoiceTable | null;
  if (whenBlocked === 'throw') invoice = await open();
  else {
    try {
      invoice = await withSavepoint(trx, 'first_period', open);
    } catch (error) {
      if (!(error instanceof BillingBlocked)) throw error;
      return { subscription: created, invoice: null, started: false };
    }
  }
  const opened = await findSubscription({ db: trx, scope }, created.id);
  return { subscription: opened ? toSubscription(opened) : created, invoice, started: true };
}

/** POST /v1/subscriptions: subscribe in one transaction of its own, at the clock's now. */
export async function createSubscriptionNow(store: Store, clock: Clock, scope: Scope, body: CreateSubscriptionBody): Promise<Subscription> {
  const now = clock.now();
  const subscribed = await store.db.transaction().execute((trx) => subscribe(txContext(trx, scope, now), body, { whenBlocked: 'defer' }));
  return subscribed.subscription;
}
