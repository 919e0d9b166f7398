/**
 * Revenue at a glance (the overview, issue 32 item 3), per currency of the session's mode, from
 * the figures the owning modules sum in SQL: invoices (billed by month, collected, outstanding,
 * overdue, each subscription's last usage period), subscriptions (the paying ones per plan) and
 * fees (the recurring flat fees in force).
 *
 * MRR, the normalised monthly value of what paying (active or past due) subscriptions bring:
 * - each recurring flat fee of their plans in force now, times the plan's paying subscriptions,
 *   brought to a month exactly: monthly x 1, quarterly x 1/3, yearly x 1/12 (a weekly cadence
 *   would be x 52/12 and a daily one x 365/12; fees have neither today). One-time fees and fees
 *   priced in a pricing unit are not recurring money and do not count;
 * - plus each paying subscription's last full usage period (its usage and overdraft lines on
 *   finalized invoices, the latest period that ended), divided by that period's length in whole
 *   months (at least 1: a quarterly period's usage counts a third).
 * Every part is kept exact (Decimal, minor units); the sum is rounded once, half-even, to whole
 * minor units. Billed, collected, outstanding and overdue are whole minor units already.
 *
 * "This month" is the company's local calendar month; the chart shows the last six of them.
 */
import { DateTime } from 'luxon';
import type { DbContext } from '../db/context.js';
import { recurringFlatFees } from '../modules/fees/index.js';
import { billedByMonth, collectedBetween, lastPeriodUsage, openInvoiceTotals, type MonthBucket } from '../modules/invoices/index.js';
import { payingAmong, payingSubscriptionsByPlan } from '../modules/subscriptions/index.js';
import { dec, Decimal, ZERO } from '../money/decimal.js';
import { toIso } from '../time.js';

export const CHART_MONTHS = 6;

/** Months in one of a cadence: a fee of that cadence is worth amount x (1 / months) a month. */
const MONTHS_PER_CADENCE: Record<string, Decimal> = {
  monthly: dec(1),
  quarterly: dec(3),
  yearly: dec(12),
  weekly: dec(12).div(52),
  daily: dec(12).div(365),
};

export interface CurrencyRevenue {
  currency: string;
  /** Whole minor units, rounded once half-even from the exact parts. */
  mrrCents: number;
  /** The exact parts, in minor units (decimal text). */
  mrrFlat: string;
  mrrUsage: string;
  billedCents: number;
  billedInvoices: number;
  collectedCents: number;
  collectedInvoices: number;
  outstandingCents: number;
  outstandingInvoices: number;
  overdueCents: number;
  overdueInvoices: number;
  /** Oldest first, the last CHART_MONTHS local months, this one last. */
  months: Array<{ key: string; label: string; billedCents: number }>;
}

/** The last `count` local months ending with the one `now` is in, oldest first. */
export function localMonths(now: Date, zone: string, count: number): Array<MonthBucket & { label: string }> {
  const current = DateTime.fromJSDate(now, { zone }).startOf('month');
  return Array.from({ length: count }, (_, index) => {
    const start = current.minus({ months: count - 1 - index });
    const end = start.plus({ months: 1 });
    return { key: start.toFormat('yyyy-MM'), label: start.toFormat('LLL yyyy'), from: toIso(start.toJSDate()), to: toIso(end.toJSDate()) };
  });
}

/** Whole months a usage period spans (at least 1). */
function periodMonths(start: string, end: string): Decimal {
  const months = DateTime.fromISO(end, { zone: 'UTC' }).diff(DateTime.fromISO(start, { zone: 'UTC' }), 'months').months;
  return dec(Math.max(1, Math.round(months)));
}

export async function revenueAtAGlance(ctx: DbContext, zone: string): Promise<CurrencyRevenue[]> {
  const { now } = ctx;
  const months = localMonths(now, zone, CHART_MONTHS);
  const thisMonth = months[months.length - 1];
  if (!thisMonth) return [];
  const [plans, billed, collected, open, usage] = await Promise.all([
    payingSubscriptionsByPlan(ctx),
    billedByMonth(ctx, months),
    collectedBetween(ctx, thisMonth.from, thisMonth.to),
    openInvoiceTotals(ctx, now),
    lastPeriodUsage(ctx, now),
  ]);
  const [fees, paying] = await Promise.all([
    recurringFlatFees(
      ctx,
      plans.map((p) => p.plan_id),
      now,
    ),
    payingAmong(
      ctx,
      usage.map((u) => u.subscription_id),
    ),
  ]);

  const figures = new Map<string, { flat: Decimal; usage: Decimal; row: Omit<CurrencyRevenue, 'mrrCents' | 'mrrFlat' | 'mrrUsage'> }>();
  const of = (currency: string) => {
    let entry = figures.get(currency);
    if (!entry) {
      entry = {
        flat: ZERO,
        usage: ZERO,
        row: {
          currency,
          billedCents: 0,
          billedInvoices: 0,
          collectedCents: 0,
          collectedInvoices: 0,
          outstandingCents: 0,
          outstandingInvoices: 0,
          overdueCents: 0,
          overdueInvoices: 0,
          months: months.map((m) => ({ key: m.key, label: m.label, billedCents: 0 })),
        },
      };
      figures.set(currency, entry);
    }
    return entry;
  };

  const subscriptionsOfPlan = new Map(plans.map((p) => [p.plan_id, p.subscriptions]));
  for (const fee of fees) {
    const count = subscriptionsOfPlan.get(fee.plan_id) ?? 0;
    const per = MONTHS_PER_CADENCE[fee.cadence];
    if (!per || count === 0) continue;
    const entry = of(fee.currency_code);
    entry.flat = entry.flat.plus(dec(fee.amount).times(count).div(per));
  }
  for (const line of usage) {
    if (!paying.has(line.subscription_id)) continue;
    const entry = of(line.currency);
    entry.usage = entry.usage.plus(dec(line.total_cents).div(periodMonths(line.period_start, line.period_end)));
  }
  for (const row of billed) {
    const entry = of(row.currency);
    const month = entry.row.months.find((m) => m.key === row.month);
    if (month) month.billedCents += row.total_cents;
    if (row.month === thisMonth.key) {
      entry.row.billedCents += row.total_cents;
      entry.row.billedInvoices += row.invoices;
    }
  }
  for (const row of collected) {
    const entry = of(row.currency);
    entry.row.collectedCents = row.total_cents;
    entry.row.collectedInvoices = row.invoices;
  }
  for (const row of open) {
    const entry = of(row.currency);
    Object.assign(entry.row, { outstandingCents: row.outstanding_cents, outstandingInvoices: row.outstanding, overdueCents: row.overdue_cents, overdueInvoices: row.overdue });
  }
  return [...figures.values()]
    .sort((a, b) => a.row.currency.localeCompare(b.row.currency))
    .map(({ flat, usage: used, row }) => ({
      ...row,
      mrrCents: flat.plus(used).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toNumber(),
      mrrFlat: flat.toFixed(),
      mrrUsage: used.toFixed(),
    }));
}
