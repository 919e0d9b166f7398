/** The metrics module's door: what other modules may use. */
export { billableMetricFromJson, costMetricFromJson, metricToJson, parseBillableMetric, parseCostMetric } from './expression.js';
export type { Aggregation, BillableMetric, CostMetric } from './expression.js';
export { costFromValue, costOf, matchesEvent, numericValue, quantityOf, readPath, uniqueValueOf } from '../../kernel/rating/index.js';
