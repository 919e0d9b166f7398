/**
 * One of every resource, made through the API for one company and mode, so the isolation tests
 * can aim every route at ids that exist, just not for the caller.
 */
import { expect } from 'vitest';
import type { Client } from '../../support/harness.js';

export interface TenantIds {
  customer: string;
  plan: string;
  planCode: string;
  fee: string;
  price: string;
  product: string;
  pricingUnit: string;
  subscription: string;
  creditPack: string;
  catalog: string;
  invoice: string | null;
  /** A credit note of `invoice` (when billed). */
  creditNote: string | null;
  creditGrant: string;
  grantPolicy: string;
  signupLink: string;
  checkoutLink: string;
  webhookEndpoint: string;
  webhookEvent: string;
  balanceAlert: string;
  reservation: string;
  coupon: string;
  /** The coupon applied to `subscription`. */
  discount: string;
  taxRate: string;
}

async function created(client: Client, path: `/v1/${string}`, body: unknown, key: string): Promise<Record<string, unknown>> {
  const res = await client.post(path, body);
  expect(res.status, `POST ${path}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body[key] as Record<string, unknown>;
}

export async function createTenant(client: Client, label: string, options: { bill?: boolean } = {}): Promise<TenantIds> {
  const unit = await created(client, '/v1/pricing-units', { code: 'credits', name: 'Credits' }, 'pricing_unit');
  const plan = await created(client, '/v1/plans', { name: `Plan of ${label}`, type: 'credits', currency_code: 'usd' }, 'plan');
  const fee = await created(client, `/v1/plans/${plan.id}/fees`, { product: { name: 'Platform' }, price: { pricing_model: 'flat', amount: 900 } }, 'fee');
  await created(
    client,
    `/v1/plans/${plan.id}/fees`,
    { product: { name: 'Calls', billable_metric: { expression: { event_name: 'api.call' } } }, price: { pricing_model: 'per_unit', amount: 2, pricing_unit_id: unit.id } },
    'fee',
  );
  const endpoint = await created(client, '/v1/webhook-endpoints', { url: 'https://93.184.215.14/hooks' }, 'webhook_endpoint');
  const customer = await created(client, '/v1/customers', { name: `Customer of ${label}` }, 'customer');
  const subscription = await created(client, '/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' }, 'subscription');
  const grant = await created(client, `/v1/subscriptions/${subscription.id}/credit-grants`, { name: 'Starter', amount: 100, pricing_unit_code: 'credits' }, 'credit_grant');
  const pack = await created(client, `/v1/plans/${plan.id}/credit-packs`, { code: 'pack', pricing_unit_id: unit.id, money_minor: 1000, unit_amount: 100 }, 'credit_pack');
  const policy = await created(client, `/v1/plans/${plan.id}/credit-grant-policies`, { currency_code: 'usd', amount: 100, cadence: 'monthly' }, 'credit_grant_policy');
  const other = await created(client, '/v1/plans', { name: `Other plan of ${label}`, currency_code: 'usd' }, 'plan');
  const signupLink = await created(client, '/v1/subscription-signup-links', { customer_id: customer.id, plan_code: other.plan_code }, 'subscription_signup_link');
  const checkoutLink = await created(client, '/v1/credit-pack-checkout-links', { subscription_id: subscription.id, credit_pack_id: pack.id }, 'credit_pack_checkout_link');
  const alert = await created(client, `/v1/customers/${customer.id}/balance-alerts`, { threshold: '5', pricing_unit_code: 'credits' }, 'balance_alert');
  const coupon = await created(client, '/v1/coupons', { code: 'ISOLATION10', name: 'Ten percent', percent_off: '10', duration: 'forever' }, 'coupon');
  const discount = await created(client, `/v1/subscriptions/${subscription.id}/discounts`, { coupon_code: 'ISOLATION10' }, 'discount');
  const reservation = await created(client, '/v1/reservations', { customer_id: customer.id, amount: 5, pricing_unit_code: 'credits' }, 'reservation');
  const events = await client.get('/v1/webhook-events');
  expect(events.status, JSON.stringify(events.body)).toBe(200);
  const webhookEvent = String((events.body.webhook_events as Array<{ id: string }>)[0]?.id);
  const catalog = await created(
    client,
    '/v1/catalogs',
    { name: `Catalog of ${label}`, event_name: 'llm', key_property: 'model', entries: [{ key: 'm1', name: 'M1', dimensions: [{ property: 'tokens', currency_code: 'usd', amount: '1', per: 1000 }] }] },
    'catalog',
  );
  await created(client, `/v1/plans/${plan.id}/catalogs`, { catalog_id: catalog.id, pricing: { mode: 'pass_through' } }, 'plan_catalog');
  const taxRate = await created(client, '/v1/tax-rates', { name: `Tax of ${label}`, percentage: '10', country: 'FR', inclusive: false }, 'tax_rate');
  let invoice: string | null = null;
  let creditNote: string | null = null;
  if (options.bill) {
    const run = await client.post('/v1/billing/run', { as_of: '2026-02-01T00:00:00Z' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const invoices = await client.get('/v1/invoices', { customer_id: String(customer.id) });
    invoice = (invoices.body.invoices?.[0]?.id as string | undefined) ?? null;
    if (invoice) creditNote = String((await created(client, `/v1/invoices/${invoice}/credit-notes`, { amount_cents: 1, reason: 'Isolation' }, 'credit_note')).id);
  }
  const feeBody = fee as { id: string; product: { id: string }; price: { id: string } };
  return {
    customer: String(customer.id),
    plan: String(plan.id),
    planCode: String(plan.plan_code),
    fee: feeBody.id,
    price: feeBody.price.id,
    product: feeBody.product.id,
    pricingUnit: String(unit.id),
    subscription: String(subscription.id),
    creditPack: String(pack.id),
    catalog: String(catalog.id),
    invoice,
    creditNote,
    creditGrant: String(grant.id),
    grantPolicy: String(policy.id),
    signupLink: String(signupLink.id),
    checkoutLink: String(checkoutLink.id),
    webhookEndpoint: String(endpoint.id),
    webhookEvent,
    balanceAlert: String(alert.id),
    reservation: String(reservation.id),
    coupon: String(coupon.id),
    discount: String(discount.id),
    taxRate: String(taxRate.id),
  };
}

/** The id a path parameter names, by the path segment before it (`/plans/:id/fees/:feeId`). */
export function idFor(ids: TenantIds, segment: string): string | null {
  const bySegment: Record<string, string | null> = {
    customers: ids.customer,
    plans: ids.plan,
    fees: ids.fee,
    products: ids.product,
    'pricing-units': ids.pricingUnit,
    subscriptions: ids.subscription,
    'credit-packs': ids.creditPack,
    catalogs: ids.catalog,
    invoices: ids.invoice,
    'credit-notes': ids.creditNote,
    'tax-rates': ids.taxRate,
    'credit-grants': ids.creditGrant,
    'credit-grant-policies': ids.grantPolicy,
    'subscription-signup-links': ids.signupLink,
    'credit-pack-checkout-links': ids.checkoutLink,
    'webhook-endpoints': ids.webhookEndpoint,
    'webhook-events': ids.webhookEvent,
    'balance-alerts': ids.balanceAlert,
    reservations: ids.reservation,
    coupons: ids.coupon,
    discounts: ids.discount,
  };
  return bySegment[segment] ?? null;
}
