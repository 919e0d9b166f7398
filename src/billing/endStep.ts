/** The end step: the subscription's last period closes. */
import { expireDueGrants } from '../modules/wallets/index.js';
import { toIso } from '../time.js';
import { closeSpan } from './closePeriod.js';
import { OverdraftRequests } from './overdraft.js';
import { applySettlements, planSettlements } from './settlement.js';
import { calendarOf, createInvoices, lockCustomerWallets, saveState, saveSubscription, type StepInput, type StepOutcome } from './stepSupport.js';

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
  const calendar = calendarOf(sub, new Date(state.phase_start), ctx.zone);
  const walletIds = await lockCustomerWallets(ctx);
  const closed = await closeSpan(ctx, {
    plan,
    calendar,
    from,
    to: at,
    phaseEnds: true,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  for (const walletId of walletIds) await expireDueGrants(ctx.trx, ctx.dialect, ctx.scope, walletId, at, ctx.now);
  const settlement = await planSettlements(ctx, { from, to: at, planCurrency: plan.plan.currency_code }, closed.requests, closed.charged);
  const invoices = await createInvoices(ctx, [...closed.lines, ...settlement.lines], { at, periodStart: from, periodEnd: at, primary: plan.plan.currency_code });
  await applySettlements(ctx, settlement.settlements, invoices.ids);
  const atIso = toIso(at);
  const subscription = await saveSubscription(ctx, {
    status: 'canceled',
    canceled_at: sub.canceled_at ?? atIso,
    ended_at: sub.ended_at ?? atIso,
    next_renewal_date: null,
    current_period_start: null,
    current_period_end: null,
    plan_transition_at_period_end: 0,
    plan_transition_at: null,
    plan_transition_to_plan_id: null,
  });
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: atIso, ended_at: atIso, carry: '{}' });
  return { invoicesCreated: invoices.created, grantsIssued: 0, subscription, state: saved, plan };
}
