/**
 * The engine's steps (nextStep.ts names them), each run inside one transaction holding the
 * subscription's claim. Every step writes its progress (`billing_states.billed_through`) in that
 * transaction, so a step is taken once: a second run, or a second engine, finds it done.
 *
 * Order inside a boundary (DESIGN.md section 9): close the old period (in-arrears fees, usage,
 * aggregations), record grant expiries at the boundary, settle the closed period's overdraft on
 * one invoice with the new period's in-advance fees, then issue the grants due at the boundary
 * and draw the new period's pricing-unit fees. Settling before granting keeps a new period's
 * credits from paying the old period's overage.
 */
import { firstPeriod, nextBoundary, type PeriodSchedule } from './periods.js';
import type { CurrencyCode } from '../money/currency.js';
import { createInvoice, markInvoicePaid } from '../modules/invoices/index.js';
import type { SubscriptionTable } from '../modules/subscriptions/tables.js';
import { expireDueGrants, lockWalletById } from '../modules/wallets/index.js';
import { toIso } from '../time.js';
import { closeSpan } from './closePeriod.js';
import type { PlanContext, StepContext } from './context.js';
import type { PhaseCalendar } from './flatFees.js';
import type { GrantCalendar } from './grantSchedule.js';
import type { DraftLine } from './lines.js';
import type { Step } from './nextStep.js';
import { drawOpeningUnits, openingCharges } from './openPeriod.js';
import { OverdraftRequests } from './overdraft.js';
import { issueInitialCredits, issuePolicyGrants } from './policyGrants.js';
import * as repo from './repo.js';
import { applySettlements, planSettlements } from './settlement.js';
import type { BillingStateTable } from './tables.js';

export interface StepOutcome {
  invoicesCreated: number;
  grantsIssued: number;
  /** The subscription and state after the step, for the next-step computation. */
  subscription: SubscriptionTable;
  state: BillingStateTable;
  plan: PlanContext;
}

export interface StepInput {
  ctx: StepContext;
  plan: PlanContext;
  state: BillingStateTable | null;
}

const MS = 1;

function calendarOf(sub: SubscriptionTable, phaseStart: Date, zone: string): GrantCalendar {
  return {
    phaseStart,
    anchorDay: sub.billing_anchor_day,
    zone,
    trialEnd: sub.trial_end === null ? null : new Date(sub.trial_end),
    subscriptionStart: new Date(sub.start_date),
  };
}

function planSchedule(calendar: PhaseCalendar, plan: PlanContext): PeriodSchedule {
  return { start: calendar.phaseStart, anchorDay: calendar.anchorDay, cadence: plan.plan.invoicing_cadence, zone: calendar.zone };
}

/** trialing -> active once the step's instant reaches the trial end (DESIGN: automatic move). */
function statusAt(sub: SubscriptionTable, at: Date): SubscriptionTable['status'] {
  if (sub.status === 'trialing' && (sub.trial_end === null || at.getTime() >= Date.parse(sub.trial_end))) return 'active';
  return sub.status;
}

/** Locks the customer's existing wallets in denomination-key order, the order ingest locks them in. */
async function lockCustomerWallets(ctx: StepContext): Promise<string[]> {
  const wallets = await repo.customerWallets(ctx.trx, ctx.scope, ctx.subscription.customer_id);
  for (const wallet of wallets) await lockWalletById(ctx.trx, ctx.dialect, ctx.scope, wallet.id);
  return wallets.map((w) => w.id);
}

/**
 * One finalized invoice per currency (one, unless a plan transition changes currency; one that
 * prepaid credit brought to $0 is also marked paid), idempotent
 * on `${subscriptionId}:${instant}` (`:<currency>` for a second currency). Returns invoice ids by
 * currency. No lines, no invoice.
 */
