/** One-line setup for fee stories: plans, products with metrics, pricing units. */
import { expect } from 'vitest';
import { newId } from '../../src/db/ids.js';
import type { Client } from '../support/harness.js';

export const TOKENS = { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'output_tokens' } };
export const COST = { expression: { event_name: 'llm.completion', cost: { property: 'cost', currency_code: 'usd', unit: 'minor' } } };

export async function plan(api: Client, body: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post('/v1/plans', { name: `Plan ${newId().slice(0, 6)}`, ...body });
  expect(res.status).toBe(201);
  return res.body.plan.id as string;
}

export async function product(api: Client, body: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post('/v1/products', { name: 'Output tokens', billable_metric: TOKENS, ...body });
  expect(res.status).toBe(201);
  return res.body.product.id as string;
}

/** A pricing unit of the client's company and mode, through the API (a fresh code each time). */
export async function pricingUnit(api: Client): Promise<string> {
  const code = `credits_${newId().slice(-8)}`;
  const res = await api.post('/v1/pricing-units', { code, name: 'Credits' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.pricing_unit.id as string;
}
