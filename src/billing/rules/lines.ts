/**
 * Invoice lines the engine writes, pure. Each description says how to recompute its amount by
 * hand from the plan: "API calls: 1500 at $0.02 per 1000", "Platform fee (monthly, in advance),
 * 17 of 31 days". Amounts are exact Decimals in the currency's minor unit; the invoice rounds each
 * line once.
 */
import type { CreateInvoiceLineInput } from '../../modules/invoices/index.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { ConversionRateTable } from '../../modules/pricingUnits/index.js';
import { formatMoney, minorUnitDigits, type CurrencyCode } from '../../money/currency.js';
import { dec, Decimal, formatDecimal } from '../../money/decimal.js';
import type { FlatCharge } from './flatFees.js';
import { volumeTierOf } from '../../kernel/rating/index.js';

export interface DraftLine extends CreateInvoiceLineInput {
  currency: CurrencyCode;
}

/**
 * "$49.00" for whole minor units; an exact sub-unit price in major units with the digits it needs
 * ("$0.0015"), so a rate reads as the customer knows it.
 */
export function money(minor: Decimal, currency: CurrencyCode): string {
  if (minor.isInteger() && Number.isSafeInteger(minor.toNumber())) return formatMoney(minor.toNumber(), currency);
  const digits = minorUnitDigits(currency);
  const major = minor.abs().div(new Decimal(10).pow(digits));
  const [whole = '0', fraction = ''] = major.toFixed().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = formatMoney(0, currency).replace(/[\d.,]+$/, `${grouped}.${fraction.padEnd(digits, '0')}`);
  return minor.isNegative() ? `-${text}` : text;
}

/**
 * Every line multiplies out: quantity x unit_amount_cents = total_amount_cents (issue 12, item 11).
 * A whole quantity at a whole-minor-unit price that makes the amount exactly shows as quantity x
 * unit price; anything else (a sub-cent rate such as $0.0015 a token, a fractional quantity, a
 * cost-plus charge) shows as quantity 1 at the line's amount, with the exact usage and rate in
 * the description, as Stripe does for sub-cent metered prices.
 */
export function quantityFields(quantity: Decimal, unitAmount: Decimal | null, amount: Decimal): Pick<CreateInvoiceLineInput, 'quantity' | 'unitAmount'> {
  const whole = quantity.isInteger() && quantity.gte(0) && Number.isSafeInteger(quantity.toNumber());
  if (whole && unitAmount !== null && unitAmount.isInteger() && amount.isInteger() && unitAmount.times(quantity).eq(amount)) {
    return { quantity: quantity.toNumber(), unitAmount };
  }
  return { quantity: 1, unitAmount: amount };
}

function unitPriceText(fee: RatedFee, currency: CurrencyCode): string {
  const price = money(fee.price.amount, currency);
  return fee.price.denominator === 1 ? `${price} each` : `${price} per ${fee.price.denominator}`;
}

/** graduated, volume or package (issue 31): how the amount was priced from the quantity. */
function tieredWords(fee: RatedFee): string {
  const tiered = fee.price.tiered;
  if (!tiered) return fee.price.model;
  if (tiered.model === 'package') return `in packages of ${tiered.packageSize}`;
  return tiered.model;
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
  } else if (fee && fee.price.tiered) {
    description = `${label}: ${formatDecimal(quantity)} units, ${tieredWords(fee)}`;
  } else {
    description = `${label}: ${formatDecimal(quantity)} units`;
  }
  return {
    currency,
    description,
    ...quantityFields(quantity, unit, amount),
    exactAmount: amount,
    periodStart: from,
    periodEnd: to,
    feeId: fee?.id ?? null,
    kind: 'usage',
  };
}

/**
 * Usage of one fee charged in a pricing unit (`units` of `unitCode`), valued in the invoice's
 * currency at `perUnit` minor units per unit (the conversion rate the overage is settled at);
 * without a rate it is shown at 0, paid with credits.
 */
export function unitUsageLine(
  fee: RatedFee | null,
  label: string,
  quantity: Decimal,
  units: Decimal,
  unitCode: string,
  perUnit: Decimal | null,
  currency: CurrencyCode,
  from: Date,
  to: Date,
): DraftLine {
  let description: string;
  if (fee && fee.price.model === 'per_unit') {
    const price = `${formatDecimal(fee.price.amount)} ${unitCode}${fee.price.denominator === 1 ? ' each' : ` per ${fee.price.denominator}`}`;
    description = `${label}: ${formatDecimal(quantity)} at ${price} = ${formatDecimal(units)} ${unitCode}`;
  } else {
    description = `${label}: ${formatDecimal(units)} ${unitCode}`;
  }
  description += perUnit === null ? ', paid with credits' : ` at ${money(perUnit, currency)} each`;
  const amount = perUnit === null ? dec(0) : units.times(perUnit);
  return {
    currency,
    description,
    ...quantityFields(units, perUnit ?? dec(0), amount),
    exactAmount: amount,
    periodStart: from,
    periodEnd: to,
    feeId: fee?.id ?? null,
    kind: 'usage',
  };
}

/** What the credits paid of a pricing unit's usage lines: negative (0 when nothing values it); never a rounding difference. */
export function paidWithCreditsLine(units: Decimal, unitCode: string, amount: Decimal, currency: CurrencyCode, from: Date, to: Date): DraftLine {
  return {
    currency,
    description: `Paid with credits: ${formatDecimal(units)} ${unitCode}`,
    quantity: 1,
    exactAmount: amount,
    unitAmount: amount,
    periodStart: from,
    periodEnd: to,
    kind: 'credit',
  };
}

/** A period aggregation (max, unique_count, latest) of a per-unit fee: quantity x amount / denominator. */
export function aggregationLine(fee: RatedFee, aggregation: string, quantity: Decimal, amount: Decimal, currency: CurrencyCode, from: Date, to: Date): DraftLine {
  const tiered = fee.price.tiered;
  const volume = tiered && tiered.model === 'volume' ? volumeTierOf(tiered.tiers, quantity) : null;
  // Volume (issue 31): every unit at the rate of the tier the period's total ends in, plus its flat amount.
  const description = volume
    ? `${fee.product.name} (volume over the period): ${formatDecimal(quantity)} at ${money(volume.unitAmount, currency)}${fee.price.denominator === 1 ? ' each' : ` per ${fee.price.denominator}`}${volume.flatAmount.isZero() ? '' : ` + ${money(volume.flatAmount, currency)}`}`
    : `${fee.product.name} (${aggregation} over the period): ${formatDecimal(quantity)} at ${unitPriceText(fee, currency)}`;
  const unit = volume ? (volume.flatAmount.isZero() ? volume.unitAmount.div(fee.price.denominator) : null) : fee.price.amount.div(fee.price.denominator);
  return {
    currency,
    description,
    ...quantityFields(quantity, unit, amount),
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
    ...quantityFields(units, dec(rate.money_minor).div(per), amount),
    exactAmount: amount,
    periodStart: from,
    periodEnd: to,
    kind: 'overdraft',
  };
}
