/**
 * The tiered usage prices of issue 31 (graduated, volume, package): their rules on create, their
 * stored form (tiers as JSON text, as given) and the forms the API and rating read. Pure.
 */
import type { ProblemDetail } from '../../errors/index.js';
import type { PriceTier, TieredPrice } from '../../kernel/rating/index.js';
import { dec } from '../../money/decimal.js';
import type { Price, PriceInput, PriceTierInput } from './schemas.js';
import type { PriceTable } from './tables.js';
import { isTieredModel } from './types.js';

const P = 'price';

export type TieredColumns = Pick<PriceTable, 'tiers' | 'package_size' | 'package_rounding'>;

function checkTiers(tiers: readonly PriceTierInput[], currency: boolean, problems: ProblemDetail[]): void {
  let below = 0;
  tiers.forEach((tier, i) => {
    const at = `${P}.tiers[${i}]`;
    const last = i === tiers.length - 1;
    if (tier.up_to === null) {
      if (!last) problems.push({ field: `${at}.up_to`, message: 'may be null only on the last tier' });
    } else if (last) {
      problems.push({ field: `${at}.up_to`, message: 'must be null on the last tier: it holds every unit above the one before' });
    } else if (tier.up_to <= below) {
      problems.push({ field: `${at}.up_to`, message: `must be greater than the previous tier's up_to (${below})` });
    } else {
      below = tier.up_to;
    }
    if (currency && !Number.isInteger(tier.unit_amount)) problems.push({ field: `${at}.unit_amount`, message: 'must be a whole number of minor units for a currency price (use denominator for fractions of a cent)' });
    if (currency && tier.flat_amount !== undefined && !Number.isInteger(tier.flat_amount)) {
      problems.push({ field: `${at}.flat_amount`, message: 'must be a whole number of minor units for a currency price' });
    }
  });
}

/** The tiers as stored: each as given, flat_amount only where it was given. */
function storedTiers(tiers: readonly PriceTierInput[]): string {
  return JSON.stringify(tiers.map((t) => (t.flat_amount === undefined ? { up_to: t.up_to, unit_amount: t.unit_amount } : { up_to: t.up_to, unit_amount: t.unit_amount, flat_amount: t.flat_amount })));
}

/** Checks the tiered fields of an inline price against its model; pushes a problem per bad path. */
export function prepareTiered(input: PriceInput, currency: boolean, problems: ProblemDetail[]): TieredColumns {
  const model = input.pricing_model;
  const none: TieredColumns = { tiers: null, package_size: null, package_rounding: null };
  const tiered = model === 'graduated' || model === 'volume';
  if (!tiered && input.tiers !== undefined) problems.push({ field: `${P}.tiers`, message: 'is only for graduated and volume prices' });
  if (model !== 'package') {
    if (input.package_size !== undefined) problems.push({ field: `${P}.package_size`, message: 'is only for package prices' });
    if (input.package_rounding !== undefined) problems.push({ field: `${P}.package_rounding`, message: 'is only for package prices' });
  }
  if (tiered) {
    if (input.amount !== undefined) problems.push({ field: `${P}.amount`, message: `must be omitted for ${model} prices: the tiers' unit_amount and flat_amount price them` });
    if (input.tiers === undefined) {
      problems.push({ field: `${P}.tiers`, message: `is required for ${model} prices: [{ up_to, unit_amount, flat_amount? }], the last with up_to null` });
      return none;
    }
    checkTiers(input.tiers, currency, problems);
    return { ...none, tiers: storedTiers(input.tiers) };
  }
  if (model === 'package') {
    if (input.amount === undefined) problems.push({ field: `${P}.amount`, message: 'is required for package prices: the price of one package' });
    if (input.denominator !== undefined) problems.push({ field: `${P}.denominator`, message: 'must be omitted for package prices: package_size says how many units one amount buys' });
    if (input.package_size === undefined) {
      problems.push({ field: `${P}.package_size`, message: 'is required for package prices: the units one package holds' });
      return none;
    }
    return { ...none, package_size: input.package_size, package_rounding: input.package_rounding ?? 'up' };
  }
  return none;
}

interface StoredTier {
  up_to: number | null;
  unit_amount: number;
  flat_amount?: number;
}

function parseTiers(text: string | null): StoredTier[] {
  return text === null ? [] : (JSON.parse(text) as StoredTier[]);
}

/** The tiered fields of the price's answer: only on the models that have them, as given. */
export function tieredFields(row: PriceTable): Pick<Price, 'tiers' | 'package_size' | 'package_rounding'> {
  if (row.pricing_model === 'graduated' || row.pricing_model === 'volume') return { tiers: parseTiers(row.tiers) };
  if (row.pricing_model === 'package' && row.package_size !== null) return { package_size: row.package_size, package_rounding: row.package_rounding ?? 'up' };
  return {};
}

/** The price as the rating kernel prices a period's total with; null for flat, per_unit and cost_plus. */
export function tieredOf(row: PriceTable): TieredPrice | null {
  if (!isTieredModel(row.pricing_model)) return null;
  if (row.pricing_model === 'package') {
    if (row.package_size === null) throw new Error(`package price ${row.id} has no package_size`);
    return { model: 'package', amount: dec(row.amount), packageSize: row.package_size, rounding: row.package_rounding ?? 'up' };
  }
  const tiers: PriceTier[] = parseTiers(row.tiers).map((t) => ({
    upTo: t.up_to === null ? null : dec(t.up_to),
    unitAmount: dec(t.unit_amount),
    flatAmount: dec(t.flat_amount ?? 0),
  }));
  return { model: row.pricing_model, tiers, denominator: row.denominator };
}
