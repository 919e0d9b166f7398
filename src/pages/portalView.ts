/**
 * The customer portal's words and numbers (pure): everything the template prints, already
 * formatted, so the template only escapes and lays out. Money is a Decimal until it becomes text;
 * a pricing unit balance's worth is rounded half-even to the minor unit once, here, for display.
 */
import { DateTime } from 'luxon';
import { isCurrencyCode, type CurrencyCode } from '../money/currency.js';
import { Decimal, dec } from '../money/decimal.js';
import { expiryWords, formatMinor, formatNumber } from '../modules/links/index.js';
import type { PortalOverview } from '../api/portal/index.js';
import { grantStandingAt } from '../modules/wallets/index.js';
import type { PageData } from './render.js';

const SUBSCRIPTION_STATUS: Record<string, string> = {
  pending_payment_method: 'Awaiting payment method',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};
const INVOICE_STATUS: Record<string, string> = { draft: 'Draft', open: 'Open', paid: 'Paid', void: 'Void', uncollectible: 'Uncollectible' };

const currencyOf = (code: string | null | undefined): CurrencyCode => (code && isCurrencyCode(code) ? code : 'usd');

/** An amount of one denomination as words: money for a currency, "1,500 credits" for a pricing unit. */
function amountWords(amount: string, denomination: { currency_code?: string | null; unitName?: string | null }): string {
  if (denomination.currency_code) return formatMinor(dec(amount), currencyOf(denomination.currency_code));
  return `${formatNumber(dec(amount))} ${denomination.unitName ?? ''}`.trim();
}

export interface PortalForm {
  action: string;
  formToken: string;
  /** The portal's own path: the settings forms post below it. */
  base: string;
  /** A card can be added on the setup page (a provider takes typed cards in this mode). */
  cardsAvailable: boolean;
}

