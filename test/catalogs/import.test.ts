import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFileError, importCatalog, importCatalogFile, parseCatalogFile, type CatalogFile } from '../../src/modules/catalogs/importCatalog.js';
import { loadShippedCatalogs, SHIPPED_CATALOGS_DIR } from '../../src/modules/catalogs/shipped.js';
import { CATALOG } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { tokens } from './builders.js';

function file(entries: unknown[], extra: Record<string, unknown> = {}): CatalogFile {
  return parseCatalogFile({ name: 'Imported', event_name: 'llm.completion', key_property: 'model', entries, ...extra });
}

describeEachStore('importing catalogs', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('imports a global catalog once, however often the same file is imported', async () => {
    const db = h.testStore.store.db;
    const doc = file([
      { key: 'a', name: 'A', dimensions: tokens('100', '200') },
      { key: 'b', name: 'B', dimensions: tokens('7.5', '30') },
    ]);
    const first = await importCatalog(db, h.clock, doc, { global: true });
    expect(first).toMatchObject({ created: true, entries: { added: 2, updated: 0, removed: 0, unchanged: 0 } });
    expectShape(first.catalog, CATALOG);
    h.clock.advance(60_000);
    const second = await importCatalog(db, h.clock, doc, { global: true });
    expect(second).toEqual({ catalog: first.catalog, created: false, entries: { added: 0, updated: 0, removed: 0, unchanged: 2 } });

    const listed = (await h.api.get('/v1/catalogs')).body.catalogs.filter((c: { name: string }) => c.name === 'Imported');
    expect(listed).toEqual([first.catalog]);
    const entries = (await h.api.get(`/v1/catalogs/${first.catalog.id}/entries`)).body.entries;
    expect(entries.map((e: { key: string }) => e.key)).toEqual(['a', 'b']);
  });

  it('re-importing a changed file updates the catalog in place: entries added, changed, removed, ids kept', async () => {
    const db = h.testStore.store.db;
    const name = 'Changing';
    const v1 = file([{ key: 'keep', name: 'Keep', dimensions: tokens('1', '2') }, { key: 'drop', name: 'Drop', dimensions: tokens('1', '2') }, { key: 'same', name: 'Same', dimensions: tokens('5', '5') }], { name });
    const first = await importCatalog(db, h.clock, v1, { global: true });
    const before = (await h.api.get(`/v1/catalogs/${first.catalog.id}/entries`)).body.entries as { id: string; key: string }[];
    h.clock.advance(60_000);
    const v2 = file([{ key: 'keep', name: 'Keep (cheaper)', dimensions: tokens('0.5', '1') }, { key: 'same', name: 'Same', dimensions: tokens('5', '5') }, { key: 'new', name: 'New', dimensions: tokens('9', '9') }], { name, source_note: 'v2' });
    const second = await importCatalog(db, h.clock, v2, { global: true });
    expect(second.created).toBe(false);
    expect(second.entries).toEqual({ added: 1, updated: 1, removed: 1, unchanged: 1 });
    expect(second.catalog).toMatchObject({ id: first.catalog.id, entry_count: 3, created_at: first.catalog.created_at, updated_at: h.clock.now().toISOString() });
    const after = (await h.api.get(`/v1/catalogs/${first.catalog.id}/entries`)).body.entries as { id: string; key: string; name: string; dimensions: unknown }[];
    expect(after.map((e) => e.key)).toEqual(['keep', 'new', 'same']);
    const keep = after.find((e) => e.key === 'keep');
    expect(keep).toMatchObject({ id: before.find((e) => e.key === 'keep')?.id, name: 'Keep (cheaper)', dimensions: tokens('0.5', '1') });
    const globals = (await h.api.get('/v1/catalogs')).body.catalogs.filter((c: { name: string }) => c.name === name);
    expect(globals).toHaveLength(1);
  });

  it('imports a company catalog into one company and mode only, idempotently', async () => {
    const db = h.testStore.store.db;
    const a = await h.newCompany({ name: 'Importer' });
    const b = await h.newCompany({ name: 'Bystander' });
    const doc = file([{ key: 'x', name: 'X', dimensions: tokens('1', '1') }], { name: 'Company list' });
    const first = await importCatalog(db, h.clock, doc, { companyId: a.company.id, mode: 'live' });
    const again = await importCatalog(db, h.clock, doc, { companyId: a.company.id, mode: 'live' });
    expect(again.catalog.id).toBe(first.catalog.id);
    expect(first.catalog.global).toBe(false);
    const names = async (client: typeof a.api) => (await client.get('/v1/catalogs')).body.catalogs.map((c: { name: string }) => c.name) as string[];
    expect(await names(a.live)).toContain('Company list');
    expect(await names(a.api)).not.toContain('Company list');
    expect(await names(b.live)).not.toContain('Company list');
    await expect(importCatalog(db, h.clock, doc, { companyId: 'no-such-company', mode: 'live' })).rejects.toThrow(CatalogFileError);
  });

  it('loads the shipped LLM catalog, so it lists for every company with its entries, and loading it again changes nothing', async () => {
    const db = h.testStore.store.db;
    const [loaded] = await loadShippedCatalogs(db, h.clock);
    expect(loaded?.catalog).toMatchObject({ name: 'LLM models (list prices)', global: true });
    expect(loaded?.catalog.entry_count).toBeGreaterThan(20);
    const [again] = await loadShippedCatalogs(db, h.clock);
    expect(again?.entries).toMatchObject({ added: 0, updated: 0, removed: 0 });

    const other = await h.newCompany({ name: 'Fresh' });
    for (const client of [other.api, other.live]) {
      const listed = (await client.get('/v1/catalogs')).body.catalogs.find((c: { name: string }) => c.name === 'LLM models (list prices)');
      expectShape(listed, CATALOG);
      expect(listed!.entry_count).toBe(loaded?.catalog.entry_count);
    }
    const entries = (await other.api.get(`/v1/catalogs/${loaded?.catalog.id}/entries`)).body.entries as { key: string; dimensions: { property: string }[] }[];
    expect(entries.length).toBe(loaded?.catalog.entry_count);
    for (const entry of entries) expect(entry.dimensions.map((d) => d.property)).toEqual(['input_tokens', 'output_tokens']);
  });

  it('imports a file from disk', async () => {
    const result = await importCatalogFile(h.testStore.store.db, h.clock, new URL('llm-models.json', SHIPPED_CATALOGS_DIR), { global: true });
    expect(result.catalog.name).toBe('LLM models (list prices)');
    await expect(importCatalogFile(h.testStore.store.db, h.clock, '/nonexistent/catalog.json', { global: true })).rejects.toThrow(/Cannot read/);
  });
});

