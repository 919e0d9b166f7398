/** Coupons and the discounts they make on subscriptions (issue 30, item 3). */
export { createCoupon } from './createCoupon.js';
export { activeDiscounts, applyCoupon, assertCouponCurrency, couponByCode, getCoupon, listCoupons, listDiscounts, useDiscounts, type ApplyTarget, type CouponLookup } from './service.js';
export { deleteCoupon, removeDiscount } from './removal.js';
export { toCoupon } from './present.js';
export { findCouponByCode } from './repo.js';
export { couponWords } from './words.js';
export { ApplyCouponBody, Coupon, CreateCouponBody, DiscountParams, ListCouponsQuery, SubscriptionDiscount } from './schemas.js';
export { COUPON_DURATIONS, type CouponDuration, type CouponTable, type SubscriptionDiscountTable } from './tables.js';
export { couponRoutes } from './routes.js';
