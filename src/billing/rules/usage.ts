/**
 * Usage of a closing span, pure, from the charges ingest wrote when each event arrived (rated and
 * drawn from the wallet then). Lines: one per fee (or catalog entry) and denomination, the sum of
 * its charges, in the plan's fee order (oldest fee first), then catalog entries by name.
 * Overdraft: each event's draw recorded which part no grant covered; that part is the span's
 * overdraft. When one event charged several subscriptions in one denomination, its overdraft is
 * shared in proportion to their charges.
 *
 * Late usage (decided, issue 12 item 1): a close invoices every charge of the subscription that
 * no invoice has billed yet and that is stamped before the span's end, not only the span's own.
 * A charge stamped in a period already invoiced (the event arrived after that close) goes on the
 * next invoice, on its own lines whose period is the billing period it belongs to and whose
 * description says so; its overdraft is settled with the span's. What was charged to a wallet is
 * therefore always invoiced, once: the charge records its invoice (event_charges.invoice_id).
 *
 * Pricing-unit usage (decided, issue 12 item 9): a credits plan's invoice shows the usage the
 * credits paid for too: one line per fee valued at the conversion rate the overage is settled at,
 * then "Paid with credits" taking off what the grants covered, so the total is the overage.
 */
import { DateTime } from 'luxon';
import { roundCharge } from '../../kernel/rating/index.js';
import type { RatedFee } from '../../modules/fees/index.js';
import type { EventChargeTable } from '../../modules/ingest/index.js';
import { dec, ZERO, type Decimal } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import type { CurrencyCode } from '../../money/currency.js';
import { unitUsageLine, usageLine, type DraftLine } from './lines.js';

export function chargeDenomination(charge: EventChargeTable): Denomination | null {
  if (charge.account_type === 'currency' && charge.currency_code) return { kind: 'currency', currencyCode: charge.currency_code };
  if (charge.account_type === 'pricing_unit' && charge.pricing_unit_id) return { kind: 'pricing_unit', pricingUnitId: charge.pricing_unit_id };
  return null;
}

/** The billing period a late charge belongs to (it was stamped there, and that period is invoiced already). */
export interface LatePeriod {
  from: Date;
  to: Date;
}

export interface UsageGroup {
  planId: string;
  feeId: string | null;
  catalogLabel: string | null;
  denomination: Denomination;
  quantity: Decimal;
  amount: Decimal;
  /** Null: the closing span's own usage; else the earlier, already invoiced period it belongs to. */
  late: LatePeriod | null;
}

export interface SpanCharges {
  /** Per fee (or catalog entry), plan and denomination, in first-charge order. */
  groups: UsageGroup[];
  /** The charges per denomination key, for the overdraft. */
  byDenomination: Map<string, { denomination: Denomination; charges: EventChargeTable[] }>;
}

/**
 * Groups the charges; `lateOf` says, for a charge stamped before the span, which earlier period it
 * belongs to (null for the span's own charges).
 */
export function groupCharges(charges: readonly EventChargeTable[], lateOf: (charge: EventChargeTable) => LatePeriod | null = () => null): SpanCharges {
  const groups = new Map<string, UsageGroup>();
  const byDenomination = new Map<string, { denomination: Denomination; charges: EventChargeTable[] }>();
  for (const charge of charges) {
    const denomination = chargeDenomination(charge);
    if (!denomination) continue;
    const dkey = denominationKey(denomination);
    const bucket = byDenomination.get(dkey) ?? { denomination, charges: [] };
    bucket.charges.push(charge);
    byDenomination.set(dkey, bucket);
    const catalogLabel = charge.fee_id === null ? `Catalog usage: ${charge.catalog_entry_key ?? 'entry'}` : null;
    const late = lateOf(charge);
    const lateKey = late === null ? '' : `${late.from.toISOString()}/${late.to.toISOString()}`;
    const key = `${lateKey}|${dkey}|${charge.plan_id}|${charge.fee_id ?? ''}|${charge.plan_catalog_id ?? ''}|${charge.catalog_entry_key ?? ''}`;
    const group = groups.get(key) ?? { planId: charge.plan_id, feeId: charge.fee_id, catalogLabel, denomination, quantity: ZERO, amount: ZERO, late };
    group.quantity = group.quantity.plus(dec(charge.quantity));
    group.amount = group.amount.plus(dec(charge.amount));
    groups.set(key, group);
  }
  return { groups: [...groups.values()], byDenomination };
}

/** The plans whose fees name the lines (a fee's own plan: it may be an older plan of the subscription). */
export function plansToName(groups: readonly UsageGroup[]): string[] {
  return [...new Set(groups.filter((g) => g.feeId !== null).map((g) => g.planId))];
}

