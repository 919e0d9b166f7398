import { afterAll, beforeAll, expect, it } from 'vitest';
import { importCatalog, parseCatalogFile } from '../../src/modules/catalogs/importCatalog.js';
import { COST_PLUS_RULE, CURRENCY_DENOMINATION, ERROR_BODY, PASS_THROUGH_RULE, PLAN_CATALOG, PRICING_UNIT_DENOMINATION } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { createCatalog, createPlan, insertPricingUnit, tokens } from './builders.js';

describeEachStore('attaching catalogs to plans', (kind) => {
  let h: Harness;
  let globalId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    const file = parseCatalogFile({ name: 'Operator LLMs', event_name: 'llm.completion', key_property: 'model', entries: [{ key: 'm', name: 'M', dimensions: tokens('250', '1000') }] });
    globalId = (await importCatalog(h.testStore.store.db, h.clock, file, { global: true })).catalog.id;
  });
  afterAll(() => h.close());

  it('builds a plan with a global catalog at cost and its own catalog at cost plus 20% in credits, and reads both back', async () => {
    const planId = await createPlan(h.api, 'AI Pro');
    const ownId = await createCatalog(h.api, 'In-house models');
    const credits = await insertPricingUnit(h.api);

    const passThrough = await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: globalId, pricing: { mode: 'pass_through' } });
    expect(passThrough.status).toBe(201);
    expect(Object.keys(passThrough.body)).toEqual(['success', 'plan_catalog', 'request_id']);
    expectShape(passThrough.body.plan_catalog, PLAN_CATALOG);
    expectShape(passThrough.body.plan_catalog.pricing, PASS_THROUGH_RULE);
    expect(passThrough.body.plan_catalog).toMatchObject({ plan_id: planId, catalog: { id: globalId, global: true, entry_count: 1 }, pricing: { mode: 'pass_through' } });

    h.clock.advance(1000);
    const costPlus = await h.api.post(`/v1/plans/${planId}/catalogs`, {
      catalog_id: ownId,
      pricing: { mode: 'cost_plus', multiplier: 1.2, denomination: { kind: 'pricing_unit', pricing_unit_id: credits } },
    });
    expect(costPlus.status).toBe(201);
    const rule = costPlus.body.plan_catalog.pricing;
    expectShape(rule, COST_PLUS_RULE);
    expectShape('denomination' in rule && rule.denomination, PRICING_UNIT_DENOMINATION);
    expect(rule).toEqual({ mode: 'cost_plus', multiplier: 1.2, denomination: { kind: 'pricing_unit', pricing_unit_id: credits } });

    const list = await h.api.get(`/v1/plans/${planId}/catalogs`);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['success', 'plan_catalogs', 'request_id']);
    for (const attachment of list.body.plan_catalogs) expectShape(attachment, PLAN_CATALOG);
    expect(list.body.plan_catalogs).toEqual([costPlus.body.plan_catalog, passThrough.body.plan_catalog]);
  });

  it('takes a currency denomination for cost_plus', async () => {
    const planId = await createPlan(h.api, 'EUR resale');
    const res = await h.api.post(`/v1/plans/${planId}/catalogs`, {
      catalog_id: globalId,
      pricing: { mode: 'cost_plus', multiplier: 3, denomination: { kind: 'currency', currency_code: 'eur' } },
    });
    expect(res.status).toBe(201);
    expectShape('denomination' in res.body.plan_catalog.pricing && res.body.plan_catalog.pricing.denomination, CURRENCY_DENOMINATION);
    expect(res.body.plan_catalog.pricing).toEqual({ mode: 'cost_plus', multiplier: 3, denomination: { kind: 'currency', currency_code: 'eur' } });
  });

  it('refuses to attach the same catalog twice (409 CATALOG_ALREADY_ATTACHED)', async () => {
    const planId = await createPlan(h.api, 'Twice');
    expect((await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: globalId, pricing: { mode: 'pass_through' } })).status).toBe(201);
    const again = await h.api.post(`/v1/plans/${planId}/catalogs`, {
      catalog_id: globalId,
      pricing: { mode: 'cost_plus', multiplier: 2, denomination: { kind: 'currency', currency_code: 'usd' } },
    });
    expect(again.status).toBe(409);
    expectShape(again.body, ERROR_BODY);
    expect(again.body.error.code).toBe('CATALOG_ALREADY_ATTACHED');
    expect((await h.api.get(`/v1/plans/${planId}/catalogs`)).body.plan_catalogs).toHaveLength(1);
  });

  it("cannot attach another company's or the other mode's catalog (400 naming body.catalog_id), nor use their pricing units", async () => {
    const other = await h.newCompany({ name: 'Other' });
    const theirs = await createCatalog(other.api, 'Theirs');
    const liveOwn = await createCatalog(h.live, 'Live only');
    const theirUnit = await insertPricingUnit(other.api);
    const planId = await createPlan(h.api, 'Isolated');
    for (const catalogId of [theirs, liveOwn, 'no-such-catalog']) {
      const res = await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: catalogId, pricing: { mode: 'pass_through' } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual([{ path: 'body.catalog_id', message: 'is not a global catalog or a catalog of this company and mode' }]);
    }
    const unit = await h.api.post(`/v1/plans/${planId}/catalogs`, {
      catalog_id: globalId,
      pricing: { mode: 'cost_plus', multiplier: 1.5, denomination: { kind: 'pricing_unit', pricing_unit_id: theirUnit } },
    });
    expect(unit.status).toBe(400);
    expect(unit.body.error.details).toEqual([{ path: 'body.pricing.denomination.pricing_unit_id', message: 'is not a pricing unit of this company and mode' }]);
    expect((await h.api.get(`/v1/plans/${planId}/catalogs`)).body.plan_catalogs).toEqual([]);
  });

  it("answers 404 for another company's or the other mode's plan", async () => {
    const other = await h.newCompany({ name: 'Plan owner' });
    const planId = await createPlan(h.api, 'Mine');
    await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: globalId, pricing: { mode: 'pass_through' } });
    for (const client of [h.live, other.api]) {
      expect((await client.get(`/v1/plans/${planId}/catalogs`)).status).toBe(404);
      const res = await client.post(`/v1/plans/${planId}/catalogs`, { catalog_id: globalId, pricing: { mode: 'pass_through' } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it.each([
    [{ pricing: { mode: 'pass_through' } }, 'body.catalog_id', 'is required'],
    [{ catalog_id: 'x' }, 'body.pricing', 'is required'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'at_cost' } }, 'body.pricing.mode', 'must be one of: pass_through, cost_plus'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'pass_through', multiplier: 2 } }, 'body.pricing.multiplier', 'is only allowed when mode is cost_plus'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', denomination: { kind: 'currency', currency_code: 'usd' } } }, 'body.pricing.multiplier', 'is required when mode is cost_plus'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: 1.1 } }, 'body.pricing.denomination', 'is required when mode is cost_plus'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: 0, denomination: { kind: 'currency', currency_code: 'usd' } } }, 'body.pricing.multiplier', null],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: -1, denomination: { kind: 'currency', currency_code: 'usd' } } }, 'body.pricing.multiplier', null],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: '1.2', denomination: { kind: 'currency', currency_code: 'usd' } } }, 'body.pricing.multiplier', null],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: 1.2, denomination: { kind: 'currency', currency_code: 'btc' } } }, 'body.pricing.denomination.currency_code', null],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: 1.2, denomination: { kind: 'currency' } } }, 'body.pricing.denomination.currency_code', 'is required when kind is currency'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: 1.2, denomination: { kind: 'pricing_unit' } } }, 'body.pricing.denomination.pricing_unit_id', 'is required when kind is pricing_unit'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'cost_plus', multiplier: 1.2, denomination: { kind: 'currency', currency_code: 'usd', pricing_unit_id: 'x' } } }, 'body.pricing.denomination.pricing_unit_id', 'is only allowed when kind is pricing_unit'],
    [{ catalog_id: 'GLOBAL', pricing: { mode: 'pass_through' }, rule: 'x' }, 'body.rule', 'is not a known field'],
  ])('refuses a bad attach body with a 400 naming the path (%#)', async (rawBody, path, message) => {
    const planId = await createPlan(h.api, `Bad body ${Math.random()}`);
    const body = JSON.parse(JSON.stringify(rawBody).replace('"GLOBAL"', JSON.stringify(globalId))) as unknown;
    const res = await h.api.post(`/v1/plans/${planId}/catalogs`, body);
    expect(res.status).toBe(400);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    const detail = res.body.error.details.find((d: { path: string }) => d.path === path);
    expect(detail, JSON.stringify(res.body.error.details)).toBeDefined();
    if (message) expect(detail!.message).toBe(message);
    expect((await h.api.get(`/v1/plans/${planId}/catalogs`)).body.plan_catalogs).toEqual([]);
  });
});
