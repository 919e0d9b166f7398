import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { shape, expectShape, nested } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

/** Not in the contract; docs/decisions.md, Resources beyond the contract, keeps it small. */
const METRIC = shape({ expression: 'object' });
const PRODUCT = shape({
  id: 'string',
  name: 'string',
  billable_metric: nested(METRIC, { nullable: true }),
  cost_metric: nested(METRIC, { nullable: true }),
  created_at: 'iso',
  updated_at: 'iso',
});

describeEachStore('products', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('creates a product with metrics, normalized, and reads it back', async () => {
    const res = await h.api.post('/v1/products', {
      name: 'GPT-4o output tokens',
      billable_metric: { expression: { event_name: 'llm.completion', filters: { model: ['gpt-4o', 'gpt-4o-mini'], region: 'eu' }, aggregation: 'sum', property: 'usage.output_tokens' } },
      cost_metric: { expression: { event_name: 'llm.completion', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'product', 'request_id']);
    expectShape(res.body.product, PRODUCT);
    expect(res.body.product).toMatchObject({
      name: 'GPT-4o output tokens',
      billable_metric: {
        expression: { event_name: 'llm.completion', filters: { model: ['gpt-4o', 'gpt-4o-mini'], region: 'eu' }, aggregation: 'sum', property: 'usage.output_tokens' },
      },
      cost_metric: { expression: { event_name: 'llm.completion', filters: {}, cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } },
    });
    const read = await h.api.get(`/v1/products/${res.body.product.id}`);
    expect(read.status).toBe(200);
    expect(read.body.product).toEqual(res.body.product);
  });

  it('creates a product without metrics: both null', async () => {
    const res = await h.api.post('/v1/products', { name: 'Platform fee', billable_metric: null });
    expect(res.status).toBe(201);
    expectShape(res.body.product, PRODUCT);
    expect(res.body.product).toMatchObject({ billable_metric: null, cost_metric: null });
    const count = await h.api.post('/v1/products', { name: 'API calls', billable_metric: { expression: { event_name: 'api.call' } } });
    expect(count.body.product.billable_metric).toEqual({ expression: { event_name: 'api.call', filters: {}, aggregation: 'count', property: null } });
  });

  it('refuses a bad expression with 400 naming the path, and writes nothing', async () => {
    const res = await h.api.post('/v1/products', {
      name: 'Broken',
      billable_metric: { expression: { event_name: 'llm', filters: { model: { gt: 3 } } } },
    });
    expect(res.status).toBe(400);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details).toEqual([{ path: 'body.billable_metric.expression.filters.model', message: expect.any(String) }]);
    const cost = await h.api.post('/v1/products', { name: 'Broken', cost_metric: { expression: { event_name: 'llm', cost: { property: 'c', currency_code: 'usd', unit: 'cents' } } } });
    expect(cost.body.error.details).toEqual([{ path: 'body.cost_metric.expression.cost.unit', message: expect.any(String) }]);
    const missing = await h.api.post('/v1/products', { name: 'Broken', billable_metric: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toBe('body.billable_metric.expression');
    const noName = await h.api.post('/v1/products', {});
    expect(noName.body.error.details[0].path).toBe('body.name');
    const rows = await h.testStore.store.db.selectFrom('products').select('id').where('name', '=', 'Broken').execute();
    expect(rows).toEqual([]);
  });

  it("hides another company's and the other mode's products (404)", async () => {
    const created = await h.api.post('/v1/products', { name: 'Private' });
    const id = created.body.product.id as string;
    const other = await h.newCompany({ name: 'Other' });
    expect((await h.live.get(`/v1/products/${id}`)).status).toBe(404);
    expect((await other.api.get(`/v1/products/${id}`)).body.error.code).toBe('NOT_FOUND');
    expect((await h.api.get('/v1/products/nope')).status).toBe(404);
  });
});
