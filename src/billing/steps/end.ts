/** The end step: the subscription's last period closes. */
import { endSubscription } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { calendarOf } from '../rules/timeline.js';
import { attachInvoicedCharges, closeSpan } from './close.js';
import type { StepInput, StepOutcome } from './context.js';
import { applySettlements, planSettlements } from './settlement.js';
import { createInvoices, saveState } from './support.js';
import { lockStepWallets } from './wallets.js';

/**
 * The subscription ends at `at` (an immediate cancel, cancel_at, or the end of the period with
 * cancel_at_period_end): the last, possibly partial, period closes with in-arrears fees prorated
 * to `at`, its usage and overdraft. Nothing opens; prepaid in-advance fees are not refunded
 * (decided: like Stripe's default cancellation without proration). Grants already made stay.
 */
export async function runEnd({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  if (!state) throw new Error('End before the subscription started');
  const sub = ctx.subscription;
  const from = new Date(sub.current_period_start ?? state.billed_through);
  const wallets = await lockStepWallets(ctx);
  const closed = await closeSpan(ctx, wallets, {
    plan,
    calendar: calendarOf(sub, new Date(state.phase_start), ctx.zone),
    from,
    to: at,
    phaseEnds: true,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  await wallets.expireAt(at);
  const settlement = await planSettlements(ctx, wallets, { from, to: at, planCurrency: plan.plan.currency_code }, closed);
  const invoices = await createInvoices(ctx, [...closed.lines, ...settlement.lines], { at, periodStart: from, periodEnd: at, primary: plan.plan.currency_code });
  await applySettlements(ctx, settlement.settlements, invoices.ids);
  await attachInvoicedCharges(ctx, closed.charges, invoices.ids, plan.plan.currency_code);
  const subscription = await endSubscription(ctx.trx, ctx.scope, sub, at, ctx.now);
  const atIso = toIso(at);
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: atIso, ended_at: atIso, carry: '{}' });
  return { invoicesCreated: invoices.created, grantsIssued: 0, subscription, state: saved, plan };
}
