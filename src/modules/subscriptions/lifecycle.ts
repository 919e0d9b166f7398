/**
 * A subscription's lifecycle: every change of its status, period, cancellation or plan-transition
 * fields is one of these named transitions. The API's update (updateSubscription.ts), the billing
 * engine and the hosted signup pages call them; nothing else writes those fields.
 *
 * - The engine moves a subscription through its periods: `openPeriod` (its start, and each
 *   boundary), `applyTransition` (a boundary or an instant that switches plan), `endTrial`,
 *   `closeUnstarted` (canceled before it ever started) and `endSubscription` (the last period
 *   closed). It calls them on a subscription it has claimed, so they write whatever the status.
 * - The API cancels now (`cancelNow`) or schedules a cancellation (`scheduleCancelAt`,
 *   `scheduleCancelAtPeriodEnd`, which fills `cancel_at` with the period's end); a signup link schedules a plan transition at period end
 *   (`scheduleTransition`) or, before the engine started the subscription, switches its plan
 *   (`switchPlanBeforeStart`). A canceled subscription is final: these answer false for one.
 *
 * Decided here: trialing turns active at the first step at or after the trial end; a cancellation
 * keeps the first `canceled_at` / `ended_at` it was given (an immediate cancel, then the engine's
 * end step) and drops any scheduled transition.
 */
import type { TxContext } from '../../db/context.js';
import { nextBoundary } from '../../kernel/calendar/index.js';
import { toIso } from '../../time.js';
import type { PlanTable } from '../plans/index.js';
import { recordSubscriptionEvent } from './events.js';
import { recordEndedPhase } from './planPhases.js';
import * as repo from './repo.js';
import { scheduleOf } from './schedule.js';
import type { SubscriptionStatus, SubscriptionTable } from './tables.js';

type Patch = repo.SubscriptionPatch;

/** trialing -> active once `at` reaches the trial end; any other status stays. */
export function statusAt(sub: Pick<SubscriptionTable, 'status' | 'trial_end'>, at: Date): SubscriptionStatus {
  if (sub.status === 'trialing' && (sub.trial_end === null || at.getTime() >= Date.parse(sub.trial_end))) return 'active';
  return sub.status;
}

const NO_TRANSITION = { plan_transition_at_period_end: 0, plan_transition_at: null, plan_transition_to_plan_id: null } as const satisfies Patch;

/** The cancel patch: the subscription ends at `at` (or when it was first told to), nothing renews or transitions after. */
function canceled(sub: Pick<SubscriptionTable, 'canceled_at' | 'ended_at'>, at: Date): Patch {
  return { status: 'canceled', canceled_at: sub.canceled_at ?? toIso(at), ended_at: sub.ended_at ?? toIso(at), next_renewal_date: null, ...NO_TRANSITION };
}

/** API: cancel now. Also drops a scheduled cancellation. */
export function cancelNow(sub: Pick<SubscriptionTable, 'canceled_at' | 'ended_at'>, now: Date): Patch {
  return { ...canceled(sub, now), cancel_at_period_end: 0, cancel_at: null };
}

/** API: cancel at an instant (null: unschedule); replaces a cancellation at period end. */
export function scheduleCancelAt(at: Date | null): Patch {
  return at === null ? { cancel_at: null } : { cancel_at: toIso(at), cancel_at_period_end: 0 };
}

/**
 * API: cancel when the current period ends (or no longer). `cancel_at` shows that instant, as
 * `plan_transition_at` shows a transition's (and follows the period end when it moves: a new
 * anchor, a plan change); turning it on replaces an explicit cancel_at, turning it off clears it.
 */
export function scheduleCancelAtPeriodEnd(
  sub: Pick<SubscriptionTable, 'cancel_at_period_end' | 'current_period_end' | 'next_renewal_date'>,
  on: boolean,
): Patch {
  if (on) return { cancel_at_period_end: 1, cancel_at: currentPeriodEnd(sub) };
  return Number(sub.cancel_at_period_end) === 1 ? { cancel_at_period_end: 0, cancel_at: null } : { cancel_at_period_end: 0 };
}

/** Where the current period ends: the engine's open period, or, before it opened one, the next renewal. */
export function currentPeriodEnd(sub: Pick<SubscriptionTable, 'current_period_end' | 'next_renewal_date'>): string | null {
  return sub.current_period_end ?? sub.next_renewal_date;
}

async function write<S extends SubscriptionTable>(tx: TxContext, sub: S, patch: Patch): Promise<S> {
  const full = { ...patch, updated_at: toIso(tx.now) };
  await repo.updateSubscription(tx, sub.id, full);
  await recordSubscriptionEvent(tx, sub.id, sub);
  return { ...sub, ...full };
}

/** Engine: a period [start, end) opens (the first, or the next at a boundary). */
export function openPeriod<S extends SubscriptionTable>(tx: TxContext, sub: S, period: { start: Date; end: Date }): Promise<S> {
  return write(tx, sub, periodFields(sub, period));
}

