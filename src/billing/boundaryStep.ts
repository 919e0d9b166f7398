/** The boundary step (and a plan transition, at a boundary or inside a period). */
import { nextBoundary } from './periods.js';
import { expireDueGrants } from '../modules/wallets/index.js';
import { toIso } from '../time.js';
import { closeSpan } from './closePeriod.js';
import type { DraftLine } from './lines.js';
import { drawOpeningUnits, openingCharges } from './openPeriod.js';
import { OverdraftRequests } from './overdraft.js';
import { issuePolicyGrants } from './policyGrants.js';
import { applySettlements, planSettlements } from './settlement.js';
import { calendarOf, createInvoices, lockCustomerWallets, MS, planSchedule, saveState, saveSubscription, statusAt, type StepInput, type StepOutcome } from './stepSupport.js';

/**
 * A period boundary, or a plan transition (at a boundary or inside a period): close the span on
 * the current plan, then open the next period, on the target plan when transitioning.
 */
export async function runBoundary(
  { ctx, plan, state }: StepInput,
  at: Date,
  transitionTo: string | null,
  /** Lines a caller adds to the step's invoice (a plan change's refund of prepaid time). */
  extraLines: DraftLine[] = [],
): Promise<StepOutcome> {
  if (!state) throw new Error('Boundary before the subscription started');
  const sub = ctx.subscription;
  const from = new Date(sub.current_period_start ?? state.billed_through);
  const oldCalendar = calendarOf(sub, new Date(state.phase_start), ctx.zone);
  const walletIds = await lockCustomerWallets(ctx);

  const closed = await closeSpan(ctx, {
    plan,
    calendar: oldCalendar,
    from,
    to: at,
    phaseEnds: transitionTo !== null,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  for (const walletId of walletIds) await expireDueGrants(ctx.trx, ctx.dialect, ctx.scope, walletId, at, ctx.now);
  const settlement = await planSettlements(ctx, { from, to: at, planCurrency: plan.plan.currency_code }, closed.requests, closed.charged);

  const next = transitionTo === null ? plan : await ctx.cache.plan(transitionTo);
  const phaseStart = transitionTo === null ? new Date(state.phase_start) : at;
  const calendar = calendarOf(sub, phaseStart, ctx.zone);
  const periodEnd = nextBoundary(planSchedule(calendar, next), at);
  const opening = openingCharges({
    plan: next,
    calendar,
    from: at,
    to: periodEnd,
    oneTime: false,
    trialEnds: sub.trial_end !== null && Date.parse(sub.trial_end) === at.getTime(),
  });

  const invoices = await createInvoices(ctx, [...closed.lines, ...settlement.lines, ...extraLines, ...opening.lines], {
    at,
    periodStart: from,
    periodEnd: at,
    primary: plan.plan.currency_code,
  });
  await applySettlements(ctx, settlement.settlements, invoices.ids);

  const grants = await issuePolicyGrants(ctx, next, calendar, new Date(at.getTime() - MS), at);
  const carry = await drawOpeningUnits(ctx, opening.unitDraws, at);
  const subscription = await saveSubscription(ctx, {
    status: statusAt(sub, at),
    current_period_start: toIso(at),
    current_period_end: toIso(periodEnd),
    next_renewal_date: toIso(periodEnd),
    ...(transitionTo === null
      ? {}
      : { plan_id: transitionTo, plan_transition_at_period_end: 0, plan_transition_at: null, plan_transition_to_plan_id: null }),
  });
  const saved = await saveState(ctx, state, { phase_start: toIso(phaseStart), billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued, subscription, state: saved, plan: next };
}
