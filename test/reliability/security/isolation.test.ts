/**
 * Tenancy: every /v1 route that takes an id (listed from the app itself, so new routes are
 * covered as they land; GET, POST and DELETE, the DELETEs sent by the others only) answers another company's id and the other mode's id exactly as it
 * answers an id that never existed: 404 NOT_FOUND, nothing revealed, nothing written. Ids named
 * in bodies and filters are refused or filtered the same way.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, START, type Client, type Harness } from '../../support/harness.js';
import { describeEachStore } from '../../support/stores.js';
import { storeMarker } from '../fuzz/storeMark.js';
import { createTenant, idFor, type TenantIds } from './tenants.js';

const MISSING_ID = 'zq0000000000000000000000';

/** A valid body for each POST route with an id, in the caller's own terms, so only the path id can fail. */
function bodyFor(url: string, own: TenantIds): unknown {
  const bodies: Record<string, unknown> = {
    '/v1/customers/:id': { name: 'Renamed' },
    '/v1/plans/:id': { name: 'Renamed' },
    '/v1/plans/:id/fees': { product: { name: 'Extra' }, price: { pricing_model: 'flat', amount: 100 }, effective_from: '2030-01-01' },
    '/v1/plans/:id/fees/:feeId': { effective_to: '2031-01-01' },
    '/v1/plans/:id/credit-packs': { code: 'pack2', pricing_unit_id: own.pricingUnit, money_minor: 100, unit_amount: 10 },
    '/v1/plans/:id/credit-grant-policies': { currency_code: 'usd', amount: 50, cadence: 'monthly' },
    '/v1/plans/:id/catalogs': { catalog_id: own.catalog, pricing: { mode: 'pass_through' } },
    '/v1/pricing-units/:id/conversion-rates': { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 10 },
    '/v1/subscriptions/:id': { billing_anchor_day: 5 },
    '/v1/subscriptions/:id/change-plan': { plan_id: own.plan, timing: 'now', preview: true },
    '/v1/subscriptions/:id/credit-grants': { name: 'Extra', amount: 5, currency_code: 'usd' },
    '/v1/credit-packs/:creditPackId': { active: true },
    '/v1/credit-grant-policies/:id': { effective_to: null },
    '/v1/customers/:id/balance-alerts': { threshold: '5', currency_code: 'usd' },
    '/v1/customers/:id/check': { event_name: 'api.call', timestamp: START, properties: {} },
    '/v1/customers/:id/overdraft-limits': { currency_code: 'usd', overdraft_limit: '0' },
    '/v1/customers/:id/auto-top-ups': { currency_code: 'usd', threshold: '5', amount: '10' },
    '/v1/plans/:id/overdraft-limits': { currency_code: 'usd', overdraft_limit: '0' },
    '/v1/reservations/:id/capture': { event: { event_name: 'api.call', idempotency_key: 'isolation', timestamp: START } },
    '/v1/invoices/:id/credit-notes': { amount_cents: 100, reason: 'Isolation' },
    '/v1/subscriptions/:id/discounts': { coupon_code: 'ISOLATION10' },
    '/v1/catalogs/:id/entries': { entries: [{ key: 'm9', name: 'M9', dimensions: [{ property: 'tokens', currency_code: 'usd', amount: '1', per: 1 }] }] },
  };
  return url in bodies ? bodies[url] : {};
}

function fill(url: string, ids: TenantIds | null): `/v1/${string}` | null {
  const parts = url.split('/');
  const filled = parts.map((part, i) => (part.startsWith(':') ? (ids ? idFor(ids, parts[i - 1] ?? '') : MISSING_ID) : part));
  return filled.includes(null) ? null : (filled.join('/') as `/v1/${string}`); // the /v1/ routes (onRoute)
}

