/**
 * The refund policy of a plan change now, for the old plan's prepaid (in-advance, flat, currency)
 * fees, pure:
 * - `refund_prorated_prepaid_fixed_fees` (the default): the unused part, from the change to the
 *   end of each fee's period, comes back as a negative `credit` line on the change's invoice
 *   (amount x local days left / days in the full fee period, exact, rounded once on the invoice);
 * - `no_refund_prepaid_fixed_fees`: nothing comes back.
 * Only when both plans bill in one currency, and only for a fee period that was paid in advance:
 * the subscription has started, is billed (not awaiting a payment method) and is out of its trial.
 *
 * Refund only what was paid (`refundRoute`, by the status of the invoice that billed the fee's
 * period): a `paid` invoice's unused part is a credit line on the change's invoice (a net credit
 * then goes to the customer's credit balance: invoices/creditBalance.ts); an unpaid one (`open`,
 * `uncollectible`) is reduced by a credit note instead (invoices/creditNote.ts), since nothing was
 * paid to give back; a `void` one, or none, gives nothing back.
 */
import { DateTime } from 'luxon';
import { feePeriodAt, remainderOf } from '../../kernel/calendar/index.js';
import { REFUND_POLICIES, type RefundPolicy } from '../../kernel/refundPolicies.js';
import type { SubscriptionTable } from '../../modules/subscriptions/index.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';
import { isEffectiveAt } from '../../kernel/effectiveDates.js';
import type { DraftLine } from './lines.js';
import type { PlanContext } from './plan.js';

export { REFUND_POLICIES, type RefundPolicy };

export interface RefundInput {
  policy: RefundPolicy;
  subscription: Pick<SubscriptionTable, 'status' | 'start_date' | 'trial_end' | 'billing_anchor_day'>;
  /** The plan left. */
  from: PlanContext;
  toCurrency: CurrencyCode;
  /** When the subscription began the plan left (its fee periods count from there). */
  phaseStart: Date;
  /** Where that plan's cycle boundaries are counted from, when not from `phaseStart`. */
  cycleStart?: Date | undefined;
  zone: string;
  /** The change. */
  at: Date;
}

function prepaidAt(subscription: RefundInput['subscription'], at: Date): boolean {
  if (subscription.status === 'pending_payment_method' || subscription.status === 'canceled') return false;
  if (Date.parse(subscription.start_date) > at.getTime()) return false;
  return subscription.trial_end === null || Date.parse(subscription.trial_end) <= at.getTime();
}

function day(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('d LLL yyyy');
}

export type RefundRoute = 'change_invoice' | 'credit_note' | 'none';

/** Where the unused part of a fee goes, by the status of the invoice that billed its period (null: none did). */
export function refundRoute(status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible' | null): RefundRoute {
  if (status === 'paid') return 'change_invoice';
  if (status === 'open' || status === 'uncollectible') return 'credit_note';
  return 'none';
}

/** The negative lines refunding the old plan's unused prepaid time, per the policy. */
export function refundLines(input: RefundInput): DraftLine[] {
  const { subscription, from, toCurrency, at, zone } = input;
  if (input.policy !== 'refund_prorated_prepaid_fixed_fees' || from.plan.currency_code !== toCurrency) return [];
  if (!prepaidAt(subscription, at)) return [];
  const calendar = { start: input.phaseStart, cycleStart: input.cycleStart, anchorDay: subscription.billing_anchor_day, zone };
  const lines: DraftLine[] = [];
  for (const fee of from.fees) {
    if (!isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, toIso(at))) continue;
    const price = fee.price;
    const prepaid = price.model === 'flat' && price.billingMode === 'in_advance' && price.denomination.kind === 'currency' && price.denomination.currencyCode === toCurrency;
    if (!prepaid || price.cadence === 'one_time') continue;
    const period = feePeriodAt(calendar, price.cadence ?? 'monthly', at);
    if (!period) continue;
    const refund = remainderOf(price.amount, period, at).negated();
    if (refund.isZero()) continue;
    lines.push({
      currency: toCurrency,
      description: `Unused time on ${from.plan.name}: ${fee.product.name} (${day(at, zone)} – ${day(period.end, zone)})`,
      quantity: 1,
      exactAmount: refund,
      periodStart: at,
      periodEnd: period.end,
      feeId: fee.id,
      kind: 'credit',
    });
  }
  return lines;
}
