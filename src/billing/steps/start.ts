/** The subscription's first step: its first period opens (or, canceled before it started, nothing). */
import { closeUnstarted, openPeriod } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { startOpening } from '../rules/opening.js';
import { calendarOf } from '../rules/timeline.js';
import type { StepInput } from './context.js';
import { MS, type StepWork } from './write.js';

/** Canceled before it started: nothing is billed, and the engine is done. */
export function voidWork({ plan }: StepInput, at: Date): StepWork {
  return {
    invoice: null,
    endGrantsAt: null,
    grants: null,
    unitDraws: null,
    transition: (ctx) => closeUnstarted(ctx, ctx.subscription),
    state: ({ subscription }) => ({ phase_start: toIso(at), billed_through: toIso(at), ended_at: subscription.ended_at ?? toIso(at), carry: '{}' }),
    plan,
  };
}

/** The first period opens: start grants and initial credits, in-advance and one-time fees. */
export function startWork({ ctx, plan }: StepInput, at: Date): StepWork {
  const calendar = calendarOf(ctx.subscription, at, ctx.zone);
  const { period, opening } = startOpening(plan, calendar);
  return {
    invoice: { lines: opening.lines, at, periodStart: at, periodEnd: period.end, primary: plan.plan.currency_code, settlements: [], charges: [] },
    endGrantsAt: null,
    grants: { plan, calendar, after: new Date(at.getTime() - MS), until: at, initialCredits: true },
    unitDraws: { draws: opening.unitDraws, at, carry: new OverdraftRequests() },
    transition: (ctx) => openPeriod(ctx, ctx.subscription, { start: at, end: period.end }),
    state: ({ carry }) => ({ phase_start: toIso(at), billed_through: toIso(at), ended_at: null, carry: carry.toJson() }),
    plan,
  };
}
