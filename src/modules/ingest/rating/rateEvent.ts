/**
 * Rating one event (docs/decisions.md, Ingest): every subscription in force at the event's
 * instant, every fee of its plan in force at that instant whose metric matches, and every
 * attached catalog whose entry matches, each give a charge in the price's denomination.
 * Pure: the caller loads the context and writes the charges.
 */
import { Decimal } from '../../../money/decimal.js';
import { exceedsMaxAmount, MAX_AMOUNT_MINOR } from '../../../money/limits.js';
import type { Denomination } from '../../../money/denomination.js';
import { catalogCost, entryFor, type AttachedCatalog } from '../../catalogs/index.js';
import { feesEffectiveAt } from '../../fees/index.js';
import type { RatedFee } from '../../fees/index.js';
import { costFromValue, matchesEvent, numericValue, quantityOf, readPath } from '../../metrics/index.js';
import { convertCost } from './convert.js';
import { markUp, perUnitCharge, roundCharge } from './pricingModels.js';
import {
  RatingFailure,
  type Charge,
  type RatingContext,
  type RatingEvent,
  type RatingOutcome,
  type SubscriptionRating,
  type UnderlyingCost,
} from './types.js';

/** Aggregations the billing engine rates per period (docs/decisions.md, Metrics), not per event. */
export const PERIOD_AGGREGATIONS: ReadonlySet<string> = new Set(['max', 'unique_count', 'latest']);

function metered(event: RatingEvent) {
  return { event_name: event.eventName, properties: event.properties };
}

function currencyOf(cost: UnderlyingCost): Denomination {
  return { kind: 'currency', currencyCode: cost.currency };
}

/** The largest quantity, cost or charge one event may carry: beyond it no invoice total is exact (src/money/limits.ts). */
export const MAX_EVENT_AMOUNT = MAX_AMOUNT_MINOR;

function propertyPath(property: string): string {
  return `body.properties.${property}`;
}

/** Refuses a quantity or cost read from `property` that is negative or beyond MAX_EVENT_AMOUNT. */
function checkedAmount(value: Decimal, property: string): Decimal {
  if (value.isNegative() && !value.isZero()) {
    throw new RatingFailure('VALIDATION_ERROR', 'must not be negative: a usage event adds usage (refunds and corrections are credit grants)', propertyPath(property));
  }
  if (exceedsMaxAmount(value)) throw new RatingFailure('VALIDATION_ERROR', `must be at most ${MAX_EVENT_AMOUNT.toFixed()}`, propertyPath(property));
  return value;
}

/**
 * Refuses a charge beyond MAX_EVENT_AMOUNT (say 10^15 tokens at $1 each): its invoice could not
 * hold it exactly, so it is never charged (400 naming the property the amount comes from).
 */
function boundedCharge(charge: Charge, property: string | null): Charge {
  if (exceedsMaxAmount(charge.amount)) {
    throw new RatingFailure(
      'VALIDATION_ERROR',
      `would charge ${charge.amount.toFixed()}, more than the ${MAX_EVENT_AMOUNT.toFixed()} (minor units or pricing units) one event may be charged: an invoice could not hold it exactly`,
      property === null ? 'body.properties' : propertyPath(property),
    );
  }
  return charge;
}

/**
 * The quantity a matching event gives a per-event metric: null when the event does not carry the
 * metric's property (it contributes nothing to this fee); refused when the property is there but
 * is not a number, or is out of bounds.
 */
function meteredQuantity(metric: NonNullable<RatedFee['product']['billableMetric']>, event: RatingEvent): Decimal | null {
  const quantity = quantityOf(metric, metered(event));
  const property = metric.property;
  if (property === null || metric.aggregation === 'count' || metric.aggregation === 'unique_count') return quantity;
  if (quantity === null) {
    if (readPath(event.properties, property) === undefined) return null;
    throw new RatingFailure('QUANTITY_NOT_NUMERIC', `Property ${property} must be a number (or a decimal string) to be metered`);
  }
  return checkedAmount(quantity, property);
}

function perUnitFeeCharge(fee: RatedFee, subscription: SubscriptionRating, event: RatingEvent): Charge | null {
  const metric = fee.product.billableMetric;
  if (!metric || PERIOD_AGGREGATIONS.has(metric.aggregation) || !matchesEvent(metric, metered(event))) return null;
  const quantity = meteredQuantity(metric, event);
  if (quantity === null) return null;
  return boundedCharge(feeCharge(fee, subscription, quantity, perUnitCharge(fee.price, quantity), null), metric.property ?? null);
}

