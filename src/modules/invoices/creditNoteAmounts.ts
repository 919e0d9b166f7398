/**
 * A credit note's lines from what is asked, pure (issue 30). Integers in the currency's minor
 * unit throughout; a line's `total_amount_cents` is before tax and its `tax_amount_cents` is the
 * credited invoice line's tax carried back in proportion, rounded half-even once per line (0
 * when the invoice carries no tax; an inclusively taxed line is seen before its tax, see
 * creditableLine). A note's total is the sum of both.
 *
 * - An invoice line, whole, or `quantity` of its units (at its unit price), or `amount_cents` of
 *   it: tax = half-even(amount x line tax / line total).
 * - A line of its own (`description` and `amount_cents`): no tax.
 * - `amount_cents` for the invoice as a whole: spread over the invoice's charge lines in
 *   proportion to what is still creditable on each (its total plus tax, less what earlier credit
 *   notes took off it), in exact cents by the largest remainder (ties to the earlier line); each
 *   share is then split into the line's amount and tax in the line's proportion.
 * Nothing here decides whether the note is too large for the invoice: issueCreditNote.ts does.
 */
import { dec, roundToMinorUnits } from '../../money/decimal.js';
import type { FieldProblem } from '../../errors/index.js';
import { largestRemainder } from '../../kernel/discounts.js';
import type { InvoiceLineItemTable } from './tables.js';

export { largestRemainder };

/** An invoice line as a credit note sees it. */
export interface CreditableLine {
  id: string;
  description: string | null;
  quantity: number;
  unitAmountCents: number;
  totalAmountCents: number;
  taxAmountCents: number;
  /** What issued credit notes already took off it, tax included. */
  creditedCents: number;
  /** Its share of the invoice's discount, already taken off totalAmountCents (what it charged); default 0. */
  discountCents?: number;
  /** Its tax is inside the invoice line's amount (an inclusive rate); the amounts here are before it. */
  inclusive?: boolean;
}

export interface NoteLineDraft {
  invoiceLineItemId: string | null;
  description: string | null;
  quantity: number;
  unitAmountCents: number;
  /** Before tax. */
  totalAmountCents: number;
  taxAmountCents: number;
}

/** One line asked for: an invoice line (whole, `quantity` units or `amountCents`), or one of its own (`description` + `amountCents`). */
export interface NoteLineRequest {
  lineItemId?: string | undefined;
  description?: string | undefined;
  quantity?: number | undefined;
  amountCents?: number | undefined;
}

/**

 * An invoice line as a credit note sees it: what it charged, before tax. A discounted line is
 * credited for its amount less its share of the discount (a note never credits the discount back
 * as money); a line whose tax an inclusive rate put inside its amount, for its amount less that
 * tax. Either shows as one unit of that amount (its quantity cannot be credited unit by unit:
 * `amount_cents` can), so a whole credit gives back exactly what it added to the invoice's total.
 */
export function creditableLine(
  line: Pick<InvoiceLineItemTable, 'id' | 'description' | 'quantity' | 'unit_amount_cents' | 'total_amount_cents' | 'tax_amount_cents' | 'discount_amount_cents' | 'inclusive_tax_cents'>,
  creditedCents: number,
): CreditableLine {
  const discount = Number(line.discount_amount_cents);
  const inside = Number(line.inclusive_tax_cents);
  const net = Number(line.total_amount_cents) - discount - inside;
  const asPriced = discount === 0 && inside === 0;
  return {
    id: line.id,
    description: line.description,
    quantity: asPriced ? Number(line.quantity) : 1,
    unitAmountCents: asPriced ? Number(line.unit_amount_cents) : net,
    totalAmountCents: net,
    taxAmountCents: Number(line.tax_amount_cents),
    creditedCents,
    discountCents: discount,
    inclusive: inside !== 0,
  };
}

/** What a line still lets credit notes take off it, tax included. */
export function remainingOf(line: CreditableLine): number {
  return line.totalAmountCents + line.taxAmountCents - line.creditedCents;
}

/** The line's tax carried back on `amount` of it (before tax): half-even(amount x tax / total). */
export function taxCarriedBack(amount: number, line: Pick<CreditableLine, 'totalAmountCents' | 'taxAmountCents'>): number {
  if (line.taxAmountCents === 0 || line.totalAmountCents <= 0) return 0;
  return roundToMinorUnits(dec(amount).mul(line.taxAmountCents).div(line.totalAmountCents));
}

