/**
 * The OpenAPI document shows `Idempotency-Key` on every POST under /v1 but ingest, with the two
 * codes it can answer; routes are enumerated from the app itself, so a POST route added later is
 * checked (and covered by the mechanism) by default.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { maxLength?: number } }>;
  'x-error-codes'?: string[];
}

const INGEST = ['POST /v1/events/ingest', 'POST /v1/events/batch'];

describeEachStore('Idempotency-Key in the OpenAPI document', (kind) => {
  let h: Harness;
  const posts: string[] = [];

  beforeAll(async () => {
    h = await createHarness(kind, {
      build: {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          if (methods.includes('POST') && route.url.startsWith('/v1/')) posts.push(`POST ${route.url}`);
        },
      },
    });
  });
  afterAll(() => h.close());

  it('declares the header and its codes on every POST under /v1 but ingest', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    // The creates the issue names are among them.
    expect(posts).toEqual(
      expect.arrayContaining([
        'POST /v1/customers',
        'POST /v1/plans',
        'POST /v1/products',
        'POST /v1/plans/:id/fees',
        'POST /v1/pricing-units',
        'POST /v1/plans/:id/credit-packs',
        'POST /v1/plans/:id/credit-grant-policies',
        'POST /v1/catalogs',
        'POST /v1/subscriptions/:id/credit-grants',
        'POST /v1/subscriptions',
        'POST /v1/subscription-signup-links',
        'POST /v1/credit-pack-checkout-links',
        'POST /v1/invoices/:id/finalize',
      ]),
    );
    for (const key of posts) {
      const url = key.slice('POST '.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[url]?.post;
      expect(operation, key).toBeDefined();
      const header = operation?.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      if (INGEST.includes(key)) {
        expect(header, key).toBeUndefined();
        expect(operation?.['x-error-codes'], key).not.toContain('IDEMPOTENCY_KEY_REUSED');
        continue;
      }
      expect(header, key).toMatchObject({ required: false, schema: { maxLength: 255 } });
      expect(operation?.['x-error-codes'], key).toEqual(expect.arrayContaining(['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_REQUEST_IN_PROGRESS']));
    }
  });

  it('ignores the header on ingest, which keeps its own idempotency_key', async () => {
    const customer = (await h.api.post('/v1/customers', { name: 'Ingesting' })).body.customer;
    const event = { event_name: 'page.view', customer_id: customer.id, timestamp: '2026-01-15T12:00:00Z' };
    const first = await h.api.post('/v1/events/ingest', { ...event, idempotency_key: 'e-1' }, { 'idempotency-key': 'same-header' });
    const second = await h.api.post('/v1/events/ingest', { ...event, idempotency_key: 'e-2' }, { 'idempotency-key': 'same-header' });
    expect([first.body.status, second.body.status]).toEqual(['inserted', 'inserted']);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });
});
