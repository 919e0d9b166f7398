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

/** The calendar of the plan the subscription has been on since `phaseStart`. */
export function calendarOf(sub: SubscriptionTable, phaseStart: Date, zone: string): GrantCalendar {
  return {
    phaseStart,
    anchorDay: sub.billing_anchor_day,
    zone,
    trialEnd: date(sub.trial_end),
    subscriptionStart: new Date(sub.start_date),
  };
}

/** The plan's invoicing periods on the phase calendar. */
export function planSchedule(calendar: PhaseCalendar, plan: PlanContext): PeriodSchedule {
  return cadenceSchedule(calendar, plan.plan.invoicing_cadence);
}

export function timelineOf(sub: SubscriptionTable, state: BillingStateTable | null, plan: PlanContext, zone: string): Timeline {
  const calendar = calendarOf(sub, new Date(state?.phase_start ?? sub.start_date), zone);
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
