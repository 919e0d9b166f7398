/**
 * How an event meets a metric (docs/decisions.md, Metrics): pure functions, no I/O. Ingest rates with
 * them per event; the billing engine aggregates the period aggregations (max, unique_count,
 * latest) from the per-event values they give.
 */
import { readEventPath } from './eventPath.js';
import { Decimal, parseDecimalInput } from '../../money/decimal.js';
import { minorUnitDigits, type CurrencyCode } from '../../money/currency.js';
import type { BillableMetric, CostMetric, FilterScalar, Filters, PropertyCostSource } from './metricShapes.js';

/** The part of an event a metric looks at. */
export interface MeteredEvent {
  event_name: string;
  properties?: Record<string, unknown> | null | undefined;
}

/** What a metric selects on: an event name and property filters. */
export interface EventSelector {
  event_name: string;
  filters: Filters;
}

/** The value at a dotted path (`usage.output_tokens`): the rating kernel's one event-path reader. */
export const readPath = readEventPath;

function equalsScalar(actual: unknown, expected: FilterScalar): boolean {
  return actual === expected;
}

/** The event has the metric's name and, at every filter's path, the value (or one of the values) it names. */
export function matchesEvent(metric: EventSelector, event: MeteredEvent): boolean {
  if (event.event_name !== metric.event_name) return false;
  for (const [path, expected] of Object.entries(metric.filters)) {
    const actual = readPath(event.properties, path);
    const ok = Array.isArray(expected) ? expected.some((value) => equalsScalar(actual, value)) : equalsScalar(actual, expected);
    if (!ok) return false;
  }
  return true;
}

/** A number, or a string holding a decimal ("12.5"); null for anything else. */
export function numericValue(value: unknown): Decimal | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return parseDecimalInput(value);
}

/**
 * The quantity one matching event contributes (call `matchesEvent` first):
 * - `count`: 1;
 * - `sum`, `max`, `latest`: the numeric property (number or numeric string), null when it is
 *   absent or not numeric;
 * - `unique_count`: 1 when the property holds a scalar (see `uniqueValueOf` for the value the
 *   engine counts distinct), null when absent.
 */
export function quantityOf(metric: BillableMetric, event: MeteredEvent): Decimal | null {
  if (metric.aggregation === 'count' || metric.property === null) return new Decimal(1);
  const value = readPath(event.properties, metric.property);
  if (metric.aggregation === 'unique_count') return uniqueKey(value) === null ? null : new Decimal(1);
  return numericValue(value);
}

function uniqueKey(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return JSON.stringify(value);
  }
  return null;
}

/** For `unique_count`: a stable key of the event's property value (`"u_1"`, `42`), null when absent or not a scalar. */
export function uniqueValueOf(metric: BillableMetric, event: MeteredEvent): string | null {
  if (metric.property === null) return null;
  return uniqueKey(readPath(event.properties, metric.property));
}

export interface EventCost {
  currency: CurrencyCode;
  /** In minor units of `currency`; may be fractional (0.35 of a cent). */
  amountMinor: Decimal;
}

/**
 * The underlying cost an event carries, for a property-based cost metric: the numeric property,
 * times 10^digits when it is in major units. Null when the metric prices from a catalog (the
 * catalog module does that), or the property is absent, not numeric, or negative.
 */
export function costOf(metric: CostMetric, event: MeteredEvent): EventCost | null {
  const source = metric.cost;
  if ('catalog_id' in source) return null;
  const value = numericValue(readPath(event.properties, source.property));
  if (value === null || (value.isNegative() && !value.isZero())) return null;
  return costFromValue(source, value);
}

/** 10^digits for the currencies' minor-unit digits, made once instead of once per event. */
const MINOR_UNITS_PER_MAJOR: readonly Decimal[] = [new Decimal(1), new Decimal(10), new Decimal(100), new Decimal(1000)];

/** The cost a property-based source reads as `value` (non-negative, already parsed), in minor units. */
export function costFromValue(source: PropertyCostSource, value: Decimal): EventCost {
  const amountMinor = source.unit === 'major' ? value.times(MINOR_UNITS_PER_MAJOR[minorUnitDigits(source.currency_code)] as Decimal) : value;
  return { currency: source.currency_code, amountMinor: amountMinor.isZero() ? new Decimal(0) : amountMinor };
}
