/**
 * Loads what a customer's event is rated against: the subscriptions in force at the event's
 * instant (read every time) and, per plan, its fees, attached catalogs, the catalogs its cost
 * metrics name, and the conversion rates and codes of every pricing unit involved.
 *
 * A plan's configuration is cached per process and re-read when the company's rating-config
 * counter moved (src/modules/ratingConfig): every change to fees, rates or catalogs bumps it as the
 * first statement of its transaction, holding the row's lock to its commit, and the batch reads the
 * counter under that lock before this is called, so the configuration read or served here is the
 * one the stamp names, and stays so until the batch commits. The company's `unmatched_events`
 * setting is cached the same way: changing it bumps the counter (platform's updateCompany).
 */
import { type Db, type Scope, inScope } from '../../db/scope.js';
import { loadPlanCatalogs, loadRatingCatalog, type AttachedCatalog, type RatingCatalog } from '../catalogs/index.js';
import { loadPlanFees } from '../fees/index.js';
import type { RatedFee } from '../fees/index.js';
import { unmatchedEventsOf, type UnmatchedEvents } from '../platform/index.js';
import { listConversionRates } from '../pricingUnits/index.js';
import type { RateLike } from '../pricingUnits/index.js';
import { ratingConfigStamp } from '../ratingConfig/index.js';
import { LimitBook, selectScopeLimits } from '../overdraftLimits/index.js';
import { selectScopeTopUps, TopUpBook } from '../autoTopUps/index.js';
import { pastPhasesOfCustomer, planAt, subscriptionsInForceAt } from '../subscriptions/index.js';
import type { RatingContext, SubscriptionRating } from './rating/types.js';
import type { ScopedDb } from '../../db/context.js';

export interface LoadedRatingContext extends RatingContext {
  /** Pricing unit codes by id, for cost items. */
  unitCodes: ReadonlyMap<string, string>;
}

export interface PlanRatingConfig {
  fees: RatedFee[];
  catalogs: AttachedCatalog[];
  costCatalogs: Map<string, RatingCatalog>;
  rates: Map<string, RateLike[]>;
  unitCodes: Map<string, string>;
}

async function loadPlanRatingConfig(ctx: ScopedDb, planId: string): Promise<PlanRatingConfig> {
  const { db, scope } = ctx;
  const fees = await loadPlanFees(db, scope, planId);
  const catalogs = await loadPlanCatalogs({ db, scope }, planId);
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
    const catalog = await loadRatingCatalog({ db, scope }, catalogId);
    if (catalog) costCatalogs.set(catalogId, catalog);
  }
  const rates = new Map<string, RateLike[]>();
  const unitCodes = new Map<string, string>();
  if (unitIds.size > 0) {
    for (const rate of await listConversionRates({ db, scope }, [...unitIds])) {
      rates.set(rate.pricing_unit_id, [...(rates.get(rate.pricing_unit_id) ?? []), rate]);
    }
    const units = await db
      .selectFrom('pricing_units')
      .select(['id', 'code'])
      .where(inScope(scope))
      .where('id', 'in', [...unitIds])
      .execute();
    for (const unit of units) unitCodes.set(unit.id, unit.code);
  }
  return { fees, catalogs, costCatalogs, rates, unitCodes };
}

const MAX_CACHED_PLANS = 10_000;

/** A subscription as rating needs it. */
export interface RatedSubscriptionRef {
  id: string;
  plan_id: string;
}

const MAX_CACHED_SCOPES = 10_000;

export class RatingContextLoader {
  private readonly plans = new Map<string, { stamp: string; config: PlanRatingConfig }>();
  private readonly unmatched = new Map<string, { stamp: string; value: UnmatchedEvents }>();
  private readonly limits = new Map<string, { stamp: string; value: LimitBook }>();
  private readonly topUps = new Map<string, { stamp: string; value: TopUpBook }>();

  /** One customer's context at `at`, read with Kysely (the per-event path; set-based ingest uses contextFor). */
  async load(db: Db, scope: Scope, customerId: string, at: Date): Promise<LoadedRatingContext> {
    const subscriptions = await subscriptionsInForceAt({ db, scope }, customerId, at);
    if (subscriptions.length === 0) return contextFor(customerId, [], new Map());
    const phases = await pastPhasesOfCustomer({ db, scope }, customerId);
    const inForce = subscriptions.map((sub) => ({ id: sub.id, plan_id: planAt(sub, phases, at.toISOString()) }));
    const stamp = await ratingConfigStamp({ db, scope });
    return contextFor(customerId, inForce, await this.planConfigs(db, scope, inForce.map((s) => s.plan_id), stamp));
  }

