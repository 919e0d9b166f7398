/**
 * Usage of a closing span, pure, from the charges ingest wrote when each event arrived (rated and
 * drawn from the wallet then). Lines: one per fee (or catalog entry) and currency, the sum of its
 * charges, in the plan's fee order (oldest fee first), then catalog entries by name. Overdraft:
 * each event's draw recorded which part no grant covered; that part is the span's overdraft. When
 * one event charged several subscriptions in one denomination, its overdraft is shared in
 * proportion to their charges.
 *
 * Charges that arrive after their span closed (events ingested late) are not invoiced; their
 * draws stay on the wallet (decided: periods are closed once, like Stripe's finalized invoices).
 */
import { roundCharge } from '../../kernel/rating/index.js';
import type { RatedFee } from '../../modules/fees/types.js';
import type { EventChargeTable } from '../../modules/ingest/index.js';
import { dec, ZERO, type Decimal } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import { usageLine, type DraftLine } from './lines.js';

export function chargeDenomination(charge: EventChargeTable): Denomination | null {
  if (charge.account_type === 'currency' && charge.currency_code) return { kind: 'currency', currencyCode: charge.currency_code };
  if (charge.account_type === 'pricing_unit' && charge.pricing_unit_id) return { kind: 'pricing_unit', pricingUnitId: charge.pricing_unit_id };
  return null;
}

export interface UsageGroup {
  planId: string;
  feeId: string | null;
  catalogLabel: string | null;
  denomination: Denomination;
  quantity: Decimal;
  amount: Decimal;
}

export interface SpanCharges {
  /** Per fee (or catalog entry), plan and denomination, in first-charge order. */
  groups: UsageGroup[];
  /** The charges per denomination key, for the overdraft. */
  byDenomination: Map<string, { denomination: Denomination; charges: EventChargeTable[] }>;
}

export function groupCharges(charges: readonly EventChargeTable[]): SpanCharges {
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
    const key = `${dkey}|${charge.plan_id}|${charge.fee_id ?? ''}|${charge.plan_catalog_id ?? ''}|${charge.catalog_entry_key ?? ''}`;
    const group = groups.get(key) ?? { planId: charge.plan_id, feeId: charge.fee_id, catalogLabel, denomination, quantity: ZERO, amount: ZERO };
    group.quantity = group.quantity.plus(dec(charge.quantity));
    group.amount = group.amount.plus(dec(charge.amount));
    groups.set(key, group);
  }
  return { groups: [...groups.values()], byDenomination };
}

/** The plans whose fees name the currency lines (a fee's own plan: it may be an older plan of the subscription). */
export function plansToName(groups: readonly UsageGroup[]): string[] {
  return groups.filter((g) => g.denomination.kind === 'currency' && g.feeId !== null).map((g) => g.planId);
}

/** One line per currency group, in the plan's fee order then by name; and the currency usage invoiced per currency. */
export function usageLines(
  groups: readonly UsageGroup[],
  feesOfPlan: (planId: string) => readonly RatedFee[],
  from: Date,
  to: Date,
): { lines: DraftLine[]; charged: Map<string, Decimal> } {
  const ordered: { group: UsageGroup; fee: RatedFee | null; rank: number; label: string }[] = [];
  for (const group of groups) {
    if (group.denomination.kind !== 'currency') continue;
    const fees = group.feeId === null ? [] : feesOfPlan(group.planId);
    const rank = fees.findIndex((f) => f.id === group.feeId);
    const fee = rank >= 0 ? (fees[rank] as RatedFee) : null;
    ordered.push({ group, fee, rank: rank >= 0 ? rank : Number.MAX_SAFE_INTEGER, label: fee?.product.name ?? group.catalogLabel ?? 'Usage' });
  }
  ordered.sort((a, b) => a.rank - b.rank || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const lines: DraftLine[] = [];
  const charged = new Map<string, Decimal>();
  for (const { group, fee, label } of ordered) {
    if (group.denomination.kind !== 'currency') continue;
    const currency = group.denomination.currencyCode;
    lines.push(usageLine(fee, label, group.quantity, group.amount, currency, from, to));
    charged.set(currency, (charged.get(currency) ?? ZERO).plus(group.amount));
  }
  return { lines, charged };
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
