/**
 * Products: a name and the metrics that say which events it bills and what they cost.
 *
 * A cost metric that prices from a catalog (`cost: { catalog_id }`) must name a catalog the
 * caller can read: a global one, or its own in this mode. Another company's catalog, the other
 * mode's, or none is a 400 at creation naming `...cost_metric.expression.cost.catalog_id`, as
 * attaching a catalog to a plan is; otherwise the product would be stored and every matching
 * event would fail to price. (Rating itself only ever reads catalogs visible to the event's
 * scope, so a product stored before this check still never reads another company's catalog.)
 */
import { dbContext, type DbContext, type ScopedDb } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import type { Scope } from '../../db/scope.js';
import { DomainError, invalid, notFound } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { getCatalog } from '../catalogs/index.js';
import { costMetricFromJson, metricToJson, parseBillableMetric, parseCostMetric } from '../metrics/index.js';
import * as repo from './repo.js';
import type { CreateProductBody, Product } from './schemas.js';
import type { ProductTable } from './tables.js';

export function toProduct(row: ProductTable): Product {
  return {
    id: row.id,
    name: row.name,
    billable_metric: row.billable_metric === null ? null : (JSON.parse(row.billable_metric) as Product['billable_metric']),
    cost_metric: row.cost_metric === null ? null : (JSON.parse(row.cost_metric) as Product['cost_metric']),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A product row from its inputs, metrics parsed and normalized; throws 400 naming the path under
 * `path` (`body` for POST /v1/products, `body.product` inline in a fee). Writes nothing.
 */
export function prepareProduct(scope: Scope, now: Date, input: CreateProductBody, path: string): ProductTable {
  const billable = input.billable_metric == null ? null : parseBillableMetric(input.billable_metric, `${path}.billable_metric`);
  const cost = input.cost_metric == null ? null : parseCostMetric(input.cost_metric, `${path}.cost_metric`);
  const at = toIso(now);
  return {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    name: input.name,
    billable_metric: billable === null ? null : metricToJson(billable),
    cost_metric: cost === null ? null : metricToJson(cost),
    created_at: at,
    updated_at: at,
  };
}

/**
 * prepareProduct (created at `ctx.now`), then the checks that read the store: a cost metric's
 * `catalog_id` must be a global catalog or one of this company and mode (400 naming the field
 * otherwise). Writes nothing; a TxContext reads in its transaction.
 */
export async function prepareCheckedProduct(ctx: DbContext, input: CreateProductBody, path: string): Promise<ProductTable> {
  const { db, scope } = ctx;
  const row = prepareProduct(scope, ctx.now, input, path);
  const cost = row.cost_metric === null ? null : costMetricFromJson(row.cost_metric).cost;
  if (cost !== null && 'catalog_id' in cost) {
    try {
      await getCatalog({ db, scope }, cost.catalog_id);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'NOT_FOUND') throw error;
      throw invalid([
        { path: `${path}.cost_metric.expression.cost.catalog_id`, message: 'is not a global catalog or a catalog of this company and mode' },
      ]);
    }
  }
  return row;
}

export async function createProduct(ctx: DbContext, body: CreateProductBody): Promise<Product> {
  const { db, scope } = ctx;
  const row = await prepareCheckedProduct(dbContext(db, scope, ctx.now), body, 'body');
  await repo.insertProduct(db, row);
  return toProduct(row);
}

export async function getProduct(ctx: ScopedDb, id: string): Promise<Product> {
  const { db, scope } = ctx;
  const row = await repo.findProduct({ db, scope }, id);
  if (!row) throw notFound('Product', id);
  return toProduct(row);
}
