import type { Mode } from '../../kernel/mode.js';

export type SubscriptionStatus = 'pending_payment_method' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  start_date: string;
  billing_anchor_day: number;
  trial_end: string | null;
  next_renewal_date: string | null;
  /** The billing period the engine has opened and not yet closed. */
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: number;
  cancel_at: string | null;
  plan_transition_at_period_end: number;
  plan_transition_at: string | null;
  plan_transition_to_plan_id: string | null;
  canceled_at: string | null;
  /** When the subscription stops being in force (cancellation taking effect); null while it runs. */
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A plan the subscription was on before its current one, for [started_at, ended_at) (migration 0103). */
export interface SubscriptionPlanPhaseTable {
  subscription_id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  plan_id: string;
  started_at: string;
  ended_at: string;
  created_at: string;
}

export interface SubscriptionTables {
  subscriptions: SubscriptionTable;
  subscription_plan_phases: SubscriptionPlanPhaseTable;
}
