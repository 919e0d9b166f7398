/**
 * What the engine does next for one subscription, pure (no I/O). The engine walks each
 * subscription's timeline one step at a time, each step in its own transaction, up to `as_of`:
 *
 *   start       the first period opens at start_date
 *   grants      policy grants that fall due strictly inside a period
 *   trial_end   the trial ends inside a period: status active, in-advance fees from there
 *   transition  a plan transition at an instant inside a period (plan_transition_at)
 *   boundary    the period ends: close it, carry out a transition due there, open the next
 *   end         the subscription ends (immediate cancel, cancel_at, cancel_at_period_end):
 *               close the last, possibly partial, period; nothing opens
 *   void        canceled before it ever started: nothing to bill
 *
 * Ties at one instant: end, then transition, then trial end, then boundary. Grants due exactly at
 * a step's instant are issued by that step (after its close), except at an end.
 * A schedule change dated before the engine's progress (possible when a test-mode run went ahead
 * of the clock) takes effect at the engine's progress, never retroactively.
 */

export interface TimelineSubscription {
  start: Date;
  trialEnd: Date | null;
  /** Set by an immediate cancel: the subscription stopped here. */
  endedAt: Date | null;
  cancelAt: Date | null;
  cancelAtPeriodEnd: boolean;
  transitionAtPeriodEnd: boolean;
  transitionAt: Date | null;
  transitionTo: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

export interface TimelineState {
  billedThrough: Date;
  endedAt: Date | null;
}

export type Step =
  | { kind: 'start'; at: Date }
  | { kind: 'void'; at: Date }
  | { kind: 'grants'; at: Date; until: Date }
  | { kind: 'trial_end'; at: Date }
  | { kind: 'transition'; at: Date; to: string }
  | { kind: 'boundary'; at: Date; transitionTo: string | null }
  | { kind: 'end'; at: Date };

export interface Timeline {
  subscription: TimelineSubscription;
  state: TimelineState | null;
  /** The current plan's first grant instant strictly after the given one; null when none. */
  nextGrantAfter(after: Date): Date | null;
}

const PRIORITY: Record<Step['kind'], number> = { void: 0, start: 0, end: 0, transition: 1, trial_end: 2, boundary: 3, grants: 4 };

function earliest(steps: Step[]): Step | null {
  let best: Step | null = null;
  for (const step of steps) {
    if (
      best === null ||
      step.at.getTime() < best.at.getTime() ||
      (step.at.getTime() === best.at.getTime() && PRIORITY[step.kind] < PRIORITY[best.kind])
    ) {
      best = step;
    }
  }
  return best;
}

function later(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** The next structural step (not grants), whenever it falls. */
function nextStructural(timeline: Timeline, billedThrough: Date): Step {
  const sub = timeline.subscription;
  const periodEnd = sub.currentPeriodEnd;
  if (periodEnd === null) throw new Error('A started subscription has no current period');
  const steps: Step[] = [];

  const ends = [sub.endedAt, sub.cancelAt, sub.cancelAtPeriodEnd ? periodEnd : null].filter((d): d is Date => d !== null);
  if (ends.length > 0) {
    const end = later(new Date(Math.min(...ends.map((d) => d.getTime()))), billedThrough);
    if (end.getTime() <= periodEnd.getTime()) steps.push({ kind: 'end', at: end });
  }

  let boundaryTransition: string | null = null;
  if (sub.transitionTo !== null) {
    const planned = sub.transitionAtPeriodEnd ? periodEnd : sub.transitionAt;
    if (planned !== null) {
      const at = later(planned, billedThrough);
      if (at.getTime() < periodEnd.getTime()) steps.push({ kind: 'transition', at, to: sub.transitionTo });
      else if (at.getTime() === periodEnd.getTime()) boundaryTransition = sub.transitionTo;
    }
  }

  if (sub.trialEnd !== null && sub.trialEnd.getTime() > billedThrough.getTime() && sub.trialEnd.getTime() < periodEnd.getTime()) {
    steps.push({ kind: 'trial_end', at: sub.trialEnd });
  }
  steps.push({ kind: 'boundary', at: periodEnd, transitionTo: boundaryTransition });
  return earliest(steps) as Step;
}

/** The next step whenever it falls (for the work list), or null when the engine is done with the subscription. */
export function upcomingStep(timeline: Timeline): Step | null {
  const { subscription: sub, state } = timeline;
  if (state?.endedAt) return null;
  if (state === null) {
    if (sub.endedAt !== null && sub.endedAt.getTime() <= sub.start.getTime()) return { kind: 'void', at: sub.start };
    return { kind: 'start', at: sub.start };
  }
  const structural = nextStructural(timeline, state.billedThrough);
  const grant = timeline.nextGrantAfter(state.billedThrough);
  if (grant !== null && grant.getTime() < structural.at.getTime() && structural.kind !== 'void') {
    return { kind: 'grants', at: grant, until: new Date(structural.at.getTime() - 1) };
  }
  return structural;
}

/** The step to run now for `asOf`: the upcoming one when it is due, grants limited to `asOf`. */
export function dueStep(timeline: Timeline, asOf: Date): Step | null {
  const step = upcomingStep(timeline);
  if (step === null || step.at.getTime() > asOf.getTime()) return null;
  if (step.kind === 'grants' && step.until.getTime() > asOf.getTime()) return { ...step, until: asOf };
  return step;
}
