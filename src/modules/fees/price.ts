/**
 * Inline prices: the contract's defaults and rules, and the response form. `preparePrice` is
 * pure: lookups (pricing unit, plan currency, the product's cost metric) are done by the caller.
 */
import { newId } from '../../db/ids.js';
import type { Scope } from '../../db/scope.js';
import { invalid, type ProblemDetail } from '../../errors/index.js';
import type { CurrencyCode } from '../../money/currency.js';
import { dec, formatDecimal, Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import type { Price, PriceInput } from './schemas.js';
import type { PriceTable } from './tables.js';
import { prepareTiered, tieredFields, tieredOf } from './tieredPrice.js';
import { isTieredModel, type CostPlus, type RatedPrice } from './types.js';

const P = 'price';

/** Checks the inline price and fills the contract's defaults; throws 400 naming every bad path. */
export function preparePrice(scope: Scope, now: string, productId: string, input: PriceInput): PriceTable {
  const problems: ProblemDetail[] = [];
  const model = input.pricing_model;
  const usageBased = model !== 'flat';

  let billingMode = input.billing_mode ?? (usageBased ? 'in_arrears' : 'in_advance');
  if (usageBased && billingMode !== 'in_arrears') {
    problems.push({ field: `${P}.billing_mode`, message: `must be in_arrears for ${model} prices: usage is billed after it happens` });
    billingMode = 'in_arrears';
  }
  let cadence = input.cadence ?? null;
  if (usageBased && cadence !== null) problems.push({ field: `${P}.cadence`, message: `must be omitted for ${model} prices: usage-based prices have no cadence` });
  if (!usageBased && cadence === null) cadence = 'monthly';
  if (usageBased) cadence = null;

  const pricingUnitId = input.pricing_unit_id ?? null;
  const currencyCode: CurrencyCode | null = pricingUnitId === null ? (input.currency_code ?? 'usd') : null;
  if (pricingUnitId !== null && input.currency_code != null) {
    problems.push({ field: `${P}.currency_code`, message: 'must be omitted when pricing_unit_id is given' });
  }

  const tiered = prepareTiered(input, currencyCode !== null, problems);
  let amount = '0';
  if (model !== 'cost_plus' && model !== 'graduated' && model !== 'volume' && input.amount !== undefined) {
    if (currencyCode !== null && !Number.isInteger(input.amount)) {
      problems.push({ field: `${P}.amount`, message: 'must be a whole number of minor units for a currency price' });
    }
    amount = formatDecimal(new Decimal(input.amount));
  }

  let markupMode: PriceTable['cost_plus_markup_mode'] = null;
  let multiplier: string | null = null;
  let targetMargin: string | null = null;
  const costPlus = input.cost_plus ?? null;
  if (model !== 'cost_plus') {
    if (costPlus !== null) problems.push({ field: `${P}.cost_plus`, message: 'is only for cost_plus prices' });
  } else if (costPlus === null) {
    problems.push({ field: `${P}.cost_plus`, message: 'is required for cost_plus prices: { markup_mode, multiplier | target_margin }' });
  } else {
    markupMode = costPlus.markup_mode;
    const m = costPlus.multiplier ?? null;
    const t = costPlus.target_margin ?? null;
    if (markupMode === 'multiplier') {
      if (m === null) problems.push({ field: `${P}.cost_plus.multiplier`, message: 'is required when markup_mode is multiplier' });
      else if (!(m > 0)) problems.push({ field: `${P}.cost_plus.multiplier`, message: 'must be greater than 0' });
      else multiplier = formatDecimal(new Decimal(m));
      if (t !== null) problems.push({ field: `${P}.cost_plus.target_margin`, message: 'must be omitted when markup_mode is multiplier' });
    } else {
      if (t === null) problems.push({ field: `${P}.cost_plus.target_margin`, message: 'is required when markup_mode is target_margin' });
      else if (!(t >= 0 && t < 1)) problems.push({ field: `${P}.cost_plus.target_margin`, message: 'must be at least 0 and less than 1' });
      else targetMargin = formatDecimal(new Decimal(t));
      if (m !== null) problems.push({ field: `${P}.cost_plus.multiplier`, message: 'must be omitted when markup_mode is target_margin' });
    }
  }

  if (problems.length > 0) throw invalid(problems);
  return {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    product_id: productId,
    pricing_model: model,
    amount,
    denominator: input.denominator ?? 1,
    billing_mode: billingMode,
    cadence,
    currency_code: currencyCode,
    pricing_unit_id: pricingUnitId,
    display_denominator: input.display_denominator ?? null,
    cost_plus_markup_mode: markupMode,
    cost_plus_multiplier: multiplier,
    cost_plus_target_margin: targetMargin,
    ...tiered,
    created_at: now,
  };
}

/** Decimal text -> the JSON number the contract shows (a display value). */
function displayNumber(text: string | null): number | null {
  return text === null ? null : dec(text).toNumber();
}

export function toPrice(row: PriceTable): Price {
  return {
    id: row.id,
    pricing_model: row.pricing_model,
    amount: displayNumber(row.amount) ?? 0,
    denominator: row.denominator,
    billing_mode: row.billing_mode,
    cadence: row.cadence,
    currency_code: row.currency_code,
    pricing_unit_id: row.pricing_unit_id,
    display_denominator: row.display_denominator,
    cost_plus:
      row.pricing_model === 'cost_plus' && row.cost_plus_markup_mode !== null
        ? {
            markup_mode: row.cost_plus_markup_mode,
            multiplier: displayNumber(row.cost_plus_multiplier),
            target_margin: displayNumber(row.cost_plus_target_margin),
          }
        : null,
    ...tieredFields(row),
  };
}

export function denominationOf(row: Pick<PriceTable, 'currency_code' | 'pricing_unit_id'>): Denomination {
  if (row.pricing_unit_id !== null) return { kind: 'pricing_unit', pricingUnitId: row.pricing_unit_id };
  if (row.currency_code !== null) return { kind: 'currency', currencyCode: row.currency_code };
  throw new Error('A price has neither a currency nor a pricing unit');
}

function costPlusOf(row: PriceTable): CostPlus | null {
  if (row.pricing_model !== 'cost_plus') return null;
  if (row.cost_plus_markup_mode === 'multiplier' && row.cost_plus_multiplier !== null) {
    return { markupMode: 'multiplier', multiplier: dec(row.cost_plus_multiplier), targetMargin: null };
  }
  if (row.cost_plus_markup_mode === 'target_margin' && row.cost_plus_target_margin !== null) {
    return { markupMode: 'target_margin', multiplier: null, targetMargin: dec(row.cost_plus_target_margin) };
  }
  throw new Error(`cost_plus price ${row.id} has no usable markup`);
}

/** The stored price as the rating and billing code uses it: decimals, denomination, markup. */
export function toRatedPrice(row: PriceTable): RatedPrice {
  return {
    id: row.id,
    model: row.pricing_model,
    amount: dec(row.amount),
    denominator: row.denominator,
    billingMode: row.billing_mode,
    cadence: row.cadence,
    denomination: denominationOf(row),
    costPlus: costPlusOf(row),
    tiered: isTieredModel(row.pricing_model) ? tieredOf(row) : null,
  };
}
