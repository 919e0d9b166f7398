/** Coupon and subscription discount request and response schemas (issue 30, item 3), fields in the order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CurrencyCodeSchema, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';
import { COUPON_DURATIONS } from './tables.js';

export const MAX_DURATION_IN_PERIODS = 1000;
export const COUPON_CODE_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const Coupon = named('Coupon', Type.Object({
  id: Type.String(),
  code: Type.String({ description: 'Unique per company and mode; what subscriptions and signup links name it by' }),
  name: Type.String({ description: 'Shown to the customer (hosted signup page)' }),
  percent_off: Nullable(Type.String({ description: 'Decimal string in (0, 100], e.g. "15" or "12.5"; null for an amount coupon' })),
  amount_off_cents: Nullable(Type.Integer({ description: 'Minor units of currency_code taken off each invoice it discounts; null for a percent coupon' })),
  currency_code: Nullable(Type.String({ description: 'The currency of amount_off_cents; null for a percent coupon' })),
  duration: StringEnum(COUPON_DURATIONS, { description: 'once: the first invoice after it is applied; repeating: duration_in_periods invoices (one per billing period); forever: every invoice' }),
  duration_in_periods: Nullable(Type.Integer({ description: 'Set exactly when duration is repeating' })),
  created_at: IsoDateTime,
  deleted: Type.Boolean({ description: 'True once deleted (DELETE /v1/coupons/{id}): it can no longer be applied, while the discounts it already made run to their end' }),
  deleted_at: Nullable(IsoDateTime),
}));
export type Coupon = Static<typeof Coupon>;

export const CreateCouponBody = named('CreateCouponRequest', Body(
  {
    code: Type.String({ pattern: COUPON_CODE_PATTERN, description: 'Letters, digits, "_" and "-", 1 to 64; unique per company and mode' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    percent_off: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 })], { description: 'Number or decimal string in (0, 100], at most 4 decimal places' })),
    amount_off_cents: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_000, description: 'Whole minor units of currency_code' })),
    currency_code: Type.Optional(CurrencyCodeSchema),
    duration: StringEnum(COUPON_DURATIONS),
    duration_in_periods: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DURATION_IN_PERIODS, description: 'Required exactly when duration is repeating' })),
  },
  { description: 'Exactly one of percent_off and amount_off_cents; amount_off_cents comes with currency_code' },
));
export type CreateCouponBody = Static<typeof CreateCouponBody>;

export const ListCouponsQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export type ListCouponsQuery = Static<typeof ListCouponsQuery>;

export const SubscriptionDiscount = named('SubscriptionDiscount', Type.Object({
  id: Type.String(),
  coupon: Coupon,
  subscription_id: Type.String(),
  start: IsoDateTime,
  periods_remaining: Nullable(Type.Integer({ description: 'Invoices it still discounts; null: forever. 0 once used up; what was left when removed' })),
  ended_at: Type.Union([IsoDateTime, Type.Null()], { description: 'When it was used up, or removed (DELETE /v1/subscriptions/{id}/discounts/{discountId}); no invoice issued from then on takes it' }),
  created_at: IsoDateTime,
}, { description: 'A coupon applied to a subscription' }));
export type SubscriptionDiscount = Static<typeof SubscriptionDiscount>;

export const DiscountParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), discountId: Type.String({ minLength: 1, maxLength: 64 }) });

export const ApplyCouponBody = named('ApplyCouponRequest', Body({
  coupon_code: Type.String({ minLength: 1, maxLength: 64 }),
}));
export type ApplyCouponBody = Static<typeof ApplyCouponBody>;
