/**
 * The quote of a plan change (what `preview: true` answers, and what the portal shows before the
 * customer confirms), with nothing written: a change now is quoted by the same engine preview the
 * signup link's "change now" shows (quotePlanChangeNow: the change's invoice, its credit balance
 * settled as finalization settles it); a change at period end invoices nothing today.
 *
 * Nothing of the subscription changes. As for every engine preview, billing already due before
 * now (a period that ended while no run came) is taken first, as the next run would take it, since
 * the change's invoice depends on it (billing/runner/preview.ts).
 */
import { BillingBlocked } from '../../billing/index.js';
import type { DbContext } from '../../db/context.js';
import { DomainError } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { previewDiscountThenTax } from '../discounts/index.js';
import { invoiceTotals } from '../../modules/invoices/index.js';
import { defaultPaymentMethod } from '../../modules/paymentMethods/index.js';
import { quotePlanChangeNow, type PlanChangeNowQuote } from '../links/index.js';
import type { ResolvedChange } from './resolveChange.js';
import type { PlanChangeQuote } from './schemas.js';

/** The engine cannot bill the subscription now: 422 BILLING_BLOCKED, its reason in the details. */
export function blockedAsError(error: unknown): never {
  if (error instanceof BillingBlocked) throw new DomainError('BILLING_BLOCKED', `The change cannot be billed now: ${error.message}`, [{ field: '', message: error.code }]);
  throw error;
}

const NOTHING_NOW: PlanChangeNowQuote = { lines: [], totalMinor: 0, creditedToBalanceMinor: 0, reduced: [] };

export async function quoteChange(ctx: DbContext, change: ResolvedChange): Promise<PlanChangeQuote> {
  const { db, scope } = ctx;
  const { subscription, fromPlan, toPlan, refundPolicy } = change;
  const quoted =
    refundPolicy === null
      ? NOTHING_NOW
      : await quotePlanChangeNow(ctx, {
          subscriptionId: subscription.id,
          customerId: subscription.customer_id,
          fromPlanId: fromPlan.id,
          toPlanId: toPlan.id,
          currency: toPlan.currency_code,
          refundPolicy,
        }).catch(blockedAsError);
  // The change's invoice is discounted by the coupons active when it is issued, then taxed after
  // each line's share (createInvoice's rule); an inclusive tax is inside its line's amount.
  const discounted = await previewDiscountThenTax(
    { db, scope },
    { subscriptionId: subscription.id, customerId: subscription.customer_id, at: change.effectiveAt, currency: toPlan.currency_code },
    quoted.lines,
  );
  const lines = discounted.lines;
  const totals = invoiceTotals(lines.map((line, index) => ({ ...line, inclusive_tax_cents: discounted.inclusiveTaxCents[index] ?? 0 })), discounted.discountCents);
  const due = Math.max(0, totals.total_cents);
  const card = due > 0 ? await defaultPaymentMethod({ db, scope }, subscription.customer_id) : undefined;
  return {
    subscription_id: subscription.id,
    customer_id: subscription.customer_id,
    from_plan_id: fromPlan.id,
    to_plan_id: toPlan.id,
    timing: change.timing,
    refund_policy: refundPolicy,
    effective_at: toIso(change.effectiveAt),
    currency: toPlan.currency_code,
    ...totals,
    amount_due_cents: due,
    credited_to_balance_cents: quoted.creditedToBalanceMinor,
    line_items: lines,
    reduced_invoices: quoted.reduced.map((r) => ({ invoice_number: r.invoiceNumber, credit_cents: r.minor })),
    payment_method_id: card?.id ?? null,
  };
}
