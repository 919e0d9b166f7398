/** The contract's currencies and their minor-unit digits (ISO 4217). */
export const CURRENCY_CODES = [
  'usd', 'eur', 'gbp', 'cad', 'aud', 'jpy', 'chf', 'cny', 'sek', 'nzd', 'mxn', 'sgd', 'hkd', 'nok',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const ZERO_DECIMAL = new Set<CurrencyCode>(['jpy']);

/** Digits after the decimal point in the currency's major unit (usd 2: 100 cents; jpy 0). */
export function minorUnitDigits(currency: CurrencyCode): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

const SYMBOLS: Partial<Record<CurrencyCode, string>> = { usd: '$', eur: '€', gbp: '£', jpy: '¥', cny: '¥' };

/** "$49.00", "CHF 12.50", "¥500": a minor-unit integer amount for people to read. */
export function formatMoney(minorUnits: number, currency: CurrencyCode): string {
  const digits = minorUnitDigits(currency);
  const negative = minorUnits < 0;
  const major = (Math.abs(minorUnits) / 10 ** digits).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const symbol = SYMBOLS[currency];
  const text = symbol ? `${symbol}${major}` : `${currency.toUpperCase()} ${major}`;
  return negative ? `-${text}` : text;
}
