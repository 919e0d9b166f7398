/**
 * Settling a closed span's overdraft (the rules: rules/settlement.ts), in two halves around the
 * invoice: `planSettlements` reads each wallet (under its lock, in a step) and decides what to
 * settle and which lines that makes; the step's write (write.ts) creates the invoice and then the
 * settlements carrying its id. Nothing touches the wallets in between, so what is written is what
 * was planned (checked).
 */
import type { CurrencyCode } from '../../money/currency.js';
import { dec, roundToMinorUnits, ZERO, type Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import { overdraftSince } from '../../modules/wallets/index.js';
import { findRate, moneyForUnits } from '../../modules/pricingUnits/index.js';
import type { ConversionRateTable } from '../../modules/pricingUnits/index.js';
import { addingUp } from '../rules/addingUp.js';
import { paidWithCreditsLine, type DraftLine } from '../rules/lines.js';
import { unitUsageLines } from '../rules/usage.js';
import { overageOf, prepaidCredits, settledAmount, type Span } from '../rules/settlement.js';
import type { ClosedSpan } from './close.js';
import type { ReadContext } from './context.js';
import type { StepWallets } from './wallets.js';

export interface PlannedSettlement {
  /** Null only in a preview, for a wallet the step would create. */
  walletId: string | null;
  denomination: Denomination;
  amount: Decimal;
  /** The invoice currency the settlement is billed in. */
  currency: CurrencyCode;
}

export interface SettlementPlan {
  lines: DraftLine[];
  settlements: PlannedSettlement[];
}

export async function planSettlements(
  ctx: ReadContext,
  wallets: StepWallets,
  span: Span,
  closed: Pick<ClosedSpan, 'requests' | 'charged' | 'unitGroups' | 'fees'>,
): Promise<SettlementPlan> {
  const lines: DraftLine[] = [];
  const settlements: PlannedSettlement[] = [];
  const settledCurrency = new Map<string, Decimal>();
  const settledUnits = new Map<string, Decimal>();
  const customerId = ctx.subscription.customer_id;

  for (const request of closed.requests.list()) {
    if (request.amount.lte(0)) continue;
    const wallet = await wallets.balanceOf(request.denomination);
    const later = wallet.walletId === null ? [] : await overdraftSince(ctx, customerId, wallet.walletId, span.to.toISOString());
    const amount = settledAmount(request.amount, wallet.balance, later);
    if (amount.lte(0)) continue;
    const d = request.denomination;
    if (d.kind === 'currency') {
      settledCurrency.set(d.currencyCode, (settledCurrency.get(d.currencyCode) ?? ZERO).plus(amount));
      settlements.push({ walletId: wallet.walletId, denomination: d, amount, currency: d.currencyCode });
      continue;
    }
    settledUnits.set(d.pricingUnitId, amount);
    settlements.push({ walletId: wallet.walletId, denomination: d, amount, currency: span.planCurrency });
  }

  // Pricing units, in id order: the usage lines valued at the settlement rate, what credits paid
  // of them, and any overage beyond the usage (pricing-unit flat fees and aggregations drawn).
  const unitIds = [...new Set([...closed.unitGroups.map((g) => (g.denomination.kind === 'pricing_unit' ? g.denomination.pricingUnitId : '')), ...settledUnits.keys()])]
    .filter((id) => id !== '')
    .sort();
  for (const unitId of unitIds) {
    const settled = settledUnits.get(unitId) ?? ZERO;
    const unit = { id: unitId, code: await ctx.cache.unitCode(unitId), rates: await ctx.cache.conversionRates(unitId) };
    lines.push(...unitLines(closed, unit, settled, customerId, span, ctx.zone));
  }
  return { lines: [...prepaidCredits(closed.charged, settledCurrency, span), ...lines], settlements };
}

/**
 * One pricing unit's lines. With a rate: usage lines (all units used, valued at the rate, adding
 * up to that value rounded once), then "Paid with credits" when grants covered units (their
 * value, so the lines add up to the settled units' value rounded once), or, when more was settled than the usage drew, an overage line for the rest.
 * Without a rate: usage lines at 0, paid with credits; anything to settle is blocked (overageOf).
 */
function unitLines(
  closed: Pick<ClosedSpan, 'unitGroups' | 'fees'>,
  unit: { id: string; code: string; rates: readonly ConversionRateTable[] },
  settled: Decimal,
  customerId: string,
  span: Span,
  zone: string,
): DraftLine[] {
  const lastInstant = new Date(span.to.getTime() - 1);
  const rate = findRate(unit.rates, { customerId, currency: span.planCurrency, at: lastInstant });
  const perUnit = rate ? moneyForUnits(rate, 1) : null;
  const usage = unitUsageLines(closed.unitGroups, (planId) => closed.fees.get(planId) ?? [], unit, perUnit, { from: span.from, to: span.to, currency: span.planCurrency, zone });
  if (perUnit === null) {
    if (settled.gt(0)) return [overageOf(settled, unit, customerId, span)];
    if (usage.units.isZero() && usage.lines.length === 0) return [];
    return [...usage.lines, paidWithCreditsLine(usage.units, unit.code, ZERO, span.planCurrency, span.from, span.to)];
  }
  if (settled.gt(usage.units)) {
    return [...usage.lines, ...(settled.gt(0) ? [overageOf(settled.minus(usage.units), unit, customerId, span)] : [])];
  }
  if (usage.lines.length === 0) return [];
  // The usage lines add up to the usage's value rounded once (largest remainder, addingUp); the
  // credits' line is that less the settled units' value rounded once: never positive, and only
  // when credits covered units. A rounding difference is not a payment (issue 26, item 6).
  const lines = addingUp(usage.lines);
  const shown = dec(roundToMinorUnits(usage.units.times(perUnit)));
  const due = dec(roundToMinorUnits(settled.times(perUnit)));
  const covered = usage.units.minus(settled);
  if (covered.isZero()) return lines;
  return [...lines, paidWithCreditsLine(covered, unit.code, due.minus(shown), span.planCurrency, span.from, span.to)];
}
