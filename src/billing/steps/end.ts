/** The end step: the subscription's last period closes. */
import { endSubscription } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { calendarOfState } from '../rules/timeline.js';
import { attachInvoicedCharges, closeSpan } from './close.js';
import type { EventChargeTable } from '../../modules/ingest/index.js';
import type { DraftLine } from '../rules/lines.js';
import type { PlanContext } from '../rules/plan.js';
import type { BillingStateTable } from '../tables.js';
import type { ReadContext, StepInput, StepOutcome } from './context.js';
import { applySettlements, planSettlements, type PlannedSettlement } from './settlement.js';
import { createInvoices, saveState } from './support.js';
import { lockStepWallets, type StepWallets } from './wallets.js';

/**
 * The subscription ends at `at` (an immediate cancel, cancel_at, or the end of the period with
 * cancel_at_period_end): the last, possibly partial, period closes with in-arrears fees prorated
 * to `at`, its usage and overdraft. Nothing opens; prepaid in-advance fees are not refunded
 * (decided: like Stripe's default cancellation without proration). Grants already made stay.
 * `planEnd` decides the invoice and the step writes it; the upcoming-invoice preview runs the
 * same `planEnd` over a forecast of the wallets.
 */
export interface EndPlan {
  from: Date;
  lines: DraftLine[];
  settlements: PlannedSettlement[];
  charges: EventChargeTable[];
}

/** What the end at `at` invoices, drawing through `wallets` (a preview passes a forecast). */
export async function planEnd(ctx: ReadContext, wallets: StepWallets, { plan, state }: { plan: PlanContext; state: BillingStateTable }, at: Date): Promise<EndPlan> {
  const sub = ctx.subscription;
  const from = new Date(sub.current_period_start ?? state.billed_through);
  const closed = await closeSpan(ctx, wallets, {
    plan,
    calendar: calendarOfState(sub, state, ctx.zone),
    from,
    to: at,
    phaseEnds: true,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  await wallets.expireAt(at);
  const settlement = await planSettlements(ctx, wallets, { from, to: at, planCurrency: plan.plan.currency_code }, closed);
  return { from, lines: [...closed.lines, ...settlement.lines], settlements: settlement.settlements, charges: closed.charges };
}

export async function runEnd({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  if (!state) throw new Error('End before the subscription started');
  const sub = ctx.subscription;
  const wallets = await lockStepWallets(ctx);
  const planned = await planEnd(ctx, wallets, { plan, state }, at);
  const invoices = await createInvoices(ctx, planned.lines, { at, periodStart: planned.from, periodEnd: at, primary: plan.plan.currency_code });
  await applySettlements(ctx, planned.settlements, invoices.ids);
  await attachInvoicedCharges(ctx, planned.charges, invoices.ids, plan.plan.currency_code);
  const subscription = await endSubscription(ctx, sub, at);
  const atIso = toIso(at);
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: atIso, ended_at: atIso, carry: '{}' });
  return { invoicesCreated: invoices.created, grantsIssued: 0, subscription, state: saved, plan };
}
