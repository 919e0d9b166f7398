/**
 * The metric expression language (docs/decisions.md, Metrics). A product's `billable_metric` and
 * `cost_metric` arrive as `{ expression: {...} }`; these parsers check every key and return the
 * normalized expression, or throw one 400 VALIDATION_ERROR naming each offending path
 * (`body.product.billable_metric.expression.filters.model`).
 *
 *   { "event_name": "llm.completion",
 *     "filters": { "model": ["gpt-4o", "gpt-4o-mini"], "region": "eu" },
 *     "aggregation": "sum",
 *     "property": "output_tokens" }
 */
import { invalid, type ErrorDetail } from '../../errors/index.js';
import { CURRENCY_CODES, type CurrencyCode } from '../../money/currency.js';
import { AGGREGATIONS, COST_UNITS, type Aggregation, type BillableMetric, type CostMetric, type CostSource, type CostUnit, type FilterScalar, type Filters } from '../../kernel/rating/metricShapes.js';

export { AGGREGATIONS, COST_UNITS, type Aggregation, type BillableMetric, type CostMetric, type CostSource, type CostUnit, type FilterScalar, type Filters };

const MAX_NAME_LENGTH = 200;
const MAX_PATH_LENGTH = 200;
const MAX_FILTERS = 50;
const MAX_FILTER_VALUES = 100;
const MAX_STRING_VALUE = 500;
const DOTTED_PATH = /^[^.\s][^.]*(\.[^.\s][^.]*)*$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Accumulates problems so one response names every bad path. */
class Problems {
  readonly list: ErrorDetail[] = [];
  add(path: string, message: string): void {
    this.list.push({ path, message });
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw this.error();
  }
  error() {
    return invalid(this.list);
  }
}

function checkKeys(object: Json, allowed: readonly string[], path: string, problems: Problems): void {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) problems.add(`${path}.${key}`, 'is not a known field');
  }
}

/** A dotted path into event properties: non-empty segments, no surrounding spaces. */
export function isDottedPath(value: string): boolean {
  return value.length <= MAX_PATH_LENGTH && DOTTED_PATH.test(value) && value.trim() === value && !value.split('.').includes('__proto__');
}

function parseDottedPath(value: unknown, path: string, problems: Problems): string | null {
  if (typeof value !== 'string' || !isDottedPath(value)) {
    problems.add(path, 'must be a property name, with dots to reach nested objects (e.g. "usage.output_tokens")');
    return null;
  }
  return value;
}

function parseEventName(value: unknown, path: string, problems: Problems): string {
  if (value === undefined) problems.add(path, 'is required');
  else if (typeof value !== 'string' || value.trim() === '') problems.add(path, 'must be a non-empty string');
  else if (value.length > MAX_NAME_LENGTH) problems.add(path, `must be at most ${MAX_NAME_LENGTH} characters`);
  else return value;
  return '';
}

function parseScalar(value: unknown, path: string, problems: Problems): FilterScalar | null {
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_VALUE) problems.add(path, `must be at most ${MAX_STRING_VALUE} characters`);
    return value;
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  problems.add(path, 'must be a string, number or boolean');
  return null;
}

function parseFilters(value: unknown, path: string, problems: Problems): Filters {
  const filters: Filters = {};
  if (value === undefined) return filters;
  if (!isObject(value)) {
    problems.add(path, 'must be an object of property -> value or list of values');
    return filters;
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_FILTERS) problems.add(path, `must have at most ${MAX_FILTERS} entries`);
  for (const [key, raw] of entries) {
    const entryPath = `${path}.${key}`;
    if (!isDottedPath(key)) {
      problems.add(entryPath, 'is not a property name (dots separate non-empty segments)');
      continue;
    }
    if (Array.isArray(raw)) {
      if (raw.length === 0) problems.add(entryPath, 'must list at least one value');
      else if (raw.length > MAX_FILTER_VALUES) problems.add(entryPath, `must list at most ${MAX_FILTER_VALUES} values`);
      const values = raw.map((item, i) => parseScalar(item, `${entryPath}[${i}]`, problems));
      filters[key] = values.filter((v): v is FilterScalar => v !== null);
    } else {
      const scalar = parseScalar(raw, entryPath, problems);
      if (scalar !== null) filters[key] = scalar;
    }
  }
  return filters;
}

/** `{ expression: {...} }` -> the expression object, or null after recording the problem. */
function unwrap(input: unknown, path: string, problems: Problems): Json | null {
  if (!isObject(input)) {
    problems.add(path, 'must be an object with an expression');
    return null;
  }
  checkKeys(input, ['expression'], path, problems);
  const expression = input.expression;
  if (expression === undefined) {
    problems.add(`${path}.expression`, 'is required');
    return null;
  }
  if (!isObject(expression)) {
    problems.add(`${path}.expression`, 'must be an object');
    return null;
  }
  return expression;
}

