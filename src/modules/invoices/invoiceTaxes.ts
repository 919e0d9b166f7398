/**
 * The one place an invoice's taxes are decided (issue 30, item 4): createInvoice, and through it
 * every invoice the billing engine issues (period open and close, plan change, end), and the
 * previews (upcoming invoice, plan-change and signup quotes) call `taxInvoiceLines`, so they all
 * agree. The arithmetic is kernel/taxes.ts `lineTaxes`; the rates are the customer's
 * (taxes module `customerTaxRates`), read when the invoice is built: tax is fixed then, and a
 * finalized invoice never changes.
 */
import type { ScopedDb } from '../../db/context.js';
import { lineTaxes, type LineTax } from '../../kernel/taxes.js';
import { findCustomer } from '../customers/index.js';
import { customerTaxRates } from '../taxes/index.js';

/** A rate as an invoice names it (`invoices.tax_rates`), for the hosted page and the PDF. */
export interface AppliedTaxRate {
  id: string;
  name: string;
  percentage: string;
  inclusive: boolean;
}

export interface InvoiceTaxes {
  /** Per line, in order. */
  lines: LineTax[];
  /** The rates applied; [] when none (no customer, exempt, no rate for its address). */
  rates: AppliedTaxRate[];
}

/**
 * The taxes of an invoice's lines for `customerId` (null: none). `discountShares[i]` is line i's
 * share of the invoice's discount in minor units (0 each while there is no discount), so line i
 * is taxed on `total_amount_cents - discountShares[i]`.
 */
export async function taxInvoiceLines(
  ctx: ScopedDb,
  customerId: string | null,
  lines: readonly { total_amount_cents: number }[],
  discountShares: readonly number[] = lines.map(() => 0),
): Promise<InvoiceTaxes> {
  const customer = customerId === null ? undefined : await findCustomer(ctx, customerId);
  const rows = customer ? await customerTaxRates(ctx, customer) : [];
  const rates = rows.map((row) => ({ id: row.id, name: row.name, percentage: row.percentage, inclusive: Number(row.inclusive) === 1 }));
  return { lines: lineTaxes(lines, discountShares, rates), rates };
}

/** What an invoice stores of its rates: JSON, or null when none applied. */
export function encodeTaxRates(rates: readonly AppliedTaxRate[]): string | null {
  return rates.length === 0 ? null : JSON.stringify(rates);
}

/** The rates an invoice stored ([] when none). */
export function decodeTaxRates(stored: string | null): AppliedTaxRate[] {
  return stored === null ? [] : (JSON.parse(stored) as AppliedTaxRate[]);
}

/** "VAT 20%", "Sales tax 8.875% (included)": how a page or a PDF names the rates beside the tax. */
export function taxRatesLabel(rates: readonly AppliedTaxRate[]): string {
  return rates.map((rate) => `${rate.name} ${rate.percentage}%${rate.inclusive ? ' (included)' : ''}`).join(', ');
}
