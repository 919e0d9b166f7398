/**
 * A preview's lines, pure: what the step's invoice in its primary currency (the plan's) holds, each
 * line priced by the invoices module's own rule (rounded once, half-even), so a preview shows
 * exactly the lines and totals the invoice gets.
 */
import type { LineItemKind } from '../../modules/invoices/index.js';
import { priceLine } from '../../kernel/invoiceAmounts.js';
import type { CurrencyCode } from '../../money/currency.js';
import { dec, type Decimal } from '../../money/decimal.js';
import type { DraftLine } from './lines.js';

export interface PreviewLine {
  description: string;
  /** Exact minor units; negative for a credit. */
  exactMinor: Decimal;
  /** The line rounded once, half-even, as the invoice shows it. */
  minor: number;
  /** quantity x unitMinor = minor, as the invoice line shows them (see the invoices module's priceLine). */
  quantity: number;
  unitMinor: number;
  taxMinor: number;
  /** The part of taxMinor already inside `minor` (an inclusive rate): not added to the total. 0 until taxed. */
  inclusiveTaxMinor: number;
  kind: LineItemKind;
  feeId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

function instant(value: DraftLine['periodStart']): Date | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? new Date(value) : value;
}

/** The step's lines in `primary`, as its invoice prices them (other currencies go on other invoices). */
export function previewLines(lines: readonly DraftLine[], primary: CurrencyCode): PreviewLine[] {
  return lines
    .filter((line) => line.currency === primary)
    .map((line) => {
      const priced = priceLine(line);
      return {
        description: priced.description ?? '',
        exactMinor: dec(priced.exactAmount),
        minor: priced.totalAmountCents,
        quantity: priced.quantity,
        unitMinor: priced.unitAmountCents,
        taxMinor: priced.taxAmountCents,
        inclusiveTaxMinor: 0,
        kind: line.kind,
        feeId: line.feeId ?? null,
        periodStart: instant(line.periodStart),
        periodEnd: instant(line.periodEnd),
      };
    });
}

/** The invoice total of the lines, their tax on top included: what the customer pays (negative: is credited). */
export function previewTotal(lines: readonly PreviewLine[]): number {
  return lines.reduce((total, line) => total + line.minor + line.taxMinor - line.inclusiveTaxMinor, 0);
}
