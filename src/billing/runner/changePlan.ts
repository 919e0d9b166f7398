/**
 * A plan change at an instant, carried out by the engine inside the caller's transaction (the
 * signup link's "change now"): the engine first catches up to the instant, then takes a
 * transition step there. The old plan's span closes at the instant (in-arrears fees prorated to
 * it, its usage, its overage) and the new plan's period opens with its in-advance fees prorated,
 * all on one invoice (rules/invoiceRef.ts), with the refund of the old plan's unused prepaid time
 * the refund policy gives (rules/refunds.ts: paid time as credit lines on that invoice, unpaid
 * time as credit notes taking it off what the unpaid invoice asks, the invoice itself unchanged)
 * and any lines the caller adds. Later boundaries bill
 * the new plan from the change on. `previewPlanChange` (preview.ts) shows the same invoice first.
 */
import type { TxContext, ScopedDb } from '../../db/context.js';
import { creditUnpaidLine, findFeePeriodLine, findInvoiceBySourceRef, type InvoiceTable } from '../../modules/invoices/index.js';
import { roundToMinorUnits } from '../../money/decimal.js';
import { lockSubscription } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import type { DraftLine } from '../rules/lines.js';
import { refundLines, refundRoute, type RefundPolicy } from '../rules/refunds.js';
import { cycleStartOf } from '../rules/timeline.js';
import { runStep } from '../steps/run.js';
import { stepContext } from '../steps/context.js';
import { loadView, recordNextStep, takeDueStep, type EngineView } from './advance.js';
import { DomainError, notFound } from '../../errors/index.js';

export interface PlanChangeInput {
  subscriptionId: string;
  toPlanId: string;
  /** When the change takes effect (usually now). */
  at: Date;
  /** What comes back of the old plan's prepaid flat fees; omitted: nothing. */
  refundPolicy?: RefundPolicy;
  /** Added to the change's invoice, in the new plan's currency (e.g. negative `credit` lines). */
  extraLines?: DraftLine[];
  /**
   * The plan the change was priced from. When given, the subscription (locked, read again in this
   * transaction) must still be on it, else 409 SUBSCRIPTION_CHANGED: another change went first,
   * and pricing this one from the plan it left would refund the same unused time twice.
   */
  fromPlanId?: string;
}

export type PlanChangeResult =
  /** The engine had not opened a period yet: nothing was billed; switch `plan_id` and the engine starts on the new plan. */
  | { kind: 'not_started' }
  | { kind: 'changed'; invoice: InvoiceTable | null };

/** A started subscription can change at `at` unless it is canceled or billed past `at`. */
export function assertChangeable(view: EngineView, at: Date): void {
  const { subscription, state } = view;
  if (state === null) return;
  if (state.ended_at !== null || subscription.status === 'canceled') {
    throw new DomainError('SUBSCRIPTION_CANCELED', `Subscription ${subscription.id} is canceled`);
  }
  if (at.getTime() < Date.parse(state.billed_through)) {
    throw new DomainError('BILLED_AHEAD', `Subscription ${subscription.id} is billed through ${state.billed_through}, after the change at ${toIso(at)}`);
  }
}

/** A refund for an unpaid invoice: the credit note that takes it off what the invoice asks. */
export interface CreditNote {
  invoiceId: string;
  invoiceNumber: string | null;
  /** The invoice line that billed the fee's period (the note credits it). */
  lineItemId: string;
  /** What the invoice still asks before the note (the note never takes it below 0). */
  amountDueMinor: number;
  line: DraftLine;
}

export interface ChangeCredits {
  /** The change's own lines before the caller's: the refund of paid prepaid time, then the caller's lines. */
  lines: DraftLine[];
  /** The unused prepaid time of unpaid invoices, taken off those invoices. */
  creditNotes: CreditNote[];
}

/** What the change gives back, and where (rules/refunds.ts `refundRoute`: only what was paid is refunded). */
export async function changeCredits(ctx: ScopedDb, view: EngineView, input: PlanChangeInput): Promise<ChangeCredits> {
  const { db, scope } = ctx;
  const refunds =
    input.refundPolicy === undefined || view.state === null
      ? []
      : refundLines({
          policy: input.refundPolicy,
          subscription: view.subscription,
          from: view.plan,
          toCurrency: (await view.cache.plan(input.toPlanId)).plan.currency_code,
          phaseStart: new Date(view.state.phase_start),
          cycleStart: cycleStartOf(view.state),
          zone: view.zone,
          at: input.at,
        });
  const lines: DraftLine[] = [];
  const creditNotes: CreditNote[] = [];
  for (const refund of refunds) {
    const billed = refund.feeId ? await findFeePeriodLine({ db, scope }, { subscriptionId: view.subscription.id, feeId: refund.feeId, at: input.at }) : null;
    const route = refundRoute(billed?.invoice.status ?? null);
    if (route === 'change_invoice') lines.push(refund);
    if (route === 'credit_note' && billed) {
      const { invoice, line } = billed;
      creditNotes.push({ invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, lineItemId: line.id, amountDueMinor: Number(invoice.amount_due_cents), line: refund });
    }
  }
  return { lines: [...lines, ...(input.extraLines ?? [])], creditNotes };
}

/** The change, in the caller's transaction, recording `tx.now` (the instant it takes effect is `input.at`). */
export async function changePlanAt(tx: TxContext, input: PlanChangeInput): Promise<PlanChangeResult> {
  const { trx, scope } = tx;
  // The row lock (PostgreSQL: SELECT ... FOR UPDATE; SQLite: the write transaction) is taken
  // before anything that decides the amount is read, and the plan is read from the locked row.
  const locked = await lockSubscription({ db: trx, scope }, input.subscriptionId);
  if (!locked) throw notFound('Subscription', input.subscriptionId);
  if (input.fromPlanId !== undefined && locked.plan_id !== input.fromPlanId) {
    throw new DomainError('SUBSCRIPTION_CHANGED', `Subscription ${locked.id} is no longer on the plan this change was priced from`);
  }
  let view = await loadView({ db: trx, scope }, locked);

  // Catch up: every step due before the change.
  const before = new Date(input.at.getTime() - 1);
  for (let taken = await takeDueStep(tx, view, before); taken !== null; taken = await takeDueStep(tx, view, before)) {
    const { subscription, state, plan } = taken.outcome;
    view = { ...view, subscription, state, plan };
  }
  const state = view.state;
  if (state === null) return { kind: 'not_started' };
  assertChangeable(view, input.at);

  const credits = await changeCredits({ db: trx, scope }, view, input);
  // Unpaid invoices are credited before the boundary takes the wallet and invoice-number locks.
  for (const note of credits.creditNotes) {
    await creditUnpaidLine(tx, {
      invoiceId: note.invoiceId,
      lineItemId: note.lineItemId,
      amountCents: -roundToMinorUnits(note.line.exactAmount),
      description: note.line.description ?? 'Unused time',
      reason: 'Plan change: the unused part of a prepaid fee whose invoice is unpaid',
    });
  }
  const ctx = stepContext(tx, view.subscription, view.zone, view.cache);
  const outcome = await runStep({ ctx, plan: view.plan, state }, { kind: 'transition', at: input.at, to: input.toPlanId }, credits.lines);
  await recordNextStep({ db: trx, scope }, { ...outcome, zone: view.zone });
  // The step answers its invoice's reference: the instant's own, or a change reference when the instant was already invoiced.
  const invoice = outcome.invoiceRef === null ? undefined : await findInvoiceBySourceRef({ db: trx, scope }, outcome.invoiceRef);
  return { kind: 'changed', invoice: invoice ?? null };
}
