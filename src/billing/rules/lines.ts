/**
 * Invoice lines the engine writes, pure. Each description says how to recompute its amount by
 * hand from the plan: "API calls: 1500 at $0.02 per 1000", "Platform fee (monthly, in advance),
 * 17 of 31 days". Amounts are exact Decimals in the currency's minor unit; the invoice rounds each
 * line once.
 */
import type { CreateInvoiceLineInput } from '../../modules/invoices/index.js';
import type { RatedFee } from '../../modules/fees/types.js';
import type { ConversionRateTable } from '../../modules/pricingUnits/tables.js';
import { formatMoney, type CurrencyCode } from '../../money/currency.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import type { FlatCharge } from './flatFees.js';

export interface DraftLine extends CreateInvoiceLineInput {
  currency: CurrencyCode;
}

/** "$49.00" for whole minor units, else "12.5 usd minor units". */
export function money(minor: Decimal, currency: CurrencyCode): string {
  if (minor.isInteger() && Number.isSafeInteger(minor.toNumber())) return formatMoney(minor.toNumber(), currency);
  return `${formatDecimal(minor)} ${currency} minor units`;
}

/** Whole quantities show as quantity x unit price; fractional ones live in the description (quantity 1). */
function quantityFields(quantity: Decimal, unitAmount: Decimal | null): Pick<CreateInvoiceLineInput, 'quantity' | 'unitAmount'> {
  if (quantity.isInteger() && quantity.gte(0) && Number.isSafeInteger(quantity.toNumber())) {
    return unitAmount === null ? { quantity: quantity.toNumber() } : { quantity: quantity.toNumber(), unitAmount };
  }
  return { quantity: 1 };
}

function unitPriceText(fee: RatedFee, currency: CurrencyCode): string {
  const price = money(fee.price.amount, currency);
  return fee.price.denominator === 1 ? `${price} each` : `${price} per ${fee.price.denominator}`;
}

const MODE_WORDS = { in_advance: 'in advance', in_arrears: 'in arrears' } as const;

export function flatFeeLine(charge: FlatCharge, currency: CurrencyCode): DraftLine {
  const fee = charge.fee;
  let description = `${fee.product.name} (${fee.price.cadence}, ${MODE_WORDS[fee.price.billingMode]})`;
  if (charge.used !== charge.full) description += `, ${charge.used} of ${charge.full} days at ${money(fee.price.amount, currency)}`;
  return {
    currency,
    description,
    quantity: 1,
    exactAmount: charge.amount,
    unitAmount: charge.amount,
    periodStart: charge.from,
    periodEnd: charge.to,
    feeId: fee.id,
    kind: 'flat_fee',
  };
}

export function oneTimeFeeLine(fee: RatedFee, currency: CurrencyCode, at: Date): DraftLine {
  return {
    currency,
    description: `${fee.product.name} (one-time)`,
    quantity: 1,
    exactAmount: fee.price.amount,
    unitAmount: fee.price.amount,
    periodStart: at,
    periodEnd: at,
    feeId: fee.id,
    kind: 'flat_fee',
  };
}

/** Usage of one fee over a span: the sum of its event charges. */
export function usageLine(fee: RatedFee | null, label: string, quantity: Decimal, amount: Decimal, currency: CurrencyCode, from: Date, to: Date): DraftLine {
  let description: string;
  let unit: Decimal | null = null;
  if (fee && fee.price.model === 'per_unit') {
    description = `${label}: ${formatDecimal(quantity)} at ${unitPriceText(fee, currency)}`;
    unit = fee.price.amount.div(fee.price.denominator);
  } else if (fee && fee.price.model === 'cost_plus') {
    const markup = fee.price.costPlus;
    const rule = markup?.markupMode === 'multiplier' ? `cost x ${formatDecimal(markup.multiplier)}` : `cost / (1 - ${formatDecimal(markup?.targetMargin ?? dec(0))})`;
    description = `${label}: ${formatDecimal(quantity)} units, ${rule}`;
  } else {
    description = `${label}: ${formatDecimal(quantity)} units`;
  }
  return {
    currency,
    description,
    ...quantityFields(quantity, unit),
    exactAmount: amount,
    periodStart: from,
    periodEnd: to,
    feeId: fee?.id ?? null,
    kind: 'usage',
  };
}

/** A period aggregation (max, unique_count, latest) of a per-unit fee: quantity x amount / denominator. */
export function aggregationLine(fee: RatedFee, aggregation: string, quantity: Decimal, amount: Decimal, currency: CurrencyCode, from: Date, to: Date): DraftLine {
  return {
    currency,
    description: `${fee.product.name} (${aggregation} over the period): ${formatDecimal(quantity)} at ${unitPriceText(fee, currency)}`,
    ...quantityFields(quantity, fee.price.amount.div(fee.price.denominator)),
    exactAmount: amount,
    periodStart: from,
    periodEnd: to,
    feeId: fee.id,
    kind: 'usage',
  };
}

/** The part of the period's usage prepaid credit paid for: negative. */
export function prepaidCreditLine(amount: Decimal, currency: CurrencyCode, from: Date, to: Date): DraftLine {
  return { currency, description: 'Prepaid credit applied', quantity: 1, exactAmount: amount, unitAmount: amount, periodStart: from, periodEnd: to, kind: 'credit' };
}

/** Pricing-unit overdraft settled in money at the conversion rate: units x money_minor / unit_amount. */
export function overageLine(
  units: Decimal,
  unitCode: string,
  rate: Pick<ConversionRateTable, 'money_minor' | 'unit_amount'>,
  amount: Decimal,
  currency: CurrencyCode,
  from: Date,
  to: Date,
): DraftLine {
  const per = dec(rate.unit_amount);
  const description = `${unitCode} overage: ${formatDecimal(units)} ${unitCode} at ${money(dec(rate.money_minor), currency)} per ${formatDecimal(per)} ${unitCode}`;
  return {
    currency,
    description,
    ...quantityFields(units, dec(rate.money_minor).div(per)),
    exactAmount: amount,
    periodStart: from,
    periodEnd: to,
    kind: 'overdraft',
  };
}
