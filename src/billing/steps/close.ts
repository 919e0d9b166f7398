/**
 * Closing a span [from, to) of a plan, with its reads and draws: the span's flat fees, its usage
 * and the overdraft its charges created, and its period aggregations (rules/closing.ts,
 * rules/usage.ts). Charges the engine itself rates here (period aggregations, flat fees in a
 * pricing unit) are drawn at the span's last instant, like usage at ingest, so grants pay for them
 * first. The draws go through `wallets`: the step's locked wallets, or a preview's forecast.
 */
import { ZERO, type Decimal } from '../../money/decimal.js';
import { denominationKey } from '../../money/denomination.js';
import type { RatedFee } from '../../modules/fees/types.js';
import { overdraftOfEvents, walletsInLockOrder } from '../../modules/wallets/index.js';
import { aggregatedFees, closingFlatFees, periodAggregations, type CloseInput } from '../rules/closing.js';
import { aggregationLine, type DraftLine } from '../rules/lines.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { amountByEvent, attributeOverdraft, groupCharges, plansToName, shortfallByEvent, usageLines } from '../rules/usage.js';
import type { PeriodEvent } from '../rules/aggregations.js';
import * as repo from '../repo.js';
import type { ReadContext } from './context.js';
import type { StepWallets } from './wallets.js';

export interface ClosedSpan {
  lines: DraftLine[];
  /** Currency usage invoiced per currency code (what prepaid credit may pay part of). */
  charged: Map<string, Decimal>;
  requests: OverdraftRequests;
}

function addCharged(charged: Map<string, Decimal>, currency: string, amount: Decimal): void {
  charged.set(currency, (charged.get(currency) ?? ZERO).plus(amount));
}

export async function closeSpan(ctx: ReadContext, wallets: StepWallets, input: CloseInput & { carry: OverdraftRequests }): Promise<ClosedSpan> {
  const { from, to } = input;
  const lastInstant = new Date(to.getTime() - 1);
  const requests = new OverdraftRequests();
  requests.addAll(input.carry);

  const flat = closingFlatFees(input);
  const lines: DraftLine[] = [...flat.lines];
  for (const draw of flat.unitDraws) requests.add(draw.denomination, await wallets.draw(draw.denomination, draw.amount, lastInstant));

  const usage = await spanUsage(ctx, from, to);
  lines.push(...usage.lines);
  requests.addAll(usage.requests);
  const charged = usage.charged;

  const candidates = aggregatedFees(input.plan.fees);
  if (candidates.length > 0) {
    for (const aggregated of periodAggregations(candidates, await spanEvents(ctx, candidates, from, to), from, to)) {
      const d = aggregated.fee.price.denomination;
      requests.add(d, await wallets.draw(d, aggregated.amount, lastInstant));
      if (d.kind === 'currency') {
        lines.push(aggregationLine(aggregated.fee, aggregated.aggregation, aggregated.quantity, aggregated.amount, d.currencyCode, aggregated.from, aggregated.to));
        addCharged(charged, d.currencyCode, aggregated.amount);
      }
    }
  }
  return { lines, charged, requests };
}

/** The customer's events the aggregated fees look at, in the span. */
async function spanEvents(ctx: ReadContext, candidates: readonly RatedFee[], from: Date, to: Date): Promise<PeriodEvent[]> {
  const names = [...new Set(candidates.map((fee) => fee.product.billableMetric?.event_name ?? ''))];
  const rows = await repo.eventsInSpan(ctx.db, ctx.scope, ctx.subscription.customer_id, names, from.toISOString(), to.toISOString());
  return rows.map((row) => ({ ...row, properties: row.properties === null ? null : (JSON.parse(row.properties) as Record<string, unknown>) }));
}

/** The span's usage lines, and the overdraft its charges left on each wallet (ingest's draws, read from the ledger). */
async function spanUsage(ctx: ReadContext, from: Date, to: Date): Promise<ClosedSpan> {
  const charges = await repo.chargesInSpan(ctx.db, ctx.scope, ctx.subscription.id, from.toISOString(), to.toISOString());
  const { groups, byDenomination } = groupCharges(charges);
  const fees = new Map<string, RatedFee[]>();
  for (const planId of plansToName(groups)) fees.set(planId, (await ctx.cache.plan(planId)).fees);
  const { lines, charged } = usageLines(groups, (planId) => fees.get(planId) ?? [], from, to);

  const requests = new OverdraftRequests();
  const wallets = await walletsInLockOrder(ctx.db, ctx.scope, ctx.subscription.customer_id);
  for (const { denomination, charges: mine } of byDenomination.values()) {
    const wallet = wallets.find((w) => w.denomination_key === denominationKey(denomination));
    if (!wallet) continue;
    const mineByEvent = amountByEvent(mine);
    const shortfall = shortfallByEvent(await overdraftOfEvents(ctx.db, ctx.scope, wallet.id, [...mineByEvent.keys()]));
    if (shortfall.size === 0) continue;
    const all = amountByEvent(await repo.chargesOfManyEvents(ctx.db, ctx.scope, [...shortfall.keys()]), denomination);
    requests.add(denomination, attributeOverdraft(mineByEvent, shortfall, all));
  }
  return { lines, charged, requests };
}
