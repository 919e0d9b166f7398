/** The shapes of the metric expression language (docs/metrics.md): what expression.ts parses into and match.ts reads. */
import type { CurrencyCode } from '../../money/currency.js';

export const AGGREGATIONS = ['count', 'sum', 'max', 'unique_count', 'latest'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export const COST_UNITS = ['minor', 'major'] as const;
export type CostUnit = (typeof COST_UNITS)[number];

/** What a filter compares with: a JSON scalar. */
export type FilterScalar = string | number | boolean;
/** key (a dotted path into the event's properties) -> the value, or one of several values. */
export type Filters = Record<string, FilterScalar | FilterScalar[]>;

export interface BillableMetric {
  event_name: string;
  filters: Filters;
  aggregation: Aggregation;
  /** The property aggregated: null for `count`, a dotted path for every other aggregation. */
  property: string | null;
}

/** Where the underlying cost of an event comes from. */
export type CostSource =
  | { property: string; currency_code: CurrencyCode; unit: CostUnit }
  | { catalog_id: string };

/** A cost read from one of the event's properties. */
export type PropertyCostSource = Extract<CostSource, { property: string }>;

export interface CostMetric {
  event_name: string;
  filters: Filters;
  cost: CostSource;
}
