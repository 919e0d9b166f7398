/**
 * The fuzzer's world: a harness with a huge request budget (the rate limit would otherwise answer
 * every case after the 1,000th with a 429), every /v1 route it registered (each handler counted
 * as it runs), and one of each resource the requests aim at.
 */
import type { RouteOptions } from 'fastify';
import { grant, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../../support/builders.js';
import { createHarness, type Harness } from '../../support/harness.js';
import type { StoreKind } from '../../support/stores.js';
import type { FuzzWorld } from './families.js';

export async function fuzzHarness(kind: StoreKind): Promise<{ h: Harness; world: FuzzWorld }> {
  const routes: FuzzWorld['routes'] = [];
  let handlerCalls = 0;
  const onRoute = (route: RouteOptions) => {
    // Count handler runs: a request refused before its handler (auth, schema) cannot have written.
    const handler = route.handler;
    route.handler = function (this: unknown, ...args: Parameters<typeof handler>) {
      handlerCalls += 1;
      return handler.apply(this as ThisParameterType<typeof handler>, args);
    };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (route.url.startsWith('/v1/') && (method === 'GET' || method === 'POST')) routes.push({ method: method === 'GET' ? 'GET' : 'POST', url: route.url });
    }
  };
  const h = await createHarness(kind, { company: { rateLimitPerWindow: 1_000_000_000 }, build: { onRoute } });
  const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
  const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
  const fee = await setupFee(h.api, plan.id, {
    product: { name: 'Calls', billable_metric: { expression: { event_name: 'api.call' } } },
    price: { pricing_model: 'per_unit', amount: 2, pricing_unit_id: unit.id },
  });
  const feeRow = await h.testStore.store.db.selectFrom('plan_fees').select('product_id').where('id', '=', fee.id).executeTakeFirstOrThrow();
  const customer = await setupCustomer(h.api);
  const subscription = await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
  await grant(h.api, subscription.id, { amount: 1000, pricing_unit_code: 'credits' });
  return {
    h,
    world: {
      key: h.api.key,
      customerId: customer.id,
      planId: plan.id,
      feeId: fee.id,
      unitId: unit.id,
      subscriptionId: subscription.id,
      productId: feeRow.product_id,
      routes,
      handlerCalls: () => handlerCalls,
    },
  };
}
