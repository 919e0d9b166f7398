/**
 * Late usage of a subscription that has ended (issue 12, item 1): an event stamped before the end
 * but received after the final invoice was issued has no "next invoice" of the subscription to
 * go on, so the engine issues one for it: the late usage lines (each naming the period it belongs
 * to), its overdraft settled, the charges recorded on it. One transaction holding the
 * subscription's claim, keyed by the run's instant (`<subscription>:<as_of>`), so a second run
 * finds the charges invoiced and does nothing.
 */
import { calendarOfState } from '../rules/timeline.js';
import type { PlanContext } from '../rules/plan.js';
import type { BillingStateTable } from '../tables.js';
import { lateUsage } from './close.js';
import type { StepContext } from './context.js';
import { planSettlements } from './settlement.js';
import { writeInvoice } from './write.js';
import { lockStepWallets } from './wallets.js';

/** Invoices the ended subscription's charges no invoice billed yet; returns how many invoices it created. */
export async function runLateUsageAfterEnd(ctx: StepContext, plan: PlanContext, state: BillingStateTable): Promise<number> {
  if (state.ended_at === null) return 0;
  const end = new Date(state.ended_at);
  const wallets = await lockStepWallets(ctx);
  const closed = await lateUsage(ctx, {
    plan,
    calendar: calendarOfState(ctx.subscription, state, ctx.zone),
    from: end,
    to: end,
    phaseEnds: true,
    firstPeriod: false,
  });
  if (closed.charges.length === 0) return 0;
  const from = closed.earliest ?? end;
  const span = { from, to: end, planCurrency: plan.plan.currency_code };
  const settlement = await planSettlements(ctx, wallets, span, closed);
  const written = await writeInvoice(ctx, {
    lines: [...closed.lines, ...settlement.lines],
    at: ctx.now,
    periodStart: from,
    periodEnd: end,
    primary: plan.plan.currency_code,
    settlements: settlement.settlements,
    charges: closed.charges,
  });
  return written.created;
}
