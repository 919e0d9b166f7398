/**
 * Taking the engine's steps for one subscription: read its state, decide the due step
 * (rules/nextStep.ts), take it (steps/run.ts), and record when the next one falls. `advanceOnce`
 * is the run's unit: one step in one transaction that claims the subscription (another engine
 * holding it means it is being advanced: skip it). `catchUp` takes every step due before an
 * instant, each in its own transaction, waiting for another holder instead.
 */
import type { Transaction } from 'kysely';
import { txContext, type DbContext, type TxContext, type ScopedDb } from '../../db/context.js';
import { RowHeldElsewhere } from '../../db/locks.js';
import type { Database } from '../../db/schema.js';
import { companyZone } from '../../modules/platform/index.js';
import { lockRatingConfigForChange } from '../../modules/ratingConfig/index.js';
import { claimSubscription, findSubscription, lockSubscription, type SubscriptionTable } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { dueStep, upcomingStep, type Step } from '../rules/nextStep.js';
import type { PlanContext } from '../rules/plan.js';
import { timelineOf } from '../rules/timeline.js';
import * as repo from '../repo.js';
import { StepCache, stepContext, type StepOutcome } from '../steps/context.js';
import { runStep } from '../steps/run.js';
import type { BillingStateTable } from '../tables.js';

export type StepResult =
  | { kind: 'stepped'; step: Step['kind']; at: Date; invoicesCreated: number; grantsIssued: number }
  | { kind: 'idle' }
  /** Another transaction held the subscription for the whole bounded wait: not advanced by this run. */
  | { kind: 'held_elsewhere' };

/** A runaway guard: no subscription needs this many steps in one run (daily grants for 27 years). */
export const MAX_STEPS = 10_000;

/** A subscription as the engine sees it: its row, its engine state, its plan, its zone. */
export interface EngineView {
  subscription: SubscriptionTable;
  state: BillingStateTable | null;
  plan: PlanContext;
  zone: string;
  cache: StepCache;
}

export async function loadView(ctx: ScopedDb, subscription: SubscriptionTable): Promise<EngineView> {
  const { db, scope } = ctx;
  const state = (await repo.findBillingState({ db, scope }, subscription.id)) ?? null;
  const zone = await companyZone(db, scope.companyId);
  const cache = new StepCache(db, scope);
  const plan = await cache.plan(subscription.plan_id);
  return { subscription, state, plan, zone, cache };
}

/** After a step (or finding none due), records when the subscription's next step falls: the engine's work list reads it. */
export async function recordNextStep(ctx: ScopedDb<Transaction<Database>>, view: Pick<EngineView, 'subscription' | 'state' | 'plan' | 'zone'>): Promise<void> {
  const { db: trx, scope } = ctx;
  if (view.state === null) return;
  const next = upcomingStep(timelineOf(view.subscription, view.state, view.plan, view.zone));
  const nextAt = next === null ? null : toIso(next.at);
  if (nextAt !== view.state.next_at) await repo.updateBillingState({ db: trx, scope }, view.subscription.id, { next_at: nextAt });
}

/** Takes the step due at `asOf` (recording `tx.now`), if any, in the caller's transaction; null when none is due. */
export async function takeDueStep(tx: TxContext, view: EngineView, asOf: Date): Promise<{ step: Step; outcome: StepOutcome } | null> {
  const step = dueStep(timelineOf(view.subscription, view.state, view.plan, view.zone), asOf);
  if (step === null) return null;
  // A step that moves the subscription to another plan changes what its events are rated by: it
  // takes the rating-config lock before any wallet (ingest's order), so no batch that read the old
  // plan commits after it (ratingConfig/version.ts; planPhases.ts records the plan left).
  if (movesPlan(step)) await lockRatingConfigForChange(tx.trx, tx.scope);
  const ctx = stepContext(tx, view.subscription, view.zone, view.cache);
  return { step, outcome: await runStep({ ctx, plan: view.plan, state: view.state }, step) };
}

function movesPlan(step: Step): boolean {
  return step.kind === 'transition' || (step.kind === 'boundary' && step.transitionTo !== null);
}

/** How long a step waits for another holder of its subscription by default (one step is one short transaction). */
export const HELD_WAIT_MS = 5000;

/** The run's unit on the store: the step due at `run.now` (the run's as_of, which it also records), in a transaction of its own. */
export async function advanceOnce(run: DbContext, subscriptionId: string, heldWaitMs = HELD_WAIT_MS): Promise<StepResult> {
  try {
    return await takeOneStep(run, subscriptionId, heldWaitMs);
  } catch (error) {
    if (error instanceof RowHeldElsewhere) return { kind: 'held_elsewhere' };
    throw error;
  }
}

function takeOneStep(run: DbContext, subscriptionId: string, heldWaitMs: number): Promise<StepResult> {
  const { scope } = run;
  return run.db.transaction().execute(async (trx) => {
    const subscription = await claimSubscription({ db: trx, scope }, subscriptionId, heldWaitMs);
    if (!subscription) return { kind: 'idle' } as const;
    const view = await loadView({ db: trx, scope }, subscription);
    const taken = await takeDueStep(txContext(trx, scope, run.now), view, run.now);
    // Nothing due (the work list was stale): remember when something will be.
    if (taken === null) {
      await recordNextStep({ db: trx, scope }, view);
      return { kind: 'idle' } as const;
    }
    const { step, outcome } = taken;
    await recordNextStep({ db: trx, scope }, { ...outcome, zone: view.zone });
    return { kind: 'stepped', step: step.kind, at: step.at, invoicesCreated: outcome.invoicesCreated, grantsIssued: outcome.grantsIssued } as const;
  });
}

/**
 * Takes, each in its own committed transaction, every step of the subscription due before
 * `before` (recording `ctx.now`), as the engine's next run would: what a preview needs done before
 * it reads. Waits for an engine holding the subscription rather than skipping it.
 */
export async function catchUp(ctx: DbContext, subscriptionId: string, before: Date): Promise<void> {
  const { db, scope } = ctx;
  // Usually nothing is due: find that out with plain reads, without taking a write lock.
  const current = await findSubscription({ db, scope }, subscriptionId);
  if (!current) return;
  const view = await loadView({ db, scope }, current);
  if (dueStep(timelineOf(view.subscription, view.state, view.plan, view.zone), before) === null) return;
  for (let steps = 0; ; steps++) {
    if (steps >= MAX_STEPS) throw new Error(`More than ${MAX_STEPS} billing steps in one catch-up`);
    const stepped = await db.transaction().execute(async (trx) => {
      const subscription = await lockSubscription({ db: trx, scope }, subscriptionId);
      if (!subscription) return false;
      const view = await loadView({ db: trx, scope }, subscription);
      const taken = await takeDueStep(txContext(trx, scope, ctx.now), view, before);
      if (taken === null) return false;
      await recordNextStep({ db: trx, scope }, { ...taken.outcome, zone: view.zone });
      return true;
    });
    if (!stepped) return;
  }
}
