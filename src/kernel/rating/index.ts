/**
 * The rating kernel, pure: the usage pricing models and the one reader of an event's properties.
 * It sits below every module that rates (ingest, catalogs, metrics, the billing engine) and
 * imports none of them.
 */
export { CHARGE_SCALE, markUp, perUnitCharge, roundCharge, type Markup, type UnitPrice } from './pricingModels.js';
export { readEventPath } from './eventPath.js';
