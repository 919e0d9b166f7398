/**
 * The conversion-rate rule, pure: which rate converts between a pricing unit and a settlement
 * currency for a customer at an instant, and the conversion itself. A rate applies on
 * [effective_from, effective_to): a null start is "since the beginning", a null end "still in
 * force". The customer's own rate wins over the company default (customer_id null); without either
 * there is no rate. The engine's rules and ingest's rating use it; the pricing units module reads
 * the rows (modules/pricingUnits).
 */
import type { CurrencyCode } from '../money/currency.js';
import { dec, type Decimal } from '../money/decimal.js';

/** The fields the rule reads; a conversion_rates row fits. */
export interface RateLike {
  customer_id: string | null;
  settlement_currency_code: CurrencyCode;
  effective_from: string | null;
  effective_to: string | null;
  money_minor: string;
  unit_amount: string;
}

export interface RateQuery {
  /** The customer the conversion is for; null asks for the company default only. */
  customerId: string | null;
  currency: CurrencyCode;
  at: Date;
}

/** True when `at` lies in the rate's [effective_from, effective_to). */
export function rateAppliesAt(rate: Pick<RateLike, 'effective_from' | 'effective_to'>, at: Date): boolean {
  const t = at.getTime();
  if (rate.effective_from !== null && t < Date.parse(rate.effective_from)) return false;
  if (rate.effective_to !== null && t >= Date.parse(rate.effective_to)) return false;
  return true;
}

function startOf(rate: RateLike): number {
  return rate.effective_from === null ? Number.NEGATIVE_INFINITY : Date.parse(rate.effective_from);
}

/** The latest-starting rate of `customerId` (null: the company default) in force at the instant. */
function rateFor<R extends RateLike>(rates: readonly R[], customerId: string | null, currency: CurrencyCode, at: Date): R | null {
  let best: R | null = null;
  for (const rate of rates) {
    if (rate.customer_id !== customerId || rate.settlement_currency_code !== currency || !rateAppliesAt(rate, at)) continue;
    if (best === null || startOf(rate) > startOf(best)) best = rate;
  }
  return best;
}

/**
 * The rate for this customer, currency and instant: the customer's own rate in force at `at`,
 * else the company default in force at `at`, else null. `rates` are one pricing unit's rates.
 */
export function findRate<R extends RateLike>(rates: readonly R[], query: RateQuery): R | null {
  if (query.customerId !== null) {
    const own = rateFor(rates, query.customerId, query.currency, query.at);
    if (own) return own;
  }
  return rateFor(rates, null, query.currency, query.at);
}

type RateTerms = Pick<RateLike, 'money_minor' | 'unit_amount'>;

/**
 * A rate's two sides as decimals, parsed once per rate object (and again only if its text
 * changes): ingest converts every cost-priced event of a batch with the same loaded rate, and
 * parsing its text each time was ~0.7% of the SQLite batch leg's main thread.
 */
interface ParsedTerms {
  from: RateTerms;
  moneyMinor: Decimal;
  unitAmount: Decimal;
}

const parsedTerms = new WeakMap<RateTerms, ParsedTerms>();

function termsOf(rate: RateTerms): ParsedTerms {
  let terms = parsedTerms.get(rate);
  if (terms === undefined || terms.from.money_minor !== rate.money_minor || terms.from.unit_amount !== rate.unit_amount) {
    terms = { from: { money_minor: rate.money_minor, unit_amount: rate.unit_amount }, moneyMinor: dec(rate.money_minor), unitAmount: dec(rate.unit_amount) };
    parsedTerms.set(rate, terms);
  }
  return terms;
}

/** Pricing units that `moneyMinor` minor units of the settlement currency buy: moneyMinor x unit_amount / money_minor (unrounded). */
export function unitsForMoney(rate: RateTerms, moneyMinor: Decimal | string | number): Decimal {
  const { moneyMinor: money, unitAmount } = termsOf(rate);
  return dec(moneyMinor).times(unitAmount).dividedBy(money);
}

/** Minor units of the settlement currency that `units` pricing units are worth: units x money_minor / unit_amount (unrounded). */
export function moneyForUnits(rate: RateTerms, units: Decimal | string | number): Decimal {
  const { moneyMinor: money, unitAmount } = termsOf(rate);
  return dec(units).times(money).dividedBy(unitAmount);
}
