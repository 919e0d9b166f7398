/**
 * What closing a span [from, to) of a plan charges besides usage, pure: in-arrears flat fees (and
 * one-time in-arrears fees when the first period closes), and period aggregations (`max`,
 * `unique_count`, `latest`) of per-unit fees over the span's events.
 *
 * Decided here:
 * - Currency flat fees are invoiced in full; prepaid currency credit pays for usage only.
 * - A flat fee or aggregation in a pricing unit is drawn from the wallet (by the step, at the
 *   span's last instant, like usage at ingest, so grants pay for it first); what the grants do
 *   not cover is overage, invoiced at the conversion rate with the rest of the span's overage.
 * - Currency aggregations are drawn too (prepaid currency credit pays for them), and invoiced.
 *
 * `closedSpanOf` puts the close together from what the step read (SpanReads, steps/close.ts): the
 * flat fees, the usage (rules/usage.ts) and the aggregations, with the draws the step then makes.
 */
import { periodContaining, type PhaseCalendar } from '../../kernel/calendar/index.js';
import { matchesEvent, perUnitCharge, priceOfTotal, quantityOf, roundCharge, type BillableMetric } from '../../kernel/rating/index.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { EventChargeTable } from '../../modules/ingest/index.js';
import { ZERO, type Decimal } from '../../money/decimal.js';
import type { SubscriptionTable } from '../../modules/subscriptions/index.js';
import { aggregatePeriod, isPeriodAggregation, type PeriodEvent } from './aggregations.js';
import { inArrearsCharges, oneTimeFees } from './flatFees.js';
import { aggregationLine, type DraftLine } from './lines.js';
import { flatFeeCharges, type UnitDraw } from './opening.js';
import { OverdraftRequests } from './overdraft.js';
import type { PlanContext } from './plan.js';
import { amountByEvent, attributeOverdraft, chargeDenomination, groupCharges, shortfallByEvent, usageLines, type LatePeriod, type UsageGroup } from './usage.js';

export interface CloseInput {
  plan: PlanContext;
  calendar: PhaseCalendar;
  from: Date;
  to: Date;
  /** The plan's phase ends at `to` (cancellation, transition): running fee periods are charged up to it. */
  phaseEnds: boolean;
  /** The subscription's first period: one-time in-arrears fees are charged. */
  firstPeriod: boolean;
}

/** The span's flat fees: currency lines, and pricing-unit charges to draw, each in fee order. */
export function closingFlatFees(input: CloseInput): { lines: DraftLine[]; unitDraws: UnitDraw[] } {
  const charges = inArrearsCharges(input.plan.fees, input.calendar, input.from, input.to, input.phaseEnds);
  const oneTime = input.firstPeriod ? oneTimeFees(input.plan.fees, 'in_arrears', input.from) : [];
  return flatFeeCharges(charges, oneTime, input.from);
}

export interface Aggregated {
  fee: RatedFee;
  aggregation: string;
  quantity: Decimal;
  amount: Decimal;
  from: Date;
  to: Date;
}

/**
 * The fees rated per period: per-unit fees with a max / unique_count / latest metric, and volume
 * fees (issue 31), whose every unit is priced by the tier the period's total ends in.
 */
export function aggregatedFees(fees: readonly RatedFee[]): RatedFee[] {
  return fees.filter(
    (fee) => (fee.price.model === 'per_unit' && fee.product.billableMetric && isPeriodAggregation(fee.product.billableMetric.aggregation)) || (fee.price.model === 'volume' && fee.product.billableMetric),
  );
}

/** A volume fee's period total: its metric's period aggregation, or the sum of the events' quantities (count, sum). */
function volumeQuantity(metric: BillableMetric, events: readonly PeriodEvent[]): Decimal | null {
  if (isPeriodAggregation(metric.aggregation)) return aggregatePeriod({ ...metric, aggregation: metric.aggregation }, events);
  let total: Decimal | null = null;
  for (const event of events) {
    if (!matchesEvent(metric, event)) continue;
    const quantity = quantityOf(metric, event);
    if (quantity !== null) total = (total ?? ZERO).plus(quantity);
  }
  return total;
}

/** A fee's period quantity and what it comes to: per_unit at its rate, volume at its tiers. */
function priceOfPeriod(fee: RatedFee, metric: BillableMetric, events: readonly PeriodEvent[]): { quantity: Decimal; amount: Decimal } | null {
  const tiered = fee.price.tiered;
  const quantity = fee.price.model === 'volume' ? volumeQuantity(metric, events) : isPeriodAggregation(metric.aggregation) ? aggregatePeriod({ ...metric, aggregation: metric.aggregation }, events) : null;
  if (quantity === null || quantity.lte(0)) return null;
  const amount = tiered ? priceOfTotal(tiered, quantity) : roundCharge(perUnitCharge(fee.price, quantity));
  return { quantity, amount };
}

/** Each aggregated fee's charge over its part of the span (fee versions by their own dates), from the span's events. */
export function periodAggregations(candidates: readonly RatedFee[], events: readonly PeriodEvent[], from: Date, to: Date): Aggregated[] {
  const out: Aggregated[] = [];
  for (const fee of candidates) {
    const metric = fee.product.billableMetric;
    if (!metric || (fee.price.model !== 'volume' && !isPeriodAggregation(metric.aggregation))) continue;
    const lo = fee.effectiveFrom !== null && fee.effectiveFrom > from.toISOString() ? fee.effectiveFrom : from.toISOString();
    const hi = fee.effectiveTo !== null && fee.effectiveTo < to.toISOString() ? fee.effectiveTo : to.toISOString();
    if (hi <= lo) continue;
    const inForce = events.filter((event) => event.timestamp >= lo && event.timestamp < hi);
    const priced = priceOfPeriod(fee, metric, inForce);
    if (priced === null) continue;
    out.push({ fee, aggregation: fee.price.model === 'volume' ? 'volume' : metric.aggregation, ...priced, from: new Date(lo), to: new Date(hi) });
  }
  return out;
}

