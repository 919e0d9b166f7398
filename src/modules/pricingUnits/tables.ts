import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';

export interface PricingUnitTable {
  id: string;
  company_id: string;
  mode: Mode;
  /** Unique per company and mode. */
  code: string;
  name: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * `money_minor` of the settlement currency buys `unit_amount` pricing units, from
 * `effective_from` (null: since the beginning) to `effective_to` (exclusive; null: ongoing).
 * A rate with `customer_id` overrides the company default for that customer.
 */
export interface ConversionRateTable {
  id: string;
  company_id: string;
  mode: Mode;
  pricing_unit_id: string;
  customer_id: string | null;
  settlement_currency_code: CurrencyCode;
  money_minor: string;
  unit_amount: string;
  effective_from: string | null;
  effective_to: string | null;
  created_at: string;
}

export interface PricingUnitTables {
  pricing_units: PricingUnitTable;
  conversion_rates: ConversionRateTable;
}