/**
 * Engine: the subscription moves to `toPlanId` at `period.start`, whose first period opens. The
 * plan it leaves is recorded for [its start, `period.start`) (planPhases.ts), so events stamped
 * before the change, sent after it, are still rated by it.
 */
export async function applyTransition<S extends SubscriptionTable>(tx: TxContext, sub: S, change: { toPlanId: string; start: Date; end: Date }): Promise<S> {
  if (change.toPlanId !== sub.plan_id) await recordEndedPhase(tx, sub, change.start);
  return write(tx, sub, { ...periodFields(sub, change), plan_id: change.toPlanId, ...NO_TRANSITION });
}

function periodFields(sub: SubscriptionTable, period: { start: Date; end: Date }): Patch {
  // A cancellation at period end keeps naming the end of the period now open.
  const cancelAt: Patch = Number(sub.cancel_at_period_end) === 1 ? { cancel_at: toIso(period.end) } : {};
  return {
    status: statusAt(sub, period.start),
    current_period_start: toIso(period.start),
    current_period_end: toIso(period.end),
    next_renewal_date: toIso(period.end),
    ...cancelAt,
  };
}

/** Engine: the trial ends at `at`, inside a period. */
export function endTrial<S extends SubscriptionTable>(tx: TxContext, sub: S, at: Date): Promise<S> {
  return write(tx, sub, { status: statusAt(sub, at) });
}

/** Engine: canceled before it started, it never has a period. */
export function closeUnstarted<S extends SubscriptionTable>(tx: TxContext, sub: S): Promise<S> {
  return write(tx, sub, { current_period_start: null, current_period_end: null, next_renewal_date: null });
}

/** Engine: the last period closed at `at`; the subscription is canceled and has no period. */
export function endSubscription<S extends SubscriptionTable>(tx: TxContext, sub: S, at: Date): Promise<S> {
  return write(tx, sub, { ...canceled(sub, at), current_period_start: null, current_period_end: null });
}

/** Signup link: switch to `toPlanId` at the end of the current period (replacing any scheduled transition). False: canceled. */
export async function scheduleTransition(tx: TxContext, subscriptionId: string, change: { toPlanId: string; at: Date }): Promise<boolean> {
  const { trx, scope } = tx;
  const before = await repo.findSubscription({ db: trx, scope }, subscriptionId);
  const changed = await repo.updateLiveSubscription({ db: trx, scope }, subscriptionId, {
    plan_transition_at_period_end: 1,
    plan_transition_at: toIso(change.at),
    plan_transition_to_plan_id: change.toPlanId,
    updated_at: toIso(tx.now),
  });
  if (changed && before) await recordSubscriptionEvent(tx, subscriptionId, before);
  return changed;
}

/**
 * Signup link: before the engine opened any period nothing was billed, so a change now just
 * switches the plan; the next renewal moves to the new plan's first boundary after `now`. False: canceled.
 */
export async function switchPlanBeforeStart(
  tx: TxContext,
  sub: Pick<SubscriptionTable, 'id' | 'start_date' | 'billing_anchor_day'>,
  toPlan: Pick<PlanTable, 'id' | 'invoicing_cadence'>,
  zone: string,
): Promise<boolean> {
  const { trx, scope, now } = tx;
  const before = await repo.findSubscription({ db: trx, scope }, sub.id);
  const changed = await repo.updateLiveSubscription({ db: trx, scope }, sub.id, {
    plan_id: toPlan.id,
    next_renewal_date: toIso(nextBoundary(scheduleOf(sub, toPlan, zone), now)),
    ...NO_TRANSITION,
    updated_at: toIso(now),
  });
  if (changed && before) await recordSubscriptionEvent(tx, sub.id, before);
  return changed;
}

/**
 * Collection (issue 29, item 3), on a subscription the caller locked: a charge of its invoice
 * failed, so an active or trialing subscription is `past_due` (it keeps being billed, as Stripe's
 * does); a paid invoice brings a `past_due` one back to what its dates imply. Any other status
 * stays (null: nothing written).
 */
export async function markPastDue<S extends SubscriptionTable>(tx: TxContext, sub: S): Promise<S | null> {
  if (sub.status !== 'active' && sub.status !== 'trialing') return null;
  return write(tx, sub, { status: 'past_due' });
}

export async function recoverFromPastDue<S extends SubscriptionTable>(tx: TxContext, sub: S): Promise<S | null> {
  if (sub.status !== 'past_due') return null;
  return write(tx, sub, { status: impliedStatus(sub, tx.now) });
}

/** A default payment method arrived: a subscription waiting in `pending_payment_method` becomes what its dates imply (null: it was not waiting). */
export async function activatePending<S extends SubscriptionTable>(tx: TxContext, sub: S): Promise<S | null> {
  if (sub.status !== 'pending_payment_method') return null;
  return write(tx, sub, { status: impliedStatus(sub, tx.now) });
}

/** Trialing before the trial end, active from it. */
function impliedStatus(sub: Pick<SubscriptionTable, 'trial_end'>, at: Date): SubscriptionStatus {
  return sub.trial_end !== null && at.getTime() < Date.parse(sub.trial_end) ? 'trialing' : 'active';
}
