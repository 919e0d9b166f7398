/**
 * Closing a span [from, to) of a plan, with its reads and draws: the span's flat fees, its usage
 * and the overdraft its charges created, and its period aggregations (rules/closing.ts,
 * rules/usage.ts). Charges the engine itself rates here (period aggregations, flat fees in a
 * pricing unit) are drawn at the span's last instant, like usage at ingest, so grants pay for them
 * first. The draws go through `wallets`: the step's locked wallets, or a preview's forecast.
 *
 * The usage a close invoices is every charge of the subscription not yet on an invoice and
 * stamped before the span's end (rules/usage.ts: late usage); once the step's invoices exist,
 * the step's write (write.ts) records on each charge the invoice that billed it, only where none
 * has, and fails the step (rolled back, retried) if another invoice took one first.
 */
import { periodContaining } from '../../kernel/calendar/index.js';
import { ZERO, type Decimal } from '../../money/decimal.js';
import { denominationKey } from '../../money/denomination.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { EventChargeTable } from '../../modules/ingest/index.js';
import { overdraftOfEvents, walletsInLockOrder } from '../../modules/wallets/index.js';
import { aggregatedFees, closingFlatFees, periodAggregations, type CloseInput } from '../rules/closing.js';
import { aggregationLine, type DraftLine } from '../rules/lines.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { amountByEvent, attributeOverdraft, chargeDenomination, groupCharges, plansToName, shortfallByEvent, usageLines, type LatePeriod, type UsageGroup } from '../rules/usage.js';
import type { PeriodEvent } from '../rules/aggregations.js';
import * as repo from '../repo.js';
import type { ReadContext } from './context.js';
import type { StepWallets } from './wallets.js';

export interface ClosedSpan {
  lines: DraftLine[];
  /** Currency usage invoiced per currency code (what prepaid credit may pay part of). */
  charged: Map<string, Decimal>;
  requests: OverdraftRequests;
  /** The usage in pricing units (the settlement values it and takes off what credits paid). */
  unitGroups: UsageGroup[];
  /** The fees of the plans the usage lines name, by plan id. */
  fees: Map<string, readonly RatedFee[]>;
  /** The charges these lines bill, to record on their invoice once it exists. */
  charges: EventChargeTable[];
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

  const usage = await spanUsage(ctx, input);
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
  return { lines, charged, requests, unitGroups: usage.unitGroups, fees: usage.fees, charges: usage.charges };
}

/**
 * Only the usage part of a close: charges not yet invoiced stamped before `input.to`, all of them
 * late (the subscription has ended at `input.from` = `input.to`), and the earliest period they
 * belong to.
 */
export async function lateUsage(ctx: ReadContext, input: CloseInput): Promise<ClosedSpan & { earliest: Date | null }> {
  const usage = await spanUsage(ctx, input);
  let earliest: Date | null = null;
  const lateOf = latePeriodOf(ctx, input);
  for (const charge of usage.charges) {
    const at = lateOf(charge)?.from ?? new Date(charge.event_timestamp);
    if (earliest === null || at.getTime() < earliest.getTime()) earliest = at;
  }
  return { ...usage, earliest };
}

/** The customer's events the aggregated fees look at, in the span. */
async function spanEvents(ctx: ReadContext, candidates: readonly RatedFee[], from: Date, to: Date): Promise<PeriodEvent[]> {
  const names = [...new Set(candidates.map((fee) => fee.product.billableMetric?.event_name ?? ''))];
  const rows = await repo.eventsInSpan(ctx, ctx.subscription.customer_id, names, from.toISOString(), to.toISOString());
  return rows.map((row) => ({ ...row, properties: row.properties === null ? null : (JSON.parse(row.properties) as Record<string, unknown>) }));
}

/**
 * The billing period a charge stamped before the span belongs to: the subscription's period (on
 * its anchor day, at the plan's cadence) holding the instant, cut at the current plan's start.
 */
function latePeriodOf(ctx: ReadContext, input: CloseInput): (charge: EventChargeTable) => LatePeriod | null {
  const sub = ctx.subscription;
  const phaseStart = input.calendar.phaseStart;
  const schedule = { start: new Date(sub.start_date), anchorDay: sub.billing_anchor_day, cadence: input.plan.plan.invoicing_cadence, zone: ctx.zone };
  return (charge) => {
    const at = new Date(charge.event_timestamp);
    if (at.getTime() >= input.from.getTime()) return null;
    const period = periodContaining(schedule, at);
    let start = period?.start ?? at;
    let end = period?.end ?? input.from;
    if (at.getTime() >= phaseStart.getTime() && start.getTime() < phaseStart.getTime()) start = phaseStart;
    if (at.getTime() < phaseStart.getTime() && end.getTime() > phaseStart.getTime()) end = phaseStart;
    if (end.getTime() > input.from.getTime()) end = input.from;
    return { from: start, to: end };
  };
}

/** The usage lines of every charge not yet invoiced up to the span's end, and the overdraft they left on each wallet (ingest's draws, read from the ledger). */
async function spanUsage(ctx: ReadContext, input: CloseInput): Promise<ClosedSpan> {
  const { from, to } = input;
  const charges = await repo.chargesNotInvoiced(ctx, ctx.subscription.id, to.toISOString());
  const { groups, byDenomination } = groupCharges(charges, latePeriodOf(ctx, input));
  const fees = new Map<string, readonly RatedFee[]>();
  for (const planId of plansToName(groups)) fees.set(planId, (await ctx.cache.plan(planId)).fees);
  const { lines, charged } = usageLines(groups, (planId) => fees.get(planId) ?? [], from, to, ctx.zone);

  const requests = new OverdraftRequests();
  const wallets = await walletsInLockOrder(ctx, ctx.subscription.customer_id);
  for (const { denomination, charges: mine } of byDenomination.values()) {
    const wallet = wallets.find((w) => w.denomination_key === denominationKey(denomination));
    if (!wallet) continue;
    const mineByEvent = amountByEvent(mine);
    const shortfall = shortfallByEvent(await overdraftOfEvents(ctx, wallet.id, [...mineByEvent.keys()]));
    if (shortfall.size === 0) continue;
    const all = amountByEvent(await repo.chargesOfManyEvents(ctx, [...shortfall.keys()]), denomination);
    requests.add(denomination, attributeOverdraft(mineByEvent, shortfall, all));
  }
  const billable = charges.filter((charge) => chargeDenomination(charge) !== null);
  return { lines, charged, requests, unitGroups: groups.filter((g) => g.denomination.kind === 'pricing_unit'), fees, charges: billable };
}
