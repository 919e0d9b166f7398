import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadShippedCatalogs } from '../../src/modules/catalogs/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';

interface ShippedEntry {
  key: string;
  dimensions: Array<{ property: string; currency_code: string; amount: string; per: number }>;
}
const shipped = JSON.parse(fs.readFileSync(new URL('../../catalogs/llm-models.json', import.meta.url), 'utf8')) as {
  name: string;
  entries: ShippedEntry[];
};
const model = shipped.entries[0] as ShippedEntry;
const input = model.dimensions.find((d) => d.property === 'input_tokens');
const output = model.dimensions.find((d) => d.property === 'output_tokens');

describeEachStore('catalog-priced ingest', (kind) => {
  let h: Harness;
  let catalogId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    await loadShippedCatalogs(h.testStore.store.db, h.clock);
    const catalogs = (await h.api.get('/v1/catalogs')).body.catalogs as Array<{ id: string; name: string }>;
    catalogId = (catalogs.find((c) => c.name === shipped.name) as { id: string }).id;
  });
  afterAll(() => h.close());

  it(`passes through the list price of ${model.key} from the shipped catalog`, async () => {
    const plan = await setupPlan(h.api, { type: 'usage' });
    expect((await h.api.post(`/v1/plans/${plan.id}/catalogs`, { catalog_id: catalogId, pricing: { mode: 'pass_through' } })).status).toBe(201);
    const customer = await setupCustomer(h.api);
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    const res = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'llm.completion', { model: model.key, input_tokens: 1_000_000, output_tokens: 500_000 }));
    // One million input tokens cost the input amount; half a million output tokens half the output amount.
    const expected = Number(input?.amount) + Number(output?.amount) / 2;
    expect(res.body).toMatchObject({ status: 'inserted', cost: [{ amount: String(expected), account_type: 'currency', currency_code: 'usd' }] });
    expect(res.body.customer_balances).toEqual([{ balance: String(-expected), account_type: 'currency', currency_code: 'usd' }]);
  });

  it('charges cost x multiplier in a pricing unit through the attachment rule', async () => {
    const unit = await setupPricingUnit(h.api, 'tokens_credit', { money_minor: 1, unit_amount: 1 });
    const plan = await setupPlan(h.api, { type: 'credits' });
    await h.api.post(`/v1/plans/${plan.id}/catalogs`, {
      catalog_id: catalogId,
      pricing: { mode: 'cost_plus', multiplier: 1.5, denomination: { kind: 'pricing_unit', pricing_unit_id: unit.id } },
    });
    const customer = await setupCustomer(h.api);
    await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    const res = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'llm.completion', { model: model.key, input_tokens: 2_000_000, output_tokens: 0 }));
    const expected = Number(input?.amount) * 2 * 1.5; // cents -> credits 1:1
    expect(res.body.cost).toEqual([{ amount: String(expected), account_type: 'pricing_unit', pricing_unit_code: 'tokens_credit' }]);
    // A model the catalog does not list cannot be priced: refused, nothing stored, never free.
    const unknownModel = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'llm.completion', { model: 'no-such-model', input_tokens: 5 }));
    expect(unknownModel.body).toMatchObject({ success: false, status: 'failed', error: { code: 'PRICE_NOT_FOUND' } });
  });
});
