/**
 * A step's one write. Each step decides what it does (start.ts, period.ts, boundary.ts, end.ts:
 * reads, the rules, draws through the step's locked wallets) and hands a StepWork here, which
 * writes it in the one order every step shares:
 *
 * 1. the step's invoices (one per currency), the closed period's overdraft settlements carrying
 *    their ids, and the invoice recorded on each usage charge it bills;
 * 2. leaving a plan, the end of the allowances its policies granted;
 * 3. the grants due (policy grants, a start's initial credits);
 * 4. the pricing-unit fees drawn once those grants are in (their overdraft carried to the close);
 * 5. the subscription's lifecycle transition (the subscriptions module writes its fields);
 * 6. the engine's own state, the step's progress (`billed_through`), in the same transaction.
 *
 * Settling before granting keeps a new period's credits from paying the old period's overage.
 */
import type { GrantCalendar } from '../../kernel/calendar/index.js';
import type { CurrencyCode } from '../../money/currency.js';
import { formatDecimal } from '../../money/decimal.js';
import { attachChargesToInvoice, type EventChargeTable } from '../../modules/ingest/index.js';
import { createInvoice, findInvoiceBySourceRef, markInvoicePaid } from '../../modules/invoices/index.js';
import type { SubscriptionTable } from '../../modules/subscriptions/index.js';
import { endPolicyGrants, settleOverdraft } from '../../modules/wallets/index.js';
import { toIso } from '../../time.js';
import { changeInvoiceRef, engineInvoiceRef } from '../rules/invoiceRef.js';
import type { DraftLine } from '../rules/lines.js';
import type { UnitDraw } from '../rules/opening.js';
import { OverdraftRequests } from '../rules/overdraft.js';
import type { PlanContext } from '../rules/plan.js';
import { assertInvoiceable, invoicePeriod } from '../rules/wholeInvoice.js';
import * as repo from '../repo.js';
import type { BillingStateTable } from '../tables.js';
import type { StepContext, StepInput, StepOutcome } from './context.js';
import { issueInitialCredits, issuePolicyGrants } from './policyGrants.js';
import type { PlannedSettlement } from './settlement.js';
import type { StepWallets } from './wallets.js';

/** One millisecond: grants due exactly at a step's instant are those in (at - MS, at]. */
export const MS = 1;

/** A step's invoice: its lines (every currency) over a span, the settlements and usage charges it bills. */
export interface InvoiceWork {
  lines: DraftLine[];
  /** The instant the invoice is issued for (its engine reference). */
  at: Date;
  periodStart: Date;
  periodEnd: Date;
  /** The plan's currency: the invoice without a currency suffix, and the one pricing-unit charges go on. */
  primary: CurrencyCode;
  /**
   * A plan change's invoice (a transition step): at an instant that already has an engine invoice
   * (the start's, a renewal's, an earlier change's) it takes the instant's next change reference
   * (rules/invoiceRef.ts) instead of failing on the existing one.
   */
  change?: boolean;
  settlements: PlannedSettlement[];
  charges: readonly EventChargeTable[];
}

/** What a step decided, written by writeStep in its order. */
export interface StepWork {
  invoice: InvoiceWork | null;
  /** Leaving a plan at this instant: its policy grants end before the next plan grants. */
  endGrantsAt: Date | null;
  /** The policy grants of `plan` falling in (after, until]; a start also issues the initial credits. */
  grants: { plan: PlanContext; calendar: GrantCalendar; after: Date; until: Date; initialCredits: boolean } | null;
  /** Pricing-unit fees drawn at `at` after the grants; their overdraft joins `carry`, the overdraft carried to the period's close. */
  unitDraws: { draws: readonly UnitDraw[]; at: Date; carry: OverdraftRequests } | null;
  /** The subscription's lifecycle transition (subscriptions module). */
  transition: (ctx: StepContext) => Promise<SubscriptionTable>;
  /** The state's fields, from what was written: the last policy grant's instant, the carry after the draws, the subscription after its transition. */
  state: (written: { lastGrant: Date | null; carry: OverdraftRequests; subscription: SubscriptionTable }) => StatePatch;
  /** The plan in force after the step. */
  plan: PlanContext;
}

