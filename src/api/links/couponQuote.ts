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
import { taxInvoiceLines } from '../../modules/invoices/index.js';
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

/**
 * The lines with a "Discount" line for what `coupons` take off them (none when nothing), each line
 * taxed again by the customer's rates after its share of the discount, as createInvoice taxes the
 * invoice (the engine's previews tax before any discount), so the page's total is the invoice's.
 */
export async function withDiscountLine(
  ctx: ScopedDb,
  customerId: string | null,
  lines: ChargeLine[],
  coupons: readonly DiscountCoupon[],
  currency: string,
  description: string,
): Promise<ChargeLine[]> {
  const { discountCents, shares } = invoiceDiscount(lines.map((line) => ({ total_amount_cents: line.minor, kind: line.kind })), coupons, currency);
  if (discountCents === 0) return lines;
  const taxes = await taxInvoiceLines(ctx, customerId, lines.map((line) => ({ total_amount_cents: line.minor })), lines.map((_, i) => shares[i] ?? 0));
  const taxed = taxes.rates.length === 0 ? lines : lines.map((line, i) => ({ ...line, taxMinor: taxes.lines[i]?.taxAmountCents ?? 0, inclusiveTaxMinor: taxes.lines[i]?.inclusiveTaxCents ?? 0 }));
  const line: ChargeLine = { description, exactMinor: dec(-discountCents), minor: -discountCents, quantity: 1, unitMinor: -discountCents, taxMinor: 0, inclusiveTaxMinor: 0, kind: 'adjustment', feeId: null, periodStart: null, periodEnd: null };
  return [...taxed, line];
}

/** The lines of the subscription's invoice issued at `at`, less what its active coupons take off. */
export async function withSubscriptionDiscounts(ctx: ScopedDb, subscription: { id: string; customerId: string | null }, at: Date, currency: string, lines: ChargeLine[]): Promise<ChargeLine[]> {
  const active = await activeDiscounts(ctx, subscription.id, at);
  return active.coupons.length ? withDiscountLine(ctx, subscription.customerId, lines, active.coupons, currency, 'Discount') : lines;
}
