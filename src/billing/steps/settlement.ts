/**
 * Settling a closed span's overdraft: read, then decide (rules/settlement.ts). `planSettlements`
 * reads each wallet the span overdrew (under its lock, in a step; a preview reads its forecast),
 * the overdraft of events after the span, and the pricing units' codes and rates; the rules decide
 * what to settle and which lines that makes. The step's write (write.ts) creates the invoice and
 * then the settlements carrying its id. Nothing touches the wallets in between, so what is written
 * is what was planned (checked).
 */
import { overdraftSince } from '../../modules/wallets/index.js';
import type { ClosedSpan } from '../rules/closing.js';
import type { OverdraftRequests } from '../rules/overdraft.js';
import { settlementPlanOf, type SettlementPlan, type SettlementReads, type Span } from '../rules/settlement.js';
import type { Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import type { ReadContext } from './context.js';
import type { StepWallets } from './wallets.js';

export type { PlannedSettlement, SettlementPlan } from '../rules/settlement.js';

export async function planSettlements(ctx: ReadContext, wallets: StepWallets, span: Span, closed: Pick<ClosedSpan, 'requests' | 'charged' | 'unitGroups' | 'fees'>): Promise<SettlementPlan> {
  const reads = await readSettlement(ctx, wallets, span, closed);
  return settlementPlanOf(closed, reads, ctx.subscription.customer_id, span, ctx.zone);
}

async function readSettlement(ctx: ReadContext, wallets: StepWallets, span: Span, closed: Pick<ClosedSpan, 'requests' | 'unitGroups'>): Promise<SettlementReads> {
  const customerId = ctx.subscription.customer_id;
  const owed: Array<SettlementReads['wallets'][number]> = [];
  for (const request of requestsToSettle(closed.requests)) {
    const wallet = await wallets.balanceOf(request.denomination);
    const later = wallet.walletId === null ? [] : await overdraftSince(ctx, customerId, wallet.walletId, span.to.toISOString());
    owed.push({ denomination: request.denomination, request: request.amount, walletId: wallet.walletId, balance: wallet.balance, later });
  }
  const units = new Map<string, { code: string; rates: Awaited<ReturnType<typeof ctx.cache.conversionRates>> }>();
  for (const unitId of unitsToSettle(closed)) units.set(unitId, { code: await ctx.cache.unitCode(unitId), rates: await ctx.cache.conversionRates(unitId) });
  return { wallets: owed, units };
}

/** The overdraft requests a settlement reads wallets for (those above zero), in order. */
function requestsToSettle(requests: OverdraftRequests): Array<{ denomination: Denomination; amount: Decimal }> {
  return requests.list().filter((request) => request.amount.gt(0));
}

/** The pricing units whose lines a settlement writes: those of the usage and those with overdraft, in id order. */
function unitsToSettle(closed: Pick<ClosedSpan, 'unitGroups' | 'requests'>): string[] {
  const ids = [...closed.unitGroups.map((g) => g.denomination), ...requestsToSettle(closed.requests).map((r) => r.denomination)].flatMap((d) => (d.kind === 'pricing_unit' ? [d.pricingUnitId] : []));
  return [...new Set(ids)].sort();
}
