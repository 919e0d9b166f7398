/**
 * What a checkout link sells, read for the checkout page and again when it completes: the pack,
 * its price per pack in the plan's currency, the units it grants and when they expire, and the
 * totals for a quantity (money rounded once, half-even, to minor units).
 */
import { DateTime } from 'luxon';
import type { Db, Scope } from '../../db/scope.js';
import type { CurrencyCode } from '../../money/currency.js';
import { dec, roundToMinorUnits, type Decimal } from '../../money/decimal.js';
import { findCreditPackWithUnit } from '../creditPacks/index.js';
import type { CreditPackTable } from '../creditPacks/index.js';
import { findPlan } from '../plans/index.js';
import type { PlanTable } from '../plans/index.js';
import { companyProfile } from '../platform/index.js';
import { findSubscription } from '../subscriptions/index.js';
import type { CheckoutLinkTable } from './tables.js';

export interface CheckoutQuote {
  scope: Scope;
  companyName: string;
  zone: string;
  customerId: string;
  subscriptionId: string;
  plan: PlanTable;
  currency: CurrencyCode;
  pack: CreditPackTable;
  /** The pricing unit's name, else its code ("credits"). */
  unitLabel: string;
  /** Price of one pack in minor units, and units it grants. */
  priceMinor: Decimal;
  unitsPerPack: Decimal;
  /** The link's fixed quantity; null when the customer chooses. */
  fixedQuantity: Decimal | null;
}

export interface CheckoutTotals {
  quantity: Decimal;
  exactMinor: Decimal;
  totalMinor: number;
  units: Decimal;
}

export type CheckoutQuoteResult = { ok: true; quote: CheckoutQuote } | { ok: false; message: string };

export async function quoteCheckout(db: Db, link: CheckoutLinkTable): Promise<CheckoutQuoteResult> {
  const scope: Scope = { companyId: link.company_id, mode: link.mode };
  const company = await companyProfile(db, scope.companyId);
  const subscription = await findSubscription({ db, scope }, link.subscription_id);
  const found = await findCreditPackWithUnit({ db, scope }, link.credit_pack_id);
  if (!company || !subscription || !found) return { ok: false, message: 'The subscription or the credit pack of this link no longer exists.' };
  if (subscription.status === 'canceled') return { ok: false, message: 'The subscription this link tops up has been canceled.' };
  if (found.pack.plan_id !== subscription.plan_id) return { ok: false, message: "This credit pack is not part of the subscription's plan any more." };
  const plan = await findPlan({ db, scope }, subscription.plan_id);
  if (!plan) return { ok: false, message: 'The plan of this subscription no longer exists.' };
  return {
    ok: true,
    quote: {
      scope,
      companyName: company.name,
      zone: company.timezone,
      customerId: subscription.customer_id,
      subscriptionId: subscription.id,
      plan,
      currency: plan.currency_code,
      pack: found.pack,
      unitLabel: found.pricingUnit.name ?? found.pricingUnit.code,
      priceMinor: dec(found.pack.money_minor),
      unitsPerPack: dec(found.pack.unit_amount),
      fixedQuantity: link.quantity === null ? null : dec(link.quantity),
    },
  };
}

export function checkoutTotals(quote: CheckoutQuote, quantity: Decimal): CheckoutTotals {
  const exactMinor = quote.priceMinor.times(quantity);
  return { quantity, exactMinor, totalMinor: roundToMinorUnits(exactMinor), units: quote.unitsPerPack.times(quantity) };
}

/** When credits bought at `now` expire: the pack's interval later in the company's calendar; null: never. */
export function packExpiry(pack: Pick<CreditPackTable, 'expiration_interval_count' | 'expiration_interval_unit'>, now: Date, zone: string): Date | null {
  const count = pack.expiration_interval_count;
  if (count === null) return null;
  const key = `${pack.expiration_interval_unit}s` as 'days' | 'weeks' | 'months' | 'years';
  return DateTime.fromJSDate(now, { zone }).plus({ [key]: count }).toJSDate();
}

/** "Credits expire 1 year after purchase." / "Credits never expire." */
export function expiryWords(pack: Pick<CreditPackTable, 'expiration_interval_count' | 'expiration_interval_unit'>): string {
  const count = pack.expiration_interval_count;
  if (count === null) return 'Credits never expire.';
  return `Credits expire ${count} ${pack.expiration_interval_unit}${count === 1 ? '' : 's'} after purchase.`;
}
