/** Charges summed per denomination into the contract's cost items. */
import { formatDecimal, ZERO, type Decimal } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import type { Charge } from './rating/types.js';
import type { CostItem } from './schemas.js';

export interface DenominationTotal {
  denomination: Denomination;
  amount: Decimal;
}

/** One total per denomination, in the order denominations first appear among the charges. */
export function totalsByDenomination(charges: readonly Charge[]): DenominationTotal[] {
  const totals = new Map<string, DenominationTotal>();
  for (const charge of charges) {
    const key = denominationKey(charge.denomination);
    const total = totals.get(key) ?? { denomination: charge.denomination, amount: ZERO };
    totals.set(key, { denomination: total.denomination, amount: total.amount.plus(charge.amount) });
  }
  return [...totals.values()];
}

export function toCostItem(total: DenominationTotal, unitCodes: ReadonlyMap<string, string>): CostItem {
  if (total.denomination.kind === 'currency') {
    return { amount: formatDecimal(total.amount), account_type: 'currency', currency_code: total.denomination.currencyCode };
  }
  return {
    amount: formatDecimal(total.amount),
    account_type: 'pricing_unit',
    pricing_unit_code: unitCodes.get(total.denomination.pricingUnitId) ?? total.denomination.pricingUnitId,
  };
}