/** Writes a step's work (the order: this file's header) and answers its outcome. */
export async function writeStep({ ctx, state }: StepInput, wallets: StepWallets, work: StepWork): Promise<StepOutcome> {
  const written = work.invoice === null ? { created: 0, primaryRef: null } : await writeInvoice(ctx, work.invoice);
  if (work.endGrantsAt !== null) await endPolicyGrants(ctx, ctx.subscription.id, work.endGrantsAt);
  let issued = 0;
  let lastGrant: Date | null = null;
  if (work.grants !== null) {
    const { plan, calendar, after, until } = work.grants;
    const grants = await issuePolicyGrants(ctx, plan, calendar, after, until);
    issued = grants.issued + (work.grants.initialCredits ? await issueInitialCredits(ctx, plan, until) : 0);
    lastGrant = grants.last;
  }
  const carry = new OverdraftRequests();
  if (work.unitDraws !== null) {
    carry.addAll(work.unitDraws.carry);
    for (const draw of work.unitDraws.draws) carry.add(draw.denomination, await wallets.draw(draw.denomination, draw.amount, work.unitDraws.at));
  }
  const subscription = await work.transition(ctx);
  const saved = await saveState(ctx, state, work.state({ lastGrant, carry, subscription }));
  return { invoicesCreated: written.created, invoiceRef: written.primaryRef, grantsIssued: issued, subscription, state: saved, plan: work.plan };
}

/**
 * Writes a step's invoices, their settlements and the charges they bill; answers how many invoices
 * it created and the reference of the plan currency's (null when it wrote none).
 */
export async function writeInvoice(ctx: StepContext, work: InvoiceWork): Promise<{ created: number; primaryRef: string | null }> {
  const refOf = await invoiceRefs(ctx, work);
  const invoices = await createInvoices(ctx, work.lines, work, refOf);
  await applySettlements(ctx, work.settlements, invoices.ids);
  await attachInvoicedCharges(ctx, work.charges, invoices.ids, work.primary);
  return { created: invoices.created, primaryRef: invoices.ids.has(work.primary) ? refOf(work.primary) : null };
}

/**
 * The step's invoice references by currency. A step's own instant's reference, except a change at
 * an instant whose reference is taken: the first of its change references (`change-1`, `change-2`,
 * ...) no invoice has. The step runs in one transaction under the subscription's lock, so what it
 * reads here is what it writes against; a step rolled back left no invoice to skip.
 */
async function invoiceRefs(ctx: StepContext, work: InvoiceWork): Promise<(currency: CurrencyCode) => string> {
  const id = ctx.subscription.id;
  const second = (currency: CurrencyCode) => (currency === work.primary ? undefined : currency);
  const taken = async (ref: string) => (await findInvoiceBySourceRef({ db: ctx.trx, scope: ctx.scope }, ref)) !== undefined;
  if (work.change !== true || !(await taken(engineInvoiceRef(id, work.at)))) return (currency) => engineInvoiceRef(id, work.at, second(currency));
  let ordinal = 1;
  while (await taken(changeInvoiceRef(id, work.at, ordinal))) ordinal += 1;
  return (currency) => changeInvoiceRef(id, work.at, ordinal, second(currency));
}

/**
 * One finalized invoice per currency (one, unless a plan transition changes currency; one that
 * prepaid credit brought to $0 is also marked paid), idempotent on the engine's invoice reference
 * (rules/invoiceRef.ts). Returns invoice ids by currency. No lines, no invoice.
 */