describeEachStore('tenancy: other companies and the other mode do not exist', (kind) => {
  let h: Harness;
  const routes: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string }> = [];
  let a: TenantIds;
  let aLive: TenantIds;
  let b: TenantIds;
  let bApi: Client;

  beforeAll(async () => {
    const onRoute = (route: RouteOptions) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (route.url.startsWith('/v1/') && route.url.includes(':') && (method === 'GET' || method === 'POST' || method === 'DELETE')) routes.push({ method: method === 'GET' ? 'GET' : method === 'POST' ? 'POST' : 'DELETE', url: route.url });
      }
    };
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z', build: { onRoute }, company: { rateLimitPerWindow: 1_000_000 } });
    a = await createTenant(h.api, 'A', { bill: true });
    aLive = await createTenant(h.live, 'A live');
    const other = await h.newCompany({ name: 'B', rateLimitPerWindow: 1_000_000 });
    bApi = other.api;
    b = await createTenant(bApi, 'B', { bill: true });
  });
  afterAll(() => h?.close());

  it('answers every id route with 404 for another company and for the other mode, as for an id that never existed', async () => {
    expect(a.invoice, 'the billing run made an invoice to aim at').not.toBeNull();
    const take = await storeMarker(h.testStore.store.db, kind);
    const before = await take();
    const problems: string[] = [];
    const uncovered: string[] = [];
    for (const route of routes) {
      const aimed = fill(route.url, a);
      if (!aimed) {
        uncovered.push(`${route.method} ${route.url}`);
        continue;
      }
      const remove = async (client: Client, path: string) => {
        const res = await h.app.inject({ method: 'DELETE', url: path, headers: { authorization: `Bearer ${client.key}` } });
        return { status: res.statusCode, body: res.json() as { error?: { code?: string } } };
      };
      const call = (client: Client, path: `/v1/${string}`, own: TenantIds) =>
        route.method === 'GET' ? client.get(path) : route.method === 'DELETE' ? remove(client, path) : client.post(path, bodyFor(route.url, own));
      if (route.method === 'GET') {
        const mine = await h.api.get(aimed);
        if (mine.status !== 200) problems.push(`${route.method} ${aimed} as its owner: ${mine.status} (the id should exist)`);
      }
      const missing = await call(bApi, fill(route.url, null)!, b);
      for (const [who, client, own] of [['another company', bApi, b], ['the other mode', h.live, aLive]] as const) {
        const res = await call(client, aimed, own);
        if (res.status !== 404 || res.body?.error?.code !== 'NOT_FOUND') {
          problems.push(`${route.method} ${route.url} as ${who}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
        if (res.status !== missing.status || res.body?.error?.code !== missing.body?.error?.code) {
          problems.push(`${route.method} ${route.url} as ${who}: ${res.status} ${res.body?.error?.code}, but ${missing.status} ${missing.body?.error?.code} for an id that never existed`);
        }
      }
    }
    console.log(`[reliability] isolation [${kind}]: ${routes.length - uncovered.length} id routes checked as another company and the other mode`);
    if (uncovered.length > 0) console.log(`[reliability] isolation [${kind}]: no id to aim at for ${uncovered.join(', ')}`);
    expect(problems).toEqual([]);
    expect(routes.length - uncovered.length).toBeGreaterThanOrEqual(15);
    // Only the GETs' owner calls ran without a 404: nothing was written.
    expect(await take()).toBe(before);
  });

  it("refuses another company's ids named in bodies, and filters lists by them to nothing", async () => {
    const take = await storeMarker(h.testStore.store.db, kind);
    const before = await take();
    const attempts: Array<[string, unknown]> = [
      ['/v1/events/ingest', { event_name: 'api.call', idempotency_key: 'cross-1', customer_id: a.customer, timestamp: '2026-01-15T00:00:00Z' }],
      ['/v1/subscriptions', { customer_id: a.customer, plan_id: b.plan }],
      ['/v1/subscriptions', { customer_id: b.customer, plan_id: a.plan }],
      [`/v1/plans/${b.plan}/fees`, { product_id: a.product, price: { pricing_model: 'flat', amount: 100 }, effective_from: '2030-01-01' }],
      [`/v1/plans/${b.plan}/fees`, { price_id: a.price, effective_from: '2030-01-01' }],
      [`/v1/plans/${b.plan}/fees`, { product: { name: 'X' }, price: { pricing_model: 'per_unit', amount: 1, pricing_unit_id: a.pricingUnit }, effective_from: '2030-01-01' }],
      [`/v1/plans/${b.plan}/credit-packs`, { code: 'stolen', pricing_unit_id: a.pricingUnit, money_minor: 100, unit_amount: 10 }],
      [`/v1/plans/${b.plan}/credit-grant-policies`, { pricing_unit_id: a.pricingUnit, amount: 10, cadence: 'monthly' }],
      [`/v1/plans/${b.plan}/catalogs`, { catalog_id: a.catalog, pricing: { mode: 'pass_through' } }],
      [`/v1/pricing-units/${b.pricingUnit}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 10, customer_id: a.customer }],
      ['/v1/subscription-signup-links', { customer_id: a.customer, plan_code: b.planCode }],
      ['/v1/subscription-signup-links', { customer_id: b.customer, plan_code: a.planCode }],
      ['/v1/credit-pack-checkout-links', { subscription_id: a.subscription, credit_pack_id: b.creditPack }],
      ['/v1/credit-pack-checkout-links', { subscription_id: b.subscription, credit_pack_id: a.creditPack }],
      ['/v1/customer-portal-links', { customer_id: a.customer }],
      [`/v1/subscriptions/${b.subscription}/change-plan`, { plan_id: a.plan, timing: 'now' }],
      [`/v1/customers/${a.customer}/balance-alerts`, { threshold: '5', pricing_unit_code: 'credits' }],
      ['/v1/customers', { name: 'Taxed elsewhere', tax_rate_ids: [a.taxRate] }],
      [`/v1/customers/${b.customer}`, { tax_rate_ids: [a.taxRate] }],
    ];
    const problems: string[] = [];
    for (const [path, body] of attempts) {
      const res = await bApi.post(path, body);
      if (res.status < 400 || res.status >= 500) problems.push(`POST ${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(await take()).toBe(before);
    for (const [path, key] of [['/v1/events', 'events'], ['/v1/subscriptions', 'subscriptions'], ['/v1/invoices', 'invoices'], ['/v1/credit-notes', 'credit_notes']] as const) {
      const res = await bApi.get(path, { customer_id: a.customer });
      expect(res.status, path).toBe(200);
      expect((res.body as Record<string, unknown>)[key], path).toEqual([]);
    }
  });
});
