/** Steps inside a period: policy grants falling due, and the end of a trial. */
import { toIso } from '../time.js';
import { drawOpeningUnits, openingCharges } from './openPeriod.js';
import { OverdraftRequests } from './overdraft.js';
import { issuePolicyGrants } from './policyGrants.js';
import { calendarOf, createInvoices, lockCustomerWallets, MS, saveState, saveSubscription, statusAt, type StepInput, type StepOutcome } from './stepSupport.js';

/** Policy grants due strictly inside a period, up to `until`. */
export async function runGrants({ ctx, plan, state }: StepInput, until: Date): Promise<StepOutcome> {
  if (!state) throw new Error('Grants before the subscription started');
  const calendar = calendarOf(ctx.subscription, new Date(state.phase_start), ctx.zone);
  await lockCustomerWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(state.billed_through), until);
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: toIso(grants.last ?? until), ended_at: null, carry: state.carry });
  return { invoicesCreated: 0, grantsIssued: grants.issued, subscription: ctx.subscription, state: saved, plan };
}

/** The trial ends inside a period: active, and in-advance fee periods that began in the trial are charged from here. */
export async function runTrialEnd({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  if (!state) throw new Error('Trial end before the subscription started');
  const sub = ctx.subscription;
  const calendar = calendarOf(sub, new Date(state.phase_start), ctx.zone);
  await lockCustomerWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(at.getTime() - MS), at);
  const opening = openingCharges({ plan, calendar, from: at, to: null, oneTime: false, trialEnds: true });
  const carry = OverdraftRequests.fromJson(state.carry);
  carry.addAll(await drawOpeningUnits(ctx, opening.unitDraws, at));
  const periodEnd = new Date(sub.current_period_end ?? at);
  const invoices = await createInvoices(ctx, opening.lines, { at, periodStart: at, periodEnd, primary: plan.plan.currency_code });
  const subscription = await saveSubscription(ctx, { status: statusAt(sub, at) });
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued, subscription, state: saved, plan };
}
