/** Steps inside a period: policy grants falling due, and the end of a trial. */
import { endTrial } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { openingCharges } from '../rules/opening.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { calendarOfState } from '../rules/timeline.js';
import type { StepInput, StepOutcome } from './context.js';
import { issuePolicyGrants } from './policyGrants.js';
import { drawOpeningUnits } from './start.js';
import { createInvoices, MS, saveState } from './support.js';
import { lockStepWallets } from './wallets.js';

/** Policy grants due strictly inside a period, up to `until`. */
export async function runGrants({ ctx, plan, state }: StepInput, until: Date): Promise<StepOutcome> {
  if (!state) throw new Error('Grants before the subscription started');
  const calendar = calendarOfState(ctx.subscription, state, ctx.zone);
  await lockStepWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(state.billed_through), until);
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: toIso(grants.last ?? until), ended_at: null, carry: state.carry });
  return { invoicesCreated: 0, grantsIssued: grants.issued, subscription: ctx.subscription, state: saved, plan };
}

/** The trial ends inside a period: active, and in-advance fee periods that began in the trial are charged from here. */
export async function runTrialEnd({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  if (!state) throw new Error('Trial end before the subscription started');
  const sub = ctx.subscription;
  const calendar = calendarOfState(sub, state, ctx.zone);
  const wallets = await lockStepWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(at.getTime() - MS), at);
  const opening = openingCharges({ plan, calendar, from: at, to: null, oneTime: false, trialEnds: true });
  const carry = OverdraftRequests.fromJson(state.carry);
  carry.addAll(await drawOpeningUnits(wallets, opening.unitDraws, at));
  const periodEnd = new Date(sub.current_period_end ?? at);
  const invoices = await createInvoices(ctx, opening.lines, { at, periodStart: at, periodEnd, primary: plan.plan.currency_code });
  const subscription = await endTrial(ctx, sub, at);
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued, subscription, state: saved, plan };
}
