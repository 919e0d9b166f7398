/**
 * What a signup link offers, read for the subscribe page and again by the confirmation: the plan
 * and its fees in words, and what is due today, line by line.
 *
 * - A new subscription starts now; today it owes what the billing engine invoices at its start
 *   (the first period's in-advance flat fees and one-time fees): read by starting it and rolling
 *   back. Without a payment provider nothing is billed yet; the page shows the engine's estimate.
 * - A change now (changePlanNow.ts) owes exactly what the billing engine's change invoice says:
 *   read by carrying the change out and rolling it back. It closes the old plan at now, refunds
 *   the unused prepaid time (policy `refund_prorated_prepaid_fixed_fees`, the default) and opens
 *   the new plan prorated.
 * - A change at period end owes nothing today; the plan switches when the current period ends.
 *
 * Only currency fees in the plan's currency are due today; fees in pricing units are shown in
 * words and billed by the engine.
 */
import type { Kysely, Transaction } from 'kysely';
import { BillingBlocked } from '../../billing/context.js';
import { nextBoundary } from '../../billing/periods.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { ApiError } from '../../http/errors.js';
import { dec } from '../../money/decimal.js';
import type { InvoiceLineItemTable } from '../invoices/tables.js';
import type { CurrencyCode } from '../../money/currency.js';
import { findCustomer } from '../customers/repo.js';
import { loadFeeRecords, type FeeRecord } from '../fees/repo.js';
import { findPlan } from '../plans/repo.js';
import type { PlanTable } from '../plans/tables.js';
import { listPricingUnits } from '../pricingUnits/repo.js';
import { findSubscription, type SubscriptionRow } from '../subscriptions/repo.js';
import { scheduleOf } from '../subscriptions/schedule.js';
import { changePlanNow } from './changePlanNow.js';
import { moneyWords, priceInWords, unitWords } from './feeWords.js';
import { effectiveFees, totalMinor, type ChargeLine } from './planCharges.js';
import { findCompany } from './repo.js';
import { firstPeriodLines, startSubscription } from './startSubscription.js';
import type { RefundPolicy, SignupLinkTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface FeeInWords {
  name: string;
  words: string;
}

export type SignupChange =
  | { kind: 'new' }
  | { kind: 'now'; previous: SubscriptionRow; fromPlan: PlanTable; refundPolicy: RefundPolicy }
  | { kind: 'end_of_period'; previous: SubscriptionRow; fromPlan: PlanTable; transitionAt: Date };

export interface SignupQuote {
  scope: Scope;
  companyName: string;
  zone: string;
  customerName: string | null;
  plan: PlanTable;
  currency: CurrencyCode;
  fees: FeeInWords[];
  change: SignupChange;
  lines: ChargeLine[];
  /** Sum of the rounded lines: the invoice total, and what the card is charged when positive. */
  totalMinor: number;
}

/** Not ok when the link can no longer do what it says (the subscription changed since it was made). */
export type SignupQuoteResult = { ok: true; quote: SignupQuote } | { ok: false; message: string };

export function scopeOfLink(link: { company_id: string; mode: 'test' | 'live' }): Scope {
  return { companyId: link.company_id, mode: link.mode };
}

async function feesInWords(db: Db, scope: Scope, records: FeeRecord[], currency: CurrencyCode): Promise<FeeInWords[]> {
  const units = new Map((await listPricingUnits(db, scope)).map((u) => [u.id, u.name ?? u.code]));
  const order = { flat: 0, per_unit: 1, cost_plus: 2 } as const;
  const sorted = [...records].sort((a, b) => order[a.price.pricing_model] - order[b.price.pricing_model]);
  return sorted.map((record) => {
    const unitId = record.price.pricing_unit_id;
    const words = unitId === null ? moneyWords(record.price.currency_code ?? currency) : unitWords(units.get(unitId) ?? 'units');
    return { name: record.product.name, words: priceInWords(record.price, record.product.name, words) };
  });
}

async function resolveChange(db: Db, scope: Scope, link: SignupLinkTable, plan: PlanTable, zone: string, now: Date): Promise<SignupChange | string> {
  if (link.previous_subscription_id === null) return { kind: 'new' };
  const previous = await findSubscription(db, scope, link.previous_subscription_id);
  if (!previous || previous.customer_id !== link.customer_id) return 'The subscription this link changes no longer exists.';
  if (previous.status === 'canceled') return 'The subscription this link changes has been canceled.';
  if (previous.plan_id === plan.id) return `The subscription is already on ${plan.name}.`;
  const fromPlan = await findPlan(db, scope, previous.plan_id);
  if (!fromPlan) return 'The subscription this link changes no longer has a plan.';
  if (link.change_timing_mode === 'end_of_period') {
    return { kind: 'end_of_period', previous, fromPlan, transitionAt: nextBoundary(scheduleOf(previous, fromPlan, zone), now) };
  }
  if (fromPlan.currency_code !== plan.currency_code) return `${fromPlan.name} and ${plan.name} bill in different currencies, so the change cannot happen now.`;
  return { kind: 'now', previous, fromPlan, refundPolicy: link.cancel_now_prepaid_refund_policy ?? 'refund_prorated_prepaid_fixed_fees' };
}

/** Thrown to roll a preview back, carrying what it would have invoiced. */
class PreviewDone extends Error {
  constructor(readonly lines: InvoiceLineItemTable[]) {
    super('preview');
  }
}

function fromInvoiceLine(row: InvoiceLineItemTable): ChargeLine {
  return {
    description: row.description ?? '',
    exactMinor: dec(row.exact_amount),
    minor: Number(row.total_amount_cents),
    kind: row.kind,
    feeId: row.fee_id ?? '',
    periodStart: row.period_start ? new Date(row.period_start) : null,
    periodEnd: row.period_end ? new Date(row.period_end) : null,
  };
}

/**
 * What a start or a change would invoice, exactly: it is carried out in a transaction that is
 * then rolled back (the engine decides the lines). A string says why it cannot happen.
 */
async function previewOf(store: Store, act: (trx: Transaction<Database>) => Promise<{ lines: InvoiceLineItemTable[] }>): Promise<ChargeLine[] | string> {
  try {
    await store.db.transaction().execute(async (trx) => {
      throw new PreviewDone((await act(trx)).lines);
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.lines.map(fromInvoiceLine);
    if (error instanceof BillingBlocked) return `This cannot be billed right now (${error.message}). Please try again later.`;
    if (error instanceof ApiError && error.statusCode < 500) return error.message;
    throw error;
  }
  throw new Error('A billing preview ended without a result');
}

/** `billed`: a payment provider takes the money now (else a new subscription waits for a payment method). */
export async function quoteSignup(store: Store, link: SignupLinkTable, now: Date, billed: boolean): Promise<SignupQuoteResult> {
  const db = store.db;
  const scope = scopeOfLink(link);
  const company = await findCompany(db, scope.companyId);
  const plan = await findPlan(db, scope, link.plan_id);
  const customer = await findCustomer(db, scope, link.customer_id);
  if (!company || !plan || !customer) return { ok: false, message: 'The plan or the customer of this link no longer exists.' };
  const zone = company.timezone;
  const change = await resolveChange(db, scope, link, plan, zone, now);
  if (typeof change === 'string') return { ok: false, message: change };

  let lines: ChargeLine[] = [];
  if (change.kind === 'new') {
    // Billed at once only with a payment provider; else an estimate of what the engine bills once it starts.
    if (!billed) lines = await firstPeriodLines(db, scope, plan, zone, now);
    else {
      const preview = await previewOf(store, (trx) =>
        startSubscription(trx, store.dialect, scope, { customerId: customer.id, planId: plan.id, zone, billed: true, paid: false }, now),
      );
      if (typeof preview === 'string') return { ok: false, message: preview };
      lines = preview;
    }
  }
  if (change.kind === 'now') {
    const planChange = { subscription: change.previous, fromPlan: change.fromPlan, toPlan: plan, refundPolicy: change.refundPolicy, zone };
    const preview = await previewOf(store, (trx) => changePlanNow(trx, store.dialect, scope, planChange, { paid: false }, now));
    if (typeof preview === 'string') return { ok: false, message: preview };
    lines = preview;
  }
  const shownAt = change.kind === 'end_of_period' ? change.transitionAt : now;
  const shown = effectiveFees(await loadFeeRecords(db, scope, plan.id), shownAt);
  return {
    ok: true,
    quote: {
      scope,
      companyName: company.name,
      zone,
      customerName: customer.name ?? ([customer.first_name, customer.last_name].filter(Boolean).join(' ') || null),
      plan,
      currency: plan.currency_code,
      fees: await feesInWords(db, scope, shown, plan.currency_code),
      change,
      lines,
      totalMinor: totalMinor(lines),
    },
  };
}
