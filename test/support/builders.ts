/**
 * One-line set-ups for billing stories, through the API like an integrator would:
 *   const customer = await setupCustomer(h.api);
 *   const plan = await setupPlan(h.api, { type: 'credits' });
 */
import { expect } from 'vitest';
import type { Client, Harness } from './harness.js';

export async function setupCustomer(api: Client, body: Record<string, unknown> = {}): Promise<{ id: string }> {
  const res = await api.post('/v1/customers', { name: 'Customer', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.customer;
}

export async function setupPlan(api: Client, body: Record<string, unknown> = {}): Promise<{ id: string; plan_code: string }> {
  const res = await api.post('/v1/plans', { name: `Plan ${Math.random().toString(36).slice(2, 8)}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.plan as { id: string; plan_code: string }; // derived from the name unless the body says null
}

export async function setupFee(api: Client, planId: string, body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await api.post(`/v1/plans/${planId}/fees`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.fee;
}

export async function setupPricingUnit(api: Client, code = 'credits', rate?: { money_minor: string | number; unit_amount: string | number; settlement_currency_code?: string }) {
  const res = await api.post('/v1/pricing-units', { code, name: code });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const unit = res.body.pricing_unit as { id: string; code: string };
  if (rate) {
    const added = await api.post(`/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', ...rate });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return unit;
}

/** A subscription through the API (the harness argument is kept for the stories already written). */
export async function setupSubscription(
  _h: Harness,
  api: Client,
  input: { customer_id: string; plan_id: string; start_date?: string },
): Promise<{ id: string }> {
  const res = await api.post('/v1/subscriptions', input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.subscription;
}

export async function grant(api: Client, subscriptionId: string, body: Record<string, unknown>) {
  const res = await api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Grant', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.credit_grant;
}

let keySeq = 0;
export function ingestBody(customerId: string, eventName: string, properties: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  keySeq += 1;
  return {
    event_name: eventName,
    idempotency_key: `k-${Date.now().toString(36)}-${keySeq}-${Math.random().toString(36).slice(2)}`,
    customer_id: customerId,
    timestamp: '2026-01-15T12:00:00Z',
    properties,
    ...extra,
  };
}
