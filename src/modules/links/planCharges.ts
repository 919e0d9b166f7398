/**
 * The refund lines of a plan's prepaid (in-advance, flat, currency) fees when a subscription
 * leaves the plan mid-period. Pure given the fee records: the period math is the billing
 * calendar's (src/billing/periods.ts), amounts stay exact Decimals, each line is rounded once.
 */
import { DateTime } from 'luxon';
import type { CurrencyCode } from '../../money/currency.js';
import { dec, roundToMinorUnits, type Decimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { isEffectiveAt } from '../fees/effectiveDates.js';
import type { FeeRecord } from '../fees/repo.js';
import type { LineItemKind } from '../invoices/tables.js';
import { feePeriodAt, remainderOf, type SubscriptionCalendar } from './proration.js';

export interface ChargeLine {
  description: string;
  /** Exact minor units; negative for a refund. */
  exactMinor: Decimal;
  /** The line rounded once, half-even, as the invoice shows it. */
  minor: number;
  kind: LineItemKind;
  feeId: string;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export function effectiveFees(records: readonly FeeRecord[], at: Date): FeeRecord[] {
  const instant = toIso(at);
  return records.filter((r) => isEffectiveAt({ from: r.fee.effective_from, to: r.fee.effective_to }, instant));
}

function isPrepaidMoneyFee(record: FeeRecord, currency: CurrencyCode): boolean {
  const price = record.price;
  return price.pricing_model === 'flat' && price.billing_mode === 'in_advance' && price.currency_code === currency && price.pricing_unit_id === null;
}

function day(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('d LLL yyyy');
}

function chargeLine(description: string, exactMinor: Decimal, kind: LineItemKind, record: FeeRecord, start: Date | null, end: Date | null): ChargeLine {
  return { description, exactMinor, minor: roundToMinorUnits(exactMinor), kind, feeId: record.fee.id, periodStart: start, periodEnd: end };
}

/** The unused part, from `from` to each period's end, of prepaid recurring fees: negative `credit` lines. */
export function prepaidRefunds(
  records: readonly FeeRecord[],
  calendar: SubscriptionCalendar,
  from: Date,
  currency: CurrencyCode,
  planName: string,
): ChargeLine[] {
  const lines: ChargeLine[] = [];
  for (const record of records) {
    if (!isPrepaidMoneyFee(record, currency) || record.price.cadence === 'one_time') continue;
    const period = feePeriodAt(calendar, record.price.cadence ?? 'monthly', from);
    if (!period) continue;
    const refund = remainderOf(dec(record.price.amount), period, from).negated();
    if (refund.isZero()) continue;
    const text = `Unused time on ${planName}: ${record.product.name} (${day(from, calendar.zone)} – ${day(period.end, calendar.zone)})`;
    lines.push(chargeLine(text, refund, 'credit', record, from, period.end));
  }
  return lines;
}

export function totalMinor(lines: readonly ChargeLine[]): number {
  return lines.reduce((total, l) => total + l.minor, 0);
}
