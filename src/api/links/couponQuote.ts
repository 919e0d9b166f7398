/**
 * Coupons on the hosted pages' quotes (issue 30, item 3): what a signup link's coupon, or a
 * subscription's active coupons, take off the invoice a page quotes, by the rule the invoice is
 * built with (kernel/discounts.ts), shown as one "Discount" line so the lines still add up to what
 * the card is charged.
 */
import type { ScopedDb } from '../../db/context.js';
import { invoiceDiscount, type DiscountCoupon } from '../../kernel/discounts.js';
import { dec } from '../../money/decimal.js';
import { activeDiscounts, couponWords, findCouponByCode } from '../../modules/coupons/index.js';
import type { ChargeLine } from './planCharges.js';

/** A signup link's coupon in words for the page, and as the rule needs it; null without one. */
export async function linkCoupon(ctx: ScopedDb, code: string | null): Promise<{ name: string; words: string; coupon: DiscountCoupon } | null> {
  if (code === null) return null;
  const coupon = await findCouponByCode(ctx, code);
  if (!coupon) return null;
  return {
    name: coupon.name,
    words: couponWords(coupon),
    coupon: { id: coupon.id, percentOff: coupon.percent_off, amountOffCents: coupon.amount_off_cents === null ? null : Number(coupon.amount_off_cents), currencyCode: coupon.currency_code },
  };
}

/** The lines with a "Discount" line for what `coupons` take off them (none when nothing). */
export function withDiscountLine(lines: ChargeLine[], coupons: readonly DiscountCoupon[], currency: string, description: string): ChargeLine[] {
  const { discountCents } = invoiceDiscount(lines.map((line) => ({ total_amount_cents: line.minor, kind: line.kind })), coupons, currency);
  if (discountCents === 0) return lines;
  const line: ChargeLine = { description, exactMinor: dec(-discountCents), minor: -discountCents, quantity: 1, unitMinor: -discountCents, taxMinor: 0, kind: 'adjustment', feeId: null, periodStart: null, periodEnd: null };
  return [...lines, line];
}

/** The lines of the subscription's invoice issued at `at`, less what its active coupons take off. */
export async function withSubscriptionDiscounts(ctx: ScopedDb, subscriptionId: string, at: Date, currency: string, lines: ChargeLine[]): Promise<ChargeLine[]> {
  const active = await activeDiscounts(ctx, subscriptionId, at);
  return active.coupons.length ? withDiscountLine(lines, active.coupons, currency, 'Discount') : lines;
}
