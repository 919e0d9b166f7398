/**
 * Updates a subscription; only provided fields change (cancellations are lifecycle.ts transitions).
 * - `status: canceled` cancels now: canceled_at = ended_at = now, no next renewal, nothing left
 *   scheduled. A canceled subscription is final: any later change is 409 SUBSCRIPTION_CANCELED
 *   (re-sending `status: canceled` changes nothing and succeeds).
 * - A new `billing_anchor_day` moves the current period's end to the next boundary under the new
 *   anchor (`next_renewal_date`, and the engine's open period when there is one). The answer says
 *   the anchor moved (`anchorMoved`): the caller, src/api/subscriptions/updateSubscription.ts, has the engine credit
 *   the prepaid days the new anchor would bill again, in this transaction (issue 26, item 7a).
 *   The row is locked (`lockSubscription`) before it is read, so concurrent updates run one after
 *   the other: the second of two equal anchor moves finds the anchor moved and changes nothing.
 * - `cancel_at_period_end` and `cancel_at` (extensions) schedule a cancellation; setting one
 *   replaces the other. With `cancel_at_period_end`, `cancel_at` shows the end of the current
 *   period (as `plan_transition_at` does for a transition), and follows it when the anchor moves.
 * - An immediate cancel (`status: canceled`) ends the subscription now: the engine's next run
 *   closes the partial period with in-arrears flat fees prorated by local calendar days from the
 *   period start up to the cancel's day (a cancel at 00:00 on 11 January bills 1-10 January, 10
 *   days; at 15:00 on 10 January, 1-9 January: a day is billed once it is over), its usage and
 *   overdraft. Prepaid in-advance fees are not refunded (Stripe's default cancel, without
 *   proration); grants already issued stay until they expire.
 */
import { nextBoundary } from '../../kernel/calendar/index.js';
import type { TxContext } from '../../db/context.js';
import { toIso } from '../../time.js';
import { findPlan } from '../plans/index.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import { companyZone } from '../platform/index.js';
import { cancelNow, currentPeriodEnd, scheduleCancelAt, scheduleCancelAtPeriodEnd } from './lifecycle.js';
import { toSubscription } from './present.js';
import { recordSubscriptionEvent } from './events.js';
import * as repo from './repo.js';
import { DATE_INPUT_MESSAGE, parseDateInput, scheduleOf } from './schedule.js';
import type { Subscription, UpdateSubscriptionBody } from './schemas.js';
import type { SubscriptionTable } from './tables.js';
import { DomainError, type ProblemDetail, invalid, notFound } from '../../errors/index.js';

function canceledError() {
  return new DomainError('SUBSCRIPTION_CANCELED', 'The subscription is canceled; a canceled subscription cannot be changed');
}

export interface SubscriptionUpdate {
  subscription: Subscription;
  /** The locked row as it was, and as it is now. */
  before: SubscriptionTable;
  after: SubscriptionTable;
  /** The billing anchor changed (and with it the open period's end). */
  anchorMoved: boolean;
}

/** The update, in the caller's transaction (`tx.now` is when it happens). */
export async function applySubscriptionUpdate(tx: TxContext, id: string, body: UpdateSubscriptionBody): Promise<SubscriptionUpdate> {
  const { trx, scope, now } = tx;
  // A cancel now ends what the customer's events are rated by: first, the rating-config lock
  // (ratingConfig/version.ts), so no ingest batch that read the live subscription commits after it.
  if (body.status === 'canceled') await lockRatingConfigForChange(trx, scope);
  // The row lock first; then the row as the API shows it (with its plan_code), read under the lock.
  const existing = (await repo.lockSubscription({ db: trx, scope }, id)) && (await repo.findSubscription({ db: trx, scope }, id));
  if (!existing) throw notFound('Subscription', id);
  const unchanged = { subscription: toSubscription(existing), before: existing, after: existing, anchorMoved: false };
  const zone = await companyZone(trx, scope.companyId);
  const problems: ProblemDetail[] = [];
  const patch: repo.SubscriptionPatch = {};

  if (body.next_renewal_date !== undefined) {
    if (body.next_renewal_date === null) patch.next_renewal_date = null;
    else {
      const renewal = parseDateInput(body.next_renewal_date, zone);
      if (!renewal) problems.push({ field: 'next_renewal_date', message: DATE_INPUT_MESSAGE });
      else if (toIso(renewal) <= existing.start_date) problems.push({ field: 'next_renewal_date', message: 'must be after start_date' });
      else patch.next_renewal_date = toIso(renewal);
    }
  }
  if (body.cancel_at !== undefined) {
    if (body.cancel_at === null) Object.assign(patch, scheduleCancelAt(null));
    else {
      const cancelAt = parseDateInput(body.cancel_at, zone);
      if (!cancelAt) problems.push({ field: 'cancel_at', message: DATE_INPUT_MESSAGE });
      else if (cancelAt.getTime() <= now.getTime()) problems.push({ field: 'cancel_at', message: 'must be in the future (set status to canceled to cancel now)' });
      else if (body.cancel_at_period_end === true) problems.push({ field: 'cancel_at', message: 'cannot be set together with cancel_at_period_end: true' });
      else Object.assign(patch, scheduleCancelAt(cancelAt));
    }
  }
  if (body.cancel_at_period_end !== undefined && patch.cancel_at_period_end === undefined) {
    Object.assign(patch, scheduleCancelAtPeriodEnd(existing, body.cancel_at_period_end));
  }
  if (problems.length) throw invalid(problems);

  if (existing.status === 'canceled') {
    const asksChange = Object.keys(body).some((field) => field !== 'status') || (body.status !== undefined && body.status !== 'canceled');
    if (asksChange) throw canceledError();
    return unchanged;
  }

  if (body.billing_anchor_day !== undefined && body.billing_anchor_day !== existing.billing_anchor_day) {
    const plan = await findPlan({ db: trx, scope }, existing.plan_id);
    if (!plan) throw notFound('Plan', existing.plan_id);
    patch.billing_anchor_day = body.billing_anchor_day;
    const boundary = toIso(nextBoundary(scheduleOf({ ...existing, billing_anchor_day: body.billing_anchor_day }, plan, zone), now));
    if (body.next_renewal_date === undefined) patch.next_renewal_date = boundary;
    if (existing.current_period_end !== null) patch.current_period_end = boundary;
  }
  // A cancellation at period end names the period's end in cancel_at, wherever the changes above moved it.
  if ((patch.cancel_at_period_end ?? Number(existing.cancel_at_period_end)) === 1) {
    patch.cancel_at = currentPeriodEnd({ ...existing, ...patch });
  }

  if (body.status !== undefined) patch.status = body.status;
  if (body.status === 'canceled') Object.assign(patch, cancelNow(existing, now));

  if (Object.keys(patch).length === 0) return unchanged;
  patch.updated_at = toIso(now);
  if (!(await repo.updateLiveSubscription({ db: trx, scope }, id, patch))) throw canceledError();
  await recordSubscriptionEvent(tx, id, existing);
  const after = { ...existing, ...patch };
  return { subscription: toSubscription(after), before: existing, after, anchorMoved: patch.billing_anchor_day !== undefined };
}