/** What a close reads (steps/close.ts), before anything of it is decided. */
export interface SpanReads {
  /** The subscription's charges no invoice billed yet, stamped before the span's end. */
  charges: readonly EventChargeTable[];
  /** The fees of the plans the usage lines name, by plan id. */
  fees: ReadonlyMap<string, readonly RatedFee[]>;
  /** Per wallet denomination key: the overdraft entries the charges' events left (no grant covered them). */
  overdraft: ReadonlyMap<string, readonly { event_id: string | null; amount: string }[]>;
  /** Every subscription's charges of the events that left an overdraft (it is shared between them). */
  chargesOfOverdrawnEvents: readonly EventChargeTable[];
  /** The customer's events the aggregated fees look at, in the span. */
  events: readonly PeriodEvent[];
}

export interface ClosedSpan {
  lines: DraftLine[];
  /** Currency usage invoiced per currency code (what prepaid credit may pay part of). */
  charged: Map<string, Decimal>;
  /** The overdraft to settle: the carried one and the usage's (the step adds its own draws'). */
  requests: OverdraftRequests;
  /** The usage in pricing units (the settlement values it and takes off what credits paid). */
  unitGroups: UsageGroup[];
  /** The fees of the plans the usage lines name, by plan id. */
  fees: ReadonlyMap<string, readonly RatedFee[]>;
  /** The charges these lines bill, to record on their invoice once it exists. */
  charges: EventChargeTable[];
  /** What the engine rates itself (pricing-unit flat fees, period aggregations): drawn by the step at the span's last instant, in this order. */
  draws: UnitDraw[];
}

/** The close of the span from its reads; `carry` is the overdraft carried from the period's opening. */
export function closedSpanOf(input: CloseInput, reads: SpanReads, subscription: SubscriptionTable, zone: string, carry: OverdraftRequests): ClosedSpan {
  const lateOf = latePeriodOf(input, subscription, zone);
  const flat = closingFlatFees(input);
  const usage = closingUsage(input, reads, lateOf, zone);
  const lines = [...flat.lines, ...usage.lines];
  const draws = [...flat.unitDraws];
  usage.requests.addAll(carry);
  for (const aggregated of periodAggregations(aggregatedFees(input.plan.fees), reads.events, input.from, input.to)) {
    const d = aggregated.fee.price.denomination;
    draws.push({ denomination: d, amount: aggregated.amount });
    if (d.kind === 'currency') {
      lines.push(aggregationLine(aggregated.fee, aggregated.aggregation, aggregated.quantity, aggregated.amount, d.currencyCode, aggregated.from, aggregated.to));
      usage.charged.set(d.currencyCode, (usage.charged.get(d.currencyCode) ?? ZERO).plus(aggregated.amount));
    }
  }
  return { ...usage, lines, draws };
}

/** Only the usage of a close, all of it late (the subscription ended at `input.from` = `input.to`), and the earliest period it belongs to. */
export function lateClose(input: CloseInput, reads: SpanReads, subscription: SubscriptionTable, zone: string): ClosedSpan & { earliest: Date | null } {
  const lateOf = latePeriodOf(input, subscription, zone);
  const usage = closingUsage(input, reads, lateOf, zone);
  let earliest: Date | null = null;
  for (const charge of usage.charges) {
    const at = lateOf(charge)?.from ?? new Date(charge.event_timestamp);
    if (earliest === null || at.getTime() < earliest.getTime()) earliest = at;
  }
  return { ...usage, draws: [], earliest };
}

/** The usage lines of the charges read, and the overdraft they left on each wallet (ingest's draws, from the ledger). */
function closingUsage(input: CloseInput, reads: SpanReads, lateOf: (charge: EventChargeTable) => LatePeriod | null, zone: string): Omit<ClosedSpan, 'draws'> {
  const { groups, byDenomination } = groupCharges(reads.charges, lateOf);
  const { lines, charged } = usageLines(groups, (planId) => reads.fees.get(planId) ?? [], input.from, input.to, zone);
  const requests = new OverdraftRequests();
  for (const [key, { denomination, charges: mine }] of byDenomination) {
    const shortfall = shortfallByEvent(reads.overdraft.get(key) ?? []);
    if (shortfall.size === 0) continue;
    requests.add(denomination, attributeOverdraft(amountByEvent(mine), shortfall, amountByEvent(reads.chargesOfOverdrawnEvents, denomination)));
  }
  const charges = reads.charges.filter((charge) => chargeDenomination(charge) !== null);
  return { lines, charged, requests, unitGroups: groups.filter((g) => g.denomination.kind === 'pricing_unit'), fees: reads.fees, charges };
}

/**
 * The billing period a charge stamped before the span belongs to: the subscription's period (on
 * its anchor day, at the plan's cadence) holding the instant, cut at the current plan's start.
 */
function latePeriodOf(input: CloseInput, sub: SubscriptionTable, zone: string): (charge: EventChargeTable) => LatePeriod | null {
  const phaseStart = input.calendar.phaseStart;
  const schedule = { start: new Date(sub.start_date), anchorDay: sub.billing_anchor_day, cadence: input.plan.plan.invoicing_cadence, zone };
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
