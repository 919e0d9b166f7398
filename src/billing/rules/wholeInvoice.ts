/**
 * Rules over an invoice's lines taken together, pure: whether the invoice can be held exactly
 * (assertInvoiceable), and the period it states (invoicePeriod).
 */
import { dec, type Decimal, formatDecimal } from '../../money/decimal.js';
import { MAX_AMOUNT_MINOR, MAX_AMOUNT_TEXT } from '../../money/limits.js';
import { BillingBlocked } from './blocked.js';
import type { DraftLine } from './lines.js';

/**
 * Refuses (BillingBlocked AMOUNT_OUT_OF_RANGE: the step rolls back, the subscription is listed as
 * a billing problem and retried) lines whose amount, or whose invoice's total per currency, is
 * beyond MAX_AMOUNT_MINOR (src/money/limits.ts): such an invoice could not be held exactly.
 */
export function assertInvoiceable(lines: readonly DraftLine[]): void {
  const totals = new Map<string, Decimal>();
  for (const line of lines) {
    if (line.exactAmount.abs().gt(MAX_AMOUNT_MINOR)) {
      throw new BillingBlocked('AMOUNT_OUT_OF_RANGE', `The line "${line.description ?? ''}" amounts to ${formatDecimal(line.exactAmount)} ${line.currency} minor units, beyond the ${MAX_AMOUNT_TEXT} an invoice line can hold`);
    }
    totals.set(line.currency, (totals.get(line.currency) ?? dec(0)).plus(line.exactAmount));
  }
  for (const [currency, total] of totals) {
    if (total.abs().gt(MAX_AMOUNT_MINOR)) {
      throw new BillingBlocked('AMOUNT_OUT_OF_RANGE', `The ${currency} invoice would total ${formatDecimal(total)} minor units, beyond the ${MAX_AMOUNT_TEXT} an invoice can hold`);
    }
  }
}

function instantOf(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The period an invoice states (issue 12, item 9): the span the step closed, unless none of the
 * invoice's lines is about it (a month end whose only line is the next month's fee in advance):
 * then the span its lines cover, so the invoice's period agrees with its lines'.
 */
export function invoicePeriod(lines: readonly DraftLine[], closed: { from: Date; to: Date }): { from: Date; to: Date } {
  let lo: number | null = null;
  let hi: number | null = null;
  let aboutClosed = false;
  for (const line of lines) {
    const start = instantOf(line.periodStart);
    const end = instantOf(line.periodEnd) ?? start;
    if (start === null || end === null) continue;
    if (start < closed.to.getTime() && end > closed.from.getTime()) aboutClosed = true;
    if (start === end && start >= closed.from.getTime() && start < closed.to.getTime()) aboutClosed = true;
    lo = lo === null ? start : Math.min(lo, start);
    hi = hi === null ? end : Math.max(hi, end);
  }
  if (aboutClosed || lo === null || hi === null) return closed;
  return { from: new Date(lo), to: new Date(hi) };
}
