/**
 * `GET /v1/customers/{id}/usage`: where a customer's usage and credits went over [from, to),
 * grouped by product, event name or local day, computed in the database (usageRepo.ts).
 *
 * Decisions:
 * - `from` is inclusive and `to` exclusive, against each event's own timestamp; each is an ISO 8601
 *   date-time with an offset or a YYYY-MM-DD date (midnight in the company's time zone, as fee
 *   dates are). `to` must be after `from`, at most 366 days later (a bounded query): else 400.
 *   Omitted, `to` is now (the request's clock) and `from` 30 days before `to`; `group_by` is
 *   `product` (so the bare path answers "the last 30 days by product").
 * - `quantity`: for `product`, the sum of the metered quantity the product was charged for (a
 *   `count` metric counts 1 per event; a catalog charge, keyed by its entry key, counts 1 per
 *   event it priced); for `event_name` and `day`, the number of stored events, priced or not.
 * - `cost`: the charges summed per denomination, exactly as the ingest result's `cost` items.
 * - Events refused at ingest (`failed`: unpriceable, no conversion rate) were never stored and
 *   count nowhere; stored events that matched no fee count in `event_name` and `day` with an
 *   empty `cost`, and not in `product`.
 * - `day` keys are YYYY-MM-DD in the company's time zone; every day the range touches is listed,
 *   with quantity "0" and no cost when nothing happened. SQLite has no time zones, so the local
 *   days' UTC ends are computed here (luxon) and the database buckets by comparing instants.
 * - Another company's (or mode's) customer is a 404.
 */
import { DateTime } from 'luxon';
import type { DbContext } from '../../db/context.js';
import type { DialectName } from '../../db/store.js';
import { invalid, notFound } from '../../errors/index.js';
import { dec, formatDecimal } from '../../money/decimal.js';
import { findCustomer } from '../customers/index.js';
import { companyZone } from '../platform/index.js';
import { listPricingUnits } from '../pricingUnits/index.js';
import { toIso, parseIsoDateTime } from '../../time.js';
import type { CostItem, UsageGroup, UsageLine, UsageQuery } from './schemas.js';
import { usageCosts, usageQuantities, type DayBucket, type KeyCost, type UsageKeying } from './usageRepo.js';

export const MAX_USAGE_RANGE_DAYS = 366;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function instant(text: string, zone: string, path: string): DateTime {
  const parsed = DATE_ONLY.test(text) ? DateTime.fromISO(text, { zone }) : null;
  if (parsed?.isValid) return parsed.toUTC();
  const exact = DATE_ONLY.test(text) ? null : parseIsoDateTime(text);
  if (!exact) throw invalid([{ path, message: 'must be an ISO 8601 date-time with an offset, or a YYYY-MM-DD date' }]);
  return DateTime.fromJSDate(exact, { zone: 'utc' });
}

/** Each local day the range touches, with the UTC instant it ends at (the next local midnight). */
export function localDays(from: DateTime, to: DateTime, zone: string): DayBucket[] {
  const days: DayBucket[] = [];
  let day = from.setZone(zone).startOf('day');
  while (day < to) {
    const next = day.plus({ days: 1 }).startOf('day');
    days.push({ key: day.toFormat('yyyy-MM-dd'), endsAt: toIso(next.toJSDate()) });
    day = next;
  }
  return days;
}

function costItem(row: KeyCost, unitCodes: ReadonlyMap<string, string>): CostItem {
  const amount = formatDecimal(dec(row.amount));
  if (row.account_type === 'currency') return { amount, account_type: 'currency', currency_code: row.currency_code ?? '' };
  const id = row.pricing_unit_id ?? '';
  return { amount, account_type: 'pricing_unit', pricing_unit_code: unitCodes.get(id) ?? id };
}

function costOrder(a: CostItem, b: CostItem): number {
  return a.account_type.localeCompare(b.account_type) || (a.currency_code ?? a.pricing_unit_code ?? '').localeCompare(b.currency_code ?? b.pricing_unit_code ?? '');
}

export const DEFAULT_USAGE_RANGE_DAYS = 30;

/** The customer's usage in the query's window (by default the 30 days before `ctx.now`), read outside any transaction. */
export async function usageSummary(ctx: DbContext, dialect: DialectName, customerId: string, query: UsageQuery): Promise<UsageLine[]> {
  const { db, scope, now } = ctx;
  const customer = await findCustomer({ db, scope }, customerId);
  if (!customer) throw notFound('Customer', customerId);
  const zone = await companyZone(db, scope.companyId);
  const to = query.to === undefined ? DateTime.fromJSDate(now, { zone: 'utc' }) : instant(query.to, zone, 'querystring.to');
  const from = query.from === undefined ? to.minus({ days: DEFAULT_USAGE_RANGE_DAYS }) : instant(query.from, zone, 'querystring.from');
  if (to <= from) throw invalid([{ path: 'querystring.to', message: 'must be after from' }]);
  if (to > from.plus({ days: MAX_USAGE_RANGE_DAYS })) throw invalid([{ path: 'querystring.to', message: `must be at most ${MAX_USAGE_RANGE_DAYS} days after from` }]);

  const group: UsageGroup = query.group_by ?? 'product';
  const days = group === 'day' ? localDays(from, to, zone) : [];
  const keying: UsageKeying = group === 'day' ? { by: 'day', days } : { by: group };
  const window = { customerId: customer.id, from: toIso(from.toJSDate()), to: toIso(to.toJSDate()) };
  const [quantities, costs, units] = await Promise.all([
    usageQuantities(db, dialect, scope, window, keying),
    usageCosts(db, dialect, scope, window, keying),
    listPricingUnits({ db, scope }),
  ]);
  const unitCodes = new Map(units.map((unit) => [unit.id, unit.code]));

  const lines = new Map<string, UsageLine>();
  for (const day of days) lines.set(day.key, { key: day.key, quantity: '0', cost: [] });
  for (const row of quantities) lines.set(row.key, { key: row.key, quantity: formatDecimal(dec(row.quantity)), cost: [] });
  for (const row of costs) {
    const line = lines.get(row.key) ?? { key: row.key, quantity: '0', cost: [] };
    line.cost.push(costItem(row, unitCodes));
    lines.set(row.key, line);
  }
  return [...lines.values()].map((line) => ({ ...line, cost: line.cost.sort(costOrder) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
