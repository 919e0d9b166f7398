/**
 * The fee form of the plan and fee pages (issue 32, item 1), pure: its posted fields as the body
 * of POST /v1/plans/{id}/fees (CreateFeeBody), which the page then checks against that schema
 * and gives to the fees module's createFee, as the route does. Every pricing model the API
 * accepts: flat, per_unit, cost_plus, graduated, volume, package; tiers are TIER_ROWS fixed rows
 * (up_to, unit_amount, flat_amount), a row left blank unused, so no JavaScript is needed.
 *
 * Nothing is judged here: an empty field is left out (the API's default), a number is sent as a
 * number and anything else as typed, so the API's own schema and rules say what is wrong. Only the
 * fields of the chosen model are sent (tiers for graduated and volume, package_size and rounding
 * for package, the markup for cost_plus), as an integrator would.
 */
import { BILLING_MODES, FEE_CADENCES, MARKUP_MODES, PACKAGE_ROUNDINGS, PRICING_MODELS } from '../modules/fees/index.js';

export const TIER_ROWS = 6;

/** The fields the form posts (besides `_csrf` and the tier rows `tier_{n}_{column}`). */
const FIELDS = [
  'product_name', 'billable_metric', 'cost_metric', 'pricing_model', 'amount', 'denominator', 'display_denominator', 'denomination', 'billing_mode', 'cadence',
  'markup_mode', 'multiplier', 'target_margin', 'package_size', 'package_rounding', 'effective_from', 'effective_to',
] as const;
const TIER_COLUMNS = ['up_to', 'unit_amount', 'flat_amount'] as const;

export interface FeeForm {
  /** The posted values, to fill the form again after a refusal. */
  values: Record<string, string>;
  problems: string[];
}

export const emptyFeeForm = (): FeeForm => ({ values: { pricing_model: 'flat' }, problems: [] });

/** What the form offers: the models, cadences, billing modes, markups, roundings, and the plan's denominations. */
export function feeChoices(currency: string, units: ReadonlyArray<{ id: string; code: string; name: string | null }>) {
  return {
    models: PRICING_MODELS,
    billingModes: BILLING_MODES,
    cadences: FEE_CADENCES,
    markups: MARKUP_MODES,
    roundings: PACKAGE_ROUNDINGS,
    tierRows: Array.from({ length: TIER_ROWS }, (_, index) => index + 1),
    denominations: [{ value: '', label: `${currency.toUpperCase()} (the plan's currency)` }, ...units.map((u) => ({ value: `unit:${u.id}`, label: u.name && u.name !== u.code ? `${u.name} (${u.code})` : u.code }))],
  };
}

/** "12" and "0.4" as numbers; anything else as typed, for the schema to refuse in its words. */
function numberOrText(text: string): number | string {
  return /^-?\d{1,16}(\.\d{1,12})?$/.test(text) ? Number(text) : text;
}

/** A metric's JSON expression as the API's `{ expression }`; text that is no JSON goes as typed. */
function metric(text: string): { expression: unknown } {
  try {
    return { expression: JSON.parse(text) as unknown };
  } catch {
    return { expression: text };
  }
}

function valuesOf(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of FIELDS) values[name] = (fields[name] ?? '').trim();
  for (let row = 1; row <= TIER_ROWS; row++) for (const column of TIER_COLUMNS) values[`tier_${row}_${column}`] = (fields[`tier_${row}_${column}`] ?? '').trim();
  return values;
}

/** The tier rows with anything in them; up_to left empty is the last tier's null. */
function tiersOf(values: Record<string, string>) {
  const tiers: Array<Record<string, unknown>> = [];
  for (let row = 1; row <= TIER_ROWS; row++) {
    const cell = (column: string) => values[`tier_${row}_${column}`] ?? '';
    if (TIER_COLUMNS.every((column) => cell(column) === '')) continue;
    tiers.push({
      up_to: cell('up_to') === '' ? null : numberOrText(cell('up_to')),
      unit_amount: cell('unit_amount') === '' ? 0 : numberOrText(cell('unit_amount')),
      ...(cell('flat_amount') === '' ? {} : { flat_amount: numberOrText(cell('flat_amount')) }),
    });
  }
  return tiers;
}

/** The price the form describes, as POST /v1/plans/{id}/fees takes it inline. */
function priceOf(values: Record<string, string>, currency: string): Record<string, unknown> {
  const given = (name: string) => values[name] ?? '';
  const model = given('pricing_model');
  const price: Record<string, unknown> = { pricing_model: model };
  for (const name of ['amount', 'denominator'] as const) if (given(name) !== '') price[name] = numberOrText(given(name));
  for (const name of ['billing_mode', 'cadence', 'display_denominator'] as const) if (given(name) !== '') price[name] = given(name);
  const denomination = given('denomination');
  if (denomination.startsWith('unit:')) price.pricing_unit_id = denomination.slice('unit:'.length);
  else price.currency_code = currency;
  if (model === 'cost_plus') {
    price.cost_plus = {
      markup_mode: given('markup_mode'),
      ...(given('multiplier') === '' ? {} : { multiplier: numberOrText(given('multiplier')) }),
      ...(given('target_margin') === '' ? {} : { target_margin: numberOrText(given('target_margin')) }),
    };
  }
  if (model === 'graduated' || model === 'volume') price.tiers = tiersOf(values);
  if (model === 'package') {
    if (given('package_size') !== '') price.package_size = numberOrText(given('package_size'));
    if (given('package_rounding') !== '') price.package_rounding = given('package_rounding');
  }
  return price;
}

/**
 * The body of POST /v1/plans/{id}/fees: a new product (name, metrics) with its price, or, for a
 * new version of a fee, the fee's product by id; the dates when given.
 */
export function feeBodyOf(fields: Record<string, string>, currency: string, productId?: string): { form: FeeForm; body: Record<string, unknown> } {
  const values = valuesOf(fields);
  const product: Record<string, unknown> = { name: values.product_name };
  if (values.billable_metric) product.billable_metric = metric(values.billable_metric ?? '');
  if (values.cost_metric) product.cost_metric = metric(values.cost_metric ?? '');
  const body: Record<string, unknown> = productId === undefined ? { product } : { product_id: productId };
  body.price = priceOf(values, currency);
  if (values.effective_from) body.effective_from = values.effective_from;
  if (values.effective_to) body.effective_to = values.effective_to;
  return { form: { values, problems: [] }, body };
}
