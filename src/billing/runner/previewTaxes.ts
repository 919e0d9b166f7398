/**
 * A preview's lines taxed as their invoice will be: createInvoice taxes every invoice the engine
 * issues through the invoices module's `taxInvoiceLines`, so the previews (upcoming invoice,
 * plan-change and signup quotes) call the same function on the same lines (no discount shares
 * until discounts exist) and show the same tax and total.
 */
import type { ScopedDb } from '../../db/context.js';
import { taxInvoiceLines } from '../../modules/invoices/index.js';
import type { PreviewLine } from '../rules/preview.js';

export async function taxPreviewLines(ctx: ScopedDb, customerId: string | null, lines: PreviewLine[]): Promise<PreviewLine[]> {
  const taxes = await taxInvoiceLines(ctx, customerId, lines.map((line) => ({ total_amount_cents: line.minor })));
  if (taxes.rates.length === 0) return lines;
  return lines.map((line, index) => ({ ...line, taxMinor: taxes.lines[index]?.taxAmountCents ?? 0, inclusiveTaxMinor: taxes.lines[index]?.inclusiveTaxCents ?? 0 }));
}
