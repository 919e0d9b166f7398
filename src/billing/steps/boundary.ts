/**
 * The boundary step (and a plan transition, at a boundary or inside a period): close the span on
 * the current plan, then open the next period, on the target plan when transitioning. Order:
 * close the old period (in-arrears fees, usage, aggregations, drawn at its last instant), record
 * grant expiries at the boundary (each followed by its rollover grant: wallets/rollover.ts),
 * settle the closed period's overdraft, add the minimum commitment's true-up
 * (rules/minimumCommitment.ts), on one invoice with the new period's in-advance fees, then issue
 * the grants due at the boundary and draw the new period's pricing-unit fees. So at one instant
 * the close's draws come before the expiry, the expiry before its rollover, and both before the
 * new period's grants: the same order on every retry and every process (each grant expires and
 * rolls over once, under its wallet's lock; the step's progress is written with it).
 * Settling before granting keeps a new period's credits from paying the old period's overage.
 *
 * `planBoundary` decides the invoice; the step's write (write.ts) writes it, in that order. A
 * preview of a plan change runs the same `planBoundary` over a forecast of the wallets, so it
 * shows what the step invoices.
 */
import { nextBoundary, type GrantCalendar } from '../../kernel/calendar/index.js';
import { applyTransition, openPeriod } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import type { DraftLine } from '../rules/lines.js';
import { minimumCommitmentLine } from '../rules/minimumCommitment.js';
import { openingCharges, type Opening } from '../rules/opening.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import type { PlanContext } from '../rules/plan.js';
import { calendarOf, calendarOfState, cycleStartAfterChange, cycleStartOf, planSchedule } from '../rules/timeline.js';
import type { BillingStateTable } from '../tables.js';
import type { EventChargeTable } from '../../modules/ingest/index.js';
import { closeSpan } from './close.js';
import type { ReadContext, StepInput } from './context.js';
import { planSettlements, type PlannedSettlement } from './settlement.js';
import type { StepWallets } from './wallets.js';
import { MS, type StepWork } from './write.js';

export interface BoundaryPlan {
  /** Where the closing span began. */
  from: Date;
  /** The step's invoice lines, every currency, in invoice order. */
  lines: DraftLine[];
  settlements: PlannedSettlement[];
  /** The usage charges the invoice bills (recorded on it by the step). */
  charges: EventChargeTable[];
  /** The plan from `at` on, its phase and calendar, and the period that opens. */
  next: PlanContext;
  phaseStart: Date;
  cycleStart: Date;
  calendar: GrantCalendar;
  periodEnd: Date;
  opening: Opening;
}

/** What a boundary (or a transition to `transitionTo`) at `at` invoices, drawing through `wallets`. */
export async function planBoundary(
  ctx: ReadContext,
  wallets: StepWallets,
  { plan, state }: { plan: PlanContext; state: BillingStateTable },
  at: Date,
  transitionTo: string | null,
  extraLines: DraftLine[],
): Promise<BoundaryPlan> {
  const sub = ctx.subscription;
  const from = new Date(sub.current_period_start ?? state.billed_through);
  const closed = await closeSpan(ctx, wallets, {
    plan,
    calendar: calendarOfState(sub, state, ctx.zone),
    from,
    to: at,
    phaseEnds: transitionTo !== null,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  await wallets.expireAt(at);
  const settlement = await planSettlements(ctx, wallets, { from, to: at, planCurrency: plan.plan.currency_code }, closed);
  const trueUp = minimumCommitmentLine({ plan, calendar: calendarOfState(sub, state, ctx.zone), from, to: at, closingLines: closed.lines, unitCharges: settlement.unitCharges });

  const next = transitionTo === null ? plan : await ctx.cache.plan(transitionTo);
  const phaseStart = transitionTo === null ? new Date(state.phase_start) : at;
  const cycleStart = transitionTo === null ? cycleStartOf(state) : cycleStartAfterChange(plan, next, state, at);
  const calendar = calendarOf(sub, phaseStart, ctx.zone, cycleStart);
  const periodEnd = nextBoundary(planSchedule(calendar, next), at);
  const opening = openingCharges({
    plan: next,
    calendar,
    from: at,
    to: periodEnd,
    oneTime: false,
    trialEnds: sub.trial_end !== null && Date.parse(sub.trial_end) === at.getTime(),
  });
  return {
    from,
    lines: [...closed.lines, ...settlement.lines, ...(trueUp ? [trueUp] : []), ...extraLines, ...opening.lines],
    settlements: settlement.settlements,
    charges: closed.charges,
    next,
    phaseStart,
    cycleStart,
    calendar,
    periodEnd,
    opening,
  };
}

/** A boundary (or a transition) at `at`: the close and the next period's opening, drawn through the step's locked wallets. */
export async function boundaryWork(
  { ctx, plan, state }: StepInput,
  wallets: StepWallets,
  at: Date,
  transitionTo: string | null,
  /** Lines a caller adds to the step's invoice (a plan change's refund of prepaid time). */
  extraLines: DraftLine[] = [],
): Promise<StepWork> {
  if (!state) throw new Error('Boundary before the subscription started');
  const planned = await planBoundary(ctx, wallets, { plan, state }, at, transitionTo, extraLines);
  const period = { start: at, end: planned.periodEnd };
  const cycleStart = planned.cycleStart.getTime() === planned.phaseStart.getTime() ? null : toIso(planned.cycleStart);
  return {
    invoice: { lines: planned.lines, at, periodStart: planned.from, periodEnd: at, primary: plan.plan.currency_code, settlements: planned.settlements, charges: planned.charges },
    // Leaving a plan ends the allowances its policies granted (wallets/endGrants.ts) before the new plan grants its own.
    endGrantsAt: transitionTo === null ? null : at,
    grants: { plan: planned.next, calendar: planned.calendar, after: new Date(at.getTime() - MS), until: at, initialCredits: false },
    unitDraws: { draws: planned.opening.unitDraws, at, carry: new OverdraftRequests() },
    transition: (ctx) => (transitionTo === null ? openPeriod(ctx, ctx.subscription, period) : applyTransition(ctx, ctx.subscription, { toPlanId: transitionTo, ...period })),
    state: ({ carry }) => ({ phase_start: toIso(planned.phaseStart), cycle_start: cycleStart, billed_through: toIso(at), ended_at: null, carry: carry.toJson() }),
    plan: planned.next,
  };
}
