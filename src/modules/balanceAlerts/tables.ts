import type { Mode } from '../../kernel/mode.js';

export interface BalanceAlertTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  /** The wallet's denomination key (`pricing_unit:<id>` or `currency:<code>`). */
  denomination_key: string;
  pricing_unit_code: string | null;
  currency_code: string | null;
  /** Decimal text. */
  threshold: string;
  created_at: string;
}

export interface BalanceAlertTables {
  balance_alerts: BalanceAlertTable;
}
