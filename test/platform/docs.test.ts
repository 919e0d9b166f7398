/**
 * `GET /health` (no key), `/openapi.json` (OpenAPI 3.1, every route documented with a summary)
 * and the `/docs` page.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { buildNode, type ApiNode } from './nodes.js';

interface Operation {
  summary?: string;
  security?: unknown[];
}

describeEachStore('health, OpenAPI and docs', (kind) => {
  let testStore: TestStore;
  let node: ApiNode;
  const routes: { method: string; url: string; hidden: boolean }[] = [];

  beforeAll(async () => {
    testStore = await createTestStore(kind);
    node = await buildNode(testStore.store, {
      build: {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          const schema = route.schema as { hide?: boolean } | undefined;
          for (const method of methods) routes.push({ method, url: route.url, hidden: schema?.hide === true });
        },
      },
    });
  });
  afterAll(async () => {
    await node.app.close();
    await testStore.drop();
  });

  it('GET /health answers 200 without a key', async () => {
    const res = await node.call(null, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'ok', database: 'ok', request_id: res.headers['x-request-id'] });
    expect(Object.keys(res.body)).toEqual(['success', 'status', 'database', 'request_id']);
  });

  it('serves an OpenAPI 3.1 document that lists every route, each with a summary', async () => {
    const res = await node.call(null, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBeTruthy();

    const documented = routes.filter((r) => !r.hidden && r.method !== 'HEAD');
    expect(documented.map((r) => r.url)).toEqual(expect.arrayContaining(['/health', '/v1/customers', '/v1/customers/:id']));
    const missing: string[] = [];
    const unsummarised: string[] = [];
    for (const route of documented) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      if (!operation) missing.push(`${route.method} ${route.url}`);
      else if (!operation.summary?.trim()) unsummarised.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
    expect(unsummarised).toEqual([]);
    // And nothing the app does not serve.
    const served = new Set(documented.map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`));
    const extra = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)).filter((op) => !served.has(op));
    expect(extra).toEqual([]);
    // The health check is the one operation documented as needing no key.
    expect(doc.paths['/health']?.get?.security).toEqual([]);
  });

  it('serves a readable docs page at /docs', async () => {
    const raw = await node.app.inject({ method: 'GET', url: '/docs' });
    const page = raw.statusCode === 302 ? await node.app.inject({ method: 'GET', url: String(raw.headers.location) }) : raw;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html/i);
  });
});
