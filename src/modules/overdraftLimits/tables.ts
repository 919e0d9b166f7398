import type { Mode } from '../../kernel/mode.js';

/** Whose limit it is: a plan's (for its subscribers) or a customer's (overriding their plans'). */
export type OverdraftLimitOwner = 'plan' | 'customer';

/**
 * How far below zero a wallet's available balance may go (issue 28): one row per owner and
 * denomination; no row is no limit (the default). "0" is a hard stop at zero.
 */
export interface OverdraftLimitTable {
  id: string;
  company_id: string;
  mode: Mode;
  owner_type: OverdraftLimitOwner;
  /** The plan's or the customer's id. */
  owner_id: string;
  /** The wallet's denomination key (`pricing_unit:<id>` or `currency:<code>`), as wallets name theirs. */
  denomination_key: string;
  account_type: 'pricing_unit' | 'currency';
  pricing_unit_code: string | null;
  currency_code: string | null;
  /** Decimal text, zero or more: the debt allowed. */
  overdraft_limit: string;
  created_at: string;
  updated_at: string;
}

export interface OverdraftLimitTables {
  overdraft_limits: OverdraftLimitTable;
}
