/**
 * Loads what a customer's event is rated against: the subscriptions in force at the event's
 * instant (read every time) and, per plan, its fees, attached catalogs, the catalogs its cost
 * metrics name, and the conversion rates and codes of every pricing unit involved.
 *
 * A plan's configuration is cached per process and re-read when the company's rating-config
 * counter moved (src/modules/ratingConfig): every change to fees, rates or catalogs bumps it in
 * the same transaction, so the cache never serves a configuration older than the read it follows.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { loadPlanCatalogs, loadRatingCatalog, type AttachedCatalog, type RatingCatalog } from '../catalogs/ratingView.js';
import { loadPlanFees } from '../fees/ratingView.js';
import type { RatedFee } from '../fees/types.js';
import { listConversionRates } from '../pricingUnits/repo.js';
import type { RateLike } from '../pricingUnits/rateLookup.js';
import { ratingConfigStamp } from '../ratingConfig/version.js';
import { subscriptionsInForceAt } from '../subscriptions/service.js';
import type { RatingContext, SubscriptionRating } from './rating/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface LoadedRatingContext extends RatingContext {
  /** Pricing unit codes by id, for cost items. */
  unitCodes: ReadonlyMap<string, string>;
}

interface PlanRatingConfig {
  fees: RatedFee[];
  catalogs: AttachedCatalog[];
  costCatalogs: Map<string, RatingCatalog>;
  rates: Map<string, RateLike[]>;
  unitCodes: Map<string, string>;
}

async function loadPlanRatingConfig(db: Db, scope: Scope, planId: string): Promise<PlanRatingConfig> {
  const fees = await loadPlanFees(db, scope, planId);
  const catalogs = await loadPlanCatalogs(db, scope, planId);
  const unitIds = new Set<string>();
  const costCatalogIds = new Set<string>();
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
  return { fees, catalogs, costCatalogs, rates, unitCodes };
}

const MAX_CACHED_PLANS = 10_000;

export class RatingContextLoader {
  private readonly plans = new Map<string, { stamp: string; config: PlanRatingConfig }>();

  async load(db: Db, scope: Scope, customerId: string, at: Date): Promise<LoadedRatingContext> {
    const inForce = await subscriptionsInForceAt(db, scope, customerId, at);
    const subscriptions: SubscriptionRating[] = [];
    const costCatalogs = new Map<string, RatingCatalog>();
    const rates = new Map<string, readonly RateLike[]>();
    const unitCodes = new Map<string, string>();
    if (inForce.length === 0) return { customerId, subscriptions, costCatalogs, rates, unitCodes };
    const stamp = await ratingConfigStamp(db, scope);
    for (const subscription of inForce) {
      const config = await this.planConfig(db, scope, subscription.plan_id, stamp);
      subscriptions.push({ subscriptionId: subscription.id, planId: subscription.plan_id, fees: config.fees, catalogs: config.catalogs });
      for (const [id, catalog] of config.costCatalogs) costCatalogs.set(id, catalog);
      for (const [id, unitRates] of config.rates) rates.set(id, unitRates);
      for (const [id, code] of config.unitCodes) unitCodes.set(id, code);
    }
    return { customerId, subscriptions, costCatalogs, rates, unitCodes };
  }

  private async planConfig(db: Db, scope: Scope, planId: string, stamp: string): Promise<PlanRatingConfig> {
    const key = `${scope.companyId}:${scope.mode}:${planId}`;
    const cached = this.plans.get(key);
    if (cached && cached.stamp === stamp) return cached.config;
    const config = await loadPlanRatingConfig(db, scope, planId);
    if (this.plans.size >= MAX_CACHED_PLANS) this.plans.clear();
    this.plans.set(key, { stamp, config });
    return config;
  }
}
