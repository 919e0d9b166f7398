/**
 * The rating kernel, pure: the usage pricing models, the one reader of an event's properties, and
 * the metric language's shapes and matchers.
 * It sits below every module that rates (ingest, catalogs, metrics, the billing engine) and
 * imports none of them.
 */
export { CHARGE_SCALE, markUp, perUnitCharge, roundCharge, type Markup, type UnitPrice } from './pricingModels.js';
export { readEventPath } from './eventPath.js';
export { costFromValue, costOf, matchesEvent, numericValue, quantityOf, readPath, uniqueValueOf } from './metricMatch.js';
export type { Aggregation, BillableMetric, CostMetric } from './metricShapes.js';
export {
  graduatedPrice,
  packagePrice,
  priceOfTotal,
  runningCharge,
  volumePrice,
  volumeTierOf,
  type PackageRounding,
  type PriceTier,
  type TieredPrice,
} from './tieredPricing.js';