async function createInvoices(
  ctx: StepContext,
  lines: DraftLine[],
  meta: { at: Date; periodStart: Date; periodEnd: Date; primary: CurrencyCode },
  refOf: (currency: CurrencyCode) => string,
): Promise<{ ids: Map<string, string>; created: number }> {
  assertInvoiceable(lines);
  const byCurrency = new Map<CurrencyCode, DraftLine[]>();
  for (const line of lines) byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line]);
  const ids = new Map<string, string>();
  let created = 0;
  for (const [currency, group] of byCurrency) {
    const invoice = await createInvoice(ctx, {
      customerId: ctx.subscription.customer_id,
      subscriptionId: ctx.subscription.id,
      currency,
      collectionMethod: 'charge_automatically',
      periodStart: invoicePeriod(group, { from: meta.periodStart, to: meta.periodEnd }).from,
      periodEnd: invoicePeriod(group, { from: meta.periodStart, to: meta.periodEnd }).to,
      sourceRef: refOf(currency),
      lines: group.map(({ currency: _currency, ...line }) => line),
      // The subscription's coupons active at the step's instant (issue 30, item 3).
      discountsAt: meta.at,
      finalize: true,
    });
    // The step's progress is written in this transaction: an existing invoice means the state
    // and the invoices disagree. Stop rather than bill on a guess.
    if (!invoice.created) throw new Error(`Invoice ${invoice.source_ref ?? ''} already exists for a step not yet taken`);
    // Nothing to collect because prepaid credit paid it all: paid at once, as Stripe does with $0
    // invoices. (An opening invoice never has credit lines, so callers that record the first
    // invoice as paid themselves, like the signup page, never find it paid already.)
    const creditPaidAll = Number(invoice.total_cents) === 0 && invoice.lines.some((line) => Number(line.total_amount_cents) < 0 || line.kind === 'credit');
    if (creditPaidAll) await markInvoicePaid(ctx, invoice.id);
    ids.set(currency, invoice.id);
    created += 1;
  }
  return { ids, created };
}

/** The state's fields a step writes; `cycle_start` only where it changes (a new plan), else it stays. */
export type StatePatch = Omit<BillingStateTable, 'subscription_id' | 'company_id' | 'mode' | 'created_at' | 'updated_at' | 'next_at' | 'cycle_start'> & { cycle_start?: string | null };

async function saveState(ctx: StepContext, state: BillingStateTable | null, patch: StatePatch): Promise<BillingStateTable> {
  const nowIso = toIso(ctx.now);
  if (state === null) {
    const row: BillingStateTable = {
      subscription_id: ctx.subscription.id,
      company_id: ctx.scope.companyId,
      mode: ctx.scope.mode,
      next_at: null,
      cycle_start: null,
      created_at: nowIso,
      updated_at: nowIso,
      ...patch,
    };
    await repo.insertBillingState(ctx.trx, row);
    return row;
  }
  await repo.updateBillingState(ctx, ctx.subscription.id, { ...patch, updated_at: nowIso });
  return { ...state, ...patch, updated_at: nowIso };
}

/** Writes the planned settlements against their invoices; `invoiceIds` by currency. */
async function applySettlements(ctx: StepContext, settlements: readonly PlannedSettlement[], invoiceIds: ReadonlyMap<string, string>): Promise<void> {
  for (const planned of settlements) {
    const invoiceId = invoiceIds.get(planned.currency);
    if (!invoiceId) throw new Error(`No ${planned.currency} invoice for a planned settlement`);
    if (planned.walletId === null) throw new Error(`A planned settlement has no wallet`);
    const result = await settleOverdraft(ctx, { walletId: planned.walletId, amount: planned.amount, invoiceId });
    if (!result.settled.eq(planned.amount)) {
      throw new Error(`Settled ${formatDecimal(result.settled)} instead of the planned ${formatDecimal(planned.amount)} on wallet ${planned.walletId}`);
    }
  }
}

/**
 * Records on each charge the step's invoice that billed it: a currency charge on its currency's
 * invoice, a pricing-unit charge on the plan currency's (`planCurrency`). Throws (the step rolls
 * back and is retried) when a charge has no invoice or another invoice billed it first.
 */
async function attachInvoicedCharges(ctx: StepContext, charges: readonly EventChargeTable[], invoiceIds: ReadonlyMap<string, string>, planCurrency: CurrencyCode): Promise<void> {
  const byInvoice = new Map<string, EventChargeTable[]>();
  for (const charge of charges) {
    const currency = charge.account_type === 'currency' && charge.currency_code ? charge.currency_code : planCurrency;
    const invoiceId = invoiceIds.get(currency);
    if (!invoiceId) throw new Error(`Charge ${charge.id} was billed by no ${currency} invoice of the step`);
    const billed = byInvoice.get(invoiceId);
    if (billed) billed.push(charge);
    else byInvoice.set(invoiceId, [charge]);
  }
  for (const [invoiceId, billed] of byInvoice) {
    const attached = await attachChargesToInvoice(ctx, billed, invoiceId);
    if (attached !== billed.length) throw new Error(`${billed.length - attached} of ${billed.length} charges were invoiced by another step meanwhile`);
  }
}
