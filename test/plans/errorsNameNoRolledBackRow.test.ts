/**
 * An error never names a row its own transaction rolled back (issue 12, smaller items). A fee with
 * an inline product that cannot carry its price used to answer "Product <id> needs a
 * cost_metric": the id of the product the failing request was about to create, which never
 * existed. It now names the product by its place in the body; an existing product is still named
 * by its id, which exists. Every id an error names here can be fetched.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

const ID = /\b[a-z][a-z0-9]{23}\b/g;

describeEachStore('errors name only rows that exist', (kind) => {
  let h: Harness;
  let planId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    planId = (await setupPlan(h.api, { name: 'Plan' })).id;
  });
  afterAll(() => h.close());

  /** Every id-looking word of the error, in its message and details. */
  function idsIn(error: { message: string; details?: { message: string }[] }): string[] {
    return [error.message, ...(error.details ?? []).map((d) => d.message)].flatMap((text) => text.match(ID) ?? []);
  }

  it('an inline product refused with its fee is named by its place in the body, not by an id that never existed', async () => {
    const costPlus = await h.api.post(`/v1/plans/${planId}/fees`, {
      product: { name: 'No cost', billable_metric: { expression: { event_name: 'llm.completion' } } },
      price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
    });
    expect(costPlus.status).toBe(422);
    expect(costPlus.body.error).toEqual({
      code: 'COST_METRIC_REQUIRED',
      message: 'The inline product (body.product) needs a cost_metric before it can carry a cost_plus price',
      details: [{ path: 'body.product.cost_metric', message: 'needs a product with a cost_metric for a cost_plus price' }],
    });
    const perUnit = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'No metric' }, price: { pricing_model: 'per_unit', amount: 1 } });
    expect(perUnit.status).toBe(422);
    expect(perUnit.body.error.code).toBe('BILLABLE_METRIC_REQUIRED');
    expect(perUnit.body.error.details).toEqual([{ path: 'body.product.billable_metric', message: 'needs a product with a billable_metric for a per_unit price' }]);
    expect([...idsIn(costPlus.body.error), ...idsIn(perUnit.body.error)]).toEqual([]);
  });

  it('an existing product is named by its id, which exists', async () => {
    const product = await h.api.post('/v1/products', { name: 'Plain' });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const res = await h.api.post(`/v1/plans/${planId}/fees`, { product_id: product.body.product.id, price: { pricing_model: 'per_unit', amount: 1 } });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([{ path: 'body.product_id', message: 'needs a product with a billable_metric for a per_unit price' }]);
    for (const id of idsIn(res.body.error)) expect((await h.api.get(`/v1/products/${id}`)).status).toBe(200);
  });

  it('a refused second subscription names the first, which exists, and nothing of its own', async () => {
    const customer = await setupCustomer(h.api);
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId })).status).toBe(201);
    const before = (await h.api.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions.length;
    const again = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId });
    expect(again.status).toBe(409);
    const named = idsIn(again.body.error);
    expect(named).toHaveLength(1);
    for (const id of named) expect((await h.api.get(`/v1/subscriptions/${id}`)).status).toBe(200);
    expect((await h.api.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions).toHaveLength(before);
  });
});
