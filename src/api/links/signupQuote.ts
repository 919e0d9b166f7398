/**
 * What a signup link offers, read for the subscribe page and again by the confirmation: the plan
 * and its fees in words, and what is due today, line by line. The amounts are the billing
 * engine's previews, computed by the code its steps run, with nothing written:
 *
 * - A new subscription starts now; today it owes what the engine invoices at its start (the first
 *   period's in-advance flat fees and one-time fees: `previewStart`). Without a payment provider
 *   nothing is billed yet; the page shows that amount as due at the start.
 * - A change now (changePlanNow.ts) owes what the engine's change invoice says
 *   (`previewPlanChange`): it closes the old plan at now, refunds the unused prepaid time (policy
 *   `refund_prorated_prepaid_fixed_fees`, the default) and opens the new plan prorated.
 * - A change at period end owes nothing today; the plan switches when the current period ends.
 *
 * Only currency fees in the plan's currency are due today; fees in pricing units are shown in
 * words and billed by the engine.
 *
 * The invoice's finalization settles the customer's credit balance (invoices/creditBalance.ts),
 * and so does the quote, by the same rule (planChangeQuote.ts `withCreditBalance`; a change now is
 * quoted there as for every other way of changing a plan now, `quotePlanChangeNow`).
 */
import { BillingBlocked, previewStart, previewTotal, type RefundPolicy } from '../../billing/index.js';
import { nextBoundary } from '../../kernel/calendar/index.js';
import { dbContext, type DbContext, type ScopedDb } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import type { CurrencyCode } from '../../money/currency.js';
import { findCustomer } from '../../modules/customers/index.js';
import { loadFeeRecords, type FeeRecord } from '../../modules/fees/index.js';
import { findPlan } from '../../modules/plans/index.js';
import { companyProfile } from '../../modules/platform/index.js';
import type { PlanTable } from '../../modules/plans/index.js';
import { listPricingUnits } from '../../modules/pricingUnits/index.js';
import { findSubscription, liveSubscriptionToPlan, scheduleOf, type SubscriptionRow } from '../../modules/subscriptions/index.js';
import { feeInWords, minimumInWords } from '../../modules/links/index.js';
import { effectiveFees, type ChargeLine } from './planCharges.js';
import { quotePlanChangeNow, withCreditBalance } from './planChangeQuote.js';
import { linkCoupon, withDiscountLine } from './couponQuote.js';
import type { SignupLinkTable } from '../../modules/links/index.js';
import { DomainError } from '../../errors/index.js';

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
  /** What this goes to the customer's credit balance (0 when nothing does), minor units. */
  creditedToBalanceMinor: number;
  /** Unpaid invoices a change now reduces instead of refunding (the credit, minor units, negative). */
  reduced: { invoiceNumber: string | null; minor: number }[];
  /** The link's coupon (a new subscription): its name and what it takes off, in words. */
  coupon: { name: string; words: string } | null;
}

/** Not ok when the link can no longer do what it says (the subscription changed since it was made). */
export type SignupQuoteResult = { ok: true; quote: SignupQuote } | { ok: false; message: string };

export function scopeOfLink(link: { company_id: string; mode: 'test' | 'live' }): Scope {
  return { companyId: link.company_id, mode: link.mode };
}

async function feesInWords(ctx: ScopedDb, records: FeeRecord[], currency: CurrencyCode): Promise<FeeInWords[]> {
  const { db, scope } = ctx;
  const units = new Map((await listPricingUnits({ db, scope })).map((u) => [u.id, u.name ?? u.code]));
  const order = { flat: 0, per_unit: 1, graduated: 2, volume: 3, package: 4, cost_plus: 5 } as const;
  const sorted = [...records].sort((a, b) => order[a.price.pricing_model] - order[b.price.pricing_model]);
  return sorted.map((record) => ({ name: record.product.name, words: feeInWords(record.price, record.product.name, currency, units) }));
}

/** The plan's minimum commitment, quoted after its fees (issue 31, item 3). */
function minimumOf(plan: PlanTable): FeeInWords[] {
  const words = minimumInWords(plan);
  return words === null ? [] : [{ name: 'Minimum commitment', words }];
}

