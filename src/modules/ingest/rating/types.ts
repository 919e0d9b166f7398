/** The plain data rating works on: no I/O, so every rule is testable without a database. */
import type { CurrencyCode } from '../../../money/currency.js';
import type { Decimal } from '../../../money/decimal.js';
import type { Denomination } from '../../../money/denomination.js';
import type { AttachedCatalog, RatingCatalog } from '../../catalogs/ratingView.js';
import type { RatedFee } from '../../fees/types.js';
import type { RateLike } from '../../pricingUnits/rateLookup.js';

export interface RatingEvent {
  eventName: string;
  timestamp: Date;
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
}

export type RatingFailureCode = 'CONVERSION_RATE_MISSING';

export type RatingOutcome =
  | { ok: true; charges: Charge[] }
  | { ok: false; code: RatingFailureCode; message: string };

/** Thrown inside rating when a charge cannot be converted; rateEvent turns it into an outcome. */
export class RatingFailure extends Error {
  constructor(
    readonly code: RatingFailureCode,
    message: string,
  ) {
    super(message);
  }
}
