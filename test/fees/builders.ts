/** One-line setup for fee stories: plans, products with metrics, pricing units. */
import { expect } from 'vitest';
import { newId } from '../../src/db/ids.js';
import type { Client, Harness } from '../support/harness.js';

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

/** A pricing unit row for the company's test mode (the pricing-units API belongs to another module). */
export async function pricingUnit(h: Harness, companyId = h.company.id, mode: 'test' | 'live' = 'test'): Promise<string> {
  const id = newId();
  const now = h.clock.now().toISOString();
  await h.testStore.store.db
    .insertInto('pricing_units')
    .values({ id, company_id: companyId, mode, code: `credits_${id.slice(0, 8)}`, name: 'Credits', created_at: now, updated_at: now })
    .execute();
  return id;
}
