/** One-line setup for catalog stories: bodies, plans, pricing units. */
import type { Client } from '../support/harness.js';

export function tokens(input: string, output: string) {
  return [
    { property: 'input_tokens', currency_code: 'usd', amount: input, per: 1_000_000 },
    { property: 'output_tokens', currency_code: 'usd', amount: output, per: 1_000_000 },
  ];
}

/** A company catalog body: "our-model" at $1 / $2 per 1M tokens, "fancy" with its own price. */
export function catalogBody(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    event_name: 'llm.completion',
    key_property: 'model',
    entries: [
      { key: 'our-model', name: 'Our model', dimensions: tokens('100', '200') },
      { key: 'fancy', name: 'Fancy', dimensions: tokens('300', '1500'), price: tokens('600', '3000') },
    ],
    ...extra,
  };
}

export async function createCatalog(api: Client, name: string): Promise<string> {
  const res = await api.post('/v1/catalogs', catalogBody(name));
  if (res.status !== 201) throw new Error(`catalog create failed: ${JSON.stringify(res.body)}`);
  return res.body.catalog.id as string;
}

export async function createPlan(api: Client, name = 'AI plan'): Promise<string> {
  const res = await api.post('/v1/plans', { name });
  if (res.status !== 201) throw new Error(`plan create failed: ${JSON.stringify(res.body)}`);
  return res.body.plan.id as string;
}

/** A pricing unit of the client's company and mode, through the API. */
export async function insertPricingUnit(api: Client, code = 'credits'): Promise<string> {
  const res = await api.post('/v1/pricing-units', { code, name: code });
  if (res.status !== 201) throw new Error(`pricing unit create failed: ${JSON.stringify(res.body)}`);
  return res.body.pricing_unit.id as string;
}
