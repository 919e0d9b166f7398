/**
 * Everything the portal page shows of one customer, read through the same module services the
 * API answers with (balances, grants, usage summary, subscriptions, invoices, credit packs): the
 * page formats it, nothing here is SQL of its own. Every read is in the link's company and mode
 * and for the link's customer only.
 *
 * Decisions:
 * - "This period" is the whole current billing period [start, end) of the customer's subscription in
 *   force that renews soonest (so an event stamped a moment ahead of now counts, as the period's
 *   invoice will count it); without one, the last 30 days (the usage summary's default).
 * - A pricing-unit balance is worth its units at the conversion rate in force now (the customer's
 *   own rate before the company default, as settlement uses), in the currency of the customer's
 *   live plans; no rate: no value shown. A currency balance is money already.
 * - Grants: the 100 newest (a portal is not an audit log); invoices: the 24 newest.
 * - Credit packs: those still on sale, of each live (not canceled) subscription's plan.
 * - Plans to change to (issue 32): those the company offers on the portal in the subscription's
 *   currency, other than its own, for each live subscription.
 * - Cards on file (issue 29): newest first, never the number; auto top-ups: every one, disabled too.
 */
import { type DbContext, type ScopedDb, dbContext } from '../../db/context.js';
import type { DialectName } from '../../db/store.js';
import type { CurrencyCode } from '../../money/currency.js';
import { dec, type Decimal } from '../../money/decimal.js';
import { listCreditPacks, type CreditPackWithUnit } from '../../modules/creditPacks/index.js';
import { findCustomer, type CustomerTable } from '../../modules/customers/index.js';
import { DEFAULT_USAGE_RANGE_DAYS, MAX_USAGE_RANGE_DAYS, usageSummary, type UsageLine } from '../../modules/ingest/index.js';
import { listInvoices, type Invoice } from '../../modules/invoices/index.js';
import { companyProfile, type CompanyProfile } from '../../modules/platform/index.js';
import { findPlan, type PlanTable } from '../../modules/plans/index.js';
import { findRate, listPricingUnits, loadConversionRates, moneyForUnits } from '../../modules/pricingUnits/index.js';
import { findProduct } from '../../modules/products/index.js';
import { listSubscriptions, subscriptionsInForceAt, type Subscription } from '../../modules/subscriptions/index.js';
import { toIso } from '../../time.js';
import { listAutoTopUps, type AutoTopUp } from '../../modules/autoTopUps/index.js';
import { listPaymentMethods, type PaymentMethod } from '../../modules/paymentMethods/index.js';
import { getCustomerBalances, listCustomerCreditGrants, type BalanceItem, type CreditGrant } from '../../modules/wallets/index.js';
import { portalPlanOffers } from './portalPlanChange.js';

export const PORTAL_GRANTS_SHOWN = 100;
export const PORTAL_INVOICES_SHOWN = 24;

export interface PortalBalance {
  item: BalanceItem;
  /** The pricing unit's name (or code); null for a currency balance. */
  unitName: string | null;
  /** What a pricing-unit balance is worth in minor units of `currency`, unrounded; null without a rate. */
  worth: { minor: Decimal; currency: CurrencyCode } | null;
}

export interface PortalSubscription {
  subscription: Subscription;
  planName: string;
  currency: CurrencyCode;
  /** Packs on sale for this subscription's plan; empty for a canceled subscription. */
  packs: CreditPackWithUnit[];
  /** The plans the customer may change to here (portal_visible, same currency); empty for a canceled subscription. */
  offers: PlanTable[];
  /** The plan a scheduled change at period end moves to, by name; null when none is scheduled. */
  transitionPlanName: string | null;
}

export interface PortalUsage {
  /** The period shown: [from, to). */
  from: Date;
  to: Date;
  /** One line per product (or catalog entry key), with its display name. */
  lines: Array<UsageLine & { label: string }>;
}

export interface PortalOverview {
  company: CompanyProfile;
  customer: CustomerTable;
  balances: PortalBalance[];
  grants: CreditGrant[];
  usage: PortalUsage;
  subscriptions: PortalSubscription[];
  invoices: Invoice[];
  paymentMethods: PaymentMethod[];
  autoTopUps: AutoTopUp[];
  /** Pricing unit display names by id and by code. */
  unitNames: ReadonlyMap<string, string>;
  unitNamesByCode: ReadonlyMap<string, string>;
}

const LIVE = (s: Subscription) => s.status !== 'canceled';

async function subscriptionsOf(ctx: ScopedDb, customerId: string): Promise<PortalSubscription[]> {
  const { db, scope } = ctx;
  const { items } = await listSubscriptions({ db, scope }, { limit: 100, after: null }, { customerId });
  const result: PortalSubscription[] = [];
  for (const subscription of items) {
    const plan = await findPlan({ db, scope }, subscription.plan_id);
    const packs = LIVE(subscription) ? (await listCreditPacks({ db, scope }, subscription.plan_id)).filter((p) => p.pack.ended_at === null) : [];
    const offers = await portalPlanOffers({ db, scope }, subscription, plan);
    const transitionTo = subscription.plan_transition_to_plan_id === null ? undefined : await findPlan({ db, scope }, subscription.plan_transition_to_plan_id);
    result.push({ subscription, planName: plan?.name ?? subscription.plan_code ?? subscription.plan_id, currency: plan?.currency_code ?? 'usd', packs, offers, transitionPlanName: transitionTo?.name ?? null });
  }
  return result;
}

