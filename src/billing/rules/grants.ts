/**
 * The engine's grants, the rules (pure): what each policy grant is called and granted in, and the
 * unit of a plan's initial credits. Each grant carries a source reference naming the
 * subscription, the policy and the instant, so issuing twice grants once.
 *
 * Initial credits (decided here): credits plans only; granted in the pricing unit of the plan's
 * usage fees (per_unit or cost_plus) in force at the start, the oldest such fee's when several
 * units are used; without one, the pricing unit of the plan's oldest pricing-unit grant policy;
 * without either, nothing is granted (there is no unit to grant in). They never expire.
 *
 * A first allowance is prorated like the first flat fee (decided here, issue 12 item 9): a
 * monthly, quarterly or yearly policy's grant at a phase start (the subscription's start, or a
 * plan change) that falls inside a period, not on its boundary, grants the policy's amount x the
 * local days left in that period / the days of a full one (the days the prorated flat fee counts),
 * rounded half-even to a whole unit. Daily, weekly and one-off policies, and grants on a boundary,
 * are whole. Every policy grant, prorated or whole, expires counted from its grant period's start
 * on the calendar (the kernel's policyGrantExpiry, issue 26 item 4): with a one-month expiry a
 * first allowance issued at 22:27:48 on the anchor day ends at the first boundary, local midnight,
 * when the next allowance arrives, instead of overlapping it.
 *
 * Rollover (issue 31, item 4): a grant of a policy with rollover terms carries them (its caps, and
 * the expiry of its rollover grant, counted from its own expiry: policyGrantRollover); the
 * wallets module grants the rolled-over part when the grant's expiry is recorded.
 */
import { cadenceSchedule, firstPeriod, policyGrantExpiry, prorationDays, rolloverExpiry, type GrantCalendar } from '../../kernel/calendar/index.js';
import { policyRollover, type CreditGrantPolicyTable } from '../../modules/grantPolicies/index.js';
import type { GrantRollover } from '../../modules/wallets/index.js';
import { isEffectiveAt } from '../../kernel/effectiveDates.js';
import { dec, Decimal } from '../../money/decimal.js';
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

/** What one policy grant at `at` gives: its amount, its expiry, the days it was prorated to (null: whole), and its rollover (null: none). */
export interface PolicyGrantTerms {
  amount: Decimal;
  expiresAt: Date | null;
  proration: { used: number; full: number } | null;
  rollover: GrantRollover | null;
}

/**
 * What a policy grant expiring at `expiresAt` rolls over with (issue 31, item 4): the policy's caps,
 * and its rollover grant's expiry, the policy's rollover interval after `expiresAt`
 * (kernel rolloverExpiry). Null when the policy does not roll over or the grant never expires.
 */
export function policyGrantRollover(policy: CreditGrantPolicyTable, calendar: GrantCalendar, expiresAt: Date | null): GrantRollover | null {
  const rollover = policyRollover(policy);
  if (rollover === null || expiresAt === null) return null;
  return {
    maxAmount: rollover.max_amount === null ? null : dec(rollover.max_amount),
    maxPercent: rollover.max_percent === null ? null : dec(String(rollover.max_percent)),
    expiresAt: rolloverExpiry(policy.cadence, calendar, expiresAt, rollover.expiration_interval_count, rollover.expiration_interval_unit),
  };
}

/** The grant of `policy` at `at` on the phase calendar: whole, or a prorated first allowance (see the header). */
export function policyGrantTerms(policy: CreditGrantPolicyTable, calendar: GrantCalendar, at: Date): PolicyGrantTerms {
  const expiresAt = policyGrantExpiry(policy, calendar, at);
  const whole: PolicyGrantTerms = { amount: dec(policy.amount), expiresAt, proration: null, rollover: policyGrantRollover(policy, calendar, expiresAt) };
  const cadence = policy.cadence;
  if (cadence !== 'monthly' && cadence !== 'quarterly' && cadence !== 'yearly') return whole;
  if (at.getTime() !== calendar.phaseStart.getTime()) return whole;
  const period = firstPeriod(cadenceSchedule(calendar, cadence));
  if (period.start.getTime() <= period.fullStart.getTime()) return whole;
  const days = prorationDays(period, period.start, period.end);
  if (days.used >= days.full) return whole;
  return {
    amount: dec(policy.amount).mul(days.used).div(days.full).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN),
    expiresAt: whole.expiresAt,
    proration: days,
    rollover: whole.rollover,
  };
}

/** A policy grant's name: "Monthly credit grant", with the days of a prorated first allowance. */
export function policyGrantName(policy: CreditGrantPolicyTable, terms: PolicyGrantTerms): string {
  const name = `${CADENCE_NAMES[policy.cadence]} credit grant`;
  return terms.proration ? `${name}, ${terms.proration.used} of ${terms.proration.full} days` : name;
}