/** The span's own usage first, then late usage by period; within each, the plan's fee order then by name. */
function ordered(groups: readonly UsageGroup[], feesOfPlan: (planId: string) => readonly RatedFee[]): { group: UsageGroup; fee: RatedFee | null; label: string }[] {
  const rows = groups.map((group) => {
    const fees = group.feeId === null ? [] : feesOfPlan(group.planId);
    const rank = fees.findIndex((f) => f.id === group.feeId);
    const fee = rank >= 0 ? (fees[rank] as RatedFee) : null;
    return { group, fee, rank: rank >= 0 ? rank : Number.MAX_SAFE_INTEGER, label: fee?.product.name ?? group.catalogLabel ?? 'Usage', at: group.late?.from.getTime() ?? Number.MAX_SAFE_INTEGER };
  });
  rows.sort((a, b) => {
    const lateA = a.group.late === null ? 0 : 1;
    const lateB = b.group.late === null ? 0 : 1;
    return lateA - lateB || a.at - b.at || a.rank - b.rank || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  });
  return rows;
}

/** ", usage of 1 Jul 2026 – 31 Jul 2026, reported after that period was invoiced": what a late line says. */
export function lateNote(late: LatePeriod, zone: string): string {
  const day = (d: Date) => DateTime.fromJSDate(d, { zone }).toFormat('d LLL yyyy');
  return ` (usage of ${day(late.from)} – ${day(new Date(late.to.getTime() - 1))}, reported after that period was invoiced)`;
}

function withPeriod(line: DraftLine, late: LatePeriod | null, zone: string): DraftLine {
  return late === null ? line : { ...line, description: `${line.description ?? ''}${lateNote(late, zone)}`, periodStart: late.from, periodEnd: late.to };
}

/** One line per currency group, in the order above; and the currency usage invoiced per currency. */
export function usageLines(
  groups: readonly UsageGroup[],
  feesOfPlan: (planId: string) => readonly RatedFee[],
  from: Date,
  to: Date,
  zone = 'UTC',
): { lines: DraftLine[]; charged: Map<string, Decimal> } {
  const lines: DraftLine[] = [];
  const charged = new Map<string, Decimal>();
  for (const { group, fee, label } of ordered(groups, feesOfPlan)) {
    if (group.denomination.kind !== 'currency') continue;
    const currency = group.denomination.currencyCode;
    lines.push(withPeriod(usageLine(fee, label, group.quantity, group.amount, currency, from, to), group.late, zone));
    charged.set(currency, (charged.get(currency) ?? ZERO).plus(group.amount));
  }
  return { lines, charged };
}

/** A pricing unit's usage as the invoice shows it: each group's units valued at `perUnit` minor units of `currency`. */
export interface UnitUsage {
  pricingUnitId: string;
  /** Units drawn by the usage these lines show. */
  units: Decimal;
  lines: DraftLine[];
}

/**
 * Lines of one pricing unit's usage (`unitCode`), valued at `perUnit` (money per unit, from the
 * conversion rate; null without one: shown at $0, the credits paid for it).
 */
export function unitUsageLines(
  groups: readonly UsageGroup[],
  feesOfPlan: (planId: string) => readonly RatedFee[],
  unit: { id: string; code: string },
  perUnit: Decimal | null,
  span: { from: Date; to: Date; currency: CurrencyCode; zone: string },
): UnitUsage {
  const lines: DraftLine[] = [];
  let units = ZERO;
  for (const { group, fee, label } of ordered(groups, feesOfPlan)) {
    if (group.denomination.kind !== 'pricing_unit' || group.denomination.pricingUnitId !== unit.id) continue;
    units = units.plus(group.amount);
    lines.push(withPeriod(unitUsageLine(fee, label, group.quantity, group.amount, unit.code, perUnit, span.currency, span.from, span.to), group.late, span.zone));
  }
  return { pricingUnitId: unit.id, units, lines };
}

/** What each event still owes on the wallet, from its overdraft entries (negative amounts). */
export function shortfallByEvent(overdraft: readonly { event_id: string | null; amount: string }[]): Map<string, Decimal> {
  const shortfall = new Map<string, Decimal>();
  for (const draw of overdraft) {
    if (draw.event_id === null) continue;
    shortfall.set(draw.event_id, (shortfall.get(draw.event_id) ?? ZERO).minus(dec(draw.amount)));
  }
  return shortfall;
}

/** Amount per event of these charges. */
export function amountByEvent(charges: readonly EventChargeTable[], denomination?: Denomination): Map<string, Decimal> {
  const key = denomination === undefined ? null : denominationKey(denomination);
  const out = new Map<string, Decimal>();
  for (const charge of charges) {
    if (key !== null) {
      const d = chargeDenomination(charge);
      if (!d || denominationKey(d) !== key) continue;
    }
    out.set(charge.event_id, (out.get(charge.event_id) ?? ZERO).plus(dec(charge.amount)));
  }
  return out;
}

/**
 * The overdraft of the span's own charges (`mine`, per event), given what each event still owes
 * (`shortfall`) and every subscription's charges of those events in the denomination (`all`).
 */
export function attributeOverdraft(mine: Map<string, Decimal>, shortfall: Map<string, Decimal>, all: Map<string, Decimal>): Decimal {
  let total = ZERO;
  for (const [eventId, owed] of shortfall) {
    const own = mine.get(eventId) ?? ZERO;
    const every = all.get(eventId) ?? own;
    // One subscription charged the whole event (the usual case): its overdraft, exactly.
    total = total.plus(every.eq(own) || every.isZero() ? owed : roundCharge(owed.times(own).div(every)));
  }
  return total;
}
