/**
 * The engine's grants, the rules (pure): what each policy grant is called and granted in, and the
 * unit of a plan's initial credits. Each grant carries a source reference naming the
 * subscription, the policy and the instant, so issuing twice grants once.
 *
 * Initial credits (decided here): credits plans only; granted in the pricing unit of the plan's
 * usage fees (per_unit or cost_plus) in force at the start, the oldest such fee's when several
 * units are used; without one, the pricing unit of the plan's oldest pricing-unit grant policy;
 * without either, nothing is granted (there is no unit to grant in). They never expire.
 */
import type { CreditGrantPolicyTable } from '../../modules/grantPolicies/tables.js';
import { isEffectiveAt } from '../../modules/fees/effectiveDates.js';
import type { Denomination } from '../../money/denomination.js';
import type { PlanContext } from './plan.js';

export const CADENCE_NAMES: Record<CreditGrantPolicyTable['cadence'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
  one_off_subscription_start: 'Subscription start',
};

export function policyDenomination(policy: CreditGrantPolicyTable): Denomination {
  if (policy.account_type === 'pricing_unit' && policy.pricing_unit_id) return { kind: 'pricing_unit', pricingUnitId: policy.pricing_unit_id };
  if (policy.account_type === 'currency' && policy.currency_code) return { kind: 'currency', currencyCode: policy.currency_code };
  throw new Error(`Grant policy ${policy.id} has no denomination`);
}

export function policyGrantRef(subscriptionId: string, policyId: string, at: Date): string {
  return `${subscriptionId}:${policyId}:${at.toISOString()}`;
}

export function initialCreditsRef(subscriptionId: string): string {
  return `${subscriptionId}:initial`;
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