async function resolveChange(ctx: DbContext, link: SignupLinkTable, plan: PlanTable, zone: string): Promise<SignupChange | string> {
  const { db, scope, now } = ctx;
  // One live subscription per customer and plan (subscriptions/duplicates.ts): said before any charge.
  const twin = await liveSubscriptionToPlan({ db, scope }, { customerId: link.customer_id, planId: plan.id, except: link.previous_subscription_id });
  if (twin) return `You are already subscribed to ${plan.name}.`;
  if (link.previous_subscription_id === null) return { kind: 'new' };
  const previous = await findSubscription({ db, scope }, link.previous_subscription_id);
  if (!previous || previous.customer_id !== link.customer_id) return 'The subscription this link changes no longer exists.';
  if (previous.status === 'canceled') return 'The subscription this link changes has been canceled.';
  if (previous.plan_id === plan.id) return `The subscription is already on ${plan.name}.`;
  const fromPlan = await findPlan({ db, scope }, previous.plan_id);
  if (!fromPlan) return 'The subscription this link changes no longer has a plan.';
  if (link.change_timing_mode === 'end_of_period') {
    return { kind: 'end_of_period', previous, fromPlan, transitionAt: nextBoundary(scheduleOf(previous, fromPlan, zone), now) };
  }
  if (fromPlan.currency_code !== plan.currency_code) return `${fromPlan.name} and ${plan.name} bill in different currencies, so the change cannot happen now.`;
  return { kind: 'now', previous, fromPlan, refundPolicy: link.cancel_now_prepaid_refund_policy ?? 'refund_prorated_prepaid_fixed_fees' };
}

/** What the engine's preview refuses with, said to the customer. */
async function previewOf<T>(preview: () => Promise<T>): Promise<T | string> {
  try {
    return await preview();
  } catch (error) {
    if (error instanceof BillingBlocked) return `This cannot be billed right now (${error.message}). Please try again later.`;
    if (error instanceof DomainError && error.statusCode < 500) return error.message;
    throw error;
  }
}

/** What the link offers at `now`, or why it no longer can. */
export async function quoteSignup(store: Store, link: SignupLinkTable, now: Date): Promise<SignupQuoteResult> {
  const ctx = dbContext(store.db, scopeOfLink(link), now);
  const { db, scope } = ctx;
  const company = await companyProfile(db, scope.companyId);
  const plan = await findPlan({ db, scope }, link.plan_id);
  const customer = await findCustomer({ db, scope }, link.customer_id);
  if (!company || !plan || !customer) return { ok: false, message: 'The plan or the customer of this link no longer exists.' };
  const zone = company.timezone;
  const change = await resolveChange(ctx, link, plan, zone);
  if (typeof change === 'string') return { ok: false, message: change };

  let lines: ChargeLine[] = [];
  let reduced: SignupQuote['reduced'] = [];
  let creditedToBalanceMinor = 0;
  const coupon = change.kind === 'new' ? await linkCoupon({ db, scope }, link.coupon_code) : null;
  // A new subscription owes its start (billed at once with a payment provider, else once one is on file), less the link's coupon.
  if (change.kind === 'new') {
    const opening = await previewStart({ db, scope }, { planId: plan.id, at: now, customerId: link.customer_id });
    const discounted = coupon ? await withDiscountLine({ db, scope }, link.customer_id, opening, [coupon.coupon], plan.currency_code, `Discount: ${coupon.name}`) : opening;
    const start = await withCreditBalance({ db, scope }, link.customer_id, plan.currency_code, discounted);
    lines = start.lines;
    creditedToBalanceMinor = start.carriedMinor;
  }
  if (change.kind === 'now') {
    const input = { subscriptionId: change.previous.id, customerId: link.customer_id, fromPlanId: change.fromPlan.id, toPlanId: plan.id, currency: plan.currency_code, refundPolicy: change.refundPolicy };
    const preview = await previewOf(() => quotePlanChangeNow(ctx, input));
    if (typeof preview === 'string') return { ok: false, message: preview };
    ({ lines, reduced, creditedToBalanceMinor } = preview);
  }
  const shownAt = change.kind === 'end_of_period' ? change.transitionAt : now;
  const shown = effectiveFees(await loadFeeRecords({ db, scope }, plan.id), shownAt);
  return {
    ok: true,
    quote: {
      scope,
      companyName: company.name,
      zone,
      customerName: customer.name ?? ([customer.first_name, customer.last_name].filter(Boolean).join(' ') || null),
      plan,
      currency: plan.currency_code,
      fees: [...(await feesInWords({ db, scope }, shown, plan.currency_code)), ...minimumOf(plan)],
      change,
      lines,
      totalMinor: previewTotal(lines),
      creditedToBalanceMinor,
      reduced,
      coupon: coupon ? { name: coupon.name, words: coupon.words } : null,
    },
  };
}
