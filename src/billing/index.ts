/**
 * The billing engine's door: nothing outside src/billing imports another file of it.
 *
 * Runs (the engine's own work):
 *   runBilling(store, { asOf, scope?, log? })      advance every due subscription up to asOf (waiting,
 *                                                   bounded, for one another engine holds; `held` names
 *                                                   any still held after the wait)
 *   billingJob(testClocksAhead)                     the server's tick (BILLING_TICK_SECONDS), each scope at its own time
 *   listBillingProblems(store, scope)               subscriptions the last run could not bill, and why
 *
 * What the hosted signup pages and the subscription update ask of it, in the caller's transaction
 * (`tx`: its TxContext, src/db/context.ts, whose `now` is what the step records):
 *   startFirstPeriod(tx, subscriptionId)
 *        the engine's start step for a subscription created in that transaction: its invoice
 *   changePlanAt(tx, { subscriptionId, toPlanId, at, refundPolicy?, extraLines? })
 *        catch up, then close the old plan at `at` and open the new one, on one invoice
 *   prorateAnchorMove(tx, { before, after })
 *        a billing anchor move (the subscription locked and updated by the caller): credit the
 *        prepaid days the new anchor would bill again, charge the days it would never bill
 * and, before, with nothing written (computed by the code the steps run, so each equals its invoice;
 * `ctx` is a DbContext on the store itself, outside any transaction):
 *   previewStart(db, scope, { planId, at, customerId }) the start's invoice lines
 *   previewPlanChange(ctx, { subscriptionId, toPlanId, at, refundPolicy? })
 * and for the API's upcoming invoice (the next invoice the engine issues, the due steps taken first):
 *   previewUpcomingInvoice(ctx, subscriptionId)
 *   engineInvoiceRef(subscriptionId, at)            the reference of a start's invoice, or a change's at an instant
 *                                                   not yet invoiced (changePlanAt answers the change's invoice itself)
 *
 * Inside: rules/ is pure (which step is next, flat fees, aggregations, usage lines, settlement,
 * the minimum commitment's true-up, refunds, invoice lines), steps/ takes one step in one transaction (I/O through the owning
 * modules: subscriptions' lifecycle transitions, wallets, invoices), runner/ decides and takes the
 * steps (advance.ts records each next step, once) and answers the door's calls. The calendar and
 * the pricing models are the kernels below (src/kernel/).
 */
export {
  runBilling,
  listBillingProblems,
  type BillingRunOptions,
  type BillingRunResult,
  type BillingProblem,
  type HeldSubscription,
  type RecordedBillingProblem,
  type BillingLog,
} from './runner/runBilling.js';
export { billingJob } from './runner/job.js';
export { startFirstPeriod } from './runner/startFirstPeriod.js';
export { prorateAnchorMove, type AnchorMoved } from './runner/anchorMove.js';
export { changePlanAt, type PlanChangeInput, type PlanChangeResult } from './runner/changePlan.js';
export { previewPlanChange, previewStart, type PlanChangePreview } from './runner/preview.js';
export { previewUpcomingInvoice, type UpcomingInvoice } from './runner/upcoming.js';
export { engineInvoiceRef } from './rules/invoiceRef.js';
export { previewTotal, type PreviewLine } from './rules/preview.js';
export { REFUND_POLICIES, type RefundPolicy } from './rules/refunds.js';
export { BillingBlocked } from './rules/blocked.js';
export type { DraftLine } from './rules/lines.js';
export type { BillingProblemTable, BillingStateTable, BillingTables } from './tables.js';
