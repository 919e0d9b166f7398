/**
 * A plan change asked for (through the API or the customer portal), checked before anything is
 * quoted or written, in this order: the fields (400 VALIDATION_ERROR: exactly one of plan_id and
 * plan_code; a refund policy only with timing now), the subscription (404 NOT_FOUND), the plan (404
 * NOT_FOUND), then the billing rules: a canceled subscription (422 SUBSCRIPTION_CANCELED), the plan
 * it is already on (422 PLAN_UNCHANGED), a plan of another currency (422 CURRENCY_MISMATCH, at any
 * timing: the portal offers only plans of the subscription's currency, and the API the same), a
 * customer already live on the plan through another subscription (409 SUBSCRIPTION_ALREADY_EXISTS,
 * said again under the customer's lock when the change is made).
 */
import type { RefundPolicy } from '../../billing/index.js';
import type { DbContext } from '../../db/context.js';
import { DomainError, invalid, notFound } from '../../errors/index.js';
import { nextBoundary } from '../../kernel/calendar/index.js';
import type { PlanChangeTiming } from '../../kernel/planChangeTimings.js';
import { findPlan, findPlanByCode, type PlanTable } from '../../modules/plans/index.js';
import { companyZone } from '../../modules/platform/index.js';
import { findSubscription, refuseSecondSubscription, scheduleOf, type SubscriptionRow } from '../../modules/subscriptions/index.js';
import type { ChangePlanBody } from './schemas.js';

/** The refund policy of a change now when none is given (as a signup link's). */
export const DEFAULT_REFUND_POLICY: RefundPolicy = 'refund_prorated_prepaid_fixed_fees';

export interface ResolvedChange {
  subscription: SubscriptionRow;
  fromPlan: PlanTable;
  toPlan: PlanTable;
  timing: PlanChangeTiming;
  /** The policy of a change now; null at period end. */
  refundPolicy: RefundPolicy | null;
  /** The company's IANA zone: the billing calendar's. */
  zone: string;
  /** When the new plan takes over: now, or the current period's end. */
  effectiveAt: Date;
  /** The request field that named the plan (`plan_id` or `plan_code`), for a refusal's details. */
  planField: 'plan_id' | 'plan_code';
}

async function planOf(ctx: DbContext, body: ChangePlanBody): Promise<PlanTable> {
  const { db, scope } = ctx;
  if (body.plan_id !== undefined) {
    const plan = await findPlan({ db, scope }, body.plan_id);
    if (!plan) throw notFound('Plan', body.plan_id);
    return plan;
  }
  const code = body.plan_code ?? '';
  const plan = await findPlanByCode({ db, scope }, code);
  if (!plan) throw new DomainError('NOT_FOUND', `Plan with plan_code "${code}" not found`);
  return plan;
}

/** The change `body` asks of subscription `id` at `ctx.now`, or the refusal; nothing is written. */
export async function resolveChange(ctx: DbContext, id: string, body: ChangePlanBody): Promise<ResolvedChange> {
  const { db, scope, now } = ctx;
  if ((body.plan_id === undefined) === (body.plan_code === undefined)) {
    throw invalid([{ field: 'plan_id', message: 'give exactly one of plan_id and plan_code' }]);
  }
  if (body.refund_policy !== undefined && body.timing !== 'now') {
    throw invalid([{ field: 'refund_policy', message: 'is only allowed when timing is now (nothing prepaid is cut short at period end)' }]);
  }
  const subscription = await findSubscription({ db, scope }, id);
  if (!subscription) throw notFound('Subscription', id);
  const toPlan = await planOf(ctx, body);
  if (subscription.status === 'canceled') throw new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled; a canceled subscription cannot change plan`);
  if (subscription.plan_id === toPlan.id) throw new DomainError('PLAN_UNCHANGED', `Subscription ${subscription.id} is already on plan ${toPlan.id}`);
  const fromPlan = await findPlan({ db, scope }, subscription.plan_id);
  if (!fromPlan) throw notFound('Plan', subscription.plan_id);
  const planField = body.plan_id !== undefined ? 'plan_id' : 'plan_code';
  if (fromPlan.currency_code !== toPlan.currency_code) {
    throw new DomainError('CURRENCY_MISMATCH', `Plan ${toPlan.id} bills in ${toPlan.currency_code}, the subscription in ${fromPlan.currency_code}`, [
      { field: planField, message: `must be a plan in ${fromPlan.currency_code}` },
    ]);
  }
  await refuseSecondSubscription({ db, scope }, { customerId: subscription.customer_id, planId: toPlan.id, except: subscription.id, field: planField });
  const zone = await companyZone(db, scope.companyId);
  const effectiveAt = body.timing === 'now' ? now : nextBoundary(scheduleOf(subscription, fromPlan, zone), now);
  const refundPolicy = body.timing === 'now' ? (body.refund_policy ?? DEFAULT_REFUND_POLICY) : null;
  return { subscription, fromPlan, toPlan, timing: body.timing, refundPolicy, zone, effectiveAt, planField };
}