  /**
   * The plans' configurations as of `stamp` (the company's rating-config counter, read in the
   * caller's transaction before this call): from the cache, or read with `db` and cached.
   */
  async planConfigs(db: Db, scope: Scope, planIds: Iterable<string>, stamp: string): Promise<Map<string, PlanRatingConfig>> {
    const configs = new Map<string, PlanRatingConfig>();
    for (const planId of planIds) {
      if (configs.has(planId)) continue;
      const key = `${scope.companyId}:${scope.mode}:${planId}`;
      const cached = this.plans.get(key);
      if (cached && cached.stamp === stamp) {
        configs.set(planId, cached.config);
        continue;
      }
      const config = await loadPlanRatingConfig({ db, scope }, planId);
      if (this.plans.size >= MAX_CACHED_PLANS) this.plans.clear();
      this.plans.set(key, { stamp, config });
      configs.set(planId, config);
    }
    return configs;
  }

  /**
   * The company's `unmatched_events` setting as of `stamp` (read like planConfigs' stamp): from the
   * cache, or read with `db` (one statement per scope when its stamp moved, never per event).
   */
  async unmatchedEvents(db: Db, scope: Scope, stamp: string): Promise<UnmatchedEvents> {
    const key = `${scope.companyId}:${scope.mode}`;
    const cached = this.unmatched.get(key);
    if (cached && cached.stamp === stamp) return cached.value;
    const value = await unmatchedEventsOf(db, scope.companyId);
    if (this.unmatched.size >= MAX_CACHED_SCOPES) this.unmatched.clear();
    this.unmatched.set(key, { stamp, value });
    return value;
  }

  /**
   * The scope's overdraft limits as of `stamp` (setting one bumps the counter: overdraftLimits'
   * service): from the cache, or one statement when the stamp moved, never per event.
   */
  async overdraftLimits(db: Db, scope: Scope, stamp: string): Promise<LimitBook> {
    const key = `${scope.companyId}:${scope.mode}`;
    const cached = this.limits.get(key);
    if (cached && cached.stamp === stamp) return cached.value;
    const value = new LimitBook(await selectScopeLimits({ db, scope }));
    if (this.limits.size >= MAX_CACHED_SCOPES) this.limits.clear();
    this.limits.set(key, { stamp, value });
    return value;
  }

  /**
   * The scope's auto top-ups as of `stamp` (setting or deleting one bumps the counter: autoTopUps'
   * service): from the cache, or one statement when the stamp moved, never per event.
   */
  async autoTopUps(db: Db, scope: Scope, stamp: string): Promise<TopUpBook> {
    const key = `${scope.companyId}:${scope.mode}`;
    const cached = this.topUps.get(key);
    if (cached && cached.stamp === stamp) return cached.value;
    const value = new TopUpBook(await selectScopeTopUps({ db, scope }));
    if (this.topUps.size >= MAX_CACHED_SCOPES) this.topUps.clear();
    this.topUps.set(key, { stamp, value });
    return value;
  }
}

/** The rating context of a customer's event from the subscriptions in force at its instant. Pure. */
export function contextFor(
  customerId: string,
  inForce: readonly RatedSubscriptionRef[],
  configs: ReadonlyMap<string, PlanRatingConfig>,
): LoadedRatingContext {
  // The usual event, one subscription in force: its plan's maps as they are (the context only reads
  // them), not three new maps per event.
  if (inForce.length === 1) {
    const subscription = inForce[0] as RatedSubscriptionRef;
    const config = configOf(configs, subscription.plan_id);
    const rating: SubscriptionRating = { subscriptionId: subscription.id, planId: subscription.plan_id, fees: config.fees, catalogs: config.catalogs };
    return { customerId, subscriptions: [rating], costCatalogs: config.costCatalogs, rates: config.rates, unitCodes: config.unitCodes };
  }
  const subscriptions: SubscriptionRating[] = [];
  const costCatalogs = new Map<string, RatingCatalog>();
  const rates = new Map<string, readonly RateLike[]>();
  const unitCodes = new Map<string, string>();
  for (const subscription of inForce) {
    const config = configOf(configs, subscription.plan_id);
    subscriptions.push({ subscriptionId: subscription.id, planId: subscription.plan_id, fees: config.fees, catalogs: config.catalogs });
    for (const [id, catalog] of config.costCatalogs) costCatalogs.set(id, catalog);
    for (const [id, unitRates] of config.rates) rates.set(id, unitRates);
    for (const [id, code] of config.unitCodes) unitCodes.set(id, code);
  }
  return { customerId, subscriptions, costCatalogs, rates, unitCodes };
}

function configOf(configs: ReadonlyMap<string, PlanRatingConfig>, planId: string): PlanRatingConfig {
  const config = configs.get(planId);
  if (!config) throw new Error(`Rating configuration of plan ${planId} was not loaded`);
  return config;
}