async function createInvoices(
  ctx: StepContext,
  lines: DraftLine[],
  meta: { at: Date; periodStart: Date; periodEnd: Date; primary: CurrencyCode },
): Promise<{ ids: Map<string, string>; created: number }> {
  const byCurrency = new Map<CurrencyCode, DraftLine[]>();
  for (const line of lines) byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line]);
  const ids = new Map<string, string>();
  let created = 0;
  const base = `${ctx.subscription.id}:${toIso(meta.at)}`;
  for (const [currency, group] of byCurrency) {
    const invoice = await createInvoice(
      ctx.trx,
      ctx.dialect,
      ctx.scope,
      {
        customerId: ctx.subscription.customer_id,
        subscriptionId: ctx.subscription.id,
        currency,
        collectionMethod: 'charge_automatically',
        periodStart: meta.periodStart,
        periodEnd: meta.periodEnd,
        sourceRef: currency === meta.primary ? base : `${base}:${currency}`,
        lines: group.map(({ currency: _currency, ...line }) => line),
        finalize: true,
      },
      ctx.now,
    );
    // The step's progress is written in this transaction: an existing invoice means the state
    // and the invoices disagree. Stop rather than bill on a guess.
    if (!invoice.created) throw new Error(`Invoice ${invoice.source_ref ?? ''} already exists for a step not yet taken`);
    // Nothing to collect because prepaid credit paid it all: paid at once, as Stripe does with $0
    // invoices. (An opening invoice never has credit lines, so callers that record the first
    // invoice as paid themselves, like the signup page, never find it paid already.)
    const creditPaidAll = Number(invoice.total_cents) === 0 && invoice.lines.some((line) => Number(line.total_amount_cents) < 0);
    if (creditPaidAll) await markInvoicePaid(ctx.trx, ctx.dialect, ctx.scope, invoice.id, ctx.now);
    ids.set(currency, invoice.id);
    created += 1;
  }
  return { ids, created };
}

async function saveSubscription(ctx: StepContext, patch: repo.EngineSubscriptionPatch): Promise<SubscriptionTable> {
  const full = { ...patch, updated_at: toIso(ctx.now) };
  await repo.updateSubscription(ctx.trx, ctx.scope, ctx.subscription.id, full);
  return { ...ctx.subscription, ...full };
}

async function saveState(ctx: StepContext, state: BillingStateTable | null, patch: Omit<BillingStateTable, 'subscription_id' | 'company_id' | 'mode' | 'created_at' | 'updated_at' | 'next_at'>): Promise<BillingStateTable> {
  const nowIso = toIso(ctx.now);
  if (state === null) {
    const row: BillingStateTable = {
      subscription_id: ctx.subscription.id,
      company_id: ctx.scope.companyId,
      mode: ctx.scope.mode,
      next_at: null,
      created_at: nowIso,
      updated_at: nowIso,
      ...patch,
    };
    await repo.insertBillingState(ctx.trx, row);
    return row;
  }
  await repo.updateBillingState(ctx.trx, ctx.scope, ctx.subscription.id, { ...patch, updated_at: nowIso });
  return { ...state, ...patch, updated_at: nowIso };
}

