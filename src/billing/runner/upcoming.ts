/**
 * The upcoming invoice of a subscription: the invoice the engine's next invoicing step will
 * issue, computed by the code that step runs (`planBoundary` for a period end or a transition,
 * `planEnd` for an end, the opening rules for a start or a trial end) over a forecast of the
 * wallets, with nothing written for the preview itself.
 *
 * Decided here:
 * - Before previewing, the engine takes the steps already due (each committed, as its next run
 *   would, like a plan-change preview): the current period is then the one the subscription
 *   really is in. A subscription waiting for a payment method with steps due is never billed by
 *   a run, so it has no preview (BillingBlocked PAYMENT_METHOD_REQUIRED).
 * - The step is the next one that invoices: the current period's boundary (with a transition
 *   due there), a transition inside the period, the end (cancel_at, cancel at period end), a
 *   trial end (its in-advance fees), or the start of a subscription that starts later. Grants
 *   issued inside the period invoice nothing and are not waited for.
 * - Usage is what has been charged so far: events still to come in the period are not guessed.
 * - Only the plan's currency is shown (a transition to a plan in another currency invoices that
 *   part separately), as the plan-change preview does.
 * - A canceled subscription (or one the engine has ended) has none: 422 SUBSCRIPTION_CANCELED.
 * - `cancelNow`: the invoice an immediate cancel at `now` leads to (the dashboard's confirmation
 *   page): the subscription as updateSubscription's cancel leaves it (ended at `now`), whose next
 *   step is then the end at `now`, planned by the end step's own code.
 */
import type { DbContext } from '../../db/context.js';
import type { CurrencyCode } from '../../money/currency.js';
import { cancelNow, findSubscription, type SubscriptionTable } from '../../modules/subscriptions/index.js';
import { forecastWallets } from '../../modules/wallets/index.js';
import { BillingBlocked } from '../rules/blocked.js';
import type { DraftLine } from '../rules/lines.js';
import { assertInvoiceable, invoicePeriod } from '../rules/wholeInvoice.js';
import { dueStep, upcomingStep, type Step } from '../rules/nextStep.js';
import { openingCharges, startOpening } from '../rules/opening.js';
import { previewLines, type PreviewLine } from '../rules/preview.js';
import { calendarOf, calendarOfState, timelineOf } from '../rules/timeline.js';
import { planBoundary } from '../steps/boundary.js';
import type { ReadContext } from '../steps/context.js';
import { planEnd } from '../steps/end.js';
import { forecastStepWallets } from '../steps/wallets.js';
import { catchUp, loadView, type EngineView } from './advance.js';
import { taxPreviewLines } from './previewTaxes.js';
import { DomainError, notFound } from '../../errors/index.js';

export interface UpcomingInvoice {
  customerId: string;
  subscriptionId: string;
  currency: CurrencyCode;
  /** The instant the engine issues it. */
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  lines: PreviewLine[];
}

function canceled(subscription: SubscriptionTable): Error {
  return new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled: it has no upcoming invoice`);
}

/** The next step that issues an invoice (grants inside a period do not), or null when none will. */
function invoicingStep(view: EngineView): Step | null {
  const timeline = timelineOf(view.subscription, view.state, view.plan, view.zone);
  return upcomingStep({ ...timeline, nextGrantAfter: () => null });
}

async function planLines(view: EngineView, ctx: ReadContext, step: Step): Promise<{ lines: DraftLine[]; from: Date; to: Date }> {
  const { subscription: sub, plan, state, zone } = view;
  if (step.kind === 'start' || state === null) {
    const calendar = { ...calendarOf(sub, step.at, zone), phaseStart: step.at };
    const { period, opening } = startOpening(plan, calendar);
    return { lines: opening.lines, from: period.start, to: period.end };
  }
  if (step.kind === 'trial_end') {
    const opening = openingCharges({ plan, calendar: calendarOfState(sub, state, zone), from: step.at, to: null, oneTime: false, trialEnds: true });
    return { lines: opening.lines, from: step.at, to: new Date(sub.current_period_end ?? step.at) };
  }
  const wallets = forecastStepWallets(await forecastWallets(ctx, sub.customer_id));
  if (step.kind === 'end') {
    const planned = await planEnd(ctx, wallets, { plan, state }, step.at);
    return { lines: planned.lines, from: planned.from, to: step.at };
  }
  const transitionTo = step.kind === 'transition' ? step.to : step.kind === 'boundary' ? step.transitionTo : null;
  const planned = await planBoundary(ctx, wallets, { plan, state }, step.at, transitionTo, []);
  return { lines: planned.lines, from: planned.from, to: step.at };
}

/**
 * What the subscription's next invoice will hold, as of `ctx.now`, read on the store itself
 * (`ctx.db`, not a transaction: see the header); with `cancelNow`, if it were canceled now.
 */
export async function previewUpcomingInvoice(ctx: DbContext, subscriptionId: string, options: { cancelNow?: boolean } = {}): Promise<UpcomingInvoice> {
  const { db, scope, now } = ctx;
  const found = await findSubscription({ db, scope }, subscriptionId);
  if (!found) throw notFound('Subscription', subscriptionId);
  if (found.status === 'pending_payment_method') {
    const waiting = await loadView({ db, scope }, found);
    if (dueStep(timelineOf(found, waiting.state, waiting.plan, waiting.zone), now) !== null) {
      throw new BillingBlocked('PAYMENT_METHOD_REQUIRED', `Subscription ${found.id} is waiting for a payment method`);
    }
  } else {
    await catchUp(ctx, subscriptionId, now);
  }

  const current = await findSubscription({ db, scope }, subscriptionId);
  if (!current) throw notFound('Subscription', subscriptionId);
  const subscription = options.cancelNow && current.status !== 'canceled' ? { ...current, ...cancelNow(current, now) } : current;
  const view = await loadView({ db, scope }, subscription);
  const step = current.status === 'canceled' || view.state?.ended_at ? null : invoicingStep(view);
  if (step === null || step.kind === 'void') throw canceled(subscription);

  const reads: ReadContext = { db, scope, now, zone: view.zone, subscription, cache: view.cache };
  const planned = await planLines(view, reads, step);
  // What the step would refuse to invoice (AMOUNT_OUT_OF_RANGE), the preview refuses too.
  assertInvoiceable(planned.lines);
  const currency = view.plan.plan.currency_code;
  const period = invoicePeriod(
    planned.lines.filter((line) => line.currency === currency),
    { from: planned.from, to: planned.to },
  );
  return {
    customerId: subscription.customer_id,
    subscriptionId: subscription.id,
    currency,
    issuedAt: step.at,
    periodStart: period.from,
    periodEnd: period.to,
    lines: await taxPreviewLines({ db, scope }, subscription.customer_id, previewLines(planned.lines, currency)),
  };
}