/** The current period of the subscription in force (at `ctx.now`) renewing soonest: [start, end); null without one. */
async function currentPeriod(ctx: DbContext, customerId: string): Promise<{ from: Date; to: Date } | null> {
  const { db, scope, now } = ctx;
  const periods = (await subscriptionsInForceAt({ db, scope }, customerId, now))
    .filter((s) => s.current_period_start !== null && s.current_period_end !== null && s.current_period_start <= toIso(now))
    .sort((a, b) => (a.current_period_end ?? '').localeCompare(b.current_period_end ?? ''));
  const first = periods[0];
  if (!first?.current_period_start || !first.current_period_end) return null;
  const to = new Date(first.current_period_end);
  // The usage summary reads at most 366 days: a longer period (a long trial) shows its last 366.
  const earliest = to.getTime() - MAX_USAGE_RANGE_DAYS * 86_400_000;
  return { from: new Date(Math.max(Date.parse(first.current_period_start), earliest)), to };
}

async function usageOf(ctx: DbContext, dialect: DialectName, customerId: string): Promise<PortalUsage> {
  const { db, scope, now } = ctx;
  const period = await currentPeriod(ctx, customerId);
  // The whole current period (events may be stamped a little ahead of now); else the API's default, the last 30 days.
  const lines = await usageSummary(ctx, dialect, customerId, period ? { from: toIso(period.from), to: toIso(period.to), group_by: 'product' } : { group_by: 'product' });
  const labelled = [];
  for (const line of lines) {
    const product = await findProduct({ db, scope }, line.key);
    labelled.push({ ...line, label: product?.name ?? line.key });
  }
  return { ...(period ?? { from: new Date(now.getTime() - DEFAULT_USAGE_RANGE_DAYS * 86_400_000), to: now }), lines: labelled };
}

async function balancesOf(
  ctx: DbContext,
  customerId: string,
  currencies: readonly CurrencyCode[],
  units: ReadonlyMap<string, { id: string; name: string }>,
): Promise<PortalBalance[]> {
  const { db, scope, now } = ctx;
  const items = await getCustomerBalances(dbContext(db, scope, { now: () => now }.now()), customerId);
  const result: PortalBalance[] = [];
  for (const item of items) {
    if (item.account_type === 'currency') {
      result.push({ item, unitName: null, worth: null });
      continue;
    }
    const unit = units.get(item.pricing_unit_code ?? '');
    let worth: PortalBalance['worth'] = null;
    if (unit) {
      const rates = await loadConversionRates({ db: db, scope: scope }, unit.id);
      for (const currency of currencies) {
        const rate = findRate(rates, { customerId, currency, at: now });
        if (rate) {
          worth = { minor: moneyForUnits(rate, dec(item.balance)), currency };
          break;
        }
      }
    }
    result.push({ item, unitName: unit?.name ?? item.pricing_unit_code ?? null, worth });
  }
  return result;
}

/** The customer's overview as of `ctx.now`, read outside any transaction (`ctx.db` is the store's). */
export async function portalOverview(ctx: DbContext, dialect: DialectName, customerId: string, publicBaseUrl: string): Promise<PortalOverview | null> {
  const { db, scope, now } = ctx;
  const company = await companyProfile(db, scope.companyId);
  const customer = await findCustomer({ db, scope }, customerId);
  if (!company || !customer) return null;
  const pricingUnits = await listPricingUnits({ db, scope });
  const byCode = new Map(pricingUnits.map((u) => [u.code, { id: u.id, name: u.name ?? u.code }]));
  const unitNames = new Map(pricingUnits.map((u) => [u.id, u.name ?? u.code]));
  const subscriptions = await subscriptionsOf({ db, scope }, customer.id);
  const currencies = [...new Set(subscriptions.filter((s) => LIVE(s.subscription)).map((s) => s.currency))];
  const clock = { now: () => now };
  // One read after another: a page view holds one pooled connection at a time.
  const balances = await balancesOf(ctx, customer.id, currencies, byCode);
  const grants = await listCustomerCreditGrants(dbContext(db, scope, clock.now()), customer.id, { limit: PORTAL_GRANTS_SHOWN, after: null });
  const usage = await usageOf(ctx, dialect, customer.id);
  const invoices = await listInvoices({ db, scope }, { limit: PORTAL_INVOICES_SHOWN, after: null }, { customerId: customer.id }, publicBaseUrl);
  const paymentMethods = await listPaymentMethods({ db, scope }, customer.id);
  const autoTopUps = await listAutoTopUps({ db, scope }, customer.id);
  return { company, customer, balances, grants: grants.items, usage, subscriptions, invoices: invoices.items, paymentMethods, autoTopUps, unitNames, unitNamesByCode: new Map([...byCode].map(([code, unit]) => [code, unit.name])) };
}
