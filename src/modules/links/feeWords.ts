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

/** "first 100,000 free, above 100,000 $0.40 per 1,000 api calls": each tier's units and rate. */
function tiersInWords(price: PriceTable, productName: string, words: AmountWords): string {
  const tiers = price.tiers === null ? [] : (JSON.parse(price.tiers) as TierWords[]);
  let below = 0;
  return tiers
    .map((tier, i) => {
      const rate = tier.unit_amount === 0 ? 'free' : `${words(dec(tier.unit_amount))} ${perDenominator(price, productName)}`;
      const flat = tier.flat_amount ? ` plus ${words(dec(tier.flat_amount))}` : '';
      const range =
        tier.up_to === null
          ? i === 0 ? 'every unit' : `above ${formatNumber(new Decimal(below))}`
          : i === 0 ? `first ${formatNumber(new Decimal(tier.up_to))}` : `next ${formatNumber(new Decimal(tier.up_to - below))}`;
      if (tier.up_to !== null) below = tier.up_to;
      return `${range} ${rate}${flat}`;
    })
    .join(', ');
}

/** The words of graduated, volume and package prices (issue 31). */
function tieredInWords(price: PriceTable, productName: string, words: AmountWords): string {
  if (price.pricing_model === 'package') {
    const size = price.package_size ?? 1;
    const unit = perDenominator({ denominator: size, display_denominator: price.display_denominator }, productName);
    const rounding = price.package_rounding === 'down' ? 'only complete packages are charged' : 'a started package is charged in full';
    return `${words(dec(price.amount))} ${unit} (${rounding})`;
  }
  if (price.pricing_model === 'volume') return `volume pricing, every unit at the rate of the tier the period's total ends in: ${tiersInWords(price, productName, words)}`;
  return `graduated: ${tiersInWords(price, productName, words)}`;
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
