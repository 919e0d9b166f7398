/** The subscription's first step: its first period opens (or, canceled before it started, nothing). */
import { closeUnstarted, openPeriod } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import type { UnitDraw } from '../rules/opening.js';
import { startOpening } from '../rules/opening.js';
import { calendarOf } from '../rules/timeline.js';
import type { StepInput, StepOutcome } from './context.js';
import { issueInitialCredits, issuePolicyGrants } from './policyGrants.js';
import { createInvoices, MS, saveState } from './support.js';
import type { StepWallets } from './wallets.js';
import { lockStepWallets } from './wallets.js';

/** Draws an opening's pricing-unit fees at `at`, once the step's grants are in; returns the overdraft to carry to the period's close. */
export async function drawOpeningUnits(wallets: StepWallets, draws: UnitDraw[], at: Date): Promise<OverdraftRequests> {
  const carry = new OverdraftRequests();
  for (const draw of draws) carry.add(draw.denomination, await wallets.draw(draw.denomination, draw.amount, at));
  return carry;
}

/** Canceled before it started: nothing is billed, and the engine is done. */
export async function runVoid({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  const subscription = await closeUnstarted(ctx, ctx.subscription);
  const saved = await saveState(ctx, state, { phase_start: toIso(at), billed_through: toIso(at), ended_at: subscription.ended_at ?? toIso(at), carry: '{}' });
  return { invoicesCreated: 0, grantsIssued: 0, subscription, state: saved, plan };
}

/** The first period opens: start grants and initial credits, in-advance and one-time fees. */
export async function runStart({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  const calendar = calendarOf(ctx.subscription, at, ctx.zone);
  const { period, opening } = startOpening(plan, calendar);
  const wallets = await lockStepWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(at.getTime() - MS), at);
  const initial = await issueInitialCredits(ctx, plan, at);
  const carry = await drawOpeningUnits(wallets, opening.unitDraws, at);
  const invoices = await createInvoices(ctx, opening.lines, { at, periodStart: at, periodEnd: period.end, primary: plan.plan.currency_code });
  const subscription = await openPeriod(ctx, ctx.subscription, { start: at, end: period.end });
  const saved = await saveState(ctx, state, { phase_start: toIso(at), billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued + initial, subscription, state: saved, plan };
}
