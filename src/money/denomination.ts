/**
 * What an amount is counted in: a currency (amounts in its minor units) or a company's pricing
 * unit (amounts in whole or fractional units). Wallets, prices, charges and grants all carry one.
 */
import type { CurrencyCode } from './currency.js';

export type Denomination =
  | { kind: 'currency'; currencyCode: CurrencyCode }
  | { kind: 'pricing_unit'; pricingUnitId: string };

/** A stable string key for maps and unique indexes: "currency:usd" or "pricing_unit:<id>". */
export function denominationKey(denomination: Denomination): string {
  return denomination.kind === 'currency' ? `currency:${denomination.currencyCode}` : `pricing_unit:${denomination.pricingUnitId}`;
}

export function sameDenomination(a: Denomination, b: Denomination): boolean {
  return denominationKey(a) === denominationKey(b);
}
