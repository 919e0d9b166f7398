/**
 * The dashboard overview's daily figures: every customer's events and charges of the scope per
 * local day (the company's time zone) over the last `days` days, today included, grouped in the
 * database by the usage summary's own SQL (usageRepo.ts, with no customer filter).
 *
 * Decisions:
 * - The window runs from local midnight `days - 1` days before today to the next local midnight
 *   after now, so today's bucket is whole and events stamped later today count too.
 * - `events` counts stored events per day (priced or not); `cost` sums their charges per
 *   denomination, as the ingest result's cost items (pricing units by code).
 */
import { DateTime } from 'luxon';
import type { DbContext } from '../../db/context.js';
import type { DialectName } from '../../db/store.js';
import { dec, formatDecimal } from '../../money/decimal.js';
import { companyZone } from '../platform/index.js';
import { listPricingUnits } from '../pricingUnits/index.js';
import { toIso } from '../../time.js';
import type { CostItem } from './schemas.js';
import { localDays } from './usageSummary.js';
import { usageCosts, usageQuantities } from './usageRepo.js';

export interface DailyTotal {
  /** YYYY-MM-DD in the company's time zone. */
  day: string;
  /** Stored events stamped that day. */
  events: number;
  cost: CostItem[];
}

export interface DailyTotals {
  /** The window's UTC bounds: the first local day's midnight, the midnight after today. */
  from: string;
  to: string;
  days: DailyTotal[];
}

/** The `days` local days up to `ctx.now`'s, read outside any transaction. */
export async function dailyTotals(ctx: DbContext, dialect: DialectName, days: number): Promise<DailyTotals> {
  const { db, scope, now } = ctx;
  const zone = await companyZone(db, scope.companyId);
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const from = today.minus({ days: days - 1 });
  const to = today.plus({ days: 1 }).startOf('day');
  const buckets = localDays(from, to, zone);
  const window = { customerId: null, from: toIso(from.toJSDate()), to: toIso(to.toJSDate()) };
  const keying = { by: 'day' as const, days: buckets };
  const [counts, costs, units] = await Promise.all([
    usageQuantities(db, dialect, scope, window, keying),
    usageCosts(db, dialect, scope, window, keying),
    listPricingUnits({ db, scope }),
  ]);
  const unitCodes = new Map(units.map((unit) => [unit.id, unit.code]));
  const totals = new Map<string, DailyTotal>(buckets.map((bucket) => [bucket.key, { day: bucket.key, events: 0, cost: [] }]));
  for (const row of counts) {
    const total = totals.get(row.key);
    if (total) total.events = Number(row.quantity);
  }
  for (const row of costs) {
    const total = totals.get(row.key);
    if (!total) continue;
    const amount = formatDecimal(dec(row.amount));
    if (row.account_type === 'currency') total.cost.push({ amount, account_type: 'currency', currency_code: row.currency_code ?? '' });
    else total.cost.push({ amount, account_type: 'pricing_unit', pricing_unit_code: unitCodes.get(row.pricing_unit_id ?? '') ?? row.pricing_unit_id ?? '' });
  }
  return { from: window.from, to: window.to, days: [...totals.values()] };
}
