/**
 * Closing a span [from, to) of a plan: in-arrears flat fees, usage, period aggregations, and the
 * overdraft to settle (DESIGN.md section 9). Charges the engine itself rates here (period
 * aggregations, flat fees in a pricing unit) are drawn from the customer's wallet at the span's
 * last instant, like usage at ingest, so grants pay for them first.
 *
 * Decided here:
 * - Currency flat fees are invoiced in full; prepaid currency credit pays for usage only.
 * - A flat fee or aggregation in a pricing unit is drawn from the wallet; what the grants do not
 *   cover is overage, invoiced at the conversion rate with the rest of the span's overage.
 */
import type { Denomination } from '../money/denomination.js';
import { ZERO, type Decimal } from '../money/decimal.js';
import type { RatedFee } from '../modules/fees/types.js';
import { perUnitCharge, roundCharge } from '../modules/ingest/rating/pricingModels.js';
import { drawUsage } from '../modules/wallets/index.js';
import { aggregatePeriod, isPeriodAggregation, type PeriodEvent } from './aggregations.js';
import type { PlanContext, StepContext } from './context.js';
import { inArrearsCharges, oneTimeFees, type PhaseCalendar } from './flatFees.js';
import { aggregationLine, flatFeeLine, oneTimeFeeLine, type DraftLine } from './lines.js';
import { OverdraftRequests } from './overdraft.js';
import * as repo from './repo.js';
import { spanUsage } from './usage.js';

export interface ClosedSpan {
  lines: DraftLine[];
  /** Currency usage invoiced per currency code (what prepaid credit may pay part of). */
  charged: Map<string, Decimal>;
  requests: OverdraftRequests;
}

export interface CloseInput {
  plan: PlanContext;
  calendar: PhaseCalendar;
  from: Date;
  to: Date;
  /** The plan's phase ends at `to` (cancellation, transition): running fee periods are charged up to it. */
  phaseEnds: boolean;
  /** The subscription's first period: one-time in-arrears fees are charged. */
  firstPeriod: boolean;
  /** Pricing-unit overdraft of in-advance fees carried from the opening. */
  carry: OverdraftRequests;
}

/** Draws an engine-rated charge from the wallet at `at`; returns the part no grant covered. */
export async function drawCharge(ctx: StepContext, denomination: Denomination, amount: Decimal, at: Date): Promise<Decimal> {
  if (amount.lte(0)) return ZERO;
  const result = await drawUsage(ctx.trx, ctx.dialect, ctx.scope, {
    customerId: ctx.subscription.customer_id,
    denomination,
    amount,
    at,
    eventId: null,
    now: ctx.now,
  });
  return result.shortfall;
}

function addCharged(charged: Map<string, Decimal>, currency: string, amount: Decimal): void {
  charged.set(currency, (charged.get(currency) ?? ZERO).plus(amount));
}

export async function closeSpan(ctx: StepContext, input: CloseInput): Promise<ClosedSpan> {
  const { from, to } = input;
  const lastInstant = new Date(to.getTime() - 1);
  const lines: DraftLine[] = [];
  const requests = new OverdraftRequests();
  requests.addAll(input.carry);

  // In-arrears flat fees (and one-time in-arrears fees when the first period closes).
  for (const charge of inArrearsCharges(input.plan.fees, input.calendar, from, to, input.phaseEnds)) {
    const d = charge.fee.price.denomination;
    if (d.kind === 'currency') lines.push(flatFeeLine(charge, d.currencyCode));
    else requests.add(d, await drawCharge(ctx, d, charge.amount, lastInstant));
  }
  if (input.firstPeriod) {
    for (const fee of oneTimeFees(input.plan.fees, 'in_arrears', from)) {
      const d = fee.price.denomination;
      if (d.kind === 'currency') lines.push(oneTimeFeeLine(fee, d.currencyCode, from));
      else requests.add(d, await drawCharge(ctx, d, fee.price.amount, lastInstant));
    }
  }

  const usage = await spanUsage(ctx, from, to);
  lines.push(...usage.lines);
  requests.addAll(usage.requests);
  const charged = usage.charged;

  for (const aggregated of await periodAggregations(ctx, input.plan.fees, from, to)) {
    const d = aggregated.fee.price.denomination;
    requests.add(d, await drawCharge(ctx, d, aggregated.amount, lastInstant));
    if (d.kind === 'currency') {
      lines.push(aggregationLine(aggregated.fee, aggregated.aggregation, aggregated.quantity, aggregated.amount, d.currencyCode, aggregated.from, aggregated.to));
      addCharged(charged, d.currencyCode, aggregated.amount);
    }
  }
  return { lines, charged, requests };
}

interface Aggregated {
  fee: RatedFee;
  aggregation: string;
  quantity: Decimal;
  amount: Decimal;
  from: Date;
  to: Date;
}

/** Per-unit fees with a max / unique_count / latest metric, each version over its part of the span. */
async function periodAggregations(ctx: StepContext, fees: readonly RatedFee[], from: Date, to: Date): Promise<Aggregated[]> {
  const candidates = fees.filter((fee) => fee.price.model === 'per_unit' && fee.product.billableMetric && isPeriodAggregation(fee.product.billableMetric.aggregation));
  if (candidates.length === 0) return [];
  const names = [...new Set(candidates.map((fee) => fee.product.billableMetric?.event_name ?? ''))];
  const rows = await repo.eventsInSpan(ctx.trx, ctx.scope, ctx.subscription.customer_id, names, from.toISOString(), to.toISOString());
  const events: PeriodEvent[] = rows.map((row) => ({ ...row, properties: row.properties === null ? null : (JSON.parse(row.properties) as Record<string, unknown>) }));
  const out: Aggregated[] = [];
  for (const fee of candidates) {
    const metric = fee.product.billableMetric;
    if (!metric || !isPeriodAggregation(metric.aggregation)) continue;
    const lo = fee.effectiveFrom !== null && fee.effectiveFrom > from.toISOString() ? fee.effectiveFrom : from.toISOString();
    const hi = fee.effectiveTo !== null && fee.effectiveTo < to.toISOString() ? fee.effectiveTo : to.toISOString();
    if (hi <= lo) continue;
    const inForce = events.filter((event) => event.timestamp >= lo && event.timestamp < hi);
    const quantity = aggregatePeriod({ ...metric, aggregation: metric.aggregation }, inForce);
    if (quantity === null || quantity.lte(0)) continue;
    const amount = roundCharge(perUnitCharge(fee.price, quantity));
    out.push({ fee, aggregation: metric.aggregation, quantity, amount, from: new Date(lo), to: new Date(hi) });
  }
  return out;
}

