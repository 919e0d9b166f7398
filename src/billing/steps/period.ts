/** Steps inside a period: policy grants falling due, and the end of a trial. */
import { endTrial } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { openingCharges } from '../rules/opening.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { calendarOfState, timelineOf } from '../rules/timeline.js';
import type { StepInput } from './context.js';
import { MS, type StepWork } from './write.js';

/**
 * Grant instants one grants step issues at most (every policy's grant at each of them): a month of
 * daily grants is three or four steps, not one transaction of thirty grants; a year-long period,
 * not one of 365.
 */
export const GRANT_INSTANTS_PER_STEP = 10;

/** Policy grants due strictly inside a period, up to `dueUntil` or GRANT_INSTANTS_PER_STEP instants; the progress is the last instant granted. */
export function grantsWork(input: StepInput, dueUntil: Date): StepWork {
  const { ctx, plan, state } = input;
  if (!state) throw new Error('Grants before the subscription started');
  const until = grantsStepUntil(input, dueUntil);
  const calendar = calendarOfState(ctx.subscription, state, ctx.zone);
  return {
    invoice: null,
    endGrantsAt: null,
    grants: { plan, calendar, after: new Date(state.billed_through), until, initialCredits: false },
    unitDraws: null,
    transition: (ctx) => Promise.resolve(ctx.subscription),
    state: ({ lastGrant }) => ({ phase_start: state.phase_start, billed_through: toIso(lastGrant ?? until), ended_at: null, carry: state.carry }),
    plan,
  };
}

/** The trial ends inside a period: active, and in-advance fee periods that began in the trial are charged from here. */
export function trialEndWork({ ctx, plan, state }: StepInput, at: Date): StepWork {
  if (!state) throw new Error('Trial end before the subscription started');
  const sub = ctx.subscription;
  const calendar = calendarOfState(sub, state, ctx.zone);
  const opening = openingCharges({ plan, calendar, from: at, to: null, oneTime: false, trialEnds: true });
  const periodEnd = new Date(sub.current_period_end ?? at);
  return {
    invoice: { lines: opening.lines, at, periodStart: at, periodEnd, primary: plan.plan.currency_code, settlements: [], charges: [] },
    endGrantsAt: null,
    grants: { plan, calendar, after: new Date(at.getTime() - MS), until: at, initialCredits: false },
    unitDraws: { draws: opening.unitDraws, at, carry: OverdraftRequests.fromJson(state.carry) },
    transition: (ctx) => endTrial(ctx, ctx.subscription, at),
    state: ({ carry }) => ({ phase_start: state.phase_start, billed_through: toIso(at), ended_at: null, carry: carry.toJson() }),
    plan,
  };
}

/** `until`, or the GRANT_INSTANTS_PER_STEP-th grant instant after the progress when that comes first. */
export function grantsStepUntil({ ctx, plan, state }: StepInput, until: Date): Date {
  if (state === null) return until;
  const timeline = timelineOf(ctx.subscription, state, plan, ctx.zone);
  let cursor = new Date(state.billed_through);
  for (let instants = 0; instants < GRANT_INSTANTS_PER_STEP; instants++) {
    const next = timeline.nextGrantAfter(cursor);
    if (next === null || next.getTime() > until.getTime()) return until;
    cursor = next;
  }
  return cursor;
}
