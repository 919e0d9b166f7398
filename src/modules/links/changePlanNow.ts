/**
 * changePlanNow: moves a subscription to another plan at `now`, in the caller's transaction, and
 * bills the difference in one invoice:
 * - the old plan's prepaid in-advance flat fees end at now: with `refund_prorated_prepaid_fixed_fees`
 *   the unused part comes back as negative `credit` lines; with `no_refund_prepaid_fixed_fees`
 *   nothing comes back;
 * - `plan_id` switches and any scheduled transition is cleared (the billing engine keeps its
 *   period: at the next boundary it closes it and opens the next one on the new plan);
 * - the new plan's in-advance flat fees are charged for the rest of their period (`proration` lines).
 * The invoice is idempotent on `sourceRef`. A subscription canceled meanwhile is 422 SUBSCRIPTION_CANCELED.
 */
import type { Kysely, Transaction } from 'kysely';
import { nextBoundary } from '../../billing/periods.js';
import { findBillingState } from '../../billing/repo.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import { unprocessable } from '../../http/errors.js';
import { toIso } from '../../time.js';
import { loadFeeRecords } from '../fees/repo.js';
import { createInvoice, type CreatedInvoice } from '../invoices/createInvoice.js';
import type { CollectionMethod } from '../invoices/tables.js';
import type { PlanTable } from '../plans/tables.js';
import { updateLiveSubscription, type SubscriptionPatch, type SubscriptionRow } from '../subscriptions/repo.js';
import { scheduleOf } from '../subscriptions/schedule.js';
import { effectiveFees, prepaidCharges, prepaidRefunds, totalMinor, type ChargeLine } from './planCharges.js';
import type { RefundPolicy } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface PlanChange {
  subscription: SubscriptionRow;
  fromPlan: PlanTable;
  toPlan: PlanTable;
  refundPolicy: RefundPolicy;
  /** The company's IANA zone: the billing calendar's. */
  zone: string;
}

export interface ChangePlanNowOptions {
  collectionMethod: CollectionMethod;
  /** Record the invoice as paid (the card was charged). */
  paid: boolean;
  sourceRef: string;
  /** When given, the change is refused (and rolls back) if the lines no longer add up to it. */
  expectedTotalMinor?: number;
}

export interface ChangePlanNowResult {
  lines: ChargeLine[];
  invoice: CreatedInvoice | null;
}

/**
 * What changing plan at `now` bills: refunds of the old plan's unused prepaid time, then the new
 * plan's remainder. Only once the billing engine has opened the current period (and not in a
 * trial) was anything prepaid; before that the engine bills the new plan from the start itself.
 * Fee periods follow the engine's phase calendar (its phase start, the subscription's anchor day).
 */
export async function planChangeLines(db: Db, scope: Scope, change: PlanChange, now: Date): Promise<ChargeLine[]> {
  const { subscription, fromPlan, toPlan, zone } = change;
  if (subscription.current_period_start === null || subscription.status === 'trialing') return [];
  const state = await findBillingState(db, scope, subscription.id);
  const calendar = { start: new Date(state?.phase_start ?? subscription.start_date), anchorDay: subscription.billing_anchor_day, zone };
  const currency = toPlan.currency_code;
  const lines: ChargeLine[] = [];
  if (change.refundPolicy === 'refund_prorated_prepaid_fixed_fees' && fromPlan.currency_code === currency) {
    const oldFees = effectiveFees(await loadFeeRecords(db, scope, fromPlan.id), now);
    lines.push(...prepaidRefunds(oldFees, calendar, now, currency, fromPlan.name));
  }
  const newFees = effectiveFees(await loadFeeRecords(db, scope, toPlan.id), now);
  lines.push(...prepaidCharges(newFees, calendar, now, currency, 'proration', (name) => `Remaining time on ${toPlan.name}: ${name}`));
  return lines;
}

export async function changePlanNow(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  change: PlanChange,
  options: ChangePlanNowOptions,
  now: Date,
): Promise<ChangePlanNowResult> {
  const { subscription, fromPlan, toPlan, zone } = change;
  const lines = await planChangeLines(trx, scope, change, now);
  if (options.expectedTotalMinor !== undefined && totalMinor(lines) !== options.expectedTotalMinor) {
    throw unprocessable('PRICE_CHANGED', 'The amount due changed while the change was being confirmed');
  }

  const patch: SubscriptionPatch = {
    plan_id: toPlan.id,
    plan_transition_at_period_end: 0,
    plan_transition_at: null,
    plan_transition_to_plan_id: null,
    updated_at: toIso(now),
  };
  // Once the engine runs the subscription, it owns the period and renewal dates.
  if (subscription.current_period_end === null) patch.next_renewal_date = toIso(nextBoundary(scheduleOf(subscription, toPlan, zone), now));
  if (!(await updateLiveSubscription(trx, scope, subscription.id, patch))) {
    throw unprocessable('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled`);
  }

  if (lines.length === 0) return { lines, invoice: null };
  const invoice = await createInvoice(
    trx,
    dialect,
    scope,
    {
      customerId: subscription.customer_id,
      subscriptionId: subscription.id,
      currency: toPlan.currency_code,
      collectionMethod: options.collectionMethod,
      description: `Plan change from ${fromPlan.name} to ${toPlan.name}`,
      sourceRef: options.sourceRef,
      lines: lines.map((l) => ({
        description: l.description,
        exactAmount: l.exactMinor,
        kind: l.kind,
        feeId: l.feeId,
        periodStart: l.periodStart,
        periodEnd: l.periodEnd,
      })),
      finalize: true,
      paid: options.paid,
    },
    now,
  );
  return { lines, invoice };
}
