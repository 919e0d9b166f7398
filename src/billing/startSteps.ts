/** The subscription's first step: its first period opens (or, canceled before it started, nothing). */
import { firstPeriod } from './periods.js';
import { toIso } from '../time.js';
import { drawOpeningUnits, openingCharges } from './openPeriod.js';
import { issueInitialCredits, issuePolicyGrants } from './policyGrants.js';
import { calendarOf, createInvoices, lockCustomerWallets, MS, planSchedule, saveState, saveSubscription, statusAt, type StepInput, type StepOutcome } from './stepSupport.js';

/** Canceled before it started: nothing is billed, and the engine is done. */
export async function runVoid({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  const subscription = await saveSubscription(ctx, { current_period_start: null, current_period_end: null, next_renewal_date: null });
  const saved = await saveState(ctx, state, { phase_start: toIso(at), billed_through: toIso(at), ended_at: subscription.ended_at ?? toIso(at), carry: '{}' });
  return { invoicesCreated: 0, grantsIssued: 0, subscription, state: saved, plan };
}

/** The first period opens: start grants and initial credits, in-advance and one-time fees. */
export async function runStart({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  const sub = ctx.subscription;
  const calendar = calendarOf(sub, at, ctx.zone);
  const period = firstPeriod(planSchedule(calendar, plan));
  await lockCustomerWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(at.getTime() - MS), at);
  const initial = await issueInitialCredits(ctx, plan, at);
  const opening = openingCharges({ plan, calendar, from: at, to: period.end, oneTime: true, trialEnds: false });
  const carry = await drawOpeningUnits(ctx, opening.unitDraws, at);
  const invoices = await createInvoices(ctx, opening.lines, { at, periodStart: at, periodEnd: period.end, primary: plan.plan.currency_code });
  const subscription = await saveSubscription(ctx, {
    status: statusAt(sub, at),
    current_period_start: toIso(at),
    current_period_end: toIso(period.end),
    next_renewal_date: toIso(period.end),
  });
  const saved = await saveState(ctx, state, { phase_start: toIso(at), billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued + initial, subscription, state: saved, plan };
}
