/**
 * Invoice arithmetic, pure. Amounts arrive as exact Decimals in the currency's MINOR unit (cents
 * for usd, yen for jpy); each line's exact amount is rounded once, half-even, to an integer
 * `total_amount_cents`. From there on only integers: subtotal = sum of line totals, tax = sum of
 * line taxes, total = subtotal - discount + tax, so every invoice recomputes exactly from its lines.
 * An inclusive tax (kernel/taxes.ts) is already inside its line's amount: a line's
 * `inclusive_tax_cents` is that part of its `tax_amount_cents`, and the total adds only the rest
 * (total = subtotal - discount + tax - inclusive tax; with exclusive rates only, exactly
 * subtotal - discount + tax).
 */
import { Decimal, formatDecimal, roundToMinorUnits } from '../money/decimal.js';

export interface PricedLine {
  description: string | null;
  quantity: number;
  unitAmountCents: number;
  taxAmountCents: number;
  totalAmountCents: number;
  exactAmount: string;
}

export interface LineAmountsInput {
  description: string | null;
  /** Whole units (default 1). A fractional quantity is written into the description and the line shows 1 x total. */
  quantity?: number | Decimal | undefined;
  /** The line's exact amount in minor units, before tax. Negative for credits. */
  exactAmount: Decimal;
  /** The exact unit price in minor units, for display; default exactAmount / quantity. */
  unitAmount?: Decimal | undefined;
  /** Tax on the line in minor units (default 0). */
  taxAmount?: Decimal | undefined;
}

export function priceLine(line: LineAmountsInput): PricedLine {
  const totalAmountCents = roundToMinorUnits(line.exactAmount);
  const taxAmountCents = line.taxAmount === undefined ? 0 : roundToMinorUnits(line.taxAmount);
  const quantity = line.quantity === undefined ? new Decimal(1) : new Decimal(line.quantity);
  if (!quantity.isFinite() || quantity.isNegative()) throw new Error(`Invoice line quantity must be zero or more, got ${quantity.toString()}`);
  if (!quantity.isInteger() || !Number.isSafeInteger(quantity.toNumber())) {
    const description = `${line.description ?? ''}${line.description ? ' ' : ''}(quantity ${formatDecimal(quantity)})`;
    return { description, quantity: 1, unitAmountCents: totalAmountCents, taxAmountCents, totalAmountCents, exactAmount: formatDecimal(line.exactAmount) };
  }
  const whole = quantity.toNumber();
  const unitAmountCents =
    line.unitAmount !== undefined ? roundToMinorUnits(line.unitAmount) : whole === 0 ? 0 : roundToMinorUnits(line.exactAmount.div(whole));
  if (whole * unitAmountCents !== totalAmountCents) {
    // Every line multiplies out (quantity x unit_amount_cents = total_amount_cents): a unit price
    // that does not make the amount in whole minor units shows as 1 x the amount, the quantity in
    // the description (as Stripe shows sub-cent metered prices).
    const description = `${line.description ?? ''}${line.description ? ' ' : ''}(quantity ${whole})`;
    return { description, quantity: 1, unitAmountCents: totalAmountCents, taxAmountCents, totalAmountCents, exactAmount: formatDecimal(line.exactAmount) };
  }
  return {
    description: line.description,
    quantity: whole,
    unitAmountCents,
    taxAmountCents,
    totalAmountCents,
    exactAmount: formatDecimal(line.exactAmount),
  };
}

export interface InvoiceTotals {
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** An invoice line's amounts as the totals read them; `inclusive_tax_cents` (default 0) is the part of its tax inside its amount. */
export interface TotalsLine {
  total_amount_cents: number;
  tax_amount_cents: number;
  inclusive_tax_cents?: number;
}

export function invoiceTotals(lines: readonly TotalsLine[], discountCents = 0): InvoiceTotals {
  if (!Number.isSafeInteger(discountCents)) throw new Error(`Invoice discount must be whole minor units, got ${discountCents}`);
  let subtotal = 0;
  let tax = 0;
  let inside = 0;
  for (const line of lines) {
    subtotal += Number(line.total_amount_cents);
    tax += Number(line.tax_amount_cents);
    inside += Number(line.inclusive_tax_cents ?? 0);
  }
  return { subtotal_cents: subtotal, discount_cents: discountCents, tax_cents: tax, total_cents: subtotal - discountCents + tax - inside };
}

/**
 * What an audit checks: the stored totals against the lines. An empty list means they agree.
 * Each problem names the field, what is stored and what the lines add up to.
 */
export function invoiceTotalsProblems(
  invoice: InvoiceTotals,
  lines: readonly TotalsLine[],
): { field: keyof InvoiceTotals; recorded: number; recomputed: number }[] {
  const recomputed = invoiceTotals(lines, Number(invoice.discount_cents));
  const problems: { field: keyof InvoiceTotals; recorded: number; recomputed: number }[] = [];
  for (const field of ['subtotal_cents', 'tax_cents', 'total_cents'] as const) {
    if (Number(invoice[field]) !== recomputed[field]) problems.push({ field, recorded: Number(invoice[field]), recomputed: recomputed[field] });
  }
  return problems;
}

export interface SnapshotLine {
  id: string;
  quantity: number;
  unit_amount_cents: number;
  tax_amount_cents: number;
  total_amount_cents: number;
}

/**
 * What a finalized invoice is, for good: its totals and its lines' amounts, in line order, as
 * text. Written at finalization (invoices' `finalized_snapshot`); the audit recomputes it from the
 * stored rows, so a line or total changed after finalization shows as the difference it is.
 */
export function finalizedSnapshot(invoice: InvoiceTotals, lines: readonly SnapshotLine[]): string {
  return JSON.stringify({
    subtotal_cents: Number(invoice.subtotal_cents),
    discount_cents: Number(invoice.discount_cents),
    tax_cents: Number(invoice.tax_cents),
    total_cents: Number(invoice.total_cents),
    lines: lines.map((line) => [line.id, Number(line.quantity), Number(line.unit_amount_cents), Number(line.tax_amount_cents), Number(line.total_amount_cents)]),
  });
}
