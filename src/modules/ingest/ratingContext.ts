/**
 * Loads what a customer's event is rated against: the subscriptions in force at the event's
 * instant, their plans' fees and attached catalogs, the catalogs cost metrics name, and the
 * conversion rates of every pricing unit involved. Read inside the ingest transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { loadPlanCatalogs, loadRatingCatalog, type RatingCatalog } from '../catalogs/ratingView.js';
import { loadPlanFees } from '../fees/ratingView.js';
import { listConversionRates } from '../pricingUnits/repo.js';
import type { RateLike } from '../pricingUnits/rateLookup.js';
import { subscriptionsInForceAt } from '../subscriptions/service.js';
import type { RatingContext, SubscriptionRating } from './rating/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface LoadedRatingContext extends RatingContext {
  /** Pricing unit codes by id, for cost and balance items. */
  unitCodes: ReadonlyMap<string, string>;
}

export async function loadRatingContext(db: Db, scope: Scope, customerId: string, at: Date): Promise<LoadedRatingContext> {
  const inForce = await subscriptionsInForceAt(db, scope, customerId, at);
  const subscriptions: SubscriptionRating[] = [];
  const unitIds = new Set<string>();
  const costCatalogIds = new Set<string>();
  for (const subscription of inForce) {
    const [fees, catalogs] = await Promise.all([loadPlanFees(db, scope, subscription.plan_id), loadPlanCatalogs(db, scope, subscription.plan_id)]);
    for (const fee of fees) {
      if (fee.price.denomination.kind === 'pricing_unit') unitIds.add(fee.price.denomination.pricingUnitId);
      const cost = fee.product.costMetric?.cost;
      if (cost && 'catalog_id' in cost) costCatalogIds.add(cost.catalog_id);
    }
    for (const catalog of catalogs) {
      if (catalog.pricing.mode === 'cost_plus' && catalog.pricing.denomination.kind === 'pricing_unit') {
        unitIds.add(catalog.pricing.denomination.pricingUnitId);
      }
    }
    subscriptions.push({ subscriptionId: subscription.id, planId: subscription.plan_id, fees, catalogs });
  }
  const costCatalogs = new Map<string, RatingCatalog>();
  for (const catalogId of costCatalogIds) {
    const catalog = await loadRatingCatalog(db, scope, catalogId);
    if (catalog) costCatalogs.set(catalogId, catalog);
  }
  const rates = new Map<string, RateLike[]>();
  const unitCodes = new Map<string, string>();
  if (unitIds.size > 0) {
    for (const rate of await listConversionRates(db, scope, [...unitIds])) {
      rates.set(rate.pricing_unit_id, [...(rates.get(rate.pricing_unit_id) ?? []), rate]);
    }
    const units = await db
      .selectFrom('pricing_units')
      .select(['id', 'code'])
      .where('company_id', '=', scope.companyId)
      .where('mode', '=', scope.mode)
      .where('id', 'in', [...unitIds])
      .execute();
    for (const unit of units) unitCodes.set(unit.id, unit.code);
  }
  return { customerId, subscriptions, costCatalogs, rates, unitCodes };
}
