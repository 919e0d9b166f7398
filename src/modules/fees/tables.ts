import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';
import type { BillingMode, FeeCadence, MarkupMode, PricingModel } from './types.js';

/**
 * A price of a product. Denominated in a currency (`currency_code`, amount in its minor units)
 * or in a pricing unit (`pricing_unit_id`), never both.
 */
export interface PriceTable {
  id: string;
  company_id: string;
  mode: Mode;
  product_id: string;
  pricing_model: PricingModel;
  /** Decimal text: minor units (or pricing units) per `denominator` usage units. */
  amount: string;
  denominator: number;
  billing_mode: BillingMode;
  /** Null for usage-based prices. */
  cadence: FeeCadence | null;
  currency_code: CurrencyCode | null;
  pricing_unit_id: string | null;
  display_denominator: string | null;
  /** Set only on cost_plus prices. */
  cost_plus_markup_mode: MarkupMode | null;
  /** Decimal text. */
  cost_plus_multiplier: string | null;
  /** Decimal text in [0, 1). */
  cost_plus_target_margin: string | null;
  /** JSON text of the tiers as given (`[{ up_to, unit_amount, flat_amount? }]`): graduated and volume prices only. */
  tiers: string | null;
  /** Units per package: package prices only. */
  package_size: number | null;
  /** `up` or `down`: package prices only. */
  package_rounding: 'up' | 'down' | null;
  created_at: string;
}

/** A product's price on a plan from `effective_from` (null: always) to `effective_to` (exclusive; null: open-ended). */
export interface PlanFeeTable {
  id: string;
  company_id: string;
  mode: Mode;
  plan_id: string;
  product_id: string;
  price_id: string;
  effective_from: string | null;
  effective_to: string | null;
  created_at: string;
}

export interface FeeTables {
  prices: PriceTable;
  plan_fees: PlanFeeTable;
}