const TOP_UP_STATUS: Record<string, string> = { active: 'On', failed: 'On (the last top-up could not be charged)', disabled: 'Off' };
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function portalView(overview: PortalOverview, now: Date, form: PortalForm, returnUrl: string | null, testMode: boolean): PageData {
  const { company, customer } = overview;
  const zone = company.timezone;
  const day = (iso: string | null | undefined) => (iso ? DateTime.fromISO(iso, { zone }).toFormat('d LLL yyyy') : null);
  const who = customer.name ?? ([customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email || 'Your account');

  const balances = overview.balances.map(({ item, unitName, worth }) => {
    const amount = amountWords(item.balance, { currency_code: item.currency_code ?? null, unitName });
    const negative = dec(item.balance).isNegative();
    return {
      label: item.account_type === 'currency' ? `Credit balance (${(item.currency_code ?? '').toUpperCase()})` : (unitName ?? item.pricing_unit_code ?? ''),
      amount,
      worth: worth ? formatMinor(worth.minor.toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN), worth.currency) : item.account_type === 'currency' ? amount : null,
      overdraft: negative,
      // Reservations in progress (issue 28): what is held, and what is left to spend.
      held: item.held ? amountWords(item.held, { currency_code: item.currency_code ?? null, unitName }) : null,
      available: item.available ? amountWords(item.available, { currency_code: item.currency_code ?? null, unitName }) : null,
    };
  });

  const grants = overview.grants.map((grant) => {
    const denomination = { currency_code: grant.currency_code, unitName: grant.pricing_unit_id ? (overview.unitNames.get(grant.pricing_unit_id) ?? null) : null };
    // Its status as the API and the dashboard say it (wallets' grantStandingAt); the expiry says "Expired".
    const { label: status, expired } = grantStandingAt(grant, now);
    return {
      name: grant.name,
      amount: amountWords(grant.amount, denomination),
      balance: amountWords(grant.balance, denomination),
      expires: grant.expires_at ? `${expired ? 'Expired' : 'Expires'} ${day(grant.expires_at)}` : 'Never expires',
      status,
    };
  });

  const maxQuantity = overview.usage.lines.reduce((max, line) => Decimal.max(max, dec(line.quantity)), new Decimal(0));
  const usage = overview.usage.lines.map((line) => {
    const quantity = dec(line.quantity);
    // Bar length in whole percent of the largest product's quantity (at least 1% when used at all).
    const percent = maxQuantity.isZero() ? 0 : Math.max(quantity.isZero() ? 0 : 1, quantity.times(100).dividedBy(maxQuantity).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toNumber());
    const cost = line.cost.map((c) => amountWords(c.amount, { currency_code: c.currency_code ?? null, unitName: c.pricing_unit_code ? (overview.unitNamesByCode.get(c.pricing_unit_code) ?? c.pricing_unit_code) : null })).join(' + ');
    return { label: line.label, quantity: formatNumber(quantity), cost: cost || '—', percent };
  });

  const subscriptions = overview.subscriptions.map(({ subscription, planName, currency, packs, offers, transitionPlanName }) => ({
    id: subscription.id,
    planName,
    status: SUBSCRIPTION_STATUS[subscription.status] ?? subscription.status,
    live: subscription.status !== 'canceled',
    // A cancellation at period end replaces the renewal; a scheduled plan change says where it goes.
    renewal: subscription.status === 'canceled' || subscription.cancel_at !== null ? null : day(subscription.next_renewal_date),
    endsOn: subscription.status === 'canceled' ? null : day(subscription.cancel_at),
    resumable: subscription.status !== 'canceled' && subscription.cancel_at !== null,
    changesTo: subscription.plan_transition_at_period_end && transitionPlanName ? `Changes to ${transitionPlanName} on ${day(subscription.plan_transition_at)}` : null,
    offers: offers.map((plan) => ({ id: plan.id, name: plan.name })),
    packs: packs.map(({ pack, pricingUnit }) => ({
      id: pack.id,
      offer: `${formatNumber(dec(pack.unit_amount))} ${pricingUnit.name ?? pricingUnit.code} for ${formatMinor(dec(pack.money_minor), currency)}`,
      expiry: expiryWords(pack),
    })),
  }));

  const invoices = overview.invoices.map((invoice) => ({
    number: invoice.invoice_number ?? (invoice.status === 'draft' ? 'Draft' : invoice.id),
    date: day(invoice.finalized_at ?? invoice.created_at) ?? '',
    status: invoice.status,
    statusLabel: INVOICE_STATUS[invoice.status] ?? invoice.status,
    total: formatMinor(new Decimal(invoice.total_cents), currencyOf(invoice.currency)),
    url: invoice.public_invoice_url,
  }));

  const cards = overview.paymentMethods.map((card) => ({
    id: card.id,
    label: `${capitalized(card.brand)} ending in ${card.last4}`,
    expires: `Expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
    isDefault: card.default,
  }));

  // Credit packs a top-up can buy: those on sale for the customer's live subscriptions, once each.
  const packs = new Map<string, { id: string; offer: string; unitCode: string }>();
  for (const { packs: offered, currency } of overview.subscriptions) {
    for (const { pack, pricingUnit } of offered) packs.set(pack.id, { id: pack.id, offer: `${formatNumber(dec(pack.unit_amount))} ${pricingUnit.name ?? pricingUnit.code} for ${formatMinor(dec(pack.money_minor), currency)}`, unitCode: pricingUnit.code });
  }
  const autoTopUps = overview.autoTopUps
    .filter((topUp) => topUp.status !== 'disabled')
    .map((topUp) => {
      const unitName = topUp.pricing_unit_code ? (overview.unitNamesByCode.get(topUp.pricing_unit_code) ?? topUp.pricing_unit_code) : null;
      const denomination = { currency_code: topUp.currency_code ?? null, unitName };
      const pack = topUp.credit_pack_id ? packs.get(topUp.credit_pack_id) : undefined;
      const buys = topUp.amount ? amountWords(topUp.amount, denomination) : `${topUp.quantity ?? 1} × ${pack?.offer ?? 'credit pack'}`;
      return { id: topUp.id, when: `When ${unitName ?? (topUp.currency_code ?? '').toUpperCase()} fall to ${amountWords(topUp.threshold, denomination)}`, buys, limit: `At most ${topUp.monthly_limit} a month`, status: TOP_UP_STATUS[topUp.status] ?? topUp.status };
    });

  return {
    title: `${who} · ${company.name}`,
    companyName: company.name,
    heading: who,
    email: customer.name && customer.email ? customer.email : null,
    testMode,
    balances,
    grants,
    usage: { period: `${day(overview.usage.from.toISOString())} – ${day(overview.usage.to.toISOString())}`, lines: usage, chartHeight: usage.length * 44 },
    subscriptions,
    invoices,
    cards,
    autoTopUps,
    topUpPacks: [...packs.values()],
    form,
    returnUrl,
  };
}

