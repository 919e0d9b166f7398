/**
 * Prices in words for the hosted pages, pure: "$49.00 per month, billed in advance",
 * "0.2 credits per 1,000 tokens", "cost × 1.2". Amounts stay Decimals until they become text.
 */
import { minorUnitDigits, type CurrencyCode } from '../../money/currency.js';
import { Decimal, dec } from '../../money/decimal.js';
import type { PriceTable } from '../fees/index.js';

const SYMBOLS: Partial<Record<CurrencyCode, string>> = { usd: '$', eur: '€', gbp: '£', jpy: '¥', cny: '¥' };

/** "1,234.5": a decimal with thousands separators, no exponent, no trailing zeros. */
export function formatNumber(value: Decimal): string {
  const [whole = '0', fraction] = value.abs().toFixed().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value.isNegative() && !value.isZero() ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An exact amount of minor units as money: "$49.00", "-$3.50", "CHF 12.50", "$0.0025" (sub-cent
 * prices keep their digits; never fewer than the currency's minor digits).
 */
export function formatMinor(minor: Decimal, currency: CurrencyCode): string {
  const digits = minorUnitDigits(currency);
  const major = minor.abs().div(new Decimal(10).pow(digits));
  const places = Math.max(digits, major.decimalPlaces());
  const [whole = '0', fraction] = major.toFixed(places).split('.');
  const text = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
  const symbol = SYMBOLS[currency];
  const money = symbol ? `${symbol}${text}` : `${currency.toUpperCase()} ${text}`;
  return minor.isNegative() && !minor.isZero() ? `-${money}` : money;
}

const CADENCE_WORDS: Record<string, string> = { monthly: 'per month', quarterly: 'per quarter', yearly: 'per year', one_time: 'once' };

/** How one denomination's amount reads: money, or "0.2 credits". */
export type AmountWords = (amount: Decimal) => string;

export function moneyWords(currency: CurrencyCode): AmountWords {
  return (amount) => formatMinor(amount, currency);
}

export function unitWords(label: string): AmountWords {
  return (amount) => `${formatNumber(amount)} ${label}`;
}

/** "per 1,000 tokens": the display denominator when set ("1,000 tokens" or "per 1M tokens"), else the count. */
function perDenominator(price: Pick<PriceTable, 'denominator' | 'display_denominator'>, productName: string): string {
  const label = price.display_denominator?.trim();
  if (label) return /^per\s/i.test(label) ? label : `per ${label}`;
  const noun = productName.trim().toLowerCase() || 'units';
  return price.denominator === 1 ? `per unit of ${noun}` : `per ${formatNumber(new Decimal(price.denominator))} ${noun}`;
}

interface TierWords {
  up_to: number | null;
  unit_amount: number;
  flat_amount?: number;
}

function tiersOf(price: PriceTable): TierWords[] {
  return price.tiers === null ? [] : (JSON.parse(price.tiers) as TierWords[]);
}

function rateWords(price: PriceTable, tier: TierWords, productName: string, words: AmountWords): string {
  return tier.unit_amount === 0 ? 'free' : `${words(dec(tier.unit_amount))} ${perDenominator(price, productName)}`;
}

function countWords(count: number, productName: string): string {
  return `${formatNumber(new Decimal(count))} ${productName.trim().toLowerCase() || 'units'}`;
}

/**
 * Graduated tiers, each unit priced by the tier it falls in: "First 100,000 api calls free, then
 * $0.40 per 1,000 api calls"; "First 1,000,000 tokens at 2 credits per unit of tokens, next
 * 10,000,000 at 1.5 credits per unit of tokens, then 1 credits per unit of tokens"; a tier's
 * flat amount is charged once, when usage reaches it.
 */
function graduatedInWords(price: PriceTable, productName: string, words: AmountWords): string {
  let below = 0;
  const parts = tiersOf(price).map((tier, i) => {
    const rate = rateWords(price, tier, productName, words);
    const at = rate === 'free' ? rate : i === 0 || tier.up_to !== null ? `at ${rate}` : rate;
    const flat = tier.flat_amount ? `, plus ${words(dec(tier.flat_amount))} on reaching it` : '';
    const range =
      tier.up_to === null
        ? i === 0 ? 'Every unit' : 'then'
        : i === 0 ? `First ${countWords(tier.up_to, productName)}` : `next ${formatNumber(new Decimal(tier.up_to - below))}`;
    if (tier.up_to !== null) below = tier.up_to;
    return `${range} ${at}${flat}`;
  });
  return parts.join(', ');
}

/** Volume tiers, every unit at the tier the period's total ends in: "up to 100 seats $1.00 per unit of seats; above 100, $0.50 per unit of seats plus $10.00". */
function volumeInWords(price: PriceTable, productName: string, words: AmountWords): string {
  let below = 0;
  const parts = tiersOf(price).map((tier) => {
    const flat = tier.flat_amount ? ` plus ${words(dec(tier.flat_amount))}` : '';
    const range = tier.up_to === null ? `above ${formatNumber(new Decimal(below))},` : `up to ${countWords(tier.up_to, productName)}:`;
    if (tier.up_to !== null) below = tier.up_to;
    return `${range} ${rateWords(price, tier, productName, words)}${flat}`;
  });
  return `Every unit of the period at the rate of the tier its total ends in (priced when the period closes): ${parts.join('; ')}`;
}

/** The words of graduated, volume and package prices (issue 31). */
function tieredInWords(price: PriceTable, productName: string, words: AmountWords): string {
  if (price.pricing_model === 'package') {
    const size = price.package_size ?? 1;
    const unit = perDenominator({ denominator: size, display_denominator: price.display_denominator }, productName);
    const rounding = price.package_rounding === 'down' ? 'only complete packages are charged' : 'a started package is charged in full';
    return `${words(dec(price.amount))} ${unit} (${rounding})`;
  }
  if (price.pricing_model === 'volume') return volumeInWords(price, productName, words);
  return graduatedInWords(price, productName, words);
}

function percent(value: Decimal): string {
  return `${formatNumber(value.times(100))}%`;
}

/** One price in words, e.g. "$49.00 per month, billed in advance" or "0.2 credits per 1,000 tokens". */
export function priceInWords(price: PriceTable, productName: string, words: AmountWords): string {
  const amount = dec(price.amount);
  if (price.pricing_model === 'flat') {
    const cadence = CADENCE_WORDS[price.cadence ?? 'monthly'] ?? 'per period';
    if (price.cadence === 'one_time') return `${words(amount)} once${price.billing_mode === 'in_advance' ? ', billed at signup' : ''}`;
    return `${words(amount)} ${cadence}, billed ${price.billing_mode === 'in_advance' ? 'in advance' : 'in arrears'}`;
  }
  if (price.pricing_model === 'per_unit') return `${words(amount)} ${perDenominator(price, productName)}`;
  if (price.pricing_model === 'graduated' || price.pricing_model === 'volume' || price.pricing_model === 'package') return tieredInWords(price, productName, words);
  if (price.cost_plus_markup_mode === 'target_margin' && price.cost_plus_target_margin !== null) {
    return `underlying cost with a ${percent(dec(price.cost_plus_target_margin))} margin`;
  }
  const multiplier = price.cost_plus_multiplier === null ? null : dec(price.cost_plus_multiplier);
  if (multiplier === null) return 'underlying cost';
  const markup = multiplier.minus(1);
  return markup.isZero() ? 'underlying cost' : markup.gt(0) ? `underlying cost plus ${percent(markup)}` : `underlying cost × ${formatNumber(multiplier)}`;
}

const PERIOD_WORDS: Record<string, string> = { monthly: 'month', quarterly: 'quarter', yearly: 'year' };

/**
 * A plan's minimum commitment in words (issue 31, item 3), or null without one: "At least $500.00
 * a month: a month whose fees and usage come to less is billed the difference when it ends
 * (prorated by day for a partial month)". The signup page and the dashboard's plan page both say it.
 */
export function minimumInWords(plan: { minimum_commitment_cents: number | null; currency_code: CurrencyCode; invoicing_cadence: string }): string | null {
  const minimum = plan.minimum_commitment_cents;
  if (minimum === null || minimum <= 0) return null;
  const period = PERIOD_WORDS[plan.invoicing_cadence] ?? 'period';
  return `At least ${formatMinor(new Decimal(minimum), plan.currency_code)} a ${period}: a ${period} whose fees and usage come to less is billed the difference when it ends (prorated by day for a partial ${period})`;
}

/**
 * A fee's price in words, in its own denomination: money in the price's currency (else
 * `currency`, the plan's), or a pricing unit by its name (`unitNames`: id -> name or code).
 * The signup page and the dashboard's plan page both word fees with this.
 */
export function feeInWords(price: PriceTable, productName: string, currency: CurrencyCode, unitNames: ReadonlyMap<string, string>): string {
  const unitId = price.pricing_unit_id;
  const words = unitId === null ? moneyWords(price.currency_code ?? currency) : unitWords(unitNames.get(unitId) ?? 'units');
  return priceInWords(price, productName, words);
}
