/**
 * A cost metric that prices from a catalog (`cost: { catalog_id }`) names a catalog the caller can
 * read, a global one or its own in this mode; anything else is a 400 at creation naming the field,
 * on POST /v1/products and inline in a fee (issue 13 item 8). Rating reads only catalogs visible
 * to the event's company and mode, even for a product stored without the check.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.js';
import { importCatalog, parseCatalogFile } from '../../src/modules/catalogs/index.js';
import { createCatalog, tokens } from '../catalogs/builders.js';
import { ingestBody, setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

const costFrom = (catalogId: string) => ({ expression: { event_name: 'llm.completion', cost: { catalog_id: catalogId } } });
const REFUSED = 'is not a global catalog or a catalog of this company and mode';

describeEachStore('a cost metric naming a catalog', (kind) => {
  let h: Harness;
  let globalId: string;
  let theirs: string;
  let liveOwn: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    const file = parseCatalogFile({
      name: 'Operator models',
      event_name: 'llm.completion',
      key_property: 'model',
      entries: [{ key: 'm', name: 'M', dimensions: tokens('250', '1000') }],
    });
    globalId = (await importCatalog(h.testStore.store.db, h.clock, file, { global: true })).catalog.id;
    const other = await h.newCompany({ name: 'Other' });
    theirs = await createCatalog(other.api, 'Theirs');
    liveOwn = await createCatalog(h.live, 'Live only');
  });
  afterAll(() => h.close());

  const productCount = async (): Promise<number> => {
    const rows = await h.testStore.store.db.selectFrom('products').select('id').where('company_id', '=', h.company.id).execute();
    return rows.length;
  };

  it("refuses another company's, the other mode's, or no catalog on POST /v1/products (400 naming the field), storing nothing", async () => {
    const before = await productCount();
    for (const catalogId of [theirs, liveOwn, 'no-such-catalog']) {
      const res = await h.api.post('/v1/products', { name: 'Resold', cost_metric: costFrom(catalogId) });
      expect(res.status, catalogId).toBe(400);
      expectShape(res.body, ERROR_BODY);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ path: 'body.cost_metric.expression.cost.catalog_id', message: REFUSED }]);
    }
    expect(await productCount()).toBe(before);
  });

  it('refuses it inline in a fee too (400 naming body.product...catalog_id); the plan gets no fee', async () => {
    const plan = await setupPlan(h.api);
    const before = await productCount();
    for (const catalogId of [theirs, liveOwn, 'no-such-catalog']) {
      const res = await h.api.post(`/v1/plans/${plan.id}/fees`, {
        product: { name: 'Resold', cost_metric: costFrom(catalogId) },
        price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
      });
      expect(res.status, catalogId).toBe(400);
      expect(res.body.error.details).toEqual([{ path: 'body.product.cost_metric.expression.cost.catalog_id', message: REFUSED }]);
    }
    expect((await h.api.get(`/v1/plans/${plan.id}/fees`)).body.fees).toEqual([]);
    expect(await productCount()).toBe(before);
  });

  it('accepts its own catalog and a global one, and prices from its own (story)', async () => {
    expect((await h.api.post('/v1/products', { name: 'From global', cost_metric: costFrom(globalId) })).status).toBe(201);
    // The live key's own catalog is fine in live mode.
    expect((await h.live.post('/v1/products', { name: 'Live resold', cost_metric: costFrom(liveOwn) })).status).toBe(201);

    const own = await createCatalog(h.api, 'Ours');
    const plan = await setupPlan(h.api);
    const fee = await h.api.post(`/v1/plans/${plan.id}/fees`, {
      product: { name: 'Resold', cost_metric: costFrom(own) },
      price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const customer = await setupCustomer(h.api);
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });

    // "our-model" costs $1 (100 minor) per 1M input tokens and $2 (200 minor) per 1M output tokens.
    // 2,000,000 input + 500,000 output = 200 + 100 = 300 minor units of cost;
    // cost_plus x1.5 = 450 minor units (USD 4.50) charged.
    const res = await h.api.post(
      '/v1/events/ingest',
      ingestBody(customer.id, 'llm.completion', { model: 'our-model', input_tokens: 2_000_000, output_tokens: 500_000 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.status, JSON.stringify(res.body)).toBe('inserted');
    expect(res.body.cost).toEqual([expect.objectContaining({ amount: '450', currency_code: 'usd' })]);
  });

  it("never reads another company's catalog when rating, even for a product stored without the check", async () => {
    // A product written straight to the store (as one created before the check could be), whose
    // cost metric names the other company's catalog: the event must not be priced from it.
    const plan = await setupPlan(h.api);
    const productId = newId();
    const at = h.clock.now().toISOString();
    await h.testStore.store.db
      .insertInto('products')
      .values({
        id: productId,
        company_id: h.company.id,
        mode: 'test',
        name: 'Legacy resold',
        billable_metric: null,
        // The stored (normalized) form, as metricToJson writes it.
        cost_metric: JSON.stringify({ expression: { event_name: 'llm.completion', filters: {}, cost: { catalog_id: theirs } } }),
        created_at: at,
        updated_at: at,
      })
      .execute();
    const fee = await h.api.post(`/v1/plans/${plan.id}/fees`, {
      product_id: productId,
      price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const customer = await setupCustomer(h.api);
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    const res = await h.api.post(
      '/v1/events/ingest',
      ingestBody(customer.id, 'llm.completion', { model: 'our-model', input_tokens: 2_000_000, output_tokens: 500_000 }),
    );
    expect(res.status).toBe(200);
    // The other company's "our-model" entry would price it at 450; it is never read.
    expect(JSON.stringify(res.body)).not.toContain('450');
    expect(res.body.status).toBe('failed');
    expect(res.body.error.code).toBe('PRICE_NOT_FOUND');
  });
});
