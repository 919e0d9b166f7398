/**
 * A plan change at an instant, carried out by the engine inside the caller's transaction (the
 * signup link's "change now"): the engine first catches up to the instant, then takes a
 * transition step there. The old plan's span closes at the instant (in-arrears fees prorated to
 * it, its usage, its overage) and the new plan's period opens with its in-advance fees prorated,
 * all on one invoice `${subscriptionId}:${instant}`, with any lines the caller adds (a refund of
 * the old plan's unused prepaid time). Later boundaries bill the new plan from the change on.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Scope } from '../db/scope.js';
import type { DialectName } from '../db/store.js';
import { notFound, unprocessable } from '../http/errors.js';
import { findInvoiceBySourceRef, type InvoiceTable } from '../modules/invoices/index.js';
import { companyZone } from '../modules/subscriptions/repo.js';
import { toIso } from '../time.js';
import { timelineOf } from './advanceSubscription.js';
import { StepCache, type StepContext } from './context.js';
import type { DraftLine } from './lines.js';
import { dueStep, upcomingStep } from './nextStep.js';
import * as repo from './repo.js';
import { runBoundary, runStep, type StepInput } from './steps.js';

export interface PlanChangeInput {
  subscriptionId: string;
  toPlanId: string;
  /** When the change takes effect (usually now). */
  at: Date;
  /** Added to the change's invoice, in the new plan's currency (e.g. negative `credit` refund lines). */
  extraLines?: DraftLine[];
}

export type PlanChangeResult =
  /** The engine had not opened a period yet: nothing was billed; switch `plan_id` and the engine starts on the new plan. */
  | { kind: 'not_started' }
  | { kind: 'changed'; invoice: InvoiceTable | null };

export async function changePlanAt(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  input: PlanChangeInput,
  now: Date,
): Promise<PlanChangeResult> {
  const zone = await companyZone(trx, scope.companyId);
  const cache = new StepCache(trx, scope);
  let subscription = await repo.lockSubscription(trx, dialect, scope, input.subscriptionId);
  if (!subscription) throw notFound('Subscription', input.subscriptionId);
  let state = (await repo.findBillingState(trx, scope, subscription.id)) ?? null;
  let plan = await cache.plan(subscription.plan_id);

  // Catch up: every step due before the change.
  const before = new Date(input.at.getTime() - 1);
  for (let step = dueStep(timelineOf(subscription, state, plan, zone), before); step !== null; step = dueStep(timelineOf(subscription, state, plan, zone), before)) {
    const ctx: StepContext = { trx, dialect, scope, now, zone, subscription, cache };
    const outcome = await runStep({ ctx, plan, state }, step);
    ({ subscription, state, plan } = outcome);
  }
  if (state === null) return { kind: 'not_started' };
  if (state.ended_at !== null || subscription.status === 'canceled') {
    throw unprocessable('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled`);
  }

  if (input.at.getTime() < Date.parse(state.billed_through)) {
    throw unprocessable('BILLED_AHEAD', `Subscription ${subscription.id} is billed through ${state.billed_through}, after the change at ${toIso(input.at)}`);
  }

  const ctx: StepContext = { trx, dialect, scope, now, zone, subscription, cache };
  const stepInput: StepInput = { ctx, plan, state };
  const outcome = await runBoundary(stepInput, input.at, input.toPlanId, input.extraLines ?? []);
  const next = upcomingStep(timelineOf(outcome.subscription, outcome.state, outcome.plan, zone));
  await repo.updateBillingState(trx, scope, subscription.id, { next_at: next === null ? null : toIso(next.at) });
  const invoice = await findInvoiceBySourceRef(trx, scope, `${subscription.id}:${toIso(input.at)}`);
  return { kind: 'changed', invoice: invoice ?? null };
}
