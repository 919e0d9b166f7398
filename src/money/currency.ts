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

/**
 * "$49.00", "CHF 12.50", "¥500": a minor-unit integer amount for people to read (en-US grouping).
 * Exact: the digits of the integer are split at the currency's minor unit, never divided as a
 * float, so the hosted page, the PDF and the invoice lines print the amount the API answers.
 */
export function formatMoney(minorUnits: number | bigint, currency: CurrencyCode): string {
  const digits = minorUnitDigits(currency);
  const amount = BigInt(minorUnits); // throws on a fraction of a minor unit: never rounded here
  const negative = amount < 0n;
  const text = (negative ? -amount : amount).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const major = digits === 0 ? whole : `${whole}.${text.slice(text.length - digits)}`;
  const symbol = SYMBOLS[currency];
  const shown = symbol ? `${symbol}${major}` : `${currency.toUpperCase()} ${major}`;
  return negative ? `-${shown}` : shown;
}
