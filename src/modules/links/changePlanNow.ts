/**
 * changePlanNow: a subscription moves to another plan at `now`, in the caller's transaction. The
 * billing engine takes the change (`changePlanAt`): it catches up, closes the old plan's span at
 * now (in-arrears fees prorated to now, usage, overage) and opens the new plan's period with its
 * in-advance fees prorated, all on one invoice. This file adds what only the link knows, the
 * refund policy for the old plan's prepaid in-advance flat fees:
 * - `refund_prorated_prepaid_fixed_fees` (the default): the unused part, from now to the end of
 *   each fee's period, comes back as negative `credit` lines on that invoice;
 * - `no_refund_prepaid_fixed_fees`: nothing comes back.
 * Then the invoice is recorded as paid (the card was charged), or, with no payment provider, sent
 * (`send_invoice`, due in 30 days). Before the engine has opened any period nothing was billed:
 * the plan simply switches and the engine starts on the new plan.
 */
import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { changePlanAt, type DraftLine } from '../../billing/index.js';
import { nextBoundary } from '../../billing/periods.js';
import { findBillingState } from '../../billing/repo.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import { unprocessable } from '../../http/errors.js';
import { toIso } from '../../time.js';
import { loadFeeRecords } from '../fees/repo.js';
import { markInvoicePaid } from '../invoices/changeStatus.js';
import { listLineItems, updateInvoice } from '../invoices/repo.js';
import type { InvoiceLineItemTable, InvoiceTable } from '../invoices/tables.js';
import type { PlanTable } from '../plans/tables.js';
import { updateLiveSubscription, type SubscriptionRow } from '../subscriptions/repo.js';
import { scheduleOf } from '../subscriptions/schedule.js';
import { effectiveFees, prepaidRefunds, type ChargeLine } from './planCharges.js';
import type { RefundPolicy } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Days a sent (not charged) invoice gives the customer to pay. */
const SEND_INVOICE_DAYS = 30;

export interface PlanChange {
  subscription: SubscriptionRow;
  fromPlan: PlanTable;
  toPlan: PlanTable;
  refundPolicy: RefundPolicy;
  /** The company's IANA zone: the billing calendar's. */
  zone: string;
}

export interface ChangePlanNowOptions {
  /** true: record the invoice paid (the card was charged); false: send it to the customer. */
  paid: boolean;
  /** When given, the change is refused (and rolls back) if the invoice no longer totals it. */
  expectedTotalMinor?: number;
}

export interface ChangePlanNowResult {
  invoice: InvoiceTable | null;
  lines: InvoiceLineItemTable[];
}

/**
 * Whether the old plan's fee period holding `now` was paid in advance, or is about to be by the
 * engine's catch-up: the subscription has started, is billed (not awaiting a payment method) and
 * is out of its trial.
 */
function prepaidAt(subscription: SubscriptionRow, now: Date): boolean {
  if (subscription.status === 'pending_payment_method' || subscription.status === 'canceled') return false;
  if (Date.parse(subscription.start_date) > now.getTime()) return false;
  return subscription.trial_end === null || Date.parse(subscription.trial_end) <= now.getTime();
}

/** The negative lines refunding the old plan's unused prepaid time, per the policy. */
export async function refundLines(db: Db, scope: Scope, change: PlanChange, now: Date): Promise<ChargeLine[]> {
  const { subscription, fromPlan, toPlan, zone } = change;
  if (change.refundPolicy !== 'refund_prorated_prepaid_fixed_fees' || fromPlan.currency_code !== toPlan.currency_code) return [];
  if (!prepaidAt(subscription, now)) return [];
  const state = await findBillingState(db, scope, subscription.id);
  const calendar = { start: new Date(state?.phase_start ?? subscription.start_date), anchorDay: subscription.billing_anchor_day, zone };
  const oldFees = effectiveFees(await loadFeeRecords(db, scope, fromPlan.id), now);
  return prepaidRefunds(oldFees, calendar, now, toPlan.currency_code, fromPlan.name);
}

function draft(line: ChargeLine, change: PlanChange): DraftLine {
  return {
    currency: change.toPlan.currency_code,
    description: line.description,
    quantity: 1,
    exactAmount: line.exactMinor,
    periodStart: line.periodStart,
    periodEnd: line.periodEnd,
    feeId: line.feeId,
    kind: line.kind,
  };
}

/** A charge_automatically invoice nobody can charge becomes one the customer pays on receipt. */
async function sendInstead(trx: Transaction<Database>, scope: Scope, invoice: InvoiceTable, zone: string, now: Date): Promise<InvoiceTable> {
  const patch = {
    collection_method: 'send_invoice' as const,
    days_until_due: SEND_INVOICE_DAYS,
    due_date: toIso(DateTime.fromJSDate(now, { zone }).plus({ days: SEND_INVOICE_DAYS }).toJSDate()),
    updated_at: toIso(now),
  };
  await updateInvoice(trx, scope, invoice.id, patch);
  return { ...invoice, ...patch };
}

export async function changePlanNow(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  change: PlanChange,
  options: ChangePlanNowOptions,
  now: Date,
): Promise<ChangePlanNowResult> {
  const { subscription, toPlan, zone } = change;
  const refunds = await refundLines(trx, scope, change, now);
  const result = await changePlanAt(
    trx,
    dialect,
    scope,
    { subscriptionId: subscription.id, toPlanId: toPlan.id, at: now, extraLines: refunds.map((line) => draft(line, change)) },
    now,
  );

  if (result.kind === 'not_started') {
    const switched = await updateLiveSubscription(trx, scope, subscription.id, {
      plan_id: toPlan.id,
      next_renewal_date: toIso(nextBoundary(scheduleOf(subscription, toPlan, zone), now)),
      plan_transition_at_period_end: 0,
      plan_transition_at: null,
      plan_transition_to_plan_id: null,
      updated_at: toIso(now),
    });
    if (!switched) throw unprocessable('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled`);
    if (options.expectedTotalMinor !== undefined && options.expectedTotalMinor !== 0) {
      throw unprocessable('PRICE_CHANGED', 'The amount due changed while the change was being confirmed');
    }
    return { invoice: null, lines: [] };
  }

  let invoice = result.invoice;
  if (options.expectedTotalMinor !== undefined && (invoice ? Number(invoice.total_cents) : 0) !== options.expectedTotalMinor) {
    throw unprocessable('PRICE_CHANGED', 'The amount due changed while the change was being confirmed');
  }
  if (!invoice) return { invoice: null, lines: [] };
  invoice = options.paid ? await markInvoicePaid(trx, dialect, scope, invoice.id, now) : await sendInstead(trx, scope, invoice, zone, now);
  return { invoice, lines: await listLineItems(trx, scope, [invoice.id]) };
}
