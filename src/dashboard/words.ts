/** How the dashboard words amounts: currencies from minor units ("$12.50"), pricing units as "1,250 credits". */
import { dec } from '../money/decimal.js';
import { isCurrencyCode } from '../money/currency.js';
import { formatMinor, formatNumber } from '../modules/links/index.js';

export interface Denominated {
  account_type: string;
  pricing_unit_code?: string | undefined;
  currency_code?: string | undefined;
}

/** An amount of a denomination, as the API states it (currencies in minor units). */
export function amountWords(amount: string, item: Denominated): string {
  const value = dec(amount);
  const currency = item.currency_code;
  if (item.account_type === 'currency' && currency && isCurrencyCode(currency)) return formatMinor(value, currency);
  return `${formatNumber(value)} ${item.pricing_unit_code ?? currency ?? ''}`.trim();
}

/** "2026-01-15 12:00 UTC" from an ISO instant; "—" for none. */
export function instantWords(iso: string | null | undefined): string {
  if (!iso) return '—';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
