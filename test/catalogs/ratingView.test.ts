import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../src/money/decimal.js';
import { importCatalog, parseCatalogFile } from '../../src/modules/catalogs/importCatalog.js';
import { catalogCost, entryFor, loadPlanCatalogs, loadRatingCatalog, readProperty, type RatingCatalog, type RatingDimension } from '../../src/modules/catalogs/ratingView.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { createCatalog, createPlan, insertPricingUnit, tokens } from './builders.js';

const gpt: RatingDimension[] = [
  { property: 'input_tokens', currencyCode: 'usd', amount: new Decimal('250'), per: 1_000_000 },
  { property: 'output_tokens', currencyCode: 'usd', amount: new Decimal('1000'), per: 1_000_000 },
];

describe('catalogCost (pure)', () => {
  it('sums property x amount / per over the dimensions, exactly, in minor units', () => {
    // 1,200 input tokens at $2.50/1M + 350 output tokens at $10/1M = 0.3 + 0.35 cents.
    expect(catalogCost(gpt, { input_tokens: 1200, output_tokens: 350 })).toEqual({ currencyCode: 'usd', amountMinor: new Decimal('0.65') });
    expect(catalogCost(gpt, { input_tokens: '1000000', output_tokens: 0 })?.amountMinor.toFixed()).toBe('250');
    expect(catalogCost(gpt, { usage: 1, input_tokens: 1, output_tokens: 1 })?.amountMinor.toFixed()).toBe('0.00125');
  });

  it('is null when a property is missing, not numeric or negative', () => {
    expect(catalogCost(gpt, { input_tokens: 10 })).toBeNull();
    expect(catalogCost(gpt, { input_tokens: 10, output_tokens: 'many' })).toBeNull();
    expect(catalogCost(gpt, { input_tokens: 10, output_tokens: null })).toBeNull();
    expect(catalogCost(gpt, { input_tokens: -10, output_tokens: 1 })).toBeNull();
    expect(catalogCost(gpt, undefined)).toBeNull();
    expect(catalogCost([], { input_tokens: 1 })).toBeNull();
  });

  it('reads dotted paths into nested properties', () => {
    const nested: RatingDimension[] = [{ property: 'usage.prompt', currencyCode: 'eur', amount: new Decimal('3'), per: 1000 }];
    expect(catalogCost(nested, { usage: { prompt: 2000 } })).toEqual({ currencyCode: 'eur', amountMinor: new Decimal('6') });
    expect(readProperty({ 'usage.prompt': 5, usage: { prompt: 7 } }, 'usage.prompt')).toBe(5);
    expect(readProperty({ usage: [1] }, 'usage.0')).toBeUndefined();
  });

  it('is additive in the quantities and never negative (property)', () => {
    const quantity = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(quantity, quantity, quantity, quantity, (i1, o1, i2, o2) => {
        const a = catalogCost(gpt, { input_tokens: i1, output_tokens: o1 })!.amountMinor;
        const b = catalogCost(gpt, { input_tokens: i2, output_tokens: o2 })!.amountMinor;
        const both = catalogCost(gpt, { input_tokens: i1 + i2, output_tokens: o1 + o2 })!.amountMinor;
        return both.equals(a.plus(b)) && !both.isNegative();
      }),
    );
  });
});

describe('entryFor (pure)', () => {
  const catalog: RatingCatalog = {
    catalogId: 'c',
    name: 'LLMs',
    eventName: 'llm.completion',
    keyProperty: 'model',
    entries: new Map([
      ['gpt', { key: 'gpt', name: 'GPT', dimensions: gpt, price: null }],
      ['42', { key: '42', name: 'Numbered', dimensions: gpt, price: null }],
    ]),
  };
  it('matches the event name and the entry key at the key property', () => {
    expect(entryFor(catalog, 'llm.completion', { model: 'gpt' })?.name).toBe('GPT');
    expect(entryFor(catalog, 'llm.completion', { model: 42 })?.name).toBe('Numbered');
    expect(entryFor(catalog, 'llm.embedding', { model: 'gpt' })).toBeNull();
    expect(entryFor(catalog, 'llm.completion', { model: 'unknown' })).toBeNull();
    expect(entryFor(catalog, 'llm.completion', {})).toBeNull();
    expect(entryFor(catalog, 'llm.completion', { model: ['gpt'] })).toBeNull();
  });
});

describeEachStore('loadPlanCatalogs', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it("gives ingest a plan's catalogs with rules, decimals and entries, oldest attachment first, scoped to the company and mode", async () => {
    const db = h.testStore.store.db;
    const file = parseCatalogFile({ name: 'Shipped', event_name: 'llm.completion', key_property: 'model', entries: [{ key: 'gpt', name: 'GPT', dimensions: tokens('250', '1000') }] });
    const globalId = (await importCatalog(db, h.clock, file, { global: true })).catalog.id;
    const ownId = await createCatalog(h.api, 'Own');
    const credits = await insertPricingUnit(h.api);
    const planId = await createPlan(h.api, 'Rated');
    await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: globalId, pricing: { mode: 'pass_through' } });
    h.clock.advance(1000);
    await h.api.post(`/v1/plans/${planId}/catalogs`, {
      catalog_id: ownId,
      pricing: { mode: 'cost_plus', multiplier: 1.15, denomination: { kind: 'pricing_unit', pricing_unit_id: credits } },
    });

    const scope = { companyId: h.company.id, mode: 'test' as const };
    const attached = await loadPlanCatalogs({ db, scope }, planId);
    expect(attached.map((a) => a.catalogId)).toEqual([globalId, ownId]);
    const [shipped, own] = attached;
    expect(shipped).toMatchObject({ name: 'Shipped', eventName: 'llm.completion', keyProperty: 'model', pricing: { mode: 'pass_through' } });
    expect(shipped?.entries.get('gpt')?.dimensions).toEqual(gpt);
    expect(own?.pricing).toEqual({ mode: 'cost_plus', multiplier: new Decimal('1.15'), denomination: { kind: 'pricing_unit', pricingUnitId: credits } });
    const fancy = own?.entries.get('fancy');
    expect(fancy?.price?.[1]?.amount.toFixed()).toBe('3000');
    expect(catalogCost(fancy!.price!, { input_tokens: 1000, output_tokens: 1000 })?.amountMinor.toFixed()).toBe('3.6');

    expect(await loadPlanCatalogs({ db: db, scope: { ...scope, mode: 'live' } }, planId)).toEqual([]);
    const other = await h.newCompany({ name: 'Other' });
    expect(await loadPlanCatalogs({ db: db, scope: { companyId: other.company.id, mode: 'test' } }, planId)).toEqual([]);
    expect((await loadRatingCatalog({ db: db, scope: { companyId: other.company.id, mode: 'test' } }, globalId))?.entries.size).toBe(1);
    expect(await loadRatingCatalog({ db: db, scope: { companyId: other.company.id, mode: 'test' } }, ownId)).toBeNull();
  });
});
