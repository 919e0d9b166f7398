/**
 * Settling a closed span's overdraft (DESIGN.md sections 8 and 9), in two halves around the
 * invoice: `planSettlements` reads each wallet under its lock and decides what to settle and which
 * lines that makes; the caller creates the invoice; `applySettlements` writes the settlements
 * carrying the invoice's id. Nothing touches the wallets in between, so what is written is what
 * was planned (checked).
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
import type { CurrencyCode } from '../money/currency.js';
import { dec, formatDecimal, ZERO, type Decimal } from '../money/decimal.js';
import type { Denomination } from '../money/denomination.js';
import { findRate, moneyForUnits } from '../modules/pricingUnits/rateLookup.js';
import { lockWallet, settleOverdraft } from '../modules/wallets/index.js';
import { BillingBlocked, type StepContext } from './context.js';
import { overageLine, prepaidCreditLine, type DraftLine } from './lines.js';
import { debtOf, smaller, type OverdraftRequests } from './overdraft.js';
import * as repo from './repo.js';

export interface PlannedSettlement {
  walletId: string;
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
  ctx: StepContext,
  span: { from: Date; to: Date; planCurrency: CurrencyCode },
  requests: OverdraftRequests,
  charged: Map<string, Decimal>,
): Promise<SettlementPlan> {
  const lines: DraftLine[] = [];
  const settlements: PlannedSettlement[] = [];
  const settledCurrency = new Map<string, Decimal>();
  const lastInstant = new Date(span.to.getTime() - 1);

  for (const request of requests.list()) {
    if (request.amount.lte(0)) continue;
    const wallet = await lockWallet(ctx.trx, ctx.dialect, ctx.scope, ctx.subscription.customer_id, request.denomination, ctx.now);
    const later = await repo.overdraftFromEventsSince(ctx.trx, ctx.scope, ctx.subscription.customer_id, wallet.id, span.to.toISOString());
    const laterDebt = later.reduce((total, amount) => total.minus(dec(amount)), ZERO);
    const owedForSpan = debtOf(dec(wallet.balance).plus(laterDebt));
    const amount = smaller(request.amount, owedForSpan);
    if (amount.lte(0)) continue;
    const d = request.denomination;
    if (d.kind === 'currency') {
      settledCurrency.set(d.currencyCode, (settledCurrency.get(d.currencyCode) ?? ZERO).plus(amount));
      settlements.push({ walletId: wallet.id, denomination: d, amount, currency: d.currencyCode });
      continue;
    }
    const rates = await ctx.cache.conversionRates(d.pricingUnitId);
    const rate = findRate(rates, { customerId: ctx.subscription.customer_id, currency: span.planCurrency, at: lastInstant });
    const code = await ctx.cache.unitCode(d.pricingUnitId);
    if (!rate) {
      throw new BillingBlocked(
        'CONVERSION_RATE_MISSING',
        `No ${span.planCurrency} conversion rate for pricing unit ${code} at ${lastInstant.toISOString()}: its overage cannot be invoiced`,
      );
    }
    lines.push(overageLine(amount, code, rate, moneyForUnits(rate, amount), span.planCurrency, span.from, span.to));
    settlements.push({ walletId: wallet.id, denomination: d, amount, currency: span.planCurrency });
  }

  const credits: DraftLine[] = [];
  for (const [currency, usage] of charged) {
    const credit = (settledCurrency.get(currency) ?? ZERO).minus(usage);
    if (!credit.isZero()) credits.push(prepaidCreditLine(credit, currency as CurrencyCode, span.from, span.to));
  }
  return { lines: [...credits, ...lines], settlements };
}

/** Writes the planned settlements against their invoices; `invoiceIds` by currency. */
export async function applySettlements(ctx: StepContext, settlements: PlannedSettlement[], invoiceIds: Map<string, string>): Promise<void> {
  for (const planned of settlements) {
    const invoiceId = invoiceIds.get(planned.currency);
    if (!invoiceId) throw new Error(`No ${planned.currency} invoice for a planned settlement`);
    const result = await settleOverdraft(ctx.trx, ctx.dialect, ctx.scope, { walletId: planned.walletId, amount: planned.amount, invoiceId }, ctx.now);
    if (!result.settled.eq(planned.amount)) {
      throw new Error(`Settled ${formatDecimal(result.settled)} instead of the planned ${formatDecimal(planned.amount)} on wallet ${planned.walletId}`);
    }
  }
}