/** Canceled before it started: nothing is billed, and the engine is done. */
export async function runVoid({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  const subscription = await saveSubscription(ctx, { current_period_start: null, current_period_end: null, next_renewal_date: null });
  const saved = await saveState(ctx, state, { phase_start: toIso(at), billed_through: toIso(at), ended_at: subscription.ended_at ?? toIso(at), carry: '{}' });
  return { invoicesCreated: 0, grantsIssued: 0, subscription, state: saved, plan };
}

/** The first period opens: start grants and initial credits, in-advance and one-time fees. */
export async function runStart({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  const sub = ctx.subscription;
  const calendar = calendarOf(sub, at, ctx.zone);
  const period = firstPeriod(planSchedule(calendar, plan));
  await lockCustomerWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(at.getTime() - MS), at);
  const initial = await issueInitialCredits(ctx, plan, at);
  const opening = openingCharges({ plan, calendar, from: at, to: period.end, oneTime: true, trialEnds: false });
  const carry = await drawOpeningUnits(ctx, opening.unitDraws, at);
  const invoices = await createInvoices(ctx, opening.lines, { at, periodStart: at, periodEnd: period.end, primary: plan.plan.currency_code });
  const subscription = await saveSubscription(ctx, {
    status: statusAt(sub, at),
    current_period_start: toIso(at),
    current_period_end: toIso(period.end),
    next_renewal_date: toIso(period.end),
  });
  const saved = await saveState(ctx, state, { phase_start: toIso(at), billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued + initial, subscription, state: saved, plan };
}

/** Policy grants due strictly inside a period, up to `until`. */
export async function runGrants({ ctx, plan, state }: StepInput, until: Date): Promise<StepOutcome> {
  if (!state) throw new Error('Grants before the subscription started');
  const calendar = calendarOf(ctx.subscription, new Date(state.phase_start), ctx.zone);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(state.billed_through), until);
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: toIso(grants.last ?? until), ended_at: null, carry: state.carry });
  return { invoicesCreated: 0, grantsIssued: grants.issued, subscription: ctx.subscription, state: saved, plan };
}

/** The trial ends inside a period: active, and in-advance fee periods that began in the trial are charged from here. */
export async function runTrialEnd({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  if (!state) throw new Error('Trial end before the subscription started');
  const sub = ctx.subscription;
  const calendar = calendarOf(sub, new Date(state.phase_start), ctx.zone);
  await lockCustomerWallets(ctx);
  const grants = await issuePolicyGrants(ctx, plan, calendar, new Date(at.getTime() - MS), at);
  const opening = openingCharges({ plan, calendar, from: at, to: null, oneTime: false, trialEnds: true });
  const carry = OverdraftRequests.fromJson(state.carry);
  carry.addAll(await drawOpeningUnits(ctx, opening.unitDraws, at));
  const periodEnd = new Date(sub.current_period_end ?? at);
  const invoices = await createInvoices(ctx, opening.lines, { at, periodStart: at, periodEnd, primary: plan.plan.currency_code });
  const subscription = await saveSubscription(ctx, { status: statusAt(sub, at) });
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued, subscription, state: saved, plan };
}

/**
 * A period boundary, or a plan transition (at a boundary or inside a period): close the span on
 * the current plan, then open the next period, on the target plan when transitioning.
 */
