/** The shipped catalogs on server start: the background job, several nodes at once, and the OpenAPI document. */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { backgroundJobs } from '../../src/jobs.js';
import { loadShippedCatalogs, shippedCatalogsJob } from '../../src/modules/catalogs/shipped.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };
}

describeEachStore('shipped catalogs on start', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('is a registered background job that loads the LLM catalog once at start', async () => {
    expect(backgroundJobs).toContain(shippedCatalogsJob);
    const log = fakeLog();
    const stop = await shippedCatalogsJob.start({ store: h.testStore.store, config: h.config, clock: h.clock }, log);
    await stop?.();
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ catalog: 'LLM models (list prices)', created: true }), 'shipped catalog loaded');
    const catalogs = (await h.api.get('/v1/catalogs')).body.catalogs;
    expect(catalogs).toEqual([expect.objectContaining({ name: 'LLM models (list prices)', global: true })]);
  });

  it('is safe when several nodes load into a fresh store at the same moment: one catalog, no duplicate entries', async () => {
    const fresh = await createHarness(kind);
    try {
      const results = await Promise.all([1, 2, 3].map(() => loadShippedCatalogs(fresh.testStore.store.db, fresh.clock)));
      expect(new Set(results.map(([r]) => r?.catalog.id)).size).toBe(1);
      expect(results.filter(([r]) => r?.created)).toHaveLength(1);
      const catalogs = (await fresh.api.get('/v1/catalogs')).body.catalogs as { id: string; entry_count: number }[];
      expect(catalogs).toHaveLength(1);
      const entries = (await fresh.api.get(`/v1/catalogs/${catalogs[0]?.id}/entries`)).body.entries as { key: string }[];
      expect(entries).toHaveLength(catalogs[0]?.entry_count ?? -1);
      expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    } finally {
      await fresh.close();
    }
  });

  it('describes every catalog endpoint in the OpenAPI document', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    const paths = (res.json() as { paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>> }).paths;
    const expected: [string, string, string][] = [
      ['/v1/catalogs', 'get', '200'],
      ['/v1/catalogs', 'post', '201'],
      ['/v1/catalogs/{id}', 'get', '200'],
      ['/v1/catalogs/{id}/entries', 'get', '200'],
      ['/v1/catalogs/{id}/entries', 'post', '201'],
      ['/v1/plans/{id}/catalogs', 'get', '200'],
      ['/v1/plans/{id}/catalogs', 'post', '201'],
    ];
    for (const [path, method, status] of expected) {
      const operation = paths[path]?.[method];
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
      expect(operation?.responses, `${method} ${path}`).toHaveProperty(status);
    }
  });
});
