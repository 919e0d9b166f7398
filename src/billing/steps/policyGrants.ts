/**
 * Grants the engine issues: the plan's credit-grant policies by their cadence (the calendar
 * kernel's grant schedule; a first allowance inside a period prorated, rules/grants.ts) and the plan's `initial_credit_quantity` at subscription start
 * (rules/grants.ts). Each grant carries a source reference, so issuing twice grants once.
 */
import { grantInstantsBetween, type GrantCalendar } from '../../kernel/calendar/index.js';
import { dec } from '../../money/decimal.js';
import type { CreditGrantPolicyTable } from '../../modules/grantPolicies/index.js';
import { grantCredits, hasGrantWithSourceRef, type GrantCreditsInput } from '../../modules/wallets/index.js';
import { initialCreditsRef, initialCreditUnit, policyDenomination, policyGrantName, policyGrantRef, policyGrantTerms } from '../rules/grants.js';
import type { PlanContext } from '../rules/plan.js';
import type { StepContext } from './context.js';

/** Grants once per source reference; true when this call granted. */
async function grantOnce(ctx: StepContext, input: GrantCreditsInput & { sourceRef: string }): Promise<boolean> {
  if (await hasGrantWithSourceRef(ctx, input.customerId, input.sourceRef)) return false;
  await grantCredits(ctx, input);
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
    const terms = policyGrantTerms(policy, calendar, at);
    if (terms.amount.lte(0)) continue;
    const granted = await grantOnce(ctx, {
      customerId: ctx.subscription.customer_id,
      subscriptionId: ctx.subscription.id,
      denomination: policyDenomination(policy),
      name: policyGrantName(policy, terms),
      amount: terms.amount,
      expiresAt: terms.expiresAt,
      rollover: terms.rollover,
      source: 'policy',
      sourceRef: policyGrantRef(ctx.subscription.id, policy.id, at),
    });
    if (granted) issued += 1;
  }
  return { issued, last: due.length === 0 ? null : (due[due.length - 1] as { at: Date }).at };
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
    sourceRef: initialCreditsRef(ctx.subscription.id),
  });
  return granted ? 1 : 0;
}
