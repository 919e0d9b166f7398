/**
 * Closing a span [from, to) of a plan: read, decide, draw. The step reads what the close needs
 * (`readSpan`: every charge of the subscription not yet on an invoice and stamped before the span's
 * end, the fees naming their lines, the overdraft their events left, the events the period
 * aggregations look at), the rules decide the lines, the overdraft and what the engine rates itself
 * (rules/closing.ts), and the step draws those charges at the span's last instant, like usage at
 * ingest, so grants pay for them first. The draws go through `wallets`: the step's locked wallets,
 * or a preview's forecast.
 *
 * Once the step's invoices exist, the step's write (write.ts) records on each charge the invoice
 * that billed it, only where none has, and fails the step (rolled back, retried) if another
 * invoice took one first.
 */
import type { RatedFee } from '../../modules/fees/index.js';
import { overdraftOfEvents, walletsInLockOrder } from '../../modules/wallets/index.js';
import { aggregatedFees, closedSpanOf, lateClose, type ClosedSpan, type CloseInput, type SpanReads } from '../rules/closing.js';
import type { OverdraftRequests } from '../rules/overdraft.js';
import type { PeriodEvent } from '../rules/aggregations.js';
import * as repo from '../repo.js';
import type { ReadContext } from './context.js';
import type { StepWallets } from './wallets.js';

export type { ClosedSpan };

export async function closeSpan(ctx: ReadContext, wallets: StepWallets, input: CloseInput & { carry: OverdraftRequests }): Promise<ClosedSpan> {
  const reads = await readSpan(ctx, input, true);
  const closed = closedSpanOf(input, reads, ctx.subscription, ctx.zone, input.carry);
  const lastInstant = new Date(input.to.getTime() - 1);
  for (const draw of closed.draws) closed.requests.add(draw.denomination, await wallets.draw(draw.denomination, draw.amount, lastInstant));
  return closed;
}

/**
 * Only the usage part of a close: charges not yet invoiced stamped before `input.to`, all of them
 * late (the subscription has ended at `input.from` = `input.to`), and the earliest period they
 * belong to.
 */
export async function lateUsage(ctx: ReadContext, input: CloseInput): Promise<ClosedSpan & { earliest: Date | null }> {
  const reads = await readSpan(ctx, input, false);
  return lateClose(input, reads, ctx.subscription, ctx.zone);
}

/** Everything a close decides from, read before anything is decided; `withAggregations`: the span's events too. */
async function readSpan(ctx: ReadContext, input: CloseInput, withAggregations: boolean): Promise<SpanReads> {
  const { subscription } = ctx;
  const charges = await repo.chargesNotInvoiced(ctx, subscription, input.to.toISOString());
  // Each event drew from the wallets of its charges' denominations: their overdraft entries, by wallet.
  const eventIds = [...new Set(charges.map((c) => c.event_id))];
  const overdraft = new Map<string, { event_id: string | null; amount: string }[]>();
  if (eventIds.length > 0) {
    for (const wallet of await walletsInLockOrder(ctx, subscription.customer_id)) overdraft.set(wallet.denomination_key, await overdraftOfEvents(ctx, wallet.id, eventIds));
  }
  const overdrawn = [...new Set([...overdraft.values()].flat().flatMap((entry) => (entry.event_id === null ? [] : [entry.event_id])))];
  const chargesOfOverdrawnEvents = overdrawn.length === 0 ? [] : await repo.chargesOfManyEvents(ctx, overdrawn);
  // The customer's events the aggregated fees look at, in the span.
  const candidates = withAggregations ? aggregatedFees(input.plan.fees) : [];
  const names = [...new Set(candidates.map((fee) => fee.product.billableMetric?.event_name ?? ''))];
  const rows = candidates.length === 0 ? [] : await repo.eventsInSpan(ctx, subscription.customer_id, names, input.from.toISOString(), input.to.toISOString());
  const events: PeriodEvent[] = rows.map((row) => ({ ...row, properties: row.properties === null ? null : (JSON.parse(row.properties) as Record<string, unknown>) }));
  // A fee's own plan names its lines: it may be an older plan of the subscription.
  const fees = new Map<string, readonly RatedFee[]>();
  for (const planId of new Set(charges.filter((c) => c.fee_id !== null).map((c) => c.plan_id))) fees.set(planId, (await ctx.cache.plan(planId)).fees);
  return { charges, fees, overdraft, chargesOfOverdrawnEvents, events };
}
