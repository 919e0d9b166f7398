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
 */
import type { PhaseCalendar } from '../../kernel/calendar/index.js';
import { perUnitCharge, roundCharge } from '../../kernel/rating/index.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { Decimal } from '../../money/decimal.js';
import { aggregatePeriod, isPeriodAggregation, type PeriodEvent } from './aggregations.js';
import { inArrearsCharges, oneTimeFees } from './flatFees.js';
import { flatFeeLine, oneTimeFeeLine, type DraftLine } from './lines.js';
import type { UnitDraw } from './opening.js';
import type { PlanContext } from './plan.js';

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
  const lines: DraftLine[] = [];
  const unitDraws: UnitDraw[] = [];
  for (const charge of inArrearsCharges(input.plan.fees, input.calendar, input.from, input.to, input.phaseEnds)) {
    const d = charge.fee.price.denomination;
    if (d.kind === 'currency') lines.push(flatFeeLine(charge, d.currencyCode));
    else unitDraws.push({ denomination: d, amount: charge.amount });
  }
  if (input.firstPeriod) {
    for (const fee of oneTimeFees(input.plan.fees, 'in_arrears', input.from)) {
      const d = fee.price.denomination;
      if (d.kind === 'currency') lines.push(oneTimeFeeLine(fee, d.currencyCode, input.from));
      else unitDraws.push({ denomination: d, amount: fee.price.amount });
    }
  }
  return { lines, unitDraws };
}

export interface Aggregated {
  fee: RatedFee;
  aggregation: string;
  quantity: Decimal;
  amount: Decimal;
  from: Date;
  to: Date;
}

/** Per-unit fees with a max / unique_count / latest metric: the ones rated per period. */
export function aggregatedFees(fees: readonly RatedFee[]): RatedFee[] {
  return fees.filter((fee) => fee.price.model === 'per_unit' && fee.product.billableMetric && isPeriodAggregation(fee.product.billableMetric.aggregation));
}

/** Each aggregated fee's charge over its part of the span (fee versions by their own dates), from the span's events. */
export function periodAggregations(candidates: readonly RatedFee[], events: readonly PeriodEvent[], from: Date, to: Date): Aggregated[] {
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