/** Parses `{ expression: { event_name, filters?, aggregation?, property? } }`; `path` names `input`. */
export function parseBillableMetric(input: unknown, path: string): BillableMetric {
  const problems = new Problems();
  const expression = unwrap(input, path, problems);
  if (!expression) throw problems.error();
  const at = `${path}.expression`;
  checkKeys(expression, ['event_name', 'filters', 'aggregation', 'property'], at, problems);
  const eventName = parseEventName(expression.event_name, `${at}.event_name`, problems);
  const filters = parseFilters(expression.filters, `${at}.filters`, problems);

  let aggregation: Aggregation = 'count';
  const rawAggregation = expression.aggregation;
  if (rawAggregation !== undefined) {
    if (typeof rawAggregation === 'string' && (AGGREGATIONS as readonly string[]).includes(rawAggregation)) {
      aggregation = rawAggregation as Aggregation;
    } else {
      problems.add(`${at}.aggregation`, `must be one of: ${AGGREGATIONS.join(', ')}`);
    }
  }

  let property: string | null = null;
  if (aggregation === 'count') {
    if (expression.property !== undefined && expression.property !== null) {
      problems.add(`${at}.property`, 'is not used by the count aggregation; omit it');
    }
  } else if (expression.property === undefined || expression.property === null) {
    problems.add(`${at}.property`, `is required for the ${aggregation} aggregation`);
  } else {
    property = parseDottedPath(expression.property, `${at}.property`, problems);
  }

  problems.throwIfAny();
  return { event_name: eventName, filters, aggregation, property };
}

function parseCostSource(value: unknown, path: string, problems: Problems): CostSource | null {
  if (value === undefined) {
    problems.add(path, 'is required: { property, currency_code, unit } or { catalog_id }');
    return null;
  }
  if (!isObject(value)) {
    problems.add(path, 'must be an object: { property, currency_code, unit } or { catalog_id }');
    return null;
  }
  if ('catalog_id' in value) {
    checkKeys(value, ['catalog_id'], path, problems);
    const catalogId = value.catalog_id;
    if (typeof catalogId !== 'string' || catalogId.trim() === '' || catalogId.length > 64) {
      problems.add(`${path}.catalog_id`, 'must be a catalog id');
      return null;
    }
    return { catalog_id: catalogId };
  }
  checkKeys(value, ['property', 'currency_code', 'unit'], path, problems);
  let property: string | null = null;
  if (value.property === undefined) problems.add(`${path}.property`, 'is required');
  else property = parseDottedPath(value.property, `${path}.property`, problems);

  let currency: CurrencyCode | null = null;
  if (value.currency_code === undefined) problems.add(`${path}.currency_code`, 'is required');
  else if (typeof value.currency_code === 'string' && (CURRENCY_CODES as readonly string[]).includes(value.currency_code)) {
    currency = value.currency_code as CurrencyCode;
  } else problems.add(`${path}.currency_code`, `must be one of: ${CURRENCY_CODES.join(', ')}`);

  let unit: CostUnit | null = null;
  if (value.unit === undefined) problems.add(`${path}.unit`, 'is required: minor or major (units of the currency)');
  else if (typeof value.unit === 'string' && (COST_UNITS as readonly string[]).includes(value.unit)) unit = value.unit as CostUnit;
  else problems.add(`${path}.unit`, `must be one of: ${COST_UNITS.join(', ')}`);

  return property !== null && currency !== null && unit !== null ? { property, currency_code: currency, unit } : null;
}

/** Parses `{ expression: { event_name, filters?, cost } }`; `path` names `input`. */
export function parseCostMetric(input: unknown, path: string): CostMetric {
  const problems = new Problems();
  const expression = unwrap(input, path, problems);
  if (!expression) throw problems.error();
  const at = `${path}.expression`;
  checkKeys(expression, ['event_name', 'filters', 'cost'], at, problems);
  const eventName = parseEventName(expression.event_name, `${at}.event_name`, problems);
  const filters = parseFilters(expression.filters, `${at}.filters`, problems);
  const cost = parseCostSource(expression.cost, `${at}.cost`, problems);
  if (!cost || problems.list.length > 0) throw problems.error();
  return { event_name: eventName, filters, cost };
}

/** The stored and displayed form: `{ expression: metric }` as JSON text. */
export function metricToJson(metric: BillableMetric | CostMetric): string {
  return JSON.stringify({ expression: metric });
}

/** Reads a stored billable metric (trusted: it was parsed on the way in). */
export function billableMetricFromJson(text: string): BillableMetric {
  return (JSON.parse(text) as { expression: BillableMetric }).expression;
}

/** Reads a stored cost metric (trusted: it was parsed on the way in). */
export function costMetricFromJson(text: string): CostMetric {
  return (JSON.parse(text) as { expression: CostMetric }).expression;
}
