import { afterAll, beforeAll, expect, it } from 'vitest';
import { importCatalog, parseCatalogFile } from '../../src/modules/catalogs/importCatalog.js';
import { CATALOG, ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { catalogBody, createCatalog, tokens } from './builders.js';

describeEachStore('company catalogs over the API', (kind) => {
  let h: Harness;
  let globalId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    const file = parseCatalogFile({ name: 'Operator list', event_name: 'llm.completion', key_property: 'model', entries: [{ key: 'm', name: 'M', dimensions: tokens('1', '2') }] });
    globalId = (await importCatalog(h.testStore.store.db, h.clock, file, { global: true })).catalog.id;
  });
  afterAll(() => h.close());

  it('creates a catalog with entries and reads it back field for field', async () => {
    const res = await h.api.post('/v1/catalogs', catalogBody('Our models'));
    expect(res.status).toBe(201);
    expectShape(res.body, { fields: { success: 'boolean', catalog: 'object', request_id: 'string' } });
    expectShape(res.body.catalog, CATALOG);
    expect(res.body.catalog).toMatchObject({ name: 'Our models', global: false, entry_count: 2, created_at: h.clock.now().toISOString() });
    const id = res.body.catalog.id as string;

    const one = await h.api.get(`/v1/catalogs/${id}`);
    expect(one.body.catalog).toEqual({ ...res.body.catalog, event_name: 'llm.completion', key_property: 'model', as_of: null, source_note: null });

    const entries = await h.api.get(`/v1/catalogs/${id}/entries`);
    expect(entries.status).toBe(200);
    expect(Object.keys(entries.body)).toEqual(['success', 'entries', 'pagination', 'request_id']);
    expect(entries.body.entries.map((e: { key: string }) => e.key)).toEqual(['fancy', 'our-model']);
    const [fancy, ours] = entries.body.entries;
    expect(Object.keys(fancy!)).toEqual(['id', 'key', 'name', 'dimensions', 'price', 'created_at']);
    expect(fancy!.dimensions).toEqual(tokens('300', '1500'));
    expect(fancy!.price).toEqual(tokens('600', '3000'));
    expect(ours!.price).toBeNull();
  });

  it('adds entries, keeps amounts exact, and moves updated_at', async () => {
    const id = await createCatalog(h.api, 'Growing');
    h.clock.advance(60_000);
    const res = await h.api.post(`/v1/catalogs/${id}/entries`, {
      entries: [{ key: 'tiny', name: 'Tiny', dimensions: [{ property: 'usage.input', currency_code: 'usd', amount: '0.075', per: 1000 }] }],
    });
    expect(res.status).toBe(201);
    expectShape(res.body.catalog, CATALOG);
    expect(res.body.catalog.entry_count).toBe(3);
    expect(res.body.catalog.updated_at).toBe(h.clock.now().toISOString());
    expect(res.body.catalog.updated_at).not.toBe(res.body.catalog.created_at);
    const entries = await h.api.get(`/v1/catalogs/${id}/entries`);
    const tiny = entries.body.entries.find((e: { key: string }) => e.key === 'tiny');
    expect(tiny!.dimensions).toEqual([{ property: 'usage.input', currency_code: 'usd', amount: '0.075', per: 1000 }]);
  });

  it('refuses a key the catalog already has (409 ENTRY_KEY_TAKEN) and writes nothing', async () => {
    const id = await createCatalog(h.api, 'Taken keys');
    const res = await h.api.post(`/v1/catalogs/${id}/entries`, {
      entries: [
        { key: 'new-one', name: 'New', dimensions: tokens('1', '1') },
        { key: 'fancy', name: 'Again', dimensions: tokens('1', '1') },
      ],
    });
    expect(res.status).toBe(409);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('ENTRY_KEY_TAKEN');
    expect(res.body.error.details).toEqual([{ path: 'body.entries[1].key', message: '"fancy" is already in the catalog' }]);
    expect((await h.api.get(`/v1/catalogs/${id}`)).body.catalog.entry_count).toBe(2);
  });

  it('refuses a second catalog of the same name in the same company and mode (409), not in the other mode', async () => {
    await createCatalog(h.api, 'Unique name');
    const again = await h.api.post('/v1/catalogs', catalogBody('Unique name'));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CATALOG_NAME_TAKEN');
    expect((await h.live.post('/v1/catalogs', catalogBody('Unique name'))).status).toBe(201);
  });

  it('treats a global catalog as read-only over the API (422 CATALOG_READ_ONLY) but lists its entries', async () => {
    const res = await h.api.post(`/v1/catalogs/${globalId}/entries`, { entries: [{ key: 'x', name: 'X', dimensions: tokens('1', '1') }] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('CATALOG_READ_ONLY');
    const entries = await h.api.get(`/v1/catalogs/${globalId}/entries`);
    expect(entries.body.entries.map((e: { key: string }) => e.key)).toEqual(['m']);
  });

  it('lists every global catalog plus only the own catalogs of the mode, for each company', async () => {
    const a = await h.newCompany({ name: 'A' });
    const b = await h.newCompany({ name: 'B' });
    const aTest = await createCatalog(a.api, 'A test');
    h.clock.advance(1000);
    const aLive = await createCatalog(a.live, 'A live');
    const bTest = await createCatalog(b.api, 'B test');

    const ids = async (client: typeof a.api) => {
      const res = await client.get('/v1/catalogs');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['success', 'catalogs', 'request_id']);
      for (const catalog of res.body.catalogs) expectShape(catalog, CATALOG);
      return res.body.catalogs.map((c: { id: string }) => c.id) as string[];
    };
    expect(await ids(a.api)).toEqual([aTest, globalId]);
    expect(await ids(a.live)).toEqual([aLive, globalId]);
    expect(await ids(b.api)).toEqual([bTest, globalId]);
    expect(await ids(b.live)).toEqual([globalId]);
    const listed = (await a.api.get('/v1/catalogs')).body.catalogs;
    expect(listed.find((c: { id: string }) => c.id === globalId)).toMatchObject({ global: true, entry_count: 1 });
    expect(listed.find((c: { id: string }) => c.id === aTest)).toMatchObject({ global: false, entry_count: 2 });
  });

  it("answers 404 for another company's or the other mode's catalog, on every catalog route", async () => {
    const other = await h.newCompany({ name: 'Other' });
    const id = await createCatalog(h.api, 'Private');
    for (const client of [h.live, other.api, other.live]) {
      expect((await client.get(`/v1/catalogs/${id}`)).status).toBe(404);
      expect((await client.get(`/v1/catalogs/${id}/entries`)).body.error.code).toBe('NOT_FOUND');
      const add = await client.post(`/v1/catalogs/${id}/entries`, { entries: [{ key: 'hijack', name: 'H', dimensions: tokens('1', '1') }] });
      expect(add.status).toBe(404);
    }
    expect((await h.api.get(`/v1/catalogs/${id}`)).body.catalog.entry_count).toBe(2);
  });

  it.each([
    [{ name: 'x', event_name: 'e' }, 'body.key_property', 'is required'],
    [{ ...catalogBody('x'), color: 'red' }, 'body.color', 'is not a known field'],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [] }] }), 'body.entries[0].dimensions', null],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [{ property: 'p', currency_code: 'usd', amount: 250, per: 1 }] }] }), 'body.entries[0].dimensions[0].amount', null],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [{ property: 'p', currency_code: 'usd', amount: '-1', per: 1 }] }] }), 'body.entries[0].dimensions[0].amount', 'must be a non-negative decimal string of minor units, e.g. "250" or "7.5"'],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [{ property: 'p', currency_code: 'usd', amount: '1e3', per: 1 }] }] }), 'body.entries[0].dimensions[0].amount', 'must be a non-negative decimal string of minor units, e.g. "250" or "7.5"'],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [{ property: 'p', currency_code: 'usd', amount: '1', per: 0 }] }] }), 'body.entries[0].dimensions[0].per', null],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [{ property: 'p', currency_code: 'xyz', amount: '1', per: 1 }] }] }), 'body.entries[0].dimensions[0].currency_code', null],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [{ property: 'p', currency_code: 'usd', amount: '1', per: 1 }, { property: 'q', currency_code: 'eur', amount: '1', per: 1 }] }] }), 'body.entries[0].dimensions[1].currency_code', null],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: [{ property: 'p', currency_code: 'usd', amount: '1', per: 1 }, { property: 'p', currency_code: 'usd', amount: '2', per: 1 }] }] }), 'body.entries[0].dimensions[1].property', 'repeats body.entries[0].dimensions[0].property'],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: tokens('1', '1') }, { key: 'k', name: 'K2', dimensions: tokens('1', '1') }] }), 'body.entries[1].key', 'repeats body.entries[0].key ("k")'],
    [catalogBody('x', { entries: [{ key: 'k', name: 'K', dimensions: tokens('1', '1'), price: [{ property: 'p', currency_code: 'usd', amount: 'free', per: 1 }] }] }), 'body.entries[0].price[0].amount', null],
  ])('refuses a bad create body with a 400 naming the path (%#)', async (body, path, message) => {
    const before = (await h.api.get('/v1/catalogs')).body.catalogs.length;
    const res = await h.api.post('/v1/catalogs', body);
    expect(res.status).toBe(400);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    const detail = res.body.error.details.find((d: { path: string }) => d.path === path);
    expect(detail, JSON.stringify(res.body.error.details)).toBeDefined();
    if (message) expect(detail!.message).toBe(message);
    expect((await h.api.get('/v1/catalogs')).body.catalogs.length).toBe(before);
  });
});
