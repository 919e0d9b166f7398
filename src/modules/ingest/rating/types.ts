/** The plain data rating works on: no I/O, so every rule is testable without a database. */
import type { CurrencyCode } from '../../../money/currency.js';
import type { Decimal } from '../../../money/decimal.js';
import type { Denomination } from '../../../money/denomination.js';
import type { AttachedCatalog, RatingCatalog } from '../../catalogs/index.js';
import type { RatedFee } from '../../fees/index.js';
import type { RateLike } from '../../pricingUnits/index.js';
import type { TieredPrice } from '../../../kernel/rating/index.js';

export interface RatingEvent {
  eventName: string;
  timestamp: Date;
  /** `timestamp` as ISO text, when the caller has it already (ingest stores it): rating formats it otherwise. */
  instant?: string;
  properties: Record<string, unknown> | null;
}

/** What one subscription in force at the event's instant prices it with. */
export interface SubscriptionRating {
  subscriptionId: string;
  planId: string;
  fees: readonly RatedFee[];
  catalogs: readonly AttachedCatalog[];
}

/** Everything a customer's event can be rated against. */
export interface RatingContext {
  customerId: string;
  subscriptions: readonly SubscriptionRating[];
  /** Catalogs named by cost metrics (`cost: {catalog_id}`), by id. */
  costCatalogs: ReadonlyMap<string, RatingCatalog>;
  /** Conversion rates by pricing unit id. */
  rates: ReadonlyMap<string, readonly RateLike[]>;
}

export interface UnderlyingCost {
  currency: CurrencyCode;
  /** Minor units, unrounded. */
  amountMinor: Decimal;
}

export interface Charge {
  subscriptionId: string;
  planId: string;
  feeId: string | null;
  planCatalogId: string | null;
  catalogEntryKey: string | null;
  productId: string | null;
  denomination: Denomination;
  quantity: Decimal;
  amount: Decimal;
  cost: UnderlyingCost | null;
  /**
   * Graduated and package fees (issue 31): priced from the period's running quantity, so `amount`
   * is 0 until the batch prices it under the running total's lock (pipeline/runningTotals.ts);
   * `key` names the total (subscription, fee, period start) once the batch has resolved it.
   */
  running?: { price: TieredPrice; timestamp: Date; key?: string };
}

/**
 * Why an event cannot be priced. Each is refused with nothing stored, so the same key can be sent
 * again once the price exists (or the event is corrected): an event that matches a product's
 * metric is never stored as silently free.
 * - CONVERSION_RATE_MISSING: no conversion rate in force for a cost charged in a pricing unit;
 * - QUANTITY_NOT_NUMERIC: the metric's property is present but not a number;
 * - COST_MISSING: a cost metric matched but the event carries no readable cost (or a catalog
 *   entry's dimension is missing);
 * - PRICE_NOT_FOUND: an attached catalog prices this event name but has no entry for its key;
 * - VALIDATION_ERROR: the event's own input is out of bounds (a negative or enormous quantity or
 *   cost), reported at `path` like any invalid field.
 */
export type RatingFailureCode = 'CONVERSION_RATE_MISSING' | 'QUANTITY_NOT_NUMERIC' | 'COST_MISSING' | 'PRICE_NOT_FOUND' | 'VALIDATION_ERROR';

export type RatingOutcome =
  /** `pricedAtClose`: the volume fees that meter the event, priced at the period's close (issue 31), not in `charges`. */
  | { ok: true; charges: Charge[]; pricedAtClose?: string[] }
  | { ok: false; code: RatingFailureCode; message: string; path?: string };

/** Thrown inside rating when an event cannot be priced; rateEvent turns it into an outcome. */
export class RatingFailure extends Error {
  constructor(
    readonly code: RatingFailureCode,
    message: string,
    /** For VALIDATION_ERROR: the request path of the offending value (`body.properties.tokens`). */
    readonly path?: string,
  ) {
    super(message);
  }
}
