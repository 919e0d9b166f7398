import type { Mode } from '../../kernel/mode.js';

/** active: tops up at each crossing; failed: its last run's charge was declined three times (the next crossing tries again); disabled: deleted. */
export type AutoTopUpStatus = 'active' | 'failed' | 'disabled';

/**
 * A customer's auto top-up on one wallet (issue 29, item 2): when a draw takes the wallet's
 * available balance from above `threshold` to at or below it, buy `quantity` of the credit pack
 * (a pricing-unit wallet) or `amount` of the currency (a currency wallet) with the default card.
 */
export interface AutoTopUpTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  denomination_key: string;
  account_type: 'pricing_unit' | 'currency';
  pricing_unit_code: string | null;
  currency_code: string | null;
  /** Decimal text. */
  threshold: string;
  credit_pack_id: string | null;
  quantity: number | null;
  /** Decimal text, of the currency; set on a currency wallet's top-up. */
  amount: string | null;
  /** Top-ups started per calendar month (UTC) at most. */
  monthly_limit: number;
  status: AutoTopUpStatus;
  created_at: string;
  updated_at: string;
}

/** pending: to charge (at next_attempt_at); succeeded: charged and granted; failed: declined on every try; skipped: not charged (monthly limit, no card, disabled). */
export type AutoTopUpRunStatus = 'pending' | 'succeeded' | 'failed' | 'skipped';

/** One crossing's top-up: the outbox row ingest writes with the draw, worked by the job. */
export interface AutoTopUpRunTable {
  id: string;
  company_id: string;
  mode: Mode;
  auto_top_up_id: string;
  customer_id: string;
  /** `<auto top-up id>:<event id>`: the draw that crossed; unique, so a crossing starts one run. */
  crossing_key: string;
  status: AutoTopUpRunStatus;
  /** Charges declined so far; the next charge's idempotency key ends in this number. */
  attempts: number;
  next_attempt_at: string;
  /** A worker holds the run until then (a worker that died lets it go). */
  lease_until: string | null;
  invoice_id: string | null;
  grant_id: string | null;
  failure: string | null;
  created_at: string;
  updated_at: string;
}

export interface AutoTopUpTables {
  auto_top_ups: AutoTopUpTable;
  auto_top_up_runs: AutoTopUpRunTable;
}
