/**
 * What the engine's steps share: the step's invoices, and the write of the engine's own state.
 * (The subscription's fields are written by the subscriptions module's lifecycle transitions.)
 */
import type { CurrencyCode } from '../../money/currency.js';
import { createInvoice, markInvoicePaid } from '../../modules/invoices/index.js';
import { toIso } from '../../time.js';
import { engineInvoiceRef } from '../rules/invoiceRef.js';
import type { DraftLine } from '../rules/lines.js';
import { assertInvoiceable, invoicePeriod } from '../rules/wholeInvoice.js';
import * as repo from '../repo.js';
import type { BillingStateTable } from '../tables.js';
import type { StepContext } from './context.js';

/** One millisecond: grants due exactly at a step's instant are those in (at - MS, at]. */
export const MS = 1;

/**
 * One finalized invoice per currency (one, unless a plan transition changes currency; one that
 * prepaid credit brought to $0 is also marked paid), idempotent on the engine's invoice reference
 * (rules/invoiceRef.ts). Returns invoice ids by currency. No lines, no invoice.
 */
export async function createInvoices(
  ctx: StepContext,
  lines: DraftLine[],
  meta: { at: Date; periodStart: Date; periodEnd: Date; primary: CurrencyCode },
): Promise<{ ids: Map<string, string>; created: number }> {
  assertInvoiceable(lines);
  const byCurrency = new Map<CurrencyCode, DraftLine[]>();
  for (const line of lines) byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line]);
  const ids = new Map<string, string>();
  let created = 0;
  for (const [currency, group] of byCurrency) {
    const invoice = await createInvoice(ctx, {
      customerId: ctx.subscription.customer_id,
      subscriptionId: ctx.subscription.id,
      currency,
      collectionMethod: 'charge_automatically',
      periodStart: invoicePeriod(group, { from: meta.periodStart, to: meta.periodEnd }).from,
      periodEnd: invoicePeriod(group, { from: meta.periodStart, to: meta.periodEnd }).to,
      sourceRef: engineInvoiceRef(ctx.subscription.id, meta.at, currency === meta.primary ? undefined : currency),
      lines: group.map(({ currency: _currency, ...line }) => line),
      finalize: true,
    });
    // The step's progress is written in this transaction: an existing invoice means the state
    // and the invoices disagree. Stop rather than bill on a guess.
    if (!invoice.created) throw new Error(`Invoice ${invoice.source_ref ?? ''} already exists for a step not yet taken`);
    // Nothing to collect because prepaid credit paid it all: paid at once, as Stripe does with $0
    // invoices. (An opening invoice never has credit lines, so callers that record the first
    // invoice as paid themselves, like the signup page, never find it paid already.)
    const creditPaidAll = Number(invoice.total_cents) === 0 && invoice.lines.some((line) => Number(line.total_amount_cents) < 0 || line.kind === 'credit');
    if (creditPaidAll) await markInvoicePaid(ctx, invoice.id);
    ids.set(currency, invoice.id);
    created += 1;
  }
  return { ids, created };
}

/** The state's fields a step writes; `cycle_start` only where it changes (a new plan), else it stays. */
export type StatePatch = Omit<BillingStateTable, 'subscription_id' | 'company_id' | 'mode' | 'created_at' | 'updated_at' | 'next_at' | 'cycle_start'> & { cycle_start?: string | null };

export async function saveState(ctx: StepContext, state: BillingStateTable | null, patch: StatePatch): Promise<BillingStateTable> {
  const nowIso = toIso(ctx.now);
  if (state === null) {
    const row: BillingStateTable = {
      subscription_id: ctx.subscription.id,
      company_id: ctx.scope.companyId,
      mode: ctx.scope.mode,
      next_at: null,
      cycle_start: null,
      created_at: nowIso,
      updated_at: nowIso,
      ...patch,
    };
    await repo.insertBillingState(ctx.trx, row);
    return row;
  }
  await repo.updateBillingState(ctx, ctx.subscription.id, { ...patch, updated_at: nowIso });
  return { ...state, ...patch, updated_at: nowIso };
}
