/**
 * Settling a closed span's overdraft, the rules (pure): `settlementPlanOf` decides, from what
 * steps/settlement.ts read (each wallet's balance and later overdraft, the units' codes and rates),
 * what to settle and which lines that makes; the step's write (write.ts) writes the settlements.
 *
 * - How much: the span's own overdraft (what its charges drew beyond the grants: the "request"),
 *   but never more than the wallet still owes for usage up to the span's end. Debt repays oldest
 *   usage first: a grant issued after later usage was drawn (the engine catching up after events
 *   were sent ahead of it) repays the older debt, so the debt left for the span is the wallet's
 *   debt minus the overdraft of events stamped after the span: min(request, debt - later).
 * - Currency: the span's usage lines show the whole usage; a negative "Prepaid credit applied"
 *   line takes off what grants paid, so the invoice total for usage equals the overdraft settled.
 * - Pricing unit: the settled units are invoiced in the plan's currency at the conversion rate in
 *   force at the span's last instant (the customer's own rate before the company default):
 *   units x money_minor / unit_amount. No rate: the step is blocked (rolled back, retried next run)
 *   rather than billed wrong.
 */
import type { CurrencyCode } from '../../money/currency.js';
import { dec, roundToMinorUnits, ZERO, type Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import { findRate, moneyForUnits } from '../../kernel/conversionRates.js';
import type { ConversionRateTable } from '../../modules/pricingUnits/index.js';
import { addingUp } from './addingUp.js';
import { BillingBlocked } from './blocked.js';
import type { ClosedSpan } from './closing.js';
import { overageLine, paidWithCreditsLine, prepaidCreditLine, type DraftLine } from './lines.js';
import { debtOf, smaller } from './overdraft.js';
import { unitUsageLines } from './usage.js';

export interface Span {
  from: Date;
  to: Date;
  planCurrency: CurrencyCode;
}

/** What the span settles of its request on a wallet holding `balance`, given the overdraft of later events (negative amounts). */
export function settledAmount(request: Decimal, balance: Decimal, laterOverdraft: readonly string[]): Decimal {
  const laterDebt = laterOverdraft.reduce((total, amount) => total.minus(dec(amount)), ZERO);
  return smaller(request, debtOf(balance.plus(laterDebt)));
}

/** The overage line of `units` settled in a pricing unit at `rate` (the one in force at the span's last instant); blocked without one. */
export function overageOf(units: Decimal, unit: { code: string }, rate: ConversionRateTable | null, span: Span): DraftLine {
  if (!rate) {
    const lastInstant = new Date(span.to.getTime() - 1);
    throw new BillingBlocked(
      'CONVERSION_RATE_MISSING',
      `No ${span.planCurrency} conversion rate for pricing unit ${unit.code} at ${lastInstant.toISOString()}: its overage cannot be invoiced`,
    );
  }
  return overageLine(units, unit.code, rate, moneyForUnits(rate, units), span.planCurrency, span.from, span.to);
}

/** Per currency: what prepaid credit paid of the span's usage (usage invoiced minus overdraft settled), as negative lines. */
export function prepaidCredits(charged: ReadonlyMap<string, Decimal>, settled: ReadonlyMap<string, Decimal>, span: Span): DraftLine[] {
  const credits: DraftLine[] = [];
  for (const [currency, usage] of charged) {
    const credit = (settled.get(currency) ?? ZERO).minus(usage);
    if (!credit.isZero()) credits.push(prepaidCreditLine(credit, currency as CurrencyCode, span.from, span.to));
  }
  return credits;
}

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
  /** What the pricing units' lines come to in the plan's currency (their usage less what credits paid, their overage): what a minimum commitment counts of them. */
  unitCharges: Decimal;
}

/** What a settlement reads (steps/settlement.ts): per overdraft request, its wallet; per pricing unit, its code and rates. */
export interface SettlementReads {
  /** In the requests' order: the wallet (its id, null: not created yet), its balance, and the overdraft of events after the span. */
  wallets: ReadonlyArray<{ denomination: Denomination; request: Decimal; walletId: string | null; balance: Decimal; later: readonly string[] }>;
  units: ReadonlyMap<string, { code: string; rates: readonly ConversionRateTable[] }>;
}

/** What the span settles, and the lines: prepaid credit per currency, then each pricing unit's usage, credits and overage. */
export function settlementPlanOf(closed: Pick<ClosedSpan, 'charged' | 'unitGroups' | 'fees'>, reads: SettlementReads, customerId: string, span: Span, zone: string): SettlementPlan {
  const settlements: PlannedSettlement[] = [];
  const settledCurrency = new Map<string, Decimal>();
  const settledUnits = new Map<string, Decimal>();
  for (const wallet of reads.wallets) {
    const amount = settledAmount(wallet.request, wallet.balance, wallet.later);
    if (amount.lte(0)) continue;
    const d = wallet.denomination;
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
  const unitIds = [...new Set([...closed.unitGroups.flatMap((g) => (g.denomination.kind === 'pricing_unit' ? [g.denomination.pricingUnitId] : [])), ...settledUnits.keys()])].sort();
  const lines: DraftLine[] = [];
  for (const unitId of unitIds) {
    const unit = reads.units.get(unitId);
    if (!unit) throw new Error(`Pricing unit ${unitId} was not read for the settlement`);
    lines.push(...unitLines(closed, { id: unitId, ...unit }, settledUnits.get(unitId) ?? ZERO, customerId, span, zone));
  }
  const unitCharges = lines.reduce((total, line) => total.plus(dec(line.exactAmount)), ZERO);
  return { lines: [...prepaidCredits(closed.charged, settledCurrency, span), ...lines], settlements, unitCharges };
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
    if (settled.gt(0)) return [overageOf(settled, unit, rate, span)];
    if (usage.units.isZero() && usage.lines.length === 0) return [];
    return [...usage.lines, paidWithCreditsLine(usage.units, unit.code, ZERO, span.planCurrency, span.from, span.to)];
  }
  if (settled.gt(usage.units)) {
    return [...usage.lines, ...(settled.gt(0) ? [overageOf(settled.minus(usage.units), unit, rate, span)] : [])];
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
