/**
 * The README's example ("A first priced event", "A typed client"): a credits plan that bills the
 * shipped LLM catalog at twice its list price, then a customer on it with 1,000 credits and one
 * LLM call priced. Type-checked and run against a real app by test/platform/typedClient.test.ts.
 */
import type { MeterlineClient, Schemas } from './index.js';

/** The global catalog Meterline ships (catalogs/llm-models.json): list prices by `model`, per input and output token. */
export const SHIPPED_LLM_CATALOG = 'LLM models (list prices)';

/**
 * Once per company and mode: a pricing unit `credits` worth a cent each, and a credits plan that
 * bills the shipped LLM catalog at cost x 2 in credits. Answers the plan's id.
 */
export async function setUpAiPlan(meterline: MeterlineClient): Promise<string> {
  const unit = await meterline.POST('/v1/pricing-units', { body: { code: 'credits', name: 'Credits' } });
  if (unit.error) throw new Error(`pricing unit not created: ${unit.error.error.code}`);
  const unitId = unit.data.pricing_unit.id;
  // The first rate of a unit is in force from the beginning: 1 cent buys 1 credit.
  const rate = await meterline.POST('/v1/pricing-units/{id}/conversion-rates', {
    params: { path: { id: unitId } },
    body: { settlement_currency_code: 'usd', money_minor: 1, unit_amount: 1 },
  });
  if (rate.error) throw new Error(`conversion rate not added: ${rate.error.error.code}`);

  const plan = await meterline.POST('/v1/plans', { body: { name: 'AI Pro', type: 'credits', currency_code: 'usd' } });
  if (plan.error) throw new Error(`plan not created: ${plan.error.error.code}`);
  const catalogs = await meterline.GET('/v1/catalogs');
  const catalog = catalogs.data?.catalogs.find((c) => c.name === SHIPPED_LLM_CATALOG);
  if (!catalog) throw new Error(`the shipped catalog "${SHIPPED_LLM_CATALOG}" is not loaded (the server loads it at start, and \`meterline migrate\`)`);
  const attached = await meterline.POST('/v1/plans/{id}/catalogs', {
    params: { path: { id: plan.data.plan.id } },
    body: { catalog_id: catalog.id, pricing: { mode: 'cost_plus', multiplier: 2, denomination: { kind: 'pricing_unit', pricing_unit_id: unitId } } },
  });
  if (attached.error) throw new Error(`catalog not attached: ${attached.error.error.code}`);
  return plan.data.plan.id;
}

/** A customer on the plan with 1,000 credits, and one LLM call: what it cost and the balance after it. */
export async function firstUsage(meterline: MeterlineClient, planId: string, at: Date = new Date()): Promise<Schemas['IngestResult']> {
  const created = await meterline.POST('/v1/customers', { body: { name: 'Ada Lovelace', external_id: 'user_42' } });
  if (created.error) throw new Error(`customer not created: ${created.error.error.code}`);
  const customer: Schemas['Customer'] = created.data.customer;

  const subscribed = await meterline.POST('/v1/subscriptions', { body: { customer_id: customer.id, plan_id: planId } });
  if (subscribed.error) throw new Error(`subscription not created: ${subscribed.error.error.code}`);
  const granted = await meterline.POST('/v1/subscriptions/{id}/credit-grants', {
    params: { path: { id: subscribed.data.subscription.id } },
    body: { name: 'Welcome credits', amount: 1000, pricing_unit_code: 'credits' },
  });
  if (granted.error) throw new Error(`credits not granted: ${granted.error.error.code}`);

  // gpt-4o-mini lists 15 cents per 1M input tokens and 60 per 1M output tokens:
  // 100,000 x 15 / 1,000,000 + 25,000 x 60 / 1,000,000 = 3 cents, x 2 = 6 cents = 6 credits.
  const ingested = await meterline.POST('/v1/events/ingest', {
    body: {
      event_name: 'llm.completion',
      idempotency_key: `completion-${customer.id}-1`,
      customer_id: customer.id,
      timestamp: at.toISOString(),
      properties: { model: 'gpt-4o-mini', input_tokens: 100000, output_tokens: 25000 },
    },
  });
  if (ingested.error) throw new Error(`event refused: ${ingested.error.error.code}`);
  return ingested.data;
}
