/** The end step: the subscription's last period closes. */
import { endSubscription } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import { calendarOfState } from '../rules/timeline.js';
import { minimumCommitmentLine } from '../rules/minimumCommitment.js';
import { closeSpan } from './close.js';
import type { EventChargeTable } from '../../modules/ingest/index.js';
import type { DraftLine } from '../rules/lines.js';
import type { PlanContext } from '../rules/plan.js';
import type { BillingStateTable } from '../tables.js';
import type { ReadContext, StepInput } from './context.js';
import { planSettlements, type PlannedSettlement } from './settlement.js';
import type { StepWallets } from './wallets.js';
import type { StepWork } from './write.js';

/**
 * The subscription ends at `at` (an immediate cancel, cancel_at, or the end of the period with
 * cancel_at_period_end): the last, possibly partial, period closes with in-arrears fees prorated
 * to `at`, its usage and overdraft. Nothing opens; prepaid in-advance fees are not refunded
 * (decided: like Stripe's default cancellation without proration). Grants already made stay.
 * `planEnd` decides the invoice and the step's write (write.ts) writes it; the upcoming-invoice preview runs the
 * same `planEnd` over a forecast of the wallets.
 */
export interface EndPlan {
  from: Date;
  lines: DraftLine[];
  settlements: PlannedSettlement[];
  charges: EventChargeTable[];
}

/** What the end at `at` invoices, drawing through `wallets` (a preview passes a forecast). */
export async function planEnd(ctx: ReadContext, wallets: StepWallets, { plan, state }: { plan: PlanContext; state: BillingStateTable }, at: Date): Promise<EndPlan> {
  const sub = ctx.subscription;
  const from = new Date(sub.current_period_start ?? state.billed_through);
  const closed = await closeSpan(ctx, wallets, {
    plan,
    calendar: calendarOfState(sub, state, ctx.zone),
    from,
    to: at,
    phaseEnds: true,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  await wallets.expireAt(at);
  const settlement = await planSettlements(ctx, wallets, { from, to: at, planCurrency: plan.plan.currency_code }, closed);
  // The last period's minimum, prorated to the days it ran (rules/minimumCommitment.ts).
  const trueUp = minimumCommitmentLine({ plan, calendar: calendarOfState(sub, state, ctx.zone), from, to: at, closingLines: closed.lines, unitCharges: settlement.unitCharges });
  return { from, lines: [...closed.lines, ...settlement.lines, ...(trueUp ? [trueUp] : [])], settlements: settlement.settlements, charges: closed.charges };
}

/** The end at `at`: the last period closes through the step's locked wallets, and nothing opens. */
export async function endWork({ ctx, plan, state }: StepInput, wallets: StepWallets, at: Date): Promise<StepWork> {
  if (!state) throw new Error('End before the subscription started');
  const planned = await planEnd(ctx, wallets, { plan, state }, at);
  return {
    invoice: { lines: planned.lines, at, periodStart: planned.from, periodEnd: at, primary: plan.plan.currency_code, settlements: planned.settlements, charges: planned.charges },
    endGrantsAt: null,
    grants: null,
    unitDraws: null,
    transition: (ctx) => endSubscription(ctx, ctx.subscription, at),
    state: () => ({ phase_start: state.phase_start, billed_through: toIso(at), ended_at: toIso(at), carry: '{}' }),
    plan,
  };
}
