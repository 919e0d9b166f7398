/**
 * Settling a closed span's overdraft, the rules (pure); steps/settlement.ts reads the wallets and
 * writes the settlements.
 *
 * - How much: the span's own overdraft (what its charges drew beyond the grants: the "request"),
 *   but never more than the wallet still owes for usage up to the span's end. Debt repays oldest
 *   usage first: a grant issued after later usage was drawn (the engine catching up after events
 *   were sent ahead of it) repays the older debt, so the debt left for the span is the wallet's
 *   debt minus the overdraft of events stamped after the span: min(request, debt - later).
 * - Currency: the span's usage lines show the whole usage; a negative "Prepaid credit applied"
 *   line takes off what grants paid, so the invoice total for usage equals the overdraft settled.
 * - Pricing unit: the settled units are invoiced in the plan's currency at the conversion rate in
 *   force at the span's last instant (the customer's own rate before the company default):
 *   units x money_minor / unit_amount. No rate: the step is blocked (rolled back, retried next run)
 *   rather than billed wrong.
 */
import type { CurrencyCode } from '../../money/currency.js';
import { dec, ZERO, type Decimal } from '../../money/decimal.js';
import { findRate, moneyForUnits } from '../../kernel/conversionRates.js';
import type { ConversionRateTable } from '../../modules/pricingUnits/index.js';
import { BillingBlocked } from './blocked.js';
import { overageLine, prepaidCreditLine, type DraftLine } from './lines.js';
import { debtOf, smaller } from './overdraft.js';

export interface Span {
  from: Date;
  to: Date;
  planCurrency: CurrencyCode;
}

/** What the span settles of its request on a wallet holding `balance`, given the overdraft of later events (negative amounts). */
export function settledAmount(request: Decimal, balance: Decimal, laterOverdraft: readonly string[]): Decimal {
  const laterDebt = laterOverdraft.reduce((total, amount) => total.minus(dec(amount)), ZERO);
  return smaller(request, debtOf(balance.plus(laterDebt)));
}

/** The overage line of `units` settled in a pricing unit; blocked without a rate in force at the span's last instant. */
export function overageOf(
  units: Decimal,
  unit: { code: string; rates: readonly ConversionRateTable[] },
  customerId: string,
  span: Span,
): DraftLine {
  const lastInstant = new Date(span.to.getTime() - 1);
  const rate = findRate(unit.rates, { customerId, currency: span.planCurrency, at: lastInstant });
  if (!rate) {
    throw new BillingBlocked(
      'CONVERSION_RATE_MISSING',
      `No ${span.planCurrency} conversion rate for pricing unit ${unit.code} at ${lastInstant.toISOString()}: its overage cannot be invoiced`,
    );
  }
  return overageLine(units, unit.code, rate, moneyForUnits(rate, units), span.planCurrency, span.from, span.to);
}

/** Per currency: what prepaid credit paid of the span's usage (usage invoiced minus overdraft settled), as negative lines. */
export function prepaidCredits(charged: ReadonlyMap<string, Decimal>, settled: ReadonlyMap<string, Decimal>, span: Span): DraftLine[] {
  const credits: DraftLine[] = [];
  for (const [currency, usage] of charged) {
    const credit = (settled.get(currency) ?? ZERO).minus(usage);
    if (!credit.isZero()) credits.push(prepaidCreditLine(credit, currency as CurrencyCode, span.from, span.to));
  }
  return credits;
}