describe('the catalog file format', () => {
  it('names every problem with its path', () => {
    const bad = {
      name: '',
      event_name: 'e',
      key_property: 'model',
      as_of: '21/11/2026',
      extra: true,
      entries: [
        { key: 'a', name: 'A', dimensions: tokens('1', '1'), source: 42 },
        { key: 'a', name: 'A again', dimensions: [{ property: 'p', currency_code: 'usd', amount: 1, per: 1.5 }] },
      ],
    };
    let error: unknown;
    try {
      parseCatalogFile(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CatalogFileError);
    const paths = (error as CatalogFileError).problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['$.extra', '$.name', '$.as_of', '$.entries[1].dimensions[0].amount', '$.entries[1].dimensions[0].per', '$.entries[0].source']),
    );
    expect(() => parseCatalogFile([])).toThrow(CatalogFileError);
  });

  it('the shipped LLM catalog is a valid file citing a source for every entry', async () => {
    const raw = JSON.parse(await readFile(new URL('llm-models.json', SHIPPED_CATALOGS_DIR), 'utf8')) as {
      as_of: string;
      source_note: string;
      entries: { key: string; source: string }[];
    };
    const parsed = parseCatalogFile(raw);
    expect(parsed).toMatchObject({ name: 'LLM models (list prices)', eventName: 'llm.completion', keyProperty: 'model' });
    expect(raw.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(raw.source_note.length).toBeGreaterThan(50);
    for (const entry of raw.entries) expect(entry.source, entry.key).toMatch(/^https:\/\//);
    const providers = new Set(raw.entries.map((e) => new URL(e.source).hostname));
    expect(providers.size).toBeGreaterThanOrEqual(4);
    for (const entry of parsed.entries) {
      expect(entry.dimensions.every((d) => d.currencyCode === 'usd' && d.per === 1_000_000 && d.amount.greaterThan(0))).toBe(true);
    }
  });
});
