/**
 * `GET /v1/subscriptions/{id}/upcoming-invoice`: the billing engine's preview of the next invoice
 * it issues for the subscription (src/billing runner/upcoming.ts), shown like an invoice, with the
 * customer's credit balance applied as finalization would apply it (creditBalanceLine). Lines are
 * priced by the same rule an invoice uses, and discounted by the subscription's coupons active at
 * its issue (api/discounts previewDiscount, the rule createInvoice applies), so the totals are the invoice's.
 */
import { BillingBlocked, previewUpcomingInvoice } from '../../billing/index.js';
import type { DbContext } from '../../db/context.js';
import { DomainError } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { previewDiscountThenTax } from '../discounts/index.js';
import { creditBalanceLine, creditBalanceOf, invoiceTotals, type UpcomingInvoice } from '../../modules/invoices/index.js';

type UpcomingLine = UpcomingInvoice['line_items'][number];

/** As of `ctx.now`, outside any transaction; with `cancelNow`: the invoice an immediate cancel at `ctx.now` leads to (the engine's end step), for a confirmation page. */
export async function upcomingInvoice(ctx: DbContext, subscriptionId: string, options: { cancelNow?: boolean } = {}): Promise<UpcomingInvoice> {
  const preview = await previewUpcomingInvoice(ctx, subscriptionId, options).catch((error: unknown) => {
    if (error instanceof BillingBlocked) throw new DomainError('BILLING_BLOCKED', `The next invoice cannot be computed now: ${error.message}`, [{ field: '', message: error.code }]);
    throw error;
  });
  // Discounted, then taxed after each line's share; an inclusive tax is inside its line's amount:
  // the totals add only the rest (kernel/invoiceAmounts.ts).
  const discounted = await previewDiscountThenTax(
    ctx,
    { subscriptionId: preview.subscriptionId, customerId: preview.customerId, at: preview.issuedAt, currency: preview.currency },
    preview.lines,
  );
  const lines: UpcomingLine[] = discounted.lines;
  const totalsOf = (shown: UpcomingLine[]) => invoiceTotals(shown.map((line, index) => ({ ...line, inclusive_tax_cents: discounted.inclusiveTaxCents[index] ?? 0 })), discounted.discountCents);
  const before = totalsOf(lines);
  const balance = before.total_cents > 0 ? await creditBalanceOf(ctx, preview.customerId, preview.currency) : 0;
  const settle = creditBalanceLine(before.total_cents, balance, true);
  if (settle) {
    lines.push({ description: settle.description, quantity: 1, unit_amount_cents: settle.lineMinor, tax_amount_cents: 0, total_amount_cents: settle.lineMinor, discount_amount_cents: 0, period_start: null, period_end: null });
  }
  return {
    upcoming: true,
    customer_id: preview.customerId,
    subscription_id: preview.subscriptionId,
    currency: preview.currency,
    collection_method: 'charge_automatically',
    ...totalsOf(lines),
    period_start: toIso(preview.periodStart),
    period_end: toIso(preview.periodEnd),
    line_items: lines,
    issued_at: toIso(preview.issuedAt),
  };
}
