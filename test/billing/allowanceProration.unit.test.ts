/** The first-allowance rule (rules/grants.ts), pure: prorated inside a period, whole on a boundary. */
import { describe, expect, it } from 'vitest';
import { policyGrantName, policyGrantTerms } from '../../src/billing/rules/grants.js';
import type { GrantCalendar } from '../../src/kernel/calendar/index.js';
import type { CreditGrantPolicyTable } from '../../src/modules/grantPolicies/index.js';

function policy(overrides: Partial<CreditGrantPolicyTable> = {}): CreditGrantPolicyTable {
  return {
    id: 'p1',
    company_id: 'c1',
    mode: 'test',
    plan_id: 'plan1',
    account_type: 'pricing_unit',
    pricing_unit_id: 'u1',
    currency_code: null,
    amount: '3000',
    cadence: 'monthly',
    expiration_interval_count: 1,
    expiration_interval_unit: 'month',
    rollover: null,
    effective_from: null,
    effective_to: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function calendar(start: string, anchorDay = 1): GrantCalendar {
  return { phaseStart: new Date(start), anchorDay, zone: 'UTC', trialEnd: null, subscriptionStart: new Date(start) };
}

describe('first allowance proration', () => {
  it('prorates a mid-month start by the days left (21 of 30) and ends it at the boundary', () => {
    const at = new Date('2026-11-10T00:00:00Z');
    const terms = policyGrantTerms(policy(), calendar('2026-11-10T00:00:00Z'), at);
    expect(terms.amount.toString()).toBe('2100'); // 3000 x 21 / 30
    expect(terms.expiresAt?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(policyGrantName(policy(), terms)).toBe('Monthly credit grant, 21 of 30 days');
  });

  it('rounds half-even to a whole unit: 1000 x 11 / 30 = 366.67 -> 367; 15 x 15 / 30 = 7.5 -> 8; 5 x 15 / 30 = 2.5 -> 2', () => {
    expect(policyGrantTerms(policy({ amount: '1000' }), calendar('2026-11-20T00:00:00Z'), new Date('2026-11-20T00:00:00Z')).amount.toString()).toBe('367');
    expect(policyGrantTerms(policy({ amount: '15' }), calendar('2026-11-16T00:00:00Z'), new Date('2026-11-16T00:00:00Z')).amount.toString()).toBe('8');
    expect(policyGrantTerms(policy({ amount: '5' }), calendar('2026-11-16T00:00:00Z'), new Date('2026-11-16T00:00:00Z')).amount.toString()).toBe('2');
  });

  it('is whole on a boundary, at later boundaries, and for daily, weekly and one-off policies', () => {
    const onBoundary = policyGrantTerms(policy(), calendar('2026-11-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'));
    expect([onBoundary.amount.toString(), onBoundary.proration, onBoundary.expiresAt?.toISOString()]).toEqual(['3000', null, '2026-12-01T00:00:00.000Z']);
    const later = policyGrantTerms(policy(), calendar('2026-11-10T00:00:00Z'), new Date('2026-12-01T00:00:00Z'));
    expect([later.amount.toString(), later.proration]).toEqual(['3000', null]);
    for (const cadence of ['daily', 'weekly', 'one_off_subscription_start'] as const) {
      expect(policyGrantTerms(policy({ cadence }), calendar('2026-11-10T00:00:00Z'), new Date('2026-11-10T00:00:00Z')).amount.toString()).toBe('3000');
    }
  });

  it('keeps the policy\'s own expiry when one counted from the full period\'s start would end before the grant', () => {
    const terms = policyGrantTerms(policy({ expiration_interval_count: 3, expiration_interval_unit: 'day' }), calendar('2026-11-10T00:00:00Z'), new Date('2026-11-10T00:00:00Z'));
    expect(terms.amount.toString()).toBe('2100');
    expect(terms.expiresAt?.toISOString()).toBe('2026-11-13T00:00:00.000Z');
  });
});
