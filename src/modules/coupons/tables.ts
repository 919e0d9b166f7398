import type { Mode } from '../../kernel/mode.js';

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

/**
 * A coupon (issue 30, item 3): `percent_off` (decimal text in (0, 100]) or `amount_off_cents` in
 * `currency_code`, never both. `code` is unique per company and mode, a deleted coupon's too
 * (never reused). Written once, but for `deleted_at`.
 */
export interface CouponTable {
  id: string;
  company_id: string;
  mode: Mode;
  code: string;
  name: string;
  percent_off: string | null;
  amount_off_cents: number | null;
  currency_code: string | null;
  duration: CouponDuration;
  /** The invoices a repeating coupon discounts; null unless repeating. */
  duration_in_periods: number | null;
  created_at: string;
  /** Set by DELETE /v1/coupons/{id}: it can no longer be applied; the discounts it made run on. */
  deleted_at: string | null;
}

/**
 * A coupon applied to a subscription, once per subscription and coupon. `periods_remaining` is
 * the number of invoices it still discounts (once: 1, repeating: duration_in_periods; null:
 * forever), counted down by each invoice it discounts; at 0 `ended_at` is set.
 */
export interface SubscriptionDiscountTable {
  id: string;
  company_id: string;
  mode: Mode;
  subscription_id: string;
  coupon_id: string;
  /** The instant of the first invoice it can discount: the subscription's start, or the end of its current period. */
  start: string;
  periods_remaining: number | null;
  ended_at: string | null;
  created_at: string;
}

export interface CouponTables {
  coupons: CouponTable;
  subscription_discounts: SubscriptionDiscountTable;
}
