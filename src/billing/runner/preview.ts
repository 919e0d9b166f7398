/**
 * Previews, for the hosted signup page: what starting a subscription, or changing its plan at an
 * instant, invoices at once, in the plan's currency, computed by the same code the steps run
 * (rules/opening.ts for a start; steps/boundary.ts `planBoundary` for a change) with nothing
 * written: no transaction is opened for the preview itself, and the wallets are forecast in
 * memory (the wallets module's WalletForecast) instead of drawn. A preview equals the invoice the
 * step then writes, as long as nothing changes in between (a confirmation checks the total).
 *
 * Decided here: before previewing a change, the engine takes the steps that are due before it
 * (each committed, as its next run would), since the change's invoice depends on them. A
 * subscription awaiting a payment method is never billed by a run, so its due steps are not
 * taken for a preview: that change cannot be quoted (BillingBlocked).
 */
import type { DbContext, ScopedDb } from '../../db/context.js';
import { roundToMinorUnits } from '../../money/decimal.js';
import { companyZone } from '../../modules/platform/index.js';
import { findSubscription, localDayOfMonth } from '../../modules/subscriptions/index.js';
import { forecastWallets } from '../../modules/wallets/index.js';
import { BillingBlocked } from '../rules/blocked.js';
import { dueStep } from '../rules/nextStep.js';
import { startOpening } from '../rules/opening.js';
import { previewLines, type PreviewLine } from '../rules/preview.js';
import { timelineOf } from '../rules/timeline.js';
import { planBoundary } from '../steps/boundary.js';
import { loadPlanContext, type ReadContext } from '../steps/context.js';
import { forecastStepWallets } from '../steps/wallets.js';
import { catchUp, loadView } from './advance.js';
import { taxPreviewLines } from './previewTaxes.js';
import { assertChangeable, changeCredits, type PlanChangeInput } from './changePlan.js';
import { DomainError, notFound } from '../../errors/index.js';

/** What a subscription starting at `at` on the plan (anchored on the start's local day, no trial) is invoiced at its start. */
export async function previewStart(ctx: ScopedDb, input: { planId: string; at: Date; customerId: string | null }): Promise<PreviewLine[]> {
  const { db, scope } = ctx;
  const zone = await companyZone(db, scope.companyId);
  const plan = await loadPlanContext({ db, scope }, input.planId);
  const { opening } = startOpening(plan, { phaseStart: input.at, anchorDay: localDayOfMonth(input.at, zone), zone, trialEnd: null });
  return taxPreviewLines({ db, scope }, input.customerId, previewLines(opening.lines, plan.plan.currency_code));
}

export type PlanChangePreview =
  /** The engine has not opened a period: the change switches the plan and bills nothing. */
  | { kind: 'not_started' }
  /** `reduced`: unpaid invoices a credit note of the change takes off what they ask (their number, and the credit, minor units, negative). */
  | { kind: 'changed'; lines: PreviewLine[]; reduced: { invoiceNumber: string | null; minor: number }[] };

/**
 * What `changePlanAt` with this input would invoice (see the header), read on the store itself
 * (`ctx.db`, not a transaction: the steps due first each commit their own) as of `ctx.now`;
 * throws what it would throw.
 */
export async function previewPlanChange(ctx: DbContext, input: Omit<PlanChangeInput, 'extraLines'>): Promise<PlanChangePreview> {
  const { db, scope, now } = ctx;
  const before = new Date(input.at.getTime() - 1);
  const found = await findSubscription({ db, scope }, input.subscriptionId);
  if (!found) throw notFound('Subscription', input.subscriptionId);
  if (found.status === 'pending_payment_method') {
    const waiting = await loadView({ db, scope }, found);
    if (dueStep(timelineOf(found, waiting.state, waiting.plan, waiting.zone), before) !== null) {
      throw new BillingBlocked('PAYMENT_METHOD_REQUIRED', `Subscription ${found.id} is waiting for a payment method`);
    }
  } else {
    await catchUp(ctx, input.subscriptionId, before);
  }

  const subscription = await findSubscription({ db, scope }, input.subscriptionId);
  if (!subscription) throw notFound('Subscription', input.subscriptionId);
  const view = await loadView({ db, scope }, subscription);
  const state = view.state;
  if (state === null) {
    // The change only switches the plan, which a canceled subscription refuses.
    if (subscription.status === 'canceled') throw new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled`);
    return { kind: 'not_started' };
  }
  assertChangeable(view, input.at);
  const reads: ReadContext = { db, scope, now, zone: view.zone, subscription, cache: view.cache };
  const wallets = forecastStepWallets(await forecastWallets({ db: db, scope: scope }, subscription.customer_id));
  const credits = await changeCredits({ db, scope }, view, input);
  const planned = await planBoundary(reads, wallets, { plan: view.plan, state }, input.at, input.toPlanId, credits.lines);
  const reduced = credits.creditNotes.map((note) => ({ invoiceNumber: note.invoiceNumber, minor: Math.max(roundToMinorUnits(note.line.exactAmount), -note.amountDueMinor) }));
  const lines = await taxPreviewLines({ db, scope }, subscription.customer_id, previewLines(planned.lines, view.plan.plan.currency_code));
  return { kind: 'changed', lines, reduced };
}
