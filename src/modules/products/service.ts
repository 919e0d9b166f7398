/** Products: a name and the metrics that say which events it bills and what they cost. */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { notFound } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { metricToJson, parseBillableMetric, parseCostMetric } from '../metrics/expression.js';
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

export async function createProduct(db: Kysely<Database>, clock: Clock, scope: Scope, body: CreateProductBody): Promise<Product> {
  const row = prepareProduct(scope, clock.now(), body, 'body');
  await repo.insertProduct(db, row);
  return toProduct(row);
}

export async function getProduct(db: Kysely<Database>, scope: Scope, id: string): Promise<Product> {
  const row = await repo.findProduct(db, scope, id);
  if (!row) throw notFound('Product', id);
  return toProduct(row);
}
