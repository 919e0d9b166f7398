/**
 * One engine step for one subscription, in one transaction: claim the subscription row (another
 * engine holding it means it is being advanced: skip it), read the state again under the claim,
 * decide the due step (nextStep.ts), take it (steps.ts), and record when the next one falls.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Scope } from '../db/scope.js';
import type { DialectName } from '../db/store.js';
import { companyZone } from '../modules/subscriptions/repo.js';
import type { SubscriptionTable } from '../modules/subscriptions/tables.js';
import { toIso } from '../time.js';
import { StepCache, type PlanContext, type StepContext } from './context.js';
import { nextGrantInstant, type GrantCalendar } from './grantSchedule.js';
import { dueStep, upcomingStep, type Step, type Timeline } from './nextStep.js';
import * as repo from './repo.js';
import { runStep } from './steps.js';
import type { BillingStateTable } from './tables.js';

export type StepResult =
  | { kind: 'stepped'; step: Step['kind']; at: Date; invoicesCreated: number; grantsIssued: number }
  | { kind: 'idle' }
  /** Another engine holds the subscription right now. */
  | { kind: 'claimed_elsewhere' };

function date(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

export function timelineOf(sub: SubscriptionTable, state: BillingStateTable | null, plan: PlanContext, zone: string): Timeline {
  const calendar: GrantCalendar = {
    phaseStart: new Date(state?.phase_start ?? sub.start_date),
    anchorDay: sub.billing_anchor_day,
    zone,
    trialEnd: date(sub.trial_end),
    subscriptionStart: new Date(sub.start_date),
  };
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

export async function advanceOnce(db: Kysely<Database>, dialect: DialectName, scope: Scope, subscriptionId: string, asOf: Date): Promise<StepResult> {
  return db.transaction().execute(async (trx) => {
    const subscription = await repo.claimSubscription(trx, dialect, scope, subscriptionId);
    if (!subscription) return { kind: 'claimed_elsewhere' } as const;
    const state = (await repo.findBillingState(trx, scope, subscriptionId)) ?? null;
    const zone = await companyZone(trx, scope.companyId);
    const cache = new StepCache(trx, scope);
    const plan = await cache.plan(subscription.plan_id);
    const step = dueStep(timelineOf(subscription, state, plan, zone), asOf);
    if (step === null) {
      // Nothing due (the work list was stale): remember when something will be.
      if (state !== null) {
        const next = upcomingStep(timelineOf(subscription, state, plan, zone));
        const nextAt = next === null ? null : toIso(next.at);
        if (nextAt !== state.next_at) await repo.updateBillingState(trx, scope, subscriptionId, { next_at: nextAt });
      }
      return { kind: 'idle' } as const;
    }
    const ctx: StepContext = { trx, dialect, scope, now: asOf, zone, subscription, cache };
    const outcome = await runStep({ ctx, plan, state }, step);
    const next = upcomingStep(timelineOf(outcome.subscription, outcome.state, outcome.plan, zone));
    await repo.updateBillingState(trx, scope, subscriptionId, { next_at: next === null ? null : toIso(next.at) });
    return { kind: 'stepped', step: step.kind, at: step.at, invoicesCreated: outcome.invoicesCreated, grantsIssued: outcome.grantsIssued } as const;
  });
}
