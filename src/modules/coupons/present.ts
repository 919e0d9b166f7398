/** Coupons and discounts as the API shows them. */
import type { Coupon, SubscriptionDiscount } from './schemas.js';
import type { CouponTable, SubscriptionDiscountTable } from './tables.js';

export function toCoupon(row: CouponTable): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    percent_off: row.percent_off,
    amount_off_cents: row.amount_off_cents === null ? null : Number(row.amount_off_cents),
    currency_code: row.currency_code,
    duration: row.duration,
    duration_in_periods: row.duration_in_periods === null ? null : Number(row.duration_in_periods),
    created_at: row.created_at,
    deleted: row.deleted_at !== null,
    deleted_at: row.deleted_at,
  };
}

export function toDiscount(discount: SubscriptionDiscountTable, coupon: CouponTable): SubscriptionDiscount {
  return {
    id: discount.id,
    coupon: toCoupon(coupon),
    subscription_id: discount.subscription_id,
    start: discount.start,
    periods_remaining: discount.periods_remaining === null ? null : Number(discount.periods_remaining),
    ended_at: discount.ended_at,
    created_at: discount.created_at,
  };
}
