/**
 * A preview's discount (the upcoming invoice, a plan change's quote): what the subscription's
 * coupons active at the instant the invoice would be issued take off its lines, by the rule the
 * invoice itself is built with (kernel/discounts.ts, through the invoices module's createInvoice),
 * so a preview and its invoice agree. Nothing is counted down.
 */
import type { ScopedDb } from '../../db/context.js';
import { invoiceDiscount } from '../../kernel/discounts.js';
import { activeDiscounts } from '../../modules/coupons/index.js';

export async function previewDiscount<L extends { total_amount_cents: number }>(
  ctx: ScopedDb,
  target: { subscriptionId: string; at: Date; currency: string },
  lines: readonly L[],
  kinds: readonly string[],
): Promise<{ discountCents: number; lines: (L & { discount_amount_cents: number })[] }> {
  const active = await activeDiscounts(ctx, target.subscriptionId, target.at);
  const discount = invoiceDiscount(lines.map((line, i) => ({ total_amount_cents: line.total_amount_cents, kind: kinds[i] ?? '' })), active.coupons, target.currency);
  return { discountCents: discount.discountCents, lines: lines.map((line, i) => ({ ...line, discount_amount_cents: discount.shares[i] ?? 0 })) };
}