export async function runBoundary(
  { ctx, plan, state }: StepInput,
  at: Date,
  transitionTo: string | null,
  /** Lines a caller adds to the step's invoice (a plan change's refund of prepaid time). */
  extraLines: DraftLine[] = [],
): Promise<StepOutcome> {
  if (!state) throw new Error('Boundary before the subscription started');
  const sub = ctx.subscription;
  const from = new Date(sub.current_period_start ?? state.billed_through);
  const oldCalendar = calendarOf(sub, new Date(state.phase_start), ctx.zone);
  const walletIds = await lockCustomerWallets(ctx);

  const closed = await closeSpan(ctx, {
    plan,
    calendar: oldCalendar,
    from,
    to: at,
    phaseEnds: transitionTo !== null,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  for (const walletId of walletIds) await expireDueGrants(ctx.trx, ctx.dialect, ctx.scope, walletId, at, ctx.now);
  const settlement = await planSettlements(ctx, { from, to: at, planCurrency: plan.plan.currency_code }, closed.requests, closed.charged);

  const next = transitionTo === null ? plan : await ctx.cache.plan(transitionTo);
  const phaseStart = transitionTo === null ? new Date(state.phase_start) : at;
  const calendar = calendarOf(sub, phaseStart, ctx.zone);
  const periodEnd = nextBoundary(planSchedule(calendar, next), at);
  const opening = openingCharges({
    plan: next,
    calendar,
    from: at,
    to: periodEnd,
    oneTime: false,
    trialEnds: sub.trial_end !== null && Date.parse(sub.trial_end) === at.getTime(),
  });

  const invoices = await createInvoices(ctx, [...closed.lines, ...settlement.lines, ...extraLines, ...opening.lines], {
    at,
    periodStart: from,
    periodEnd: at,
    primary: plan.plan.currency_code,
  });
  await applySettlements(ctx, settlement.settlements, invoices.ids);

  const grants = await issuePolicyGrants(ctx, next, calendar, new Date(at.getTime() - MS), at);
  const carry = await drawOpeningUnits(ctx, opening.unitDraws, at);
  const subscription = await saveSubscription(ctx, {
    status: statusAt(sub, at),
    current_period_start: toIso(at),
    current_period_end: toIso(periodEnd),
    next_renewal_date: toIso(periodEnd),
    ...(transitionTo === null
      ? {}
      : { plan_id: transitionTo, plan_transition_at_period_end: 0, plan_transition_at: null, plan_transition_to_plan_id: null }),
  });
  const saved = await saveState(ctx, state, { phase_start: toIso(phaseStart), billed_through: toIso(at), ended_at: null, carry: carry.toJson() });
  return { invoicesCreated: invoices.created, grantsIssued: grants.issued, subscription, state: saved, plan: next };
}

/**
 * The subscription ends at `at` (an immediate cancel, cancel_at, or the end of the period with
 * cancel_at_period_end): the last, possibly partial, period closes with in-arrears fees prorated
 * to `at`, its usage and overdraft. Nothing opens; prepaid in-advance fees are not refunded
 * (decided: like Stripe's default cancellation without proration). Grants already made stay.
 */
export async function runEnd({ ctx, plan, state }: StepInput, at: Date): Promise<StepOutcome> {
  if (!state) throw new Error('End before the subscription started');
  const sub = ctx.subscription;
  const from = new Date(sub.current_period_start ?? state.billed_through);
  const calendar = calendarOf(sub, new Date(state.phase_start), ctx.zone);
  const walletIds = await lockCustomerWallets(ctx);
  const closed = await closeSpan(ctx, {
    plan,
    calendar,
    from,
    to: at,
    phaseEnds: true,
    firstPeriod: from.getTime() === Date.parse(sub.start_date),
    carry: OverdraftRequests.fromJson(state.carry),
  });
  for (const walletId of walletIds) await expireDueGrants(ctx.trx, ctx.dialect, ctx.scope, walletId, at, ctx.now);
  const settlement = await planSettlements(ctx, { from, to: at, planCurrency: plan.plan.currency_code }, closed.requests, closed.charged);
  const invoices = await createInvoices(ctx, [...closed.lines, ...settlement.lines], { at, periodStart: from, periodEnd: at, primary: plan.plan.currency_code });
  await applySettlements(ctx, settlement.settlements, invoices.ids);
  const atIso = toIso(at);
  const subscription = await saveSubscription(ctx, {
    status: 'canceled',
    canceled_at: sub.canceled_at ?? atIso,
    ended_at: sub.ended_at ?? atIso,
    next_renewal_date: null,
    current_period_start: null,
    current_period_end: null,
    plan_transition_at_period_end: 0,
    plan_transition_at: null,
    plan_transition_to_plan_id: null,
  });
  const saved = await saveState(ctx, state, { phase_start: state.phase_start, billed_through: atIso, ended_at: atIso, carry: '{}' });
  return { invoicesCreated: invoices.created, grantsIssued: 0, subscription, state: saved, plan };
}

export async function runStep(input: StepInput, step: Step): Promise<StepOutcome> {
  switch (step.kind) {
    case 'void':
      return runVoid(input, step.at);
    case 'start':
      return runStart(input, step.at);
    case 'grants':
      return runGrants(input, step.until);
    case 'trial_end':
      return runTrialEnd(input, step.at);
    case 'transition':
      return runBoundary(input, step.at, step.to);
    case 'boundary':
      return runBoundary(input, step.at, step.transitionTo);
    case 'end':
      return runEnd(input, step.at);
  }
}
