/**
 * Detach a catalog from a plan: POST /v1/plans/{id}/catalogs/{catalogId}/detach, on both stores.
 *
 * Story: a usage plan prices llm.completion by a company catalog, pass-through: "our-model" costs
 * 100 cents per 1M input tokens. One event of 1M input tokens costs 100 cents (wallet -100).
 * The catalog is detached: the next event matches nothing and costs nothing (wallet stays -100),
 * the first event keeps its charge. Attached again, the next event costs 100 again (wallet -200).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { catalogBody } from './builders.js';

describeEachStore('detaching a catalog from a plan', (kind) => {
  let h: Harness;
  let planId: string;
  let catalogId: string;
  let customerId: string;
  const ingest = () => h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', { model: 'our-model', input_tokens: 1_000_000, output_tokens: 0 }));
  const detach = (plan = planId, catalog = catalogId, api = h.api) => api.post(`/v1/plans/${plan}/catalogs/${catalog}/detach`);

  beforeAll(async () => {
    h = await createHarness(kind);
    planId = (await setupPlan(h.api, { type: 'usage' })).id;
    const created = await h.api.post('/v1/catalogs', catalogBody('Ours'));
    catalogId = created.body.catalog.id;
    customerId = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  it('stops pricing by the catalog from the next event; what it charged stays charged', async () => {
    const attached = await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: catalogId, pricing: { mode: 'pass_through' } });
    expect(attached.status).toBe(201);
    const first = await ingest();
    expect(first.body).toMatchObject({ status: 'inserted', cost: [{ amount: '100', account_type: 'currency', currency_code: 'usd' }] });

    const res = await detach();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, plan_catalog: attached.body.plan_catalog, request_id: res.body.request_id });
    expect((await h.api.get(`/v1/plans/${planId}/catalogs`)).body.plan_catalogs).toEqual([]);

    const second = await ingest();
    expect(second.body).toMatchObject({ status: 'inserted', cost: [], customer_balances: [{ balance: '-100', account_type: 'currency', currency_code: 'usd' }] });
    const events = (await h.api.get('/v1/events', { customer_id: customerId })).body.events as Array<{ id: string; charges: Array<{ plan_catalog_id: string; amount: string }> }>;
    expect(events.find((e) => e.id === first.body.usage_id)?.charges).toMatchObject([{ plan_catalog_id: attached.body.plan_catalog.id, amount: '100' }]);
  });

  it('is a 404 once detached, for another company or mode, and for an unknown plan or catalog', async () => {
    const other = await h.newCompany();
    for (const res of [await detach(), await detach(planId, catalogId, other.api), await detach(planId, catalogId, h.live), await detach('plan_unknown'), await detach(planId, 'cat_unknown')]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('can be attached again, and prices again', async () => {
    const again = await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: catalogId, pricing: { mode: 'pass_through' } });
    expect(again.status).toBe(201);
    expect((await ingest()).body).toMatchObject({ cost: [{ amount: '100' }], customer_balances: [{ balance: '-200' }] });
    const withBody = await h.api.post(`/v1/plans/${planId}/catalogs/${catalogId}/detach`, { now: true });
    expect(withBody.status).toBe(400);
    expect((await h.api.get(`/v1/plans/${planId}/catalogs`)).body.plan_catalogs).toHaveLength(1);
    expect((await h.api.post(`/v1/plans/${planId}/catalogs/${catalogId}/detach`, {})).status).toBe(200);
  });
});
