/**
 * changePlanNow: a subscription moves to another plan at `tx.now`, in the caller's transaction. The
 * billing engine takes the change (`changePlanAt`, with the link's refund policy for the old
 * plan's prepaid fees): it catches up, closes the old plan's span at now (in-arrears fees
 * prorated to now, usage, overage), refunds per the policy and opens the new plan's period with
 * its in-advance fees prorated, all on one invoice. This file adds what only the caller knows: the
 * invoice is recorded as paid (the link charged the card), sent (`send_invoice`, due in 30 days:
 * a link with no payment provider), or left open to be collected from the customer's default card
 * (POST /v1/subscriptions/{id}/change-plan and the customer portal, src/api/planChanges). Before the engine has opened any period nothing was billed:
 * the plan simply switches (the subscriptions module's `switchPlanBeforeStart`) and the engine
 * starts on the new plan.
 *
 * The engine locks the subscription and reads its plan again inside this transaction: when it is
 * no longer the plan the change was priced from (another change went first), 409
 * SUBSCRIPTION_CHANGED and nothing is written; the caller refunds what it charged.
 */
import { changePlanAt, type RefundPolicy } from '../../billing/index.js';
import type { TxContext } from '../../db/context.js';
import { listLineItems, markInvoicePaid, sendInstead, type InvoiceLineItemTable, type InvoiceTable } from '../../modules/invoices/index.js';
import type { PlanTable } from '../../modules/plans/index.js';
import { switchPlanBeforeStart, type SubscriptionRow } from '../../modules/subscriptions/index.js';
import { DomainError } from '../../errors/index.js';

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
  /**
   * What becomes of an invoice with an amount due: `paid` (the card was charged for it), `send`
   * (sent to the customer), `collect` (left open, `charge_automatically`, for the default card).
   */
  settle: 'paid' | 'send' | 'collect';
  /** When given, the change is refused (and rolls back) if the invoice no longer totals it. */
  expectedTotalMinor?: number;
}

export interface ChangePlanNowResult {
  invoice: InvoiceTable | null;
  lines: InvoiceLineItemTable[];
}

export async function changePlanNow(tx: TxContext, change: PlanChange, options: ChangePlanNowOptions): Promise<ChangePlanNowResult> {
  const { trx, scope, now } = tx;
  const { subscription, toPlan, zone } = change;
  const result = await changePlanAt(tx, { subscriptionId: subscription.id, toPlanId: toPlan.id, at: now, refundPolicy: change.refundPolicy, fromPlanId: change.fromPlan.id });

  if (result.kind === 'not_started') {
    if (!(await switchPlanBeforeStart(tx, subscription, toPlan, zone))) {
      throw new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled`);
    }
    if (options.expectedTotalMinor !== undefined && options.expectedTotalMinor !== 0) {
      throw new DomainError('PRICE_CHANGED', 'The amount due changed while the change was being confirmed');
    }
    return { invoice: null, lines: [] };
  }

  let invoice = result.invoice;
  if (options.expectedTotalMinor !== undefined && (invoice ? Number(invoice.total_cents) : 0) !== options.expectedTotalMinor) {
    throw new DomainError('PRICE_CHANGED', 'The amount due changed while the change was being confirmed');
  }
  if (!invoice) return { invoice: null, lines: [] };
  // Nothing left to collect (a credit paid it, or its net credit went to the customer's balance):
  // the engine has already recorded it paid.
  if (invoice.status === 'open' && options.settle === 'paid') invoice = await markInvoicePaid(tx, invoice.id);
  if (invoice.status === 'open' && options.settle === 'send') invoice = await sendInstead(tx, invoice, { days: SEND_INVOICE_DAYS, zone });
  return { invoice, lines: await listLineItems({ db: trx, scope }, [invoice.id]) };
}
