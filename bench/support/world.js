// The benchmark's world, set up through the API like an integrator would: a credits plan with a
// per-unit and a cost-plus fee, and customers subscribed to it with grants in place.
/** Customers set up at once, by a pool of workers (each customer: create, subscribe, grant, in turn). */
const CONCURRENCY = Number(process.env.BENCH_SETUP_CONCURRENCY ?? 32);

async function api(base, key, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok || json.success === false) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The plan and `customerCount` customers on it; returns the customer ids. */
export async function setUpWorld(base, key, customerCount) {
  const unit = (await api(base, key, 'POST', '/v1/pricing-units', { code: 'credits', name: 'Credits' })).pricing_unit;
  await api(base, key, 'POST', `/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 100 });
  const plan = (await api(base, key, 'POST', '/v1/plans', { name: 'Bench credits', type: 'credits', currency_code: 'usd' })).plan;
  await api(base, key, 'POST', `/v1/plans/${plan.id}/fees`, {
    product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
    price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id },
  });
  await api(base, key, 'POST', `/v1/plans/${plan.id}/fees`, {
    product: { name: 'Inference cost', cost_metric: { expression: { event_name: 'llm.completion', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } },
    price: { pricing_model: 'cost_plus', pricing_unit_id: unit.id, cost_plus: { markup_mode: 'multiplier', multiplier: 1.2 } },
  });
  const customers = [];
  let next = 0;
  const worker = async () => {
    while (next < customerCount) {
      const n = next++;
      const customer = (await api(base, key, 'POST', '/v1/customers', { name: `Customer ${n}` })).customer;
      const subscription = (await api(base, key, 'POST', '/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).subscription;
      await api(base, key, 'POST', `/v1/subscriptions/${subscription.id}/credit-grants`, { name: 'Starter credits', amount: 1_000_000_000, pricing_unit_code: 'credits' });
      customers.push(customer.id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, customerCount) }, worker));
  return customers;
}
