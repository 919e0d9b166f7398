import type { Mode } from '../kernel/mode.js';

/**
 * The billing engine's progress on one subscription. The subscription row
 * keeps what the API shows (status, plan, current_period_*, next_renewal_date); this row keeps
 * what only the engine needs. It is created when the engine opens the first period.
 */
export interface BillingStateTable {
  subscription_id: string;
  company_id: string;
  mode: Mode;
  /** When the subscription began its current plan (its start, or the last plan transition). */
  phase_start: string;
  /**
   * Where the current plan's period boundaries are counted from when not from `phase_start`: a
   * change to a plan of the same invoicing cadence keeps the cycle it interrupted (migration 0104).
   * Null: from `phase_start`.
   */
  cycle_start: string | null;
  /** Every engine step at or before this instant is done. */
  billed_through: string;
  /** The next instant the engine has work for (a boundary, a grant, a trial end); null: none known. */
  next_at: string | null;
  /** When the engine closed the final period: nothing is left to bill. Null while the subscription runs. */
  ended_at: string | null;
  /**
   * JSON object denomination key -> decimal text: pricing-unit overdraft of in-advance flat fees
   * drawn when a period opened, invoiced with the period's overage when it closes.
   */
  carry: string;
  created_at: string;
  updated_at: string;
}

/**
 * A subscription the engine could not bill on its last try (migration 0017): listed by
 * GET /v1/billing/problems and in every run's answer until a run bills it; removed then.
 */
export interface BillingProblemTable {
  subscription_id: string;
  company_id: string;
  mode: Mode;
  /** BillingBlocked's code (CONVERSION_RATE_MISSING, AMOUNT_OUT_OF_RANGE, ...) or BILLING_STEP_FAILED. */
  code: string;
  message: string;
  first_failed_at: string;
  last_failed_at: string;
  attempts: number;
}

export interface BillingTables {
  billing_states: BillingStateTable;
  billing_problems: BillingProblemTable;
}
