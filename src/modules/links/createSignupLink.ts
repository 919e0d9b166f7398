/**
 * POST /v1/subscription-signup-links: a 24-hour, single-use link for one customer to subscribe to
 * the plan named by `plan_code`, or to change `previous_subscription_id` to it (now or at period end).
 *
 * 400 VALIDATION_ERROR for every body rule (all reported at once, naming each path): unknown
 * customer, unknown plan code, unknown previous subscription, change_timing_mode given exactly
 * when previous_subscription_id is, the refund policy only with `now`, http(s) URLs.
 * 422 when the body is well-formed but the change is not possible:
 * PREVIOUS_SUBSCRIPTION_MISMATCH (another customer's subscription), SUBSCRIPTION_CANCELED,
 * PLAN_UNCHANGED (already on that plan), CURRENCY_MISMATCH (an immediate change across currencies).
 * `coupon_code` (issue 30, item 3): a new subscription only; a code that names no coupon (or a deleted one) is 400
 * VALIDATION_ERROR on it, an amount coupon in another currency than the plan's 422
 * COUPON_CURRENCY_MISMATCH.
 * 409 SUBSCRIPTION_ALREADY_EXISTS when the customer already has a live subscription to the plan
 * (other than the one the link changes): the link would subscribe them twice, and each event would
 * be charged once per subscription. The subscribe page checks again before charging, and the
 * confirmation under the customer's lock (src/modules/subscriptions/duplicates.ts).
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import { assertCouponCurrency, findCouponByCode as findCoupon } from '../coupons/index.js';
import { findPlan, findPlanByCode } from '../plans/index.js';
import { findSubscription, refuseSecondSubscription } from '../subscriptions/index.js';
import { subscribeUrl, toSignupLink } from './present.js';
import { redirectUrlField } from './redirectUrl.js';
import * as repo from './repo.js';
import type { CreateSignupLinkBody, SignupLink } from './schemas.js';
import type { SignupLinkTable } from './tables.js';
import { expiresAtFrom, hashToken, newToken } from './tokens.js';
import { DomainError, type ProblemDetail, invalid } from '../../errors/index.js';

export async function createSignupLink(
  db: Kysely<Database>,
  clock: Clock,
  publicBaseUrl: string,
  scope: Scope,
  body: CreateSignupLinkBody,
): Promise<SignupLink> {
  const problems: ProblemDetail[] = [];
  const successUrl = redirectUrlField(body.success_url, 'success_url', problems);
  const backUrl = redirectUrlField(body.back_url, 'back_url', problems);
  const previousId = body.previous_subscription_id ?? null;
  const timing = body.change_timing_mode ?? null;
  const policy = body.cancel_now_prepaid_refund_policy ?? null;
  if (previousId !== null && timing === null) {
    problems.push({ field: 'change_timing_mode', message: 'is required when previous_subscription_id is given (now or end_of_period)' });
  }
  if (previousId === null && timing !== null) {
    problems.push({ field: 'change_timing_mode', message: 'is only allowed together with previous_subscription_id' });
  }
  if (policy !== null && timing !== 'now') {
    problems.push({ field: 'cancel_now_prepaid_refund_policy', message: 'is only allowed when change_timing_mode is now' });
  }

  const customer = await findCustomer({ db, scope }, body.customer_id);
  if (!customer) problems.push({ field: 'customer_id', message: 'no customer with this id' });
  const plan = await findPlanByCode({ db, scope }, body.plan_code);
  if (!plan) problems.push({ field: 'plan_code', message: 'no plan with this code' });
  const previous = previousId === null ? undefined : await findSubscription({ db, scope }, previousId);
  if (previousId !== null && !previous) problems.push({ field: 'previous_subscription_id', message: 'no subscription with this id' });
  const couponCode = body.coupon_code ?? null;
  const found = couponCode === null ? undefined : await findCoupon({ db, scope }, couponCode);
  const coupon = found?.deleted_at === null ? found : undefined; // a deleted coupon is as unknown
  if (couponCode !== null && previousId !== null) problems.push({ field: 'coupon_code', message: 'applies to a new subscription only, not with previous_subscription_id' });
  else if (couponCode !== null && !coupon) problems.push({ field: 'coupon_code', message: 'no coupon with this code' });
  if (problems.length || !plan) throw invalid(problems);
  if (coupon) assertCouponCurrency(coupon, plan.currency_code);

  if (previous) {
    if (previous.customer_id !== body.customer_id) {
      throw new DomainError('PREVIOUS_SUBSCRIPTION_MISMATCH', 'previous_subscription_id belongs to another customer than customer_id');
    }
    if (previous.status === 'canceled') throw new DomainError('SUBSCRIPTION_CANCELED', 'The previous subscription is canceled; create a signup link without it');
    if (previous.plan_id === plan.id) throw new DomainError('PLAN_UNCHANGED', 'The previous subscription is already on this plan');
    if (timing === 'now') {
      const from = await findPlan({ db, scope }, previous.plan_id);
      if (from && from.currency_code !== plan.currency_code) {
        throw new DomainError(
          'CURRENCY_MISMATCH',
          `An immediate change needs both plans in one currency (${from.currency_code} and ${plan.currency_code}); use end_of_period`,
        );
      }
    }
  }

  await refuseSecondSubscription({ db, scope }, { customerId: body.customer_id, planId: plan.id, except: previous?.id ?? null, field: 'plan_code' });

  const now = clock.now();
  const token = newToken();
  const row: SignupLinkTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    token_hash: hashToken(token),
    customer_id: body.customer_id,
    plan_id: plan.id,
    plan_code: plan.plan_code,
    success_url: successUrl,
    back_url: backUrl,
    previous_subscription_id: previousId,
    change_timing_mode: timing,
    cancel_now_prepaid_refund_policy: policy,
    expires_at: toIso(expiresAtFrom(now)),
    used_at: null,
    used_attempt: null,
    result_subscription_id: null,
    coupon_code: couponCode,
    created_at: toIso(now),
  };
  await repo.insertSignupLink(db, row);
  return toSignupLink(row, subscribeUrl(publicBaseUrl, token));
}
