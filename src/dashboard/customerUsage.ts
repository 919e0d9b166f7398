/**
 * The customer page's usage chart: what each product was charged in the current period, from
 * ingest's usage summary (the service behind GET /v1/customers/{id}/usage, grouped by product).
 *
 * Decisions:
 * - The period is the current billing period of the customer's newest subscription in force
 *   (active, trialing or past due) that has one open; else the calendar month in the company's
 *   time zone.
 * - A product key is a product id (named by the product) or a catalog entry key ("Catalog entry").
 */
import { DateTime } from 'luxon';
import type { DbContext } from '../db/context.js';
import type { DialectName } from '../db/store.js';
import { usageSummary } from '../modules/ingest/index.js';
import { findProduct } from '../modules/products/index.js';
import { findSubscription, type Subscription } from '../modules/subscriptions/index.js';
import { productCharts, type ChartView } from './usageCharts.js';
import { instantWords } from './words.js';

const IN_FORCE = new Set(['active', 'trialing', 'past_due']);

export interface CustomerUsage {
  /** "the current period (2026-01-15 00:00 UTC to 2026-02-15 00:00 UTC)" */
  period: string;
  charts: ChartView[];
  lines: { product: string; quantity: string }[];
}

async function currentPeriod(ctx: DbContext, subscriptions: readonly Subscription[], zone: string) {
  const { db, scope, now } = ctx;
  for (const s of subscriptions) {
    if (!IN_FORCE.has(s.status)) continue;
    const row = await findSubscription({ db, scope }, s.id);
    if (row?.current_period_start && row.current_period_end) {
      return { from: row.current_period_start, to: row.current_period_end, words: 'current billing period' };
    }
  }
  const month = DateTime.fromJSDate(now, { zone }).startOf('month');
  return { from: month.toUTC().toISO() ?? '', to: month.plus({ months: 1 }).toUTC().toISO() ?? '', words: `calendar month ${month.toFormat('LLLL yyyy')}` };
}

/** The chart as of `ctx.now`, read outside any transaction. */
export async function customerUsage(ctx: DbContext, dialect: DialectName, customerId: string, subscriptions: readonly Subscription[], zone: string): Promise<CustomerUsage> {
  const { db, scope } = ctx;
  const period = await currentPeriod(ctx, subscriptions, zone);
  const lines = await usageSummary(ctx, dialect, customerId, { from: period.from, to: period.to, group_by: 'product' });
  const names = new Map<string, string>();
  for (const line of lines) {
    const product = line.key ? await findProduct({ db, scope }, line.key) : undefined;
    names.set(line.key, product ? product.name : `Catalog entry ${line.key}`);
  }
  const name = (key: string) => names.get(key) ?? key;
  return {
    period: `${period.words} (${instantWords(period.from)} to ${instantWords(period.to)})`,
    charts: productCharts(lines, name),
    lines: lines.map((line) => ({ product: name(line.key), quantity: line.quantity })),
  };
}
