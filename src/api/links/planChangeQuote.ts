/**
 * What a plan change now invoices at once, quoted before it happens, for everything that changes a
 * plan now (the signup link's "change now", POST /v1/subscriptions/{id}/change-plan, the
 * customer portal): the billing engine's preview of the change's invoice (`previewPlanChange`,
 * computed by the code its transition step runs, with nothing written), then the customer's
 * credit balance settled as the invoice's finalization settles it (invoices' creditBalanceLine):
 * a net credit is carried to the balance (the line "Credit carried to your account balance", and
 * 0 due), a positive total has the balance taken off. A change that reduces an unpaid invoice
 * instead of refunding it says which (`reduced`).
 *
 * Throws what the engine's preview throws (BillingBlocked, a DomainError such as
 * SUBSCRIPTION_CANCELED); each caller says it in its own words.
 */
import { previewPlanChange, previewTotal, type RefundPolicy } from '../../billing/index.js';
import type { DbContext, ScopedDb } from '../../db/context.js';
import type { CurrencyCode } from '../../money/currency.js';
import { dec } from '../../money/decimal.js';
import { creditBalanceLine, creditBalanceOf } from '../../modules/invoices/index.js';
import type { ChargeLine } from './planCharges.js';
import { withSubscriptionDiscounts } from './couponQuote.js';

export interface PlanChangeNowQuote {
  lines: ChargeLine[];
  /** Sum of the rounded lines: the invoice total, and what is charged when positive. */
  totalMinor: number;
  /** What this goes to the customer's credit balance (0 when nothing does), minor units. */
  creditedToBalanceMinor: number;
  /** Unpaid invoices the change reduces instead of refunding (the credit, minor units, negative). */
  reduced: { invoiceNumber: string | null; minor: number }[];
}

export interface PlanChangeNowInput {
  subscriptionId: string;
  customerId: string;
  /** The plan the subscription is on (the change is refused if it is no longer when it happens). */
  fromPlanId: string;
  toPlanId: string;
  currency: CurrencyCode;
  refundPolicy: RefundPolicy;
}

/** The quote at `ctx.now` (outside any transaction: `ctx.db` is the store's). */
export async function quotePlanChangeNow(ctx: DbContext, input: PlanChangeNowInput): Promise<PlanChangeNowQuote> {
  const { db, scope, now } = ctx;
  const preview = await previewPlanChange(ctx, { subscriptionId: input.subscriptionId, toPlanId: input.toPlanId, at: now, refundPolicy: input.refundPolicy, fromPlanId: input.fromPlanId });
  // The change's invoice takes off the subscription's active coupons, as createInvoice does.
  const lines = preview.kind === 'changed' ? await withSubscriptionDiscounts({ db, scope }, { id: input.subscriptionId, customerId: input.customerId }, now, input.currency, preview.lines) : [];
  const balance = await withCreditBalance({ db, scope }, input.customerId, input.currency, lines);
  return { lines: balance.lines, totalMinor: previewTotal(balance.lines), creditedToBalanceMinor: balance.carriedMinor, reduced: preview.kind === 'changed' ? preview.reduced : [] };
}

/** The lines with the credit-balance line the invoice's finalization adds (the same rule, creditBalanceLine). */
export async function withCreditBalance(ctx: ScopedDb, customerId: string, currency: CurrencyCode, lines: ChargeLine[]): Promise<{ lines: ChargeLine[]; carriedMinor: number }> {
  const { db, scope } = ctx;
  const total = previewTotal(lines);
  const balance = total > 0 ? await creditBalanceOf({ db, scope }, customerId, currency) : 0;
  const settle = creditBalanceLine(total, balance, true);
  if (!settle) return { lines, carriedMinor: 0 };
  const line: ChargeLine = {
    description: settle.description,
    exactMinor: dec(settle.lineMinor),
    minor: settle.lineMinor,
    quantity: 1,
    unitMinor: settle.lineMinor,
    taxMinor: 0,
    inclusiveTaxMinor: 0,
    kind: settle.kind === 'carried' ? 'adjustment' : 'credit',
    feeId: null,
    periodStart: null,
    periodEnd: null,
  };
  return { lines: [...lines, line], carriedMinor: settle.kind === 'carried' ? settle.lineMinor : 0 };
}
