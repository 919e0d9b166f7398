/**
 * The catalog is readable: GET /v1/catalogs/{id} says what it matches (event_name, key_property,
 * as_of) and GET /v1/catalogs/{id}/entries pages through its entries with their unit costs, on
 * both stores; another company's catalog is a 404, a global one is readable by everyone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importCatalog, parseCatalogFile } from '../../src/modules/catalogs/importCatalog.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { tokens } from './builders.js';

describeEachStore('catalog reads', (kind) => {
  let h: Harness;
  let companyCatalog: string;
  let globalCatalog: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    const entries = ['e1', 'e2', 'e3', 'e4', 'e5'].map((key, i) => ({ key, name: key.toUpperCase(), dimensions: tokens(String(100 * (i + 1)), '7.5') }));
    const res = await h.api.post('/v1/catalogs', { name: 'Ours', event_name: 'llm.completion', key_property: 'usage.model', entries });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    companyCatalog = res.body.catalog.id;
    const imported = await importCatalog(
      h.testStore.store.db,
      h.clock,
      parseCatalogFile({ name: 'Operator list', event_name: 'chat.turn', key_property: 'model', source_note: 'Vendor pages', as_of: '2026-11-21', entries: [{ key: 'm', name: 'M', dimensions: tokens('1', '2') }] }),
      { global: true },
    );
    globalCatalog = imported.catalog.id;
  });
  afterAll(() => h.close());

  it('says which event and property a catalog matches, and as of when its prices are', async () => {
    const ours = await h.api.get(`/v1/catalogs/${companyCatalog}`);
    expect(ours.status).toBe(200);
    expect(ours.body.catalog).toMatchObject({ id: companyCatalog, name: 'Ours', global: false, entry_count: 5, event_name: 'llm.completion', key_property: 'usage.model', as_of: null, source_note: null });
    const global = await h.api.get(`/v1/catalogs/${globalCatalog}`);
    expect(global.body.catalog).toMatchObject({ global: true, entry_count: 1, event_name: 'chat.turn', key_property: 'model', as_of: '2026-11-21' });
    expect(Object.keys(global.body.catalog)).toEqual(['id', 'name', 'global', 'entry_count', 'created_at', 'updated_at', 'event_name', 'key_property', 'as_of', 'source_note']);
  });

  it('re-importing a file with another as_of updates it', async () => {
    await importCatalog(
      h.testStore.store.db,
      h.clock,
      parseCatalogFile({ name: 'Operator list', event_name: 'chat.turn', key_property: 'model', source_note: 'Vendor pages', as_of: '2026-12-01', entries: [{ key: 'm', name: 'M', dimensions: tokens('1', '2') }] }),
      { global: true },
    );
    expect((await h.api.get(`/v1/catalogs/${globalCatalog}`)).body.catalog.as_of).toBe('2026-12-01');
  });

  it('pages through the entries by key with their unit costs', async () => {
    const first = await h.api.get(`/v1/catalogs/${companyCatalog}/entries`, { limit: '2' });
    expect(first.status).toBe(200);
    expect(first.body.entries.map((e: { key: string }) => e.key)).toEqual(['e1', 'e2']);
    expect(first.body.entries[1]).toMatchObject({
      key: 'e2',
      name: 'E2',
      dimensions: [
        { property: 'input_tokens', currency_code: 'usd', amount: '200', per: 1_000_000 },
        { property: 'output_tokens', currency_code: 'usd', amount: '7.5', per: 1_000_000 },
      ],
      price: null,
    });
    expect(first.body.pagination.has_more).toBe(true);
    const second = await h.api.get(`/v1/catalogs/${companyCatalog}/entries`, { limit: '2', cursor: first.body.pagination.next_cursor! });
    expect(second.body.entries.map((e: { key: string }) => e.key)).toEqual(['e3', 'e4']);
    // An entry added meanwhile before the cursor does not shift the next page.
    expect((await h.api.post(`/v1/catalogs/${companyCatalog}/entries`, { entries: [{ key: 'e0', name: 'E0', dimensions: tokens('1', '1') }] })).status).toBe(201);
    const third = await h.api.get(`/v1/catalogs/${companyCatalog}/entries`, { limit: '2', cursor: second.body.pagination.next_cursor! });
    expect(third.body.entries.map((e: { key: string }) => e.key)).toEqual(['e5']);
    expect(third.body.pagination).toEqual({ has_more: false, next_cursor: null });
    const all = await h.api.get(`/v1/catalogs/${companyCatalog}/entries`);
    expect(all.body.entries.map((e: { key: string }) => e.key)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5']);
  });

  it('refuses a bad limit or cursor with a 400', async () => {
    for (const query of [{ limit: '0' }, { limit: '101' }, { limit: 'x' }, { cursor: 'not-a-cursor' }, { sort: 'key' }] as Record<string, string>[]) {
      const res = await h.api.get(`/v1/catalogs/${companyCatalog}/entries`, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it("is a 404 for another company's or mode's catalog; global catalogs are everyone's", async () => {
    const other = await h.newCompany();
    for (const client of [other.api, h.live]) {
      for (const path of [`/v1/catalogs/${companyCatalog}`, `/v1/catalogs/${companyCatalog}/entries`] as const) {
        const res = await client.get(path);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
      expect((await client.get(`/v1/catalogs/${globalCatalog}/entries`)).body.entries.map((e: { key: string }) => e.key)).toEqual(['m']);
    }
  });
});
