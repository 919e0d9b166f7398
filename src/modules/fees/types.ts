/**
 * Plain data types of prices and plan fees, shared with the modules that rate and bill with them
 * (ingest, billing). No I/O here; `loadPlanFees` in ratingView.ts fills them.
 */
import type { Denomination } from '../../money/denomination.js';
import type { Decimal } from '../../money/decimal.js';
import type { BillableMetric, CostMetric } from '../metrics/index.js';
import type { TieredPrice } from '../../kernel/rating/index.js';

export const PRICING_MODELS = ['flat', 'per_unit', 'cost_plus', 'graduated', 'volume', 'package'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const BILLING_MODES = ['in_advance', 'in_arrears'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const FEE_CADENCES = ['monthly', 'quarterly', 'yearly', 'one_time'] as const;
export type FeeCadence = (typeof FEE_CADENCES)[number];

/** The usage models priced from a period's total (issue 31): tiers or packages, not a single rate. */
export const TIERED_MODELS = ['graduated', 'volume', 'package'] as const;
export type TieredModel = (typeof TIERED_MODELS)[number];

export function isTieredModel(model: PricingModel): model is TieredModel {
  return (TIERED_MODELS as readonly string[]).includes(model);
}

export const PACKAGE_ROUNDINGS = ['up', 'down'] as const;

export const MARKUP_MODES = ['multiplier', 'target_margin'] as const;
export type MarkupMode = (typeof MARKUP_MODES)[number];

/** cost_plus markup: cost x multiplier, or cost / (1 - target_margin). Exactly one is set. */
export type CostPlus =
  | { markupMode: 'multiplier'; multiplier: Decimal; targetMargin: null }
  | { markupMode: 'target_margin'; multiplier: null; targetMargin: Decimal };

export interface RatedPrice {
  id: string;
  model: PricingModel;
  /** Minor units of a currency, or pricing units, per `denominator` usage units (0 for cost_plus). */
  amount: Decimal;
  denominator: number;
  billingMode: BillingMode;
  /** null for usage-based prices (per_unit, cost_plus). */
  cadence: FeeCadence | null;
  denomination: Denomination;
  /** null unless model is cost_plus. */
  costPlus: CostPlus | null;
  /** The tiers or packages of a graduated, volume or package price; absent or null for every other model. */
  tiered?: TieredPrice | null;
}

export interface RatedFee {
  id: string;
  planId: string;
  /** Inclusive start instant (ISO, UTC); null: since always. */
  effectiveFrom: string | null;
  /** Exclusive end instant (ISO, UTC); null: open-ended. */
  effectiveTo: string | null;
  product: {
    id: string;
    name: string;
    billableMetric: BillableMetric | null;
    costMetric: CostMetric | null;
  };
  price: RatedPrice;
}
