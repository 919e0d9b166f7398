/**
 * Creates a subscription: a customer on a plan from `start_date` (default now), with its billing
 * anchor (default the start's local day) and an optional trial. `next_renewal_date` is the end of
 * the first period. Status: `trialing` while the trial runs, else `active`; callers such as the
 * signup link pass `{ status: 'pending_payment_method' }`.
 *
 * It runs in the caller's transaction and locks the customer row first: a customer's second live
 * subscription to the same plan is refused (409 SUBSCRIPTION_ALREADY_EXISTS, duplicates.ts) unless
 * the body says `allow_duplicate: true`, and two concurrent creates cannot both pass the check.
 * It writes the subscription only; opening its first period (first invoice, initial credits,
 * policy grants) is the billing engine's, done in the same transaction by
 * src/api/subscriptions (the API and the hosted signup page alike).
 */
import { firstPeriod } from '../../kernel/calendar/index.js';
import type { TxContext, ScopedDb } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { toIso } from '../../time.js';
import { findCustomer, lockCustomer } from '../customers/index.js';
import { findPlan, findPlanByCode } from '../plans/index.js';
import { companyZone } from '../platform/index.js';
import type { PlanTable } from '../plans/index.js';
import { refuseSecondSubscription } from './duplicates.js';
import { toSubscription } from './present.js';
import { recordSubscriptionEvent } from './events.js';
import * as repo from './repo.js';
import { DATE_INPUT_MESSAGE, localDayOfMonth, parseDateInput, scheduleOf } from './schedule.js';
import type { CreateSubscriptionBody, Subscription } from './schemas.js';
import type { SubscriptionStatus, SubscriptionTable } from './tables.js';
import { type ProblemDetail, invalid } from '../../errors/index.js';

export interface CreateSubscriptionOptions {
  /** Overrides the status the dates imply (e.g. `pending_payment_method` until a card is on file). */
  status?: Exclude<SubscriptionStatus, 'canceled'>;
}

async function resolvePlan(ctx: ScopedDb, input: CreateSubscriptionBody, problems: ProblemDetail[]): Promise<PlanTable | undefined> {
  const { db, scope } = ctx;
  const hasId = input.plan_id !== undefined;
  const hasCode = input.plan_code !== undefined;
  if (hasId && hasCode) {
    problems.push({ field: 'plan_code', message: 'give plan_id or plan_code, not both' });
    return undefined;
  }
  if (input.plan_id !== undefined) {
    const plan = await findPlan({ db, scope }, input.plan_id);
    if (!plan) problems.push({ field: 'plan_id', message: 'no plan with this id' });
    return plan;
  }
  if (input.plan_code !== undefined) {
    const plan = await findPlanByCode({ db, scope }, input.plan_code);
    if (!plan) problems.push({ field: 'plan_code', message: 'no plan with this code' });
    return plan;
  }
  problems.push({ field: 'plan_id', message: 'is required (or give plan_code)' });
  return undefined;
}

export async function createSubscription(tx: TxContext, input: CreateSubscriptionBody, options: CreateSubscriptionOptions = {}): Promise<Subscription> {
  const { trx, scope, now } = tx;
  const db = trx;
  const problems: ProblemDetail[] = [];
  const zone = await companyZone(db, scope.companyId);

  const customer = await findCustomer({ db, scope }, input.customer_id);
  if (!customer) problems.push({ field: 'customer_id', message: 'no customer with this id' });
  const plan = await resolvePlan({ db, scope }, input, problems);

  let start: Date | null = now;
  if (input.start_date !== undefined && input.start_date !== null) {
    start = parseDateInput(input.start_date, zone);
    if (!start) problems.push({ field: 'start_date', message: DATE_INPUT_MESSAGE });
  }
  let trialEnd: Date | null = null;
  if (input.trial_end !== undefined && input.trial_end !== null) {
    trialEnd = parseDateInput(input.trial_end, zone);
    if (!trialEnd) problems.push({ field: 'trial_end', message: DATE_INPUT_MESSAGE });
    else if (start && trialEnd.getTime() <= start.getTime()) problems.push({ field: 'trial_end', message: 'must be after start_date' });
  }
  if (problems.length || !plan || !start) throw invalid(problems);

  // One decision at a time per customer: the lock holds until the caller's transaction ends.
  await lockCustomer({ db: trx, scope }, input.customer_id);
  if (input.allow_duplicate !== true) {
    await refuseSecondSubscription({ db: trx, scope }, { customerId: input.customer_id, planId: plan.id, field: input.plan_id !== undefined ? 'plan_id' : 'plan_code' });
  }

  const anchorDay = input.billing_anchor_day ?? localDayOfMonth(start, zone);
  const firstEnd = firstPeriod(scheduleOf({ start_date: toIso(start), billing_anchor_day: anchorDay }, plan, zone)).end;
  const status = options.status ?? (trialEnd && trialEnd.getTime() > now.getTime() ? 'trialing' : 'active');
  const stamp = toIso(now);
  const row: SubscriptionTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    customer_id: input.customer_id,
    plan_id: plan.id,
    status,
    start_date: toIso(start),
    billing_anchor_day: anchorDay,
    trial_end: trialEnd ? toIso(trialEnd) : null,
    next_renewal_date: toIso(firstEnd),
    current_period_start: null,
    current_period_end: null,
    cancel_at_period_end: 0,
    cancel_at: null,
    plan_transition_at_period_end: 0,
    plan_transition_at: null,
    plan_transition_to_plan_id: null,
    canceled_at: null,
    ended_at: null,
    created_at: stamp,
    updated_at: stamp,
  };
  await repo.insertSubscription(db, row);
  await recordSubscriptionEvent(tx, row.id, null);
  return toSubscription({ ...row, plan_code: plan.plan_code });
}