/** `gross` (tax included) of a line split into its amount and tax in the line's proportion. */
export function splitGross(gross: number, line: Pick<CreditableLine, 'totalAmountCents' | 'taxAmountCents'>): { amount: number; tax: number } {
  const whole = line.totalAmountCents + line.taxAmountCents;
  const tax = line.taxAmountCents === 0 || whole <= 0 ? 0 : roundToMinorUnits(dec(gross).mul(line.taxAmountCents).div(whole));
  return { amount: gross - tax, tax };
}

function draftOf(line: CreditableLine, amount: number, tax: number, quantity: number, unit: number, description: string | null): NoteLineDraft {
  return { invoiceLineItemId: line.id, description, quantity, unitAmountCents: unit, totalAmountCents: amount, taxAmountCents: tax };
}

/** `amountCents` (tax included) spread over the invoice's lines still creditable (see the header). */
export function spreadAmount(amountCents: number, lines: readonly CreditableLine[]): NoteLineDraft[] {
  const eligible = lines.filter((line) => line.totalAmountCents > 0 && remainingOf(line) > 0);
  const shares = largestRemainder(amountCents, eligible.map(remainingOf));
  return eligible.flatMap((line, i) => {
    const share = shares[i] ?? 0;
    if (share <= 0) return [];
    const { amount, tax } = splitGross(share, line);
    return [draftOf(line, amount, tax, 1, amount, line.description)];
  });
}

/** The lines asked for, or the problems with them (named `lines[i].field`). Caps are checked by the caller. */
export function requestedLines(requests: readonly NoteLineRequest[], lines: readonly CreditableLine[]): { drafts: NoteLineDraft[]; problems: FieldProblem[] } {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const drafts: NoteLineDraft[] = [];
  const problems: FieldProblem[] = [];
  requests.forEach((request, i) => {
    const at = (field: string) => `lines[${i}]${field ? `.${field}` : ''}`;
    if (request.quantity !== undefined && request.amountCents !== undefined) {
      problems.push({ field: at(''), message: 'give quantity or amount_cents, not both' });
      return;
    }
    if (request.lineItemId === undefined) {
      if (request.description === undefined || request.amountCents === undefined) {
        problems.push({ field: at(''), message: 'a line of its own needs description and amount_cents (or name an invoice line with line_item_id)' });
        return;
      }
      if (request.quantity !== undefined) {
        problems.push({ field: at('quantity'), message: 'applies to an invoice line (line_item_id) only' });
        return;
      }
      drafts.push({ invoiceLineItemId: null, description: request.description, quantity: 1, unitAmountCents: request.amountCents, totalAmountCents: request.amountCents, taxAmountCents: 0 });
      return;
    }
    const line = byId.get(request.lineItemId);
    if (!line) {
      problems.push({ field: at('line_item_id'), message: 'names no line of this invoice' });
      return;
    }
    if (line.totalAmountCents <= 0) {
      problems.push({ field: at('line_item_id'), message: 'names a credit line of the invoice, not a charge that can be credited' });
      return;
    }
    const description = request.description ?? line.description;
    if (request.quantity !== undefined) {
      if (request.quantity > line.quantity) {
        problems.push({ field: at('quantity'), message: `is more than the line's quantity (${line.quantity})` });
        return;
      }
      const amount = request.quantity * line.unitAmountCents;
      drafts.push(draftOf(line, amount, taxCarriedBack(amount, line), request.quantity, line.unitAmountCents, description));
      return;
    }
    const amount = request.amountCents ?? line.totalAmountCents;
    if (amount > line.totalAmountCents) {
      problems.push({ field: at('amount_cents'), message: `is more than the line's amount (${line.totalAmountCents})` });
      return;
    }
    const whole = amount === line.totalAmountCents;
    drafts.push(draftOf(line, amount, taxCarriedBack(amount, line), whole ? line.quantity : 1, whole ? line.unitAmountCents : amount, description));
  });
  return { drafts, problems };
}

/** Tax included: what the note credits. */
export function noteTotal(drafts: readonly NoteLineDraft[]): number {
  return drafts.reduce((sum, line) => sum + line.totalAmountCents + line.taxAmountCents, 0);
}

/** Per invoice line: what these drafts take off it (tax included). */
export function creditedPerLine(drafts: readonly NoteLineDraft[]): Map<string, number> {
  const per = new Map<string, number>();
  for (const line of drafts) {
    if (line.invoiceLineItemId !== null) per.set(line.invoiceLineItemId, (per.get(line.invoiceLineItemId) ?? 0) + line.totalAmountCents + line.taxAmountCents);
  }
  return per;
}
