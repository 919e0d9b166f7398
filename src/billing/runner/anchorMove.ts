/**
 * Prorating a billing anchor move (issue 26, item 7a; the rule is rules/anchorMove.ts), in the
 * move's transaction: the caller has locked the subscription row (PostgreSQL: SELECT ... FOR
 * UPDATE; SQLite: the write transaction) before reading the anchor it changes, so two concurrent
 * moves cannot credit the same days, and a repeat of the same move changes no anchor and
 * credits nothing.
 *
 * The amounts are known at the move, so they are written then:
 * - a shorter period's days billed twice are credited as a plan change's refund is routed
 *   (rules/refunds.ts `refundRoute`, by the status of the invoice that billed them): paid -> the
 *   customer's credit balance, an `unused_time` entry naming that invoice ("Unused time on Pro:
 *   Pro platform (20 Apr 2026 – 1 May 2026), the billing anchor moved to day 20"), which the next
 *   invoice applies ("Account credit applied"); unpaid (open, uncollectible) -> a credit note
 *   credited to that invoice (what it asks drops; its lines never change); void or none -> nothing;
 * - a longer period's days never billed are charged on an invoice of their own, finalized now
 *   (as Stripe's `always_invoice` proration), its flat-fee lines covering the extra days.
 *
 * Nothing before the engine opened a period, nor while the subscription is trialing (its fees are
 * billed from the trial end, on the new anchor) or awaiting a payment method (not billed).
 */
import type { TxContext } from '../../db/context.js';
import { createInvoice, creditUnpaidLine, creditUnusedTime, findFeePeriodLine, markInvoicePaid } from '../../modules/invoices/index.js';
import type { SubscriptionTable } from '../../modules/subscriptions/index.js';
import { dec, roundToMinorUnits } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { anchorMoveFees, extensionCharges, unusedShare, unusedTimeDescription, type AnchorMove } from '../rules/anchorMove.js';
import { flatFeeLine, type DraftLine } from '../rules/lines.js';
import type { PlanContext } from '../rules/plan.js';
import { refundRoute } from '../rules/refunds.js';
import { calendarOf } from '../rules/timeline.js';
import { loadView } from './advance.js';

export interface AnchorMoved {
  /** The locked row before the move. */
  before: SubscriptionTable;
  /** The row after it: the new anchor, the open period ending at the new boundary. */
  after: SubscriptionTable;
}

/** Credits the days the moved anchor would bill twice, charges those it would never bill. */
export async function prorateAnchorMove(tx: TxContext, { before, after }: AnchorMoved): Promise<void> {
  const { trx, scope } = tx;
  if (before.current_period_end === null || after.current_period_end === null) return;
  if (after.status === 'trialing' || after.status === 'pending_payment_method' || after.status === 'canceled') return;
  const view = await loadView({ db: trx, scope }, after);
  if (view.state === null || view.state.ended_at !== null) return;
  const move: AnchorMove = {
    calendar: calendarOf(after, new Date(view.state.phase_start), view.zone),
    boundary: new Date(after.current_period_end),
    periodEnd: new Date(before.current_period_end),
  };
  // A subscription that ends on a date of its own (cancel_at, not the period end it follows) at or
  // before the new boundary ends there whatever the anchor: the move takes nothing away from it
  // (no credit, as a cancel gives none), and its extra days are charged up to that end.
  const cancelAt = Number(after.cancel_at_period_end) === 1 ? null : after.cancel_at;
  const ends = [cancelAt, after.ended_at].filter((d): d is string => d !== null).map(Date.parse);
  const endsAt = ends.length ? Math.min(...ends) : Infinity;
  if (endsAt <= move.boundary.getTime()) {
    if (endsAt > move.periodEnd.getTime()) await chargeLongerPeriod(tx, after, view.plan, { ...move, boundary: new Date(endsAt) });
    return;
  }
  if (move.boundary.getTime() < move.periodEnd.getTime()) await creditShorterPeriod(tx, after, view.plan, view.zone, move);
  else await chargeLongerPeriod(tx, after, view.plan, move);
}

/** [B, E), line by line (a line billed, or a charge of an earlier move): credited by the status of its invoice. */
async function creditShorterPeriod(tx: TxContext, sub: SubscriptionTable, plan: PlanContext, zone: string, move: AnchorMove): Promise<void> {
  for (const fee of anchorMoveFees(plan, move.boundary)) {
    let from = move.boundary;
    while (from.getTime() < move.periodEnd.getTime()) {
      const billed = await findFeePeriodLine(tx, { subscriptionId: sub.id, feeId: fee.id, at: from });
      if (!billed) break;
      const { invoice, line } = billed;
      if (line.period_start === null || line.period_end === null) break;
      const share = unusedShare(from, move.periodEnd, { exactAmount: dec(line.exact_amount), periodStart: new Date(line.period_start), periodEnd: new Date(line.period_end) }, zone);
      if (!share) break;
      const description = unusedTimeDescription(plan, fee, { from, to: share.to }, sub.billing_anchor_day, zone);
      const route = refundRoute(invoice.status);
      const cents = -roundToMinorUnits(share.amount);
      if (route === 'change_invoice' && cents > 0) {
        await creditUnusedTime(tx, { customerId: sub.customer_id, currency: invoice.currency, amountMinor: cents, invoiceId: invoice.id, description });
      }
      if (route === 'credit_note' && cents > 0) {
        await creditUnpaidLine(tx, { invoiceId: invoice.id, lineItemId: line.id, amountCents: cents, description, reason: 'Billing anchor moved: prepaid days the new period bills again' });
      }
      from = share.to;
    }
  }
}

/** [E, B): one finalized invoice for the extra days (paid at once when the credit balance covers it). */
async function chargeLongerPeriod(tx: TxContext, sub: SubscriptionTable, plan: PlanContext, move: AnchorMove): Promise<void> {
  const currency = plan.plan.currency_code;
  const lines: DraftLine[] = anchorMoveFees(plan, move.periodEnd).flatMap((fee) => extensionCharges(fee, move).map((charge) => flatFeeLine(charge, currency)));
  if (lines.length === 0) return;
  const invoice = await createInvoice(tx, {
    customerId: sub.customer_id,
    subscriptionId: sub.id,
    currency,
    collectionMethod: 'charge_automatically',
    periodStart: move.periodEnd,
    periodEnd: move.boundary,
    sourceRef: `${sub.id}:anchor:${toIso(tx.now)}:${toIso(move.periodEnd)}:${toIso(move.boundary)}`,
    lines: lines.map(({ currency: _currency, ...line }) => line),
    discountsAt: tx.now,
    finalize: true,
  });
  if (invoice.created && Number(invoice.total_cents) === 0 && invoice.lines.some((line) => Number(line.total_amount_cents) < 0)) await markInvoicePaid(tx, invoice.id);
}
