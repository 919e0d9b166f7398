/**
 * A subscription as the engine's pure rules see it: its timeline (what nextStep.ts decides on) and
 * the calendar of its current plan. Pure.
 */
import { cadenceSchedule, nextGrantInstant, type GrantCalendar, type PeriodSchedule, type PhaseCalendar } from '../../kernel/calendar/index.js';
import type { SubscriptionTable } from '../../modules/subscriptions/index.js';
import type { BillingStateTable } from '../tables.js';
import type { Timeline } from './nextStep.js';
import type { PlanContext } from './plan.js';

function date(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The calendar of the plan the subscription has been on since `phaseStart`, its boundaries counted from `cycleStart`. */
export function calendarOf(sub: SubscriptionTable, phaseStart: Date, zone: string, cycleStart: Date = phaseStart): GrantCalendar {
  return {
    phaseStart,
    cycleStart,
    anchorDay: sub.billing_anchor_day,
    zone,
    trialEnd: date(sub.trial_end),
    subscriptionStart: new Date(sub.start_date),
  };
}

type PhaseState = Pick<BillingStateTable, 'phase_start' | 'cycle_start'>;

/** Where the current plan's boundaries are counted from: the recorded cycle start, else the phase start. */
export function cycleStartOf(state: PhaseState): Date {
  return new Date(state.cycle_start ?? state.phase_start);
}

/** The calendar of the subscription's current plan as the engine's state records it. */
export function calendarOfState(sub: SubscriptionTable, state: PhaseState, zone: string): GrantCalendar {
  return calendarOf(sub, new Date(state.phase_start), zone, cycleStartOf(state));
}

/**
 * Where the periods of a plan that a subscription moves to at `at` are counted from: a plan of
 * the same invoicing cadence keeps the cycle the change interrupted (a quarterly plan begun on 1
 * January and changed on 2 March still renews on 1 April); a plan of another cadence begins its
 * own cycle at the change, its boundaries on the subscription's anchor day (monthly to yearly on
 * 10 March, anchor 1: the first year runs to 1 March next year, prorated).
 */
export function cycleStartAfterChange(from: PlanContext, to: PlanContext, state: PhaseState, at: Date): Date {
  return from.plan.invoicing_cadence === to.plan.invoicing_cadence ? cycleStartOf(state) : at;
}

/** The plan's invoicing periods on the phase calendar. */
export function planSchedule(calendar: PhaseCalendar, plan: PlanContext): PeriodSchedule {
  return cadenceSchedule(calendar, plan.plan.invoicing_cadence);
}

export function timelineOf(sub: SubscriptionTable, state: BillingStateTable | null, plan: PlanContext, zone: string): Timeline {
  const calendar = state === null ? calendarOf(sub, new Date(sub.start_date), zone) : calendarOfState(sub, state, zone);
  return {
    subscription: {
      start: new Date(sub.start_date),
      trialEnd: date(sub.trial_end),
      endedAt: date(sub.ended_at),
      cancelAt: date(sub.cancel_at),
      cancelAtPeriodEnd: Number(sub.cancel_at_period_end) === 1,
      transitionAtPeriodEnd: Number(sub.plan_transition_at_period_end) === 1,
      transitionAt: date(sub.plan_transition_at),
      transitionTo: sub.plan_transition_to_plan_id,
      currentPeriodStart: date(sub.current_period_start),
      currentPeriodEnd: date(sub.current_period_end),
    },
    state: state === null ? null : { billedThrough: new Date(state.billed_through), endedAt: date(state.ended_at) },
    nextGrantAfter(after) {
      let best: Date | null = null;
      for (const policy of plan.policies) {
        const instant = nextGrantInstant(policy, calendar, after);
        if (instant !== null && (best === null || instant.getTime() < best.getTime())) best = instant;
      }
      return best;
    },
  };
}
