import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';
import type { IntervalUnit } from '../../kernel/calendar/index.js';

export type GrantAccountType = 'pricing_unit' | 'currency';
export type GrantCadence = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'one_off_subscription_start';
export const GRANT_CADENCES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'one_off_subscription_start'] as const;

/**
 * An automated grant on a plan: every `cadence` (or once at subscription start) a subscription
 * of the plan receives `amount` in the policy's denomination, expiring after the interval
 * (count null: never). In force on [effective_from, effective_to); null ends are open.
 */
export interface CreditGrantPolicyTable {
  id: string;
  company_id: string;
  mode: Mode;
  plan_id: string;
  account_type: GrantAccountType;
  /** Set exactly when account_type is pricing_unit. */
  pricing_unit_id: string | null;
  /** Set exactly when account_type is currency (always the plan's currency). */
  currency_code: CurrencyCode | null;
  /** Decimal text of a positive whole number: minor units for currency, whole units for pricing units. */
  amount: string;
  cadence: GrantCadence;
  expiration_interval_count: number | null;
  expiration_interval_unit: IntervalUnit;
  /** The policy's rollover terms as JSON text (rollover.ts, issue 31 item 4); null: unused credits expire. */
  rollover: string | null;
  effective_from: string | null;
  effective_to: string | null;
  created_at: string;
  updated_at: string;
}

export interface GrantPolicyTables {
  credit_grant_policies: CreditGrantPolicyTable;
}
