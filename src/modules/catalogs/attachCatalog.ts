/** Attaching a catalog to a plan with a pricing rule, and listing a plan's attachments. */
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError, invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { Decimal, formatDecimal } from '../../money/decimal.js';
import { findPlan } from '../plans/index.js';
import { findPricingUnit } from '../pricingUnits/index.js';
import { toIso } from '../../time.js';
import { toPlanCatalog } from './present.js';
import * as repo from './repo.js';
import type { AttachCatalogBody, PlanCatalog, PricingRuleInput } from './schemas.js';
import type { PlanCatalogTable, StoredPricingRule } from './tables.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import type { ScopedDb, DbContext } from '../../db/context.js';

function alreadyAttached(catalogId: string) {
  return new DomainError('CATALOG_ALREADY_ATTACHED', `Catalog ${catalogId} is already attached to this plan`);
}

/**
 * The rule as stored, or null with problems: pass_through takes nothing else; cost_plus needs a
 * multiplier > 0 and a denomination that is a contract currency or a pricing unit of this scope.
 */
async function checkPricingRule(ctx: ScopedDb, input: PricingRuleInput, problems: ProblemDetail[]): Promise<StoredPricingRule | null> {
  const { db, scope } = ctx;
  const path = 'pricing';
  if (input.mode === 'pass_through') {
    for (const field of ['multiplier', 'denomination'] as const) {
      if (input[field] !== undefined) problems.push({ field: `${path}.${field}`, message: 'is only allowed when mode is cost_plus' });
    }
    return problems.length ? null : { mode: 'pass_through' };
  }
  const before = problems.length;
  const { multiplier, denomination } = input;
  if (multiplier === undefined) problems.push({ field: `${path}.multiplier`, message: 'is required when mode is cost_plus' });
  if (denomination === undefined) {
    problems.push({ field: `${path}.denomination`, message: 'is required when mode is cost_plus' });
    return null;
  }
  const denominationPath = `${path}.denomination`;
  let stored: Extract<StoredPricingRule, { mode: 'cost_plus' }>['denomination'] | null = null;
  if (denomination.kind === 'currency') {
    if (denomination.pricing_unit_id !== undefined) {
      problems.push({ field: `${denominationPath}.pricing_unit_id`, message: 'is only allowed when kind is pricing_unit' });
    }
    if (denomination.currency_code === undefined) problems.push({ field: `${denominationPath}.currency_code`, message: 'is required when kind is currency' });
    else stored = { kind: 'currency', currency_code: denomination.currency_code };
  } else {
    if (denomination.currency_code !== undefined) {
      problems.push({ field: `${denominationPath}.currency_code`, message: 'is only allowed when kind is currency' });
    }
    if (denomination.pricing_unit_id === undefined) {
      problems.push({ field: `${denominationPath}.pricing_unit_id`, message: 'is required when kind is pricing_unit' });
    } else if (!(await findPricingUnit({ db, scope }, denomination.pricing_unit_id))) {
      problems.push({ field: `${denominationPath}.pricing_unit_id`, message: 'is not a pricing unit of this company and mode' });
    } else {
      stored = { kind: 'pricing_unit', pricing_unit_id: denomination.pricing_unit_id };
    }
  }
  if (problems.length > before || multiplier === undefined || stored === null) return null;
  // The JSON number's shortest decimal form (1.2 -> "1.2"), kept exact from here on.
  return { mode: 'cost_plus', multiplier: formatDecimal(new Decimal(String(multiplier))), denomination: stored };
}

export async function attachCatalog(ctx: DbContext, planId: string, body: AttachCatalogBody): Promise<PlanCatalog> {
  const { db, scope } = ctx;
  return db.transaction().execute(async (trx) => {
    await lockRatingConfigForChange(trx, scope); // first (ratingConfig/version.ts)
    const plan = await findPlan({ db: trx, scope }, planId);
    if (!plan) throw notFound('Plan', planId);
    const problems: ProblemDetail[] = [];
    const catalog = await repo.findVisibleCatalog({ db: trx, scope }, body.catalog_id);
    if (!catalog) problems.push({ field: 'catalog_id', message: 'is not a global catalog or a catalog of this company and mode' });
    const pricing = await checkPricingRule({ db: trx, scope }, body.pricing, problems);
    if (problems.length || !catalog || !pricing) throw invalid(problems);
    if (await repo.findPlanCatalog({ db: trx, scope }, plan.id, catalog.id)) throw alreadyAttached(catalog.id);
    const now = toIso(ctx.now);
    const row: PlanCatalogTable = {
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      plan_id: plan.id,
      catalog_id: catalog.id,
      pricing: JSON.stringify(pricing),
      created_at: now,
      updated_at: now,
    };
    try {
      await repo.insertPlanCatalog(trx, row);
    } catch (error) {
      // A concurrent request attached the same catalog first.
      if (isUniqueViolation(error)) throw alreadyAttached(catalog.id);
      throw error;
    }
    return toPlanCatalog(row, catalog);
  });
}

export async function listPlanCatalogs(ctx: ScopedDb, planId: string): Promise<PlanCatalog[]> {
  const { db, scope } = ctx;
  const plan = await findPlan({ db, scope }, planId);
  if (!plan) throw notFound('Plan', planId);
  const rows = await repo.listPlanCatalogs({ db, scope }, plan.id);
  const catalogs = await repo.findCatalogsByIds(db, [...new Set(rows.map((r) => r.catalog_id))]);
  return rows.flatMap((row) => {
    const catalog = catalogs.get(row.catalog_id);
    return catalog ? [toPlanCatalog(row, catalog)] : [];
  });
}
