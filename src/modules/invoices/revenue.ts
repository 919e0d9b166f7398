/**
 * Revenue figures of a scope, summed in SQL over its invoices (the dashboard's overview), per
 * currency, in whole minor units:
 * - billed: finalized invoices (open, paid or uncollectible; never drafts nor voided ones) by the
 *   month they were finalized in, the months given as [from, to) instants (the company's local
 *   months, computed by the caller), each summed with a CASE on the ISO timestamps;
 * - collected: invoices paid in [from, to), by paid_at;
 * - outstanding: open invoices' totals (what is still owed: an invoice is paid whole, and a
 *   credit balance it used is already a line of its total), and of those overdue: due before `at`;
 * - last period's usage: per subscription, the usage and overdraft lines of its latest usage
 *   period that ended by `at`, on finalized invoices.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/context.js';
import { inScope } from '../../db/scope.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';

const FINALIZED = ['open', 'paid', 'uncollectible'] as const;
const USAGE_KINDS = ['usage', 'overdraft'] as const;

export interface MonthBucket {
  key: string;
  /** ISO instants, [from, to). */
  from: string;
  to: string;
}

export async function billedByMonth(ctx: ScopedDb, months: readonly MonthBucket[]): Promise<Array<{ currency: CurrencyCode; month: string; total_cents: number; invoices: number }>> {
  const { db, scope } = ctx;
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return [];
  const month = sql<string>`case ${sql.join(
    months.map((m) => sql`when finalized_at >= ${m.from} and finalized_at < ${m.to} then ${m.key}`),
    sql` `,
  )} end`;
  // Bucketed in a subquery, grouped outside: PostgreSQL would not match a parameterised CASE in GROUP BY.
  const bucketed = db
    .selectFrom('invoices')
    .select(['currency', 'total_cents', month.as('month')])
    .where(inScope(scope))
    .where('status', 'in', [...FINALIZED])
    .where('finalized_at', '>=', first.from)
    .where('finalized_at', '<', last.to)
    .as('bucketed');
  const rows = await db
    .selectFrom(bucketed)
    .select((eb) => ['bucketed.currency', 'bucketed.month', eb.fn.sum<string | number>('bucketed.total_cents').as('total_cents'), eb.fn.countAll<string | number>().as('invoices')])
    .groupBy(['bucketed.currency', 'bucketed.month'])
    .execute();
  return rows.map((row) => ({ currency: row.currency, month: row.month, total_cents: Number(row.total_cents), invoices: Number(row.invoices) }));
}

export async function collectedBetween(ctx: ScopedDb, from: string, to: string): Promise<Array<{ currency: CurrencyCode; total_cents: number; invoices: number }>> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => ['currency', eb.fn.sum<string | number>('total_cents').as('total_cents'), eb.fn.countAll<string | number>().as('invoices')])
    .where(inScope(scope))
    .where('status', '=', 'paid')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, total_cents: Number(row.total_cents), invoices: Number(row.invoices) }));
}

export interface OpenTotals {
  currency: CurrencyCode;
  outstanding_cents: number;
  outstanding: number;
  overdue_cents: number;
  overdue: number;
}

export async function openInvoiceTotals(ctx: ScopedDb, at: Date): Promise<OpenTotals[]> {
  const { db, scope } = ctx;
  const instant = toIso(at);
  const overdue = sql<boolean>`due_date is not null and due_date < ${instant}`;
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'currency',
      eb.fn.sum<string | number>('total_cents').as('outstanding_cents'),
      eb.fn.countAll<string | number>().as('outstanding'),
      sql<string | number>`coalesce(sum(case when ${overdue} then total_cents else 0 end), 0)`.as('overdue_cents'),
      sql<string | number>`coalesce(sum(case when ${overdue} then 1 else 0 end), 0)`.as('overdue'),
    ])
    .where(inScope(scope))
    .where('status', '=', 'open')
    .groupBy('currency')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    outstanding_cents: Number(row.outstanding_cents),
    outstanding: Number(row.outstanding),
    overdue_cents: Number(row.overdue_cents),
    overdue: Number(row.overdue),
  }));
}

export interface PeriodUsage {
  subscription_id: string;
  currency: CurrencyCode;
  total_cents: number;
  period_start: string;
  period_end: string;
}

export async function lastPeriodUsage(ctx: ScopedDb, at: Date): Promise<PeriodUsage[]> {
  const { db, scope } = ctx;
  const instant = toIso(at);
  // Each subscription's latest usage period that ended by `at` (correlated: one lookup per subscription).
  const latest = db
    .selectFrom('invoice_line_items as l2')
    .innerJoin('invoices as i2', (join) => join.onRef('i2.id', '=', 'l2.invoice_id').onRef('i2.company_id', '=', 'l2.company_id').onRef('i2.mode', '=', 'l2.mode'))
    .select((eb) => eb.fn.max('l2.period_end').as('end'))
    .where(inScope(scope, 'i2'))
    .where(sql<boolean>`i2.subscription_id = i.subscription_id`)
    .where('i2.status', 'in', [...FINALIZED])
    .where('l2.kind', 'in', [...USAGE_KINDS])
    .where('l2.period_end', '<=', instant);
  const rows = await db
    .selectFrom('invoice_line_items as l')
    .innerJoin('invoices as i', (join) => join.onRef('i.id', '=', 'l.invoice_id').onRef('i.company_id', '=', 'l.company_id').onRef('i.mode', '=', 'l.mode'))
    .select((eb) => [
      'i.subscription_id',
      'i.currency',
      eb.fn.sum<string | number>('l.total_amount_cents').as('total_cents'),
      eb.fn.min('l.period_start').as('period_start'),
      eb.fn.max('l.period_end').as('period_end'),
    ])
    .where(inScope(scope, 'i'))
    .where('i.subscription_id', 'is not', null)
    .where('i.status', 'in', [...FINALIZED])
    .where('l.kind', 'in', [...USAGE_KINDS])
    .where('l.period_end', '=', latest)
    .groupBy(['i.subscription_id', 'i.currency'])
    .execute();
  return rows.flatMap((row) =>
    row.subscription_id !== null && row.period_start !== null && row.period_end !== null
      ? [{ subscription_id: row.subscription_id, currency: row.currency, total_cents: Number(row.total_cents), period_start: row.period_start, period_end: row.period_end }]
      : [],
  );
}
