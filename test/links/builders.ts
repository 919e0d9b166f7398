/**
 * One-line set-ups for link stories, through the API like an integrator would:
 *   const shop = await setupShop(h.api);   // a "Pro" plan: $49.00/month in advance + 0.2 credits per 1,000 tokens, a pack
 *   const sub = await subscribe(h.api, customerId, shop.plan.id);
 */
import { expect } from 'vitest';
import type { Client } from '../support/harness.js';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export interface Shop {
  plan: { id: string; plan_code: string; name: string };
  unit: { id: string; code: string };
  pack: { id: string; code: string };
}

export interface ShopOptions {
  name?: string;
  currency?: string;
  cadence?: 'monthly' | 'quarterly' | 'yearly';
  /** Monthly in-advance flat fee in minor units; null for none. */
  flatMinor?: number | null;
  unit?: { id: string; code: string };
  pack?: { money_minor: number; unit_amount: number; expiration_interval_count?: number | null; expiration_interval_unit?: string };
}

/** A plan with a flat in-advance fee, a per-unit fee in a pricing unit and a credit pack. */
export async function setupShop(api: Client, options: ShopOptions = {}): Promise<Shop> {
  const name = options.name ?? `Pro ${next()}`;
  const planRes = await api.post('/v1/plans', {
    name,
    plan_code: `pro_${next()}`,
    type: 'credits',
    currency_code: options.currency ?? 'usd',
    invoicing_cadence: options.cadence ?? 'monthly',
  });
  expect(planRes.status, JSON.stringify(planRes.body)).toBe(201);
  const plan = planRes.body.plan as Shop['plan'];
  let unit = options.unit;
  if (!unit) {
    const unitRes = await api.post('/v1/pricing-units', { code: `credits_${next()}`, name: 'credits' });
    expect(unitRes.status, JSON.stringify(unitRes.body)).toBe(201);
    unit = unitRes.body.pricing_unit as { id: string; code: string };
  }
  const flat = options.flatMinor === undefined ? 4900 : options.flatMinor;
  if (flat !== null) {
    const fee = await api.post(`/v1/plans/${plan.id}/fees`, {
      product: { name: 'Platform fee' },
      price: { pricing_model: 'flat', amount: flat, cadence: 'monthly', currency_code: options.currency ?? 'usd' },
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
  }
  const usage = await api.post(`/v1/plans/${plan.id}/fees`, {
    product: { name: 'Output tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'output_tokens' } } },
    price: { pricing_model: 'per_unit', amount: 0.2, denominator: 1000, pricing_unit_id: unit.id, display_denominator: '1,000 tokens' },
  });
  expect(usage.status, JSON.stringify(usage.body)).toBe(201);
  const packRes = await api.post(`/v1/plans/${plan.id}/credit-packs`, {
    code: `pack_${next()}`,
    pricing_unit_id: unit.id,
    ...(options.pack ?? { money_minor: 1000, unit_amount: 5000, expiration_interval_count: 1, expiration_interval_unit: 'year' }),
  });
  expect(packRes.status, JSON.stringify(packRes.body)).toBe(201);
  return { plan, unit, pack: packRes.body.credit_pack as Shop['pack'] };
}

export async function setupCustomer(api: Client, name = 'Ada Lovelace'): Promise<{ id: string }> {
  const res = await api.post('/v1/customers', { name, email: 'ada@example.test' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.customer;
}

/** A subscription through the API; these stories may subscribe one customer to one plan more than once, so duplicates are allowed. */
export async function subscribe(api: Client, customerId: string, planId: string, extra: Record<string, unknown> = {}): Promise<{ id: string; plan_id: string }> {
  const res = await api.post('/v1/subscriptions', { customer_id: customerId, plan_id: planId, allow_duplicate: true, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.subscription;
}

/** The token at the end of a link's url. */
export function tokenOf(url: string): string {
  const token = url.split('/').pop();
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}
