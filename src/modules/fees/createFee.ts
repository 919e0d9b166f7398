/**
 * Attach a fee to a plan (POST /v1/plans/{id}/fees): the product by id or inline, the price by
 * id or inline, effective from/to. Versions of a fee for one product may not overlap; the
 * check and the writes share one transaction that holds the plan's lock.
 */
import { txContext, type TxContext, type DbContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { DomainError, invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { findPlan } from '../plans/index.js';
import type { PlanTable } from '../plans/index.js';
import { findPricingUnit } from '../pricingUnits/index.js';
import { findProduct, insertProduct } from '../products/index.js';
import { prepareCheckedProduct } from '../products/index.js';
import type { ProductTable } from '../products/index.js';
import { parseEffectiveDate, rangesOverlap, type EffectiveRange } from '../../kernel/effectiveDates.js';
import { preparePrice } from './price.js';
import * as repo from './repo.js';
import type { CreateFeeBody, PlanFee } from './schemas.js';
import { toPlanFee } from './service.js';
import type { PlanFeeTable, PriceTable } from './tables.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import { billableMetricFromJson } from '../metrics/index.js';
import { isTieredModel } from './types.js';

/** Which of product_id / product / price_id / price the body uses: exactly one product source and one price source. */
function checkReferences(body: CreateFeeBody): void {
  const problems: ProblemDetail[] = [];
  if (body.price_id !== undefined) {
    if (body.product_id !== undefined) problems.push({ field: 'product_id', message: 'must be omitted when price_id is given: the fee takes the product of the price' });
    if (body.product !== undefined) problems.push({ field: 'product', message: 'must be omitted when price_id is given: the fee takes the product of the price' });
    if (body.price !== undefined) problems.push({ field: 'price', message: 'must be omitted when price_id is given' });
  } else {
    if (body.product_id !== undefined && body.product !== undefined) {
      problems.push({ field: 'product', message: 'give product_id or product, not both' });
    } else if (body.product_id === undefined && body.product === undefined) {
      problems.push({ field: 'product_id', message: 'one of product_id, product or price_id is required' });
    }
    if (body.price === undefined) problems.push({ field: 'price', message: 'is required unless price_id is given' });
  }
  if (problems.length > 0) throw invalid(problems);
}

function parseRange(body: CreateFeeBody, timeZone: string): EffectiveRange {
  const problems: ProblemDetail[] = [];
  const parse = (field: 'effective_from' | 'effective_to'): string | null => {
    const text = body[field];
    if (text === undefined || text === null) return null;
    const instant = parseEffectiveDate(text, timeZone);
    if (instant === null) problems.push({ field: `${field}`, message: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with offset' });
    return instant;
  };
  const range = { from: parse('effective_from'), to: parse('effective_to') };
  if (problems.length === 0 && range.from !== null && range.to !== null && range.to <= range.from) {
    problems.push({ field: 'effective_to', message: 'must be after effective_from' });
  }
  if (problems.length > 0) throw invalid(problems);
  return range;
}

/**
 * The metric a price rates with: cost_plus needs a cost metric, per_unit a billable metric. An
 * inline product is named by its place in the body, never by the id it was about to get: the
 * failing request rolls it back, so that id would name nothing.
 */
function requireMetricFor(product: ProductTable, price: PriceTable, via: 'product' | 'product_id' | 'price_id'): void {
  const inline = via === 'product';
  const subject = inline ? 'The inline product (body.product)' : `Product ${product.id}`;
  if (price.pricing_model === 'cost_plus' && product.cost_metric === null) {
    throw new DomainError('COST_METRIC_REQUIRED', `${subject} needs a cost_metric before it can carry a cost_plus price`, [
      { field: inline ? 'product.cost_metric' : via, message: 'needs a product with a cost_metric for a cost_plus price' },
    ]);
  }
  const model = price.pricing_model;
  if ((model === 'per_unit' || isTieredModel(model)) && product.billable_metric === null) {
    throw new DomainError('BILLABLE_METRIC_REQUIRED', `${subject} needs a billable_metric before it can carry a ${model} price: no event would ever match it`, [
      { field: inline ? 'product.billable_metric' : via, message: `needs a product with a billable_metric for a ${model} price` },
    ]);
  }
  // Graduated and package prices are rated per event from the period's running quantity: a
  // metric aggregated per period (max, unique_count, latest) has no running quantity.
  if ((model === 'graduated' || model === 'package') && product.billable_metric !== null) {
    const aggregation = billableMetricFromJson(product.billable_metric).aggregation;
    if (aggregation !== 'count' && aggregation !== 'sum') {
      throw invalid([{ field: 'price.pricing_model', message: `${model} prices need a billable metric aggregated per event (count or sum), not ${aggregation}: use volume to price a period's ${aggregation}` }]);
    }
  }
}

function requirePlanCurrency(plan: PlanTable, price: PriceTable, field: string): void {
  if (price.currency_code !== null && price.currency_code !== plan.currency_code) {
    throw new DomainError('CURRENCY_MISMATCH', `The price is in ${price.currency_code} but the plan bills in ${plan.currency_code}`, [
      { field, message: `must be the plan's currency (${plan.currency_code})` },
    ]);
  }
}

/** The fee's product and price: looked up by id, or prepared from the inline body (not yet written). */
async function resolveProductAndPrice(
  tx: TxContext,
  plan: PlanTable,
  body: CreateFeeBody,
): Promise<{ product: ProductTable; price: PriceTable; newProduct: boolean; newPrice: boolean }> {
  const { trx, scope, now } = tx;
  if (body.price_id !== undefined) {
    const price = await repo.findPrice({ db: trx, scope }, body.price_id);
    if (!price) throw invalid([{ field: 'price_id', message: 'is not a price of this company and mode' }]);
    const product = await findProduct({ db: trx, scope }, price.product_id);
    if (!product) throw new Error(`Price ${price.id} has no product`);
    requirePlanCurrency(plan, price, 'price_id');
    requireMetricFor(product, price, 'price_id');
    return { product, price, newProduct: false, newPrice: false };
  }

  let product: ProductTable;
  let newProduct = false;
  if (body.product !== undefined) {
    product = await prepareCheckedProduct(tx, body.product, 'body.product');
    newProduct = true;
  } else {
    const found = body.product_id === undefined ? undefined : await findProduct({ db: trx, scope }, body.product_id);
    if (!found) throw invalid([{ field: 'product_id', message: 'is not a product of this company and mode' }]);
    product = found;
  }
  if (body.price === undefined) throw invalid([{ field: 'price', message: 'is required unless price_id is given' }]);
  const price = preparePrice(scope, toIso(now), product.id, body.price);
  if (price.pricing_unit_id !== null && !(await findPricingUnit({ db: trx, scope }, price.pricing_unit_id))) {
    throw invalid([{ field: 'price.pricing_unit_id', message: 'is not a pricing unit of this company and mode' }]);
  }
  requirePlanCurrency(plan, price, 'price.currency_code');
  requireMetricFor(product, price, newProduct ? 'product' : 'product_id');
  return { product, price, newProduct, newPrice: true };
}

export async function createFee(ctx: DbContext, planId: string, body: CreateFeeBody): Promise<PlanFee> {
  const { db, scope } = ctx;
  checkReferences(body);
  return db.transaction().execute(async (trx) => {
    // First, before the plan's fee lock and the checks (ratingConfig/version.ts).
    await lockRatingConfigForChange(trx, scope);
    const plan = await findPlan({ db: trx, scope }, planId);
    if (!plan) throw notFound('Plan', planId);
    await repo.lockPlanForFees({ db: trx, scope }, planId);
    const range = parseRange(body, await repo.companyTimeZone(trx, scope.companyId));
    const tx = txContext(trx, scope, ctx.now);
    const { now } = tx;
    const { product, price, newProduct, newPrice } = await resolveProductAndPrice(tx, plan, body);

    if (!newProduct) {
      const clash = (await repo.listProductFees(tx, planId, product.id)).find((fee) =>
        rangesOverlap({ from: fee.effective_from, to: fee.effective_to }, range),
      );
      if (clash) {
        throw new DomainError(
          'FEE_PERIOD_OVERLAP',
          `Fee ${clash.id} for product ${product.id} is already effective from ${clash.effective_from ?? 'the beginning'} to ${clash.effective_to ?? 'open-ended'}`,
          [{ field: 'effective_from', message: `overlaps fee ${clash.id}` }],
        );
      }
    }

    if (newProduct) await insertProduct(trx, product);
    if (newPrice) await repo.insertPrice(trx, price);
    const fee: PlanFeeTable = {
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      plan_id: planId,
      product_id: product.id,
      price_id: price.id,
      effective_from: range.from,
      effective_to: range.to,
      created_at: toIso(now),
    };
    await repo.insertPlanFee(trx, fee);
    return toPlanFee({ fee, product, price });
  });
}
