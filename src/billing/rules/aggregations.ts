/**
 * Period aggregations: `max`, `unique_count` and `latest` rate once per
 * period, over the period's matching events, not per event. One small function per aggregation,
 * chosen by lookup in a table of strategies. Pure: the caller loads the events.
 *
 * - max: the largest numeric value of the property among matching events;
 * - unique_count: how many distinct values the property takes;
 * - latest: the value of the last matching event (by timestamp, then by arrival);
 * Events without a usable value are left out. No usable event: null (nothing to bill).
 */
import { Decimal } from '../../money/decimal.js';
import { matchesEvent, quantityOf, uniqueValueOf, type Aggregation, type BillableMetric } from '../../kernel/rating/index.js';

export type PeriodAggregation = Extract<Aggregation, 'max' | 'unique_count' | 'latest'>;

export const PERIOD_AGGREGATIONS: readonly PeriodAggregation[] = ['max', 'unique_count', 'latest'];

export function isPeriodAggregation(aggregation: Aggregation): aggregation is PeriodAggregation {
  return (PERIOD_AGGREGATIONS as readonly string[]).includes(aggregation);
}

export interface PeriodEvent {
  id: string;
  event_name: string;
  timestamp: string;
  created_at: string;
  properties: Record<string, unknown> | null;
}

type Aggregator = (metric: BillableMetric, events: readonly PeriodEvent[]) => Decimal | null;

const max: Aggregator = (metric, events) => {
  let best: Decimal | null = null;
  for (const event of events) {
    const value = quantityOf(metric, event);
    if (value !== null && (best === null || value.gt(best))) best = value;
  }
  return best;
};

const uniqueCount: Aggregator = (metric, events) => {
  const seen = new Set<string>();
  for (const event of events) {
    const key = uniqueValueOf(metric, event);
    if (key !== null) seen.add(key);
  }
  return seen.size === 0 ? null : new Decimal(seen.size);
};

function later(a: PeriodEvent, b: PeriodEvent): boolean {
  if (a.timestamp !== b.timestamp) return a.timestamp > b.timestamp;
  if (a.created_at !== b.created_at) return a.created_at > b.created_at;
  return a.id > b.id;
}

const latest: Aggregator = (metric, events) => {
  let last: PeriodEvent | null = null;
  let value: Decimal | null = null;
  for (const event of events) {
    const quantity = quantityOf(metric, event);
    if (quantity === null) continue;
    if (last === null || later(event, last)) {
      last = event;
      value = quantity;
    }
  }
  return value;
};

const AGGREGATORS: Record<PeriodAggregation, Aggregator> = { max, unique_count: uniqueCount, latest };

/** The period quantity of a metric over events (matching is checked here); null when no event counts. */
export function aggregatePeriod(metric: BillableMetric & { aggregation: PeriodAggregation }, events: readonly PeriodEvent[]): Decimal | null {
  const matching = events.filter((event) => matchesEvent(metric, event));
  return AGGREGATORS[metric.aggregation](metric, matching);
}