/** A fee's charge in its price's denomination, rounded once to the charge scale. */
function feeCharge(fee: RatedFee, subscription: SubscriptionRating, quantity: Decimal, amount: Decimal, cost: UnderlyingCost | null): Charge {
  return {
    subscriptionId: subscription.subscriptionId,
    planId: subscription.planId,
    feeId: fee.id,
    planCatalogId: null,
    catalogEntryKey: null,
    productId: fee.product.id,
    denomination: fee.price.denomination,
    quantity,
    amount: roundCharge(amount),
    cost,
  };
}

/** The cost of a matching event, or null when the fee's cost metric does not match it; refused when it matches but no cost can be read. */
function underlyingCost(fee: RatedFee, event: RatingEvent, context: RatingContext): UnderlyingCost | null {
  const metric = fee.product.costMetric;
  if (!metric || !matchesEvent(metric, metered(event))) return null;
  if ('catalog_id' in metric.cost) {
    const catalog = context.costCatalogs.get(metric.cost.catalog_id);
    if (!catalog) throw new RatingFailure('PRICE_NOT_FOUND', `The cost catalog ${metric.cost.catalog_id} of product ${fee.product.name} does not exist`);
    const entry = entryFor(catalog, event.eventName, event.properties);
    if (!entry) throw new RatingFailure('PRICE_NOT_FOUND', `Catalog ${catalog.name} has no entry for ${describeKey(catalog.keyProperty, event)}`);
    const cost = catalogCost(entry.dimensions, event.properties);
    if (!cost) throw new RatingFailure('COST_MISSING', `Catalog entry ${entry.key} needs ${entry.dimensions.map((d) => d.property).join(', ')} as non-negative numbers`);
    return { currency: cost.currencyCode, amountMinor: checkedAmount(cost.amountMinor, entry.dimensions[0]?.property ?? catalog.keyProperty) };
  }
  const property = metric.cost.property;
  const raw = numericValue(readPath(event.properties, property));
  if (raw === null) throw new RatingFailure('COST_MISSING', `Product ${fee.product.name} is priced at cost: property ${property} must hold the cost as a number`);
  const cost = costFromValue(metric.cost, checkedAmount(raw, property));
  return { currency: cost.currency, amountMinor: cost.amountMinor };
}

function describeKey(keyProperty: string, event: RatingEvent): string {
  const key = readPath(event.properties, keyProperty);
  return key === undefined ? `an event without ${keyProperty}` : `${keyProperty} ${JSON.stringify(key)}`;
}

function costPlusFeeCharge(fee: RatedFee, subscription: SubscriptionRating, event: RatingEvent, context: RatingContext): Charge | null {
  const costPlus = fee.price.costPlus;
  if (!costPlus) return null;
  const cost = underlyingCost(fee, event, context);
  if (!cost) return null;
  const billable = fee.product.billableMetric;
  const quantity =
    billable && !PERIOD_AGGREGATIONS.has(billable.aggregation) && matchesEvent(billable, metered(event))
      ? quantityOf(billable, metered(event)) ?? new Decimal(1)
      : new Decimal(1);
  const amount = convertCost(cost, markUp(costPlus, cost.amountMinor), fee.price.denomination, context, event.timestamp);
  const metric = fee.product.costMetric;
  return boundedCharge(feeCharge(fee, subscription, quantity, amount, cost), metric && 'property' in metric.cost ? metric.cost.property : null);
}

