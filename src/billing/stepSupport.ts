/**
 * What the engine's steps share: their input and outcome, the phase calendar, the wallet locks
 * taken first, the step's invoices, and the writes of the subscription and the engine's state.
 */
import type { PeriodSchedule } from './periods.js';
import type { CurrencyCode } from '../money/currency.js';
import { createInvoice, markInvoicePaid } from '../modules/invoices/index.js';
import type { SubscriptionTable } from '../modules/subscriptions/tables.js';
import { lockWalletById } from '../modules/wallets/index.js';
import { toIso } from '../time.js';
import type { PlanContext, StepContext } from './context.js';
import type { PhaseCalendar } from './flatFees.js';
import type { GrantCalendar } from './grantSchedule.js';
import type { DraftLine } from './lines.js';
import * as repo from './repo.js';
import type { BillingStateTable } from './tables.js';

export interface StepOutcome {
  invoicesCreated: number;
  grantsIssued: number;
  /** The subscription and state after the step, for the next-step computation. */
  subscription: SubscriptionTable;
  state: BillingStateTable;
  plan: PlanContext;
}

export interface StepInput {
  ctx: StepContext;
  plan: PlanContext;
  state: BillingStateTable | null;
}

/** One millisecond: grants due exactly at a step's instant are those in (at - MS, at]. */
export const MS = 1;

export function calendarOf(sub: SubscriptionTable, phaseStart: Date, zone: string): GrantCalendar {
  return {
    phaseStart,
    anchorDay: sub.billing_anchor_day,
    zone,
    trialEnd: sub.trial_end === null ? null : new Date(sub.trial_end),
    subscriptionStart: new Date(sub.start_date),
  };
}

export function planSchedule(calendar: PhaseCalendar, plan: PlanContext): PeriodSchedule {
  return { start: calendar.phaseStart, anchorDay: calendar.anchorDay, cadence: plan.plan.invoicing_cadence, zone: calendar.zone };
}

/** trialing -> active once the step's instant reaches the trial end (DESIGN: automatic move). */
export function statusAt(sub: SubscriptionTable, at: Date): SubscriptionTable['status'] {
  if (sub.status === 'trialing' && (sub.trial_end === null || at.getTime() >= Date.parse(sub.trial_end))) return 'active';
  return sub.status;
}

/** Locks the customer's existing wallets in denomination-key order, the order ingest locks them in. */
export async function lockCustomerWallets(ctx: StepContext): Promise<string[]> {
  const wallets = await repo.customerWallets(ctx.trx, ctx.scope, ctx.subscription.customer_id);
  for (const wallet of wallets) await lockWalletById(ctx.trx, ctx.dialect, ctx.scope, wallet.id);
  return wallets.map((w) => w.id);
}

/**
 * One finalized invoice per currency (one, unless a plan transition changes currency; one that
 * prepaid credit brought to $0 is also marked paid), idempotent
 * on `${subscriptionId}:${instant}` (`:<currency>` for a second currency). Returns invoice ids by
 * currency. No lines, no invoice.
 */
export async function createInvoices(
  ctx: StepContext,
  lines: DraftLine[],
  meta: { at: Date; periodStart: Date; periodEnd: Date; primary: CurrencyCode },
): Promise<{ ids: Map<string, string>; created: number }> {
  const byCurrency = new Map<CurrencyCode, DraftLine[]>();
  for (const line of lines) byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line]);
  const ids = new Map<string, string>();
  let created = 0;
  const base = `${ctx.subscription.id}:${toIso(meta.at)}`;
  for (const [currency, group] of byCurrency) {
    const invoice = await createInvoice(
      ctx.trx,
      ctx.dialect,
      ctx.scope,
      {
        customerId: ctx.subscription.customer_id,
        subscriptionId: ctx.subscription.id,
        currency,
        collectionMethod: 'charge_automatically',
        periodStart: meta.periodStart,
        periodEnd: meta.periodEnd,
        sourceRef: currency === meta.primary ? base : `${base}:${currency}`,
        lines: group.map(({ currency: _currency, ...line }) => line),
        finalize: true,
      },
      ctx.now,
    );
    // The step's progress is written in this transaction: an existing invoice means the state
    // and the invoices disagree. Stop rather than bill on a guess.
    if (!invoice.created) throw new Error(`Invoice ${invoice.source_ref ?? ''} already exists for a step not yet taken`);
    // Nothing to collect because prepaid credit paid it all: paid at once, as Stripe does with $0
    // invoices. (An opening invoice never has credit lines, so callers that record the first
    // invoice as paid themselves, like the signup page, never find it paid already.)
    const creditPaidAll = Number(invoice.total_cents) === 0 && invoice.lines.some((line) => Number(line.total_amount_cents) < 0);
    if (creditPaidAll) await markInvoicePaid(ctx.trx, ctx.dialect, ctx.scope, invoice.id, ctx.now);
    ids.set(currency, invoice.id);
    created += 1;
  }
  return { ids, created };
}

export async function saveSubscription(ctx: StepContext, patch: repo.EngineSubscriptionPatch): Promise<SubscriptionTable> {
  const full = { ...patch, updated_at: toIso(ctx.now) };
  await repo.updateSubscription(ctx.trx, ctx.scope, ctx.subscription.id, full);
  return { ...ctx.subscription, ...full };
}

export async function saveState(ctx: StepContext, state: BillingStateTable | null, patch: Omit<BillingStateTable, 'subscription_id' | 'company_id' | 'mode' | 'created_at' | 'updated_at' | 'next_at'>): Promise<BillingStateTable> {
  const nowIso = toIso(ctx.now);
  if (state === null) {
    const row: BillingStateTable = {
      subscription_id: ctx.subscription.id,
      company_id: ctx.scope.companyId,
      mode: ctx.scope.mode,
      next_at: null,
      created_at: nowIso,
      updated_at: nowIso,
      ...patch,
    };
    await repo.insertBillingState(ctx.trx, row);
    return row;
  }
  await repo.updateBillingState(ctx.trx, ctx.scope, ctx.subscription.id, { ...patch, updated_at: nowIso });
  return { ...state, ...patch, updated_at: nowIso };
}
