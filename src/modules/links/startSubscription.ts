/**
 * A subscription started through a signup link is billed by the billing engine's own start step,
 * run inside the confirming transaction: the first period's in-advance and one-time fees, initial
 * credits and start grants, exactly as the engine would at its next tick (so it never bills the
 * start twice). The page's "due today" comes from the engine's same pure opening rules.
 */
import type { Kysely, Transaction } from 'kysely';
import { timelineOf } from '../../billing/advanceSubscription.js';
import { StepCache } from '../../billing/context.js';
import { upcomingStep } from '../../billing/nextStep.js';
import { openingCharges } from '../../billing/openPeriod.js';
import { firstPeriod } from '../../billing/periods.js';
import { updateBillingState } from '../../billing/repo.js';
import { runStep } from '../../billing/steps.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import { roundToMinorUnits } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { loadPlanFees } from '../fees/ratingView.js';
import { markInvoicePaid } from '../invoices/changeStatus.js';
import { findInvoiceBySourceRef } from '../invoices/repo.js';
import { listLineItems } from '../invoices/repo.js';
import type { InvoiceLineItemTable, InvoiceTable } from '../invoices/tables.js';
import type { PlanTable } from '../plans/tables.js';
import { createSubscription } from '../subscriptions/createSubscription.js';
import { findSubscription } from '../subscriptions/repo.js';
import type { SubscriptionTable } from '../subscriptions/tables.js';
import { localDayOfMonth } from '../subscriptions/schedule.js';
import type { ChargeLine } from './planCharges.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What a subscription starting now on the plan is invoiced at its start, in the plan's currency. */
export async function firstPeriodLines(db: Db, scope: Scope, plan: PlanTable, zone: string, now: Date): Promise<ChargeLine[]> {
  const fees = await loadPlanFees(db, scope, plan.id);
  const calendar = { phaseStart: now, anchorDay: localDayOfMonth(now, zone), zone, trialEnd: null };
  const period = firstPeriod({ start: now, anchorDay: calendar.anchorDay, cadence: plan.invoicing_cadence, zone });
  const opening = openingCharges({ plan: { plan, fees, policies: [] }, calendar, from: now, to: period.end, oneTime: true, trialEnds: false });
  return opening.lines
    .filter((line) => line.currency === plan.currency_code)
    .map((line) => ({
      description: line.description ?? line.kind,
      exactMinor: line.exactAmount,
      minor: roundToMinorUnits(line.exactAmount),
      kind: line.kind,
      feeId: line.feeId ?? '',
      periodStart: line.periodStart ? new Date(line.periodStart) : null,
      periodEnd: line.periodEnd ? new Date(line.periodEnd) : null,
    }));
}

/** The engine's key for the invoice of the period opening at `at`. */
export function openingInvoiceRef(subscriptionId: string, at: Date): string {
  return `${subscriptionId}:${toIso(at)}`;
}

/**
 * Runs the engine's start step for a subscription created in this transaction, and records its
 * first invoice as paid when the card was charged. Returns that invoice (null: nothing due).
 */
export async function openFirstPeriod(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  subscription: SubscriptionTable,
  zone: string,
  options: { paid: boolean },
  now: Date,
): Promise<InvoiceTable | null> {
  const cache = new StepCache(trx, scope);
  const plan = await cache.plan(subscription.plan_id);
  const start = new Date(subscription.start_date);
  const outcome = await runStep({ ctx: { trx, dialect, scope, now, zone, subscription, cache }, plan, state: null }, { kind: 'start', at: start });
  const next = upcomingStep(timelineOf(outcome.subscription, outcome.state, outcome.plan, zone));
  await updateBillingState(trx, scope, subscription.id, { next_at: next === null ? null : toIso(next.at) });
  const invoice = await findInvoiceBySourceRef(trx, scope, openingInvoiceRef(subscription.id, start));
  if (!invoice) return null;
  return options.paid ? markInvoicePaid(trx, dialect, scope, invoice.id, now) : invoice;
}

export interface StartedSubscription {
  subscriptionId: string;
  invoice: InvoiceTable | null;
  lines: InvoiceLineItemTable[];
}

/**
 * Creates the link's subscription, starting now, in the caller's transaction. With a payment
 * method (`billed`) it is active and its first period is opened and invoiced at once (paid when
 * `paid`); without one it waits in `pending_payment_method`, which the engine does not bill.
 */
export async function startSubscription(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  input: { customerId: string; planId: string; zone: string; billed: boolean; paid: boolean },
  now: Date,
): Promise<StartedSubscription> {
  const created = await createSubscription(
    trx,
    { now: () => now },
    scope,
    { customer_id: input.customerId, plan_id: input.planId },
    { status: input.billed ? 'active' : 'pending_payment_method' },
  );
  if (!input.billed) return { subscriptionId: created.id, invoice: null, lines: [] };
  const subscription = await findSubscription(trx, scope, created.id);
  if (!subscription) throw new Error(`Subscription ${created.id} vanished in its own transaction`);
  const invoice = await openFirstPeriod(trx, dialect, scope, subscription, input.zone, { paid: input.paid }, now);
  return { subscriptionId: created.id, invoice, lines: invoice ? await listLineItems(trx, scope, [invoice.id]) : [] };
}