function catalogCharge(catalog: AttachedCatalog, subscription: SubscriptionRating, event: RatingEvent, context: RatingContext): Charge | null {
  if (event.eventName !== catalog.eventName) return null;
  const entry = entryFor(catalog, event.eventName, event.properties);
  if (!entry) throw new RatingFailure('PRICE_NOT_FOUND', `Catalog ${catalog.name} has no entry for ${describeKey(catalog.keyProperty, event)}`);
  const costed = catalogCost(entry.dimensions, event.properties);
  if (!costed) throw new RatingFailure('COST_MISSING', `Catalog entry ${entry.key} needs ${entry.dimensions.map((d) => d.property).join(', ')} as non-negative numbers`);
  checkedAmount(costed.amountMinor, entry.dimensions[0]?.property ?? catalog.keyProperty);
  const cost: UnderlyingCost = { currency: costed.currencyCode, amountMinor: costed.amountMinor };
  let denomination: Denomination;
  let amount: Decimal;
  if (entry.price) {
    const priced = catalogCost(entry.price, event.properties);
    if (!priced) throw new RatingFailure('COST_MISSING', `Catalog entry ${entry.key} needs ${entry.price.map((d) => d.property).join(', ')} as non-negative numbers`);
    denomination = { kind: 'currency', currencyCode: priced.currencyCode };
    amount = priced.amountMinor;
  } else if (catalog.pricing.mode === 'pass_through') {
    denomination = currencyOf(cost);
    amount = cost.amountMinor;
  } else {
    denomination = catalog.pricing.denomination;
    amount = convertCost(cost, cost.amountMinor.times(catalog.pricing.multiplier), denomination, context, event.timestamp);
  }
  return boundedCharge(
    {
      subscriptionId: subscription.subscriptionId,
      planId: subscription.planId,
      feeId: null,
      planCatalogId: catalog.attachmentId,
      catalogEntryKey: entry.key,
      productId: null,
      denomination,
      quantity: new Decimal(1),
      amount: roundCharge(amount),
      cost,
    },
    entry.dimensions[0]?.property ?? null,
  );
}

/**
 * graduated and package: the event's quantity, as per_unit reads it, priced later from the
 * period's running quantity (pipeline/runningTotals.ts): amount 0 until then.
 */
function runningFeeCharge(fee: RatedFee, subscription: SubscriptionRating, event: RatingEvent): Charge | null {
  const metric = fee.product.billableMetric;
  const tiered = fee.price.tiered;
  if (!metric || !tiered || PERIOD_AGGREGATIONS.has(metric.aggregation) || !matchesEvent(metric, metered(event))) return null;
  const quantity = meteredQuantity(metric, event);
  if (quantity === null) return null;
  return { ...feeCharge(fee, subscription, quantity, new Decimal(0), null), running: { price: tiered, timestamp: event.timestamp } };
}

type FeeRater = (fee: RatedFee, subscription: SubscriptionRating, event: RatingEvent, context: RatingContext) => Charge | null;

/** The usage pricing models; `flat` fees are charged per period by the billing engine. */
const FEE_RATERS: Record<Exclude<RatedFee['price']['model'], 'flat' | 'volume'>, FeeRater> = {
  per_unit: perUnitFeeCharge,
  cost_plus: costPlusFeeCharge,
  graduated: runningFeeCharge,
  package: runningFeeCharge,
};

/** volume: priced at the period's close from its total (billing/rules/closing.ts), nothing now; true when it meters the event. */
function meteredByVolume(fee: RatedFee, event: RatingEvent): boolean {
  const metric = fee.product.billableMetric;
  return metric !== null && matchesEvent(metric, metered(event)) && quantityOf(metric, metered(event)) !== null;
}

export function rateEvent(event: RatingEvent, context: RatingContext): RatingOutcome {
  const charges: Charge[] = [];
  const pricedAtClose: string[] = [];
  const instant = event.instant ?? event.timestamp.toISOString();
  try {
    for (const subscription of context.subscriptions) {
      for (const fee of feesEffectiveAt(subscription.fees, instant)) {
        if (fee.price.model === 'flat') continue;
        if (fee.price.model === 'volume') {
          if (meteredByVolume(fee, event)) pricedAtClose.push(fee.id);
          continue;
        }
        const charge = FEE_RATERS[fee.price.model](fee, subscription, event, context);
        if (charge) charges.push(charge);
      }
      for (const catalog of subscription.catalogs) {
        const charge = catalogCharge(catalog, subscription, event, context);
        if (charge) charges.push(charge);
      }
    }
  } catch (error) {
    if (error instanceof RatingFailure) {
      return error.path === undefined ? { ok: false, code: error.code, message: error.message } : { ok: false, code: error.code, message: error.message, path: error.path };
    }
    throw error;
  }
  return pricedAtClose.length === 0 ? { ok: true, charges } : { ok: true, charges, pricedAtClose };
}
