/**
 * Grants the engine issues: the plan's credit-grant policies by their cadence (grantSchedule.ts)
 * and the plan's `initial_credit_quantity` at subscription start. Each grant carries a source
 * reference naming the subscription, the policy and the instant, so issuing twice grants once.
 *
 * Initial credits (decided here): credits plans only; granted in the pricing unit of the plan's
 * usage fees (per_unit or cost_plus) in force at the start, the oldest such fee's when several
 * units are used; without one, the pricing unit of the plan's oldest pricing-unit grant policy;
 * without either, nothing is granted (there is no unit to grant in). They never expire.
 */
import { dec } from '../money/decimal.js';
import type { Denomination } from '../money/denomination.js';
import { isEffectiveAt } from '../modules/fees/effectiveDates.js';
import type { CreditGrantPolicyTable } from '../modules/grantPolicies/tables.js';
import { grantCredits, type GrantCreditsInput } from '../modules/wallets/index.js';
import type { PlanContext, StepContext } from './context.js';
import { grantExpiry, grantInstantsBetween, type GrantCalendar } from './grantSchedule.js';
import * as repo from './repo.js';

const CADENCE_NAMES: Record<CreditGrantPolicyTable['cadence'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
  one_off_subscription_start: 'Subscription start',
};

function policyDenomination(policy: CreditGrantPolicyTable): Denomination {
  if (policy.account_type === 'pricing_unit' && policy.pricing_unit_id) return { kind: 'pricing_unit', pricingUnitId: policy.pricing_unit_id };
  if (policy.account_type === 'currency' && policy.currency_code) return { kind: 'currency', currencyCode: policy.currency_code };
  throw new Error(`Grant policy ${policy.id} has no denomination`);
}

/** Grants once per source reference; true when this call granted. */
async function grantOnce(ctx: StepContext, input: GrantCreditsInput & { sourceRef: string }): Promise<boolean> {
  if (await repo.grantExists(ctx.trx, ctx.scope, input.customerId, input.sourceRef)) return false;
  await grantCredits(ctx.trx, ctx.dialect, ctx.scope, input, ctx.now);
  return true;
}

/** Every policy grant of the plan falling in (after, until], in time order. */
export async function issuePolicyGrants(
  ctx: StepContext,
  plan: PlanContext,
  calendar: GrantCalendar,
  after: Date,
  until: Date,
): Promise<{ issued: number; last: Date | null }> {
  const due: { at: Date; policy: CreditGrantPolicyTable }[] = [];
  for (const policy of plan.policies) {
    for (const at of grantInstantsBetween(policy, calendar, after, until)) due.push({ at, policy });
  }
  due.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.policy.id < b.policy.id ? -1 : 1));
  let issued = 0;
  for (const { at, policy } of due) {
    const granted = await grantOnce(ctx, {
      customerId: ctx.subscription.customer_id,
      subscriptionId: ctx.subscription.id,
      denomination: policyDenomination(policy),
      name: `${CADENCE_NAMES[policy.cadence]} credit grant`,
      amount: dec(policy.amount),
      expiresAt: grantExpiry(at, policy.expiration_interval_count, policy.expiration_interval_unit, calendar.zone),
      source: 'policy',
      sourceRef: `${ctx.subscription.id}:${policy.id}:${at.toISOString()}`,
    });
    if (granted) issued += 1;
  }
  return { issued, last: due.length === 0 ? null : (due[due.length - 1] as { at: Date }).at };
}

/** The pricing unit initial credits are granted in (see the header), or null. */
export function initialCreditUnit(plan: PlanContext, at: Date): string | null {
  const instant = at.toISOString();
  for (const fee of plan.fees) {
    if (fee.price.model === 'flat' || fee.price.denomination.kind !== 'pricing_unit') continue;
    if (!isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, instant)) continue;
    return fee.price.denomination.pricingUnitId;
  }
  return plan.policies.find((p) => p.account_type === 'pricing_unit' && p.pricing_unit_id)?.pricing_unit_id ?? null;
}

/** The plan's initial credits, at subscription start; returns how many grants were made (0 or 1). */
export async function issueInitialCredits(ctx: StepContext, plan: PlanContext, at: Date): Promise<number> {
  const quantity = plan.plan.initial_credit_quantity;
  if (plan.plan.type !== 'credits' || quantity === null || quantity <= 0) return 0;
  const unit = initialCreditUnit(plan, at);
  if (unit === null) return 0;
  const granted = await grantOnce(ctx, {
    customerId: ctx.subscription.customer_id,
    subscriptionId: ctx.subscription.id,
    denomination: { kind: 'pricing_unit', pricingUnitId: unit },
    name: 'Initial credits',
    amount: dec(quantity),
    expiresAt: null,
    source: 'initial',
    sourceRef: `${ctx.subscription.id}:initial`,
  });
  return granted ? 1 : 0;
}
