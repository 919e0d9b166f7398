/**
 * The day-two routes (issue 14) are in the OpenAPI document: each with its summary, its success
 * response and its own error codes from the registry.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

interface Operation {
  summary?: string;
  responses?: Record<string, unknown>;
  'x-error-codes'?: string[];
}

const ROUTES: Array<[string, string, string, string[]]> = [
  ['/v1/customers/{id}/usage', 'get', '200', ['NOT_FOUND', 'VALIDATION_ERROR']],
  ['/v1/subscriptions/{id}/upcoming-invoice', 'get', '200', ['NOT_FOUND', 'SUBSCRIPTION_CANCELED', 'BILLING_BLOCKED']],
  ['/v1/catalogs/{id}', 'get', '200', ['NOT_FOUND']],
  ['/v1/catalogs/{id}/entries', 'get', '200', ['NOT_FOUND', 'VALIDATION_ERROR']],
  ['/v1/plans/{id}/catalogs/{catalogId}/detach', 'post', '200', ['NOT_FOUND']],
  ['/v1/credit-packs/{creditPackId}', 'post', '200', ['NOT_FOUND', 'VALIDATION_ERROR']],
  ['/v1/credit-grant-policies/{id}', 'post', '200', ['NOT_FOUND', 'VALIDATION_ERROR']],
  ['/v1/credit-pack-checkout-links', 'post', '201', ['CREDIT_PACK_ENDED']],
];

describeEachStore('day-two routes in the OpenAPI document', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('documents each with its summary, success response and error codes', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, Operation>> }).paths;
    for (const [path, method, status, codes] of ROUTES) {
      const operation = paths[path]?.[method];
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
      expect(operation?.responses, `${method} ${path}`).toHaveProperty(status);
      expect(operation?.['x-error-codes'], `${method} ${path}`).toEqual(expect.arrayContaining(codes));
    }
    const usage = paths['/v1/customers/{id}/usage']?.get as { parameters?: Array<{ name: string; schema?: { enum?: string[] } }> };
    expect(usage.parameters?.find((p) => p.name === 'group_by')?.schema?.enum).toEqual(['product', 'event_name', 'day']);
  });
});
