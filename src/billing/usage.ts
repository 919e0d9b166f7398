/**
 * Usage of a closing span, from the charges ingest wrote when each event arrived (rated and drawn
 * from the wallet then). Lines: one per fee (or catalog entry) and currency, the sum of its
 * charges. Overdraft: each event's draw recorded in the ledger which part no grant covered; that
 * part is this span's overdraft. When one event charged several subscriptions in one
 * denomination, its overdraft is shared in proportion to their charges.
 *
 * Charges that arrive after their span closed (events ingested late) are not invoiced; their
 * draws stay on the wallet (decided: periods are closed once, like Stripe's finalized invoices).
 */
import { denominationKey, type Denomination } from '../money/denomination.js';
import { dec, ZERO, type Decimal } from '../money/decimal.js';
import type { RatedFee } from '../modules/fees/types.js';
import type { EventChargeTable } from '../modules/ingest/tables.js';
import { roundCharge } from '../modules/ingest/rating/pricingModels.js';
import type { StepContext } from './context.js';
import { usageLine, type DraftLine } from './lines.js';
import { OverdraftRequests } from './overdraft.js';
import * as repo from './repo.js';

function chargeDenomination(charge: EventChargeTable): Denomination | null {
  if (charge.account_type === 'currency' && charge.currency_code) return { kind: 'currency', currencyCode: charge.currency_code };
  if (charge.account_type === 'pricing_unit' && charge.pricing_unit_id) return { kind: 'pricing_unit', pricingUnitId: charge.pricing_unit_id };
  return null;
}

interface UsageGroup {
  planId: string;
  feeId: string | null;
  catalogLabel: string | null;
  denomination: Denomination;
  quantity: Decimal;
  amount: Decimal;
}

export interface SpanUsage {
  lines: DraftLine[];
  /** Currency usage invoiced, per currency code: what prepaid credit may have paid part of. */
  charged: Map<string, Decimal>;
  requests: OverdraftRequests;
}

export async function spanUsage(ctx: StepContext, from: Date, to: Date): Promise<SpanUsage> {
  const charges = await repo.chargesInSpan(ctx.trx, ctx.scope, ctx.subscription.id, from.toISOString(), to.toISOString());
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

  // Lines in the plan's fee order (oldest fee first), then catalog entries by name: stable invoices.
  const ordered: { group: UsageGroup; fee: RatedFee | null; rank: number; label: string }[] = [];
  for (const group of groups.values()) {
    if (group.denomination.kind !== 'currency') continue;
    const fees = group.feeId === null ? [] : (await ctx.cache.plan(group.planId)).fees;
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

  const requests = new OverdraftRequests();
  const wallets = await repo.customerWallets(ctx.trx, ctx.scope, ctx.subscription.customer_id);
  for (const { denomination, charges: mine } of byDenomination.values()) {
    const wallet = wallets.find((w) => w.denomination_key === denominationKey(denomination));
    if (!wallet) continue;
    requests.add(denomination, await attributedOverdraft(ctx, wallet.id, denomination, mine));
  }
  return { lines, charged, requests };
}

/** The overdraft of these charges' events on the wallet, each event's shared by its charges in the denomination. */
async function attributedOverdraft(ctx: StepContext, walletId: string, denomination: Denomination, mine: EventChargeTable[]): Promise<Decimal> {
  const mineByEvent = new Map<string, Decimal>();
  for (const charge of mine) mineByEvent.set(charge.event_id, (mineByEvent.get(charge.event_id) ?? ZERO).plus(dec(charge.amount)));
  const eventIds = [...mineByEvent.keys()];
  const shortfall = new Map<string, Decimal>();
  for (const draw of await repo.overdraftDraws(ctx.trx, ctx.scope, walletId, eventIds)) {
    if (draw.event_id === null) continue;
    shortfall.set(draw.event_id, (shortfall.get(draw.event_id) ?? ZERO).minus(dec(draw.amount)));
  }
  if (shortfall.size === 0) return ZERO;

  const key = denominationKey(denomination);
  const totalByEvent = new Map<string, Decimal>();
  for (const charge of await repo.chargesOfEvents(ctx.trx, ctx.scope, [...shortfall.keys()])) {
    const d = chargeDenomination(charge);
    if (!d || denominationKey(d) !== key) continue;
    totalByEvent.set(charge.event_id, (totalByEvent.get(charge.event_id) ?? ZERO).plus(dec(charge.amount)));
  }
  let total = ZERO;
  for (const [eventId, owed] of shortfall) {
    const own = mineByEvent.get(eventId) ?? ZERO;
    const all = totalByEvent.get(eventId) ?? own;
    // One subscription charged the whole event (the usual case): its overdraft, exactly.
    total = total.plus(all.eq(own) || all.isZero() ? owed : roundCharge(owed.times(own).div(all)));
  }
  return total;
}
