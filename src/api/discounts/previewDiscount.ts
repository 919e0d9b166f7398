/**
 * A preview's discount (the upcoming invoice, a plan change's quote): what the subscription's
 * coupons active at the instant the invoice would be issued take off its lines, by the rule the
 * invoice itself is built with (kernel/discounts.ts, through the invoices module's createInvoice),
 * so a preview and its invoice agree. Nothing is counted down.
 */
import type { ScopedDb } from '../../db/context.js';
import { invoiceDiscount } from '../../kernel/discounts.js';
import { activeDiscounts } from '../../modules/coupons/index.js';
import { taxInvoiceLines } from '../../modules/invoices/index.js';
import type { PreviewLine } from '../../billing/index.js';
import { toIso } from '../../time.js';

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

/** A line of an engine preview (the upcoming invoice, a plan change now), as billing's previews give it. */
type EngineLine = Pick<PreviewLine, 'description' | 'quantity' | 'unitMinor' | 'taxMinor' | 'inclusiveTaxMinor' | 'minor' | 'kind' | 'periodStart' | 'periodEnd'>;

/**
 * An engine preview's lines as createInvoice will store them, in the API's line shape: discounted
 * as above, then, when a coupon took something off, taxed again by the customer's rates on each
 * line after its share (the engine's previews tax the lines before any discount, as they know no
 * coupons). `inclusiveTaxCents`: each line's tax inside its amount. Nothing is counted down.
 */
export async function previewDiscountThenTax(
  ctx: ScopedDb,
  target: { subscriptionId: string; customerId: string | null; at: Date; currency: string },
  engineLines: readonly EngineLine[],
) {
  const lines = engineLines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_amount_cents: line.unitMinor,
    tax_amount_cents: line.taxMinor,
    total_amount_cents: line.minor,
    period_start: line.periodStart === null ? null : toIso(line.periodStart),
    period_end: line.periodEnd === null ? null : toIso(line.periodEnd),
  }));
  const discounted = await previewDiscount(ctx, target, lines, engineLines.map((line) => line.kind));
  const asPreviewed = { ...discounted, inclusiveTaxCents: engineLines.map((line) => line.inclusiveTaxMinor) };
  if (discounted.discountCents === 0) return asPreviewed;
  const taxes = await taxInvoiceLines(ctx, target.customerId, discounted.lines, discounted.lines.map((line) => line.discount_amount_cents));
  if (taxes.rates.length === 0) return asPreviewed;
  return {
    discountCents: discounted.discountCents,
    lines: discounted.lines.map((line, i) => ({ ...line, tax_amount_cents: taxes.lines[i]?.taxAmountCents ?? 0 })),
    inclusiveTaxCents: discounted.lines.map((_, i) => taxes.lines[i]?.inclusiveTaxCents ?? 0),
  };
}
