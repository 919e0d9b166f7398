/**
 * Settling a closed span's overdraft (the rules: rules/settlement.ts), in two halves around the
 * invoice: `planSettlements` reads each wallet (under its lock, in a step) and decides what to
 * settle and which lines that makes; the caller creates the invoice; `applySettlements` writes the
 * settlements carrying the invoice's id. Nothing touches the wallets in between, so what is
 * written is what was planned (checked).
 */
import type { CurrencyCode } from '../../money/currency.js';
import { formatDecimal, ZERO, type Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import { overdraftSince, settleOverdraft } from '../../modules/wallets/index.js';
import type { DraftLine } from '../rules/lines.js';
import type { OverdraftRequests } from '../rules/overdraft.js';
import { overageOf, prepaidCredits, settledAmount, type Span } from '../rules/settlement.js';
import type { ReadContext, StepContext } from './context.js';
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
  requests: OverdraftRequests,
  charged: Map<string, Decimal>,
): Promise<SettlementPlan> {
  const lines: DraftLine[] = [];
  const settlements: PlannedSettlement[] = [];
  const settledCurrency = new Map<string, Decimal>();
  const customerId = ctx.subscription.customer_id;

  for (const request of requests.list()) {
    if (request.amount.lte(0)) continue;
    const wallet = await wallets.balanceOf(request.denomination);
    const later = wallet.walletId === null ? [] : await overdraftSince(ctx.db, ctx.scope, customerId, wallet.walletId, span.to.toISOString());
    const amount = settledAmount(request.amount, wallet.balance, later);
    if (amount.lte(0)) continue;
    const d = request.denomination;
    if (d.kind === 'currency') {
      settledCurrency.set(d.currencyCode, (settledCurrency.get(d.currencyCode) ?? ZERO).plus(amount));
      settlements.push({ walletId: wallet.walletId, denomination: d, amount, currency: d.currencyCode });
      continue;
    }
    const rates = await ctx.cache.conversionRates(d.pricingUnitId);
    const code = await ctx.cache.unitCode(d.pricingUnitId);
    lines.push(overageOf(amount, { code, rates }, customerId, span));
    settlements.push({ walletId: wallet.walletId, denomination: d, amount, currency: span.planCurrency });
  }
  return { lines: [...prepaidCredits(charged, settledCurrency, span), ...lines], settlements };
}

/** Writes the planned settlements against their invoices; `invoiceIds` by currency. */
export async function applySettlements(ctx: StepContext, settlements: PlannedSettlement[], invoiceIds: Map<string, string>): Promise<void> {
  for (const planned of settlements) {
    const invoiceId = invoiceIds.get(planned.currency);
    if (!invoiceId) throw new Error(`No ${planned.currency} invoice for a planned settlement`);
    if (planned.walletId === null) throw new Error(`A planned settlement has no wallet`);
    const result = await settleOverdraft(ctx.trx, ctx.dialect, ctx.scope, { walletId: planned.walletId, amount: planned.amount, invoiceId }, ctx.now);
    if (!result.settled.eq(planned.amount)) {
      throw new Error(`Settled ${formatDecimal(result.settled)} instead of the planned ${formatDecimal(planned.amount)} on wallet ${planned.walletId}`);
    }
  }
}
