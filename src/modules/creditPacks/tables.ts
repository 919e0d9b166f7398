import type { Mode } from '../../kernel/mode.js';
import { INTERVAL_UNITS, type IntervalUnit } from '../../kernel/calendar/index.js';

export { INTERVAL_UNITS, type IntervalUnit };

/**
 * A credit pack sells `unit_amount` units of a pricing unit for `money_minor` minor units of the
 * plan's currency; the granted credits expire after the interval (count null: never).
 */
export interface CreditPackTable {
  id: string;
  company_id: string;
  mode: Mode;
  plan_id: string;
  /** Unique per plan. */
  code: string;
  pricing_unit_id: string;
  /** Decimal text: a whole number of the plan currency's minor units. */
  money_minor: string;
  /** Decimal text: pricing units granted per pack. */
  unit_amount: string;
  expiration_interval_count: number | null;
  expiration_interval_unit: IntervalUnit;
  /** When the pack stopped being sold through new checkout links; null while on sale. */
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CreditPackTables {
  credit_packs: CreditPackTable;
}
