/**
 * The billing world the fault tests drive, set up over real HTTP like an integrator would: one
 * credits plan whose fee charges PRICE credits per `api.call` event, and customers each on a
 * subscription with a GRANT-credit grant (so heavy customers run into overdraft).
 */
import { httpClient, pool, type HttpClient } from './http.js';

export const PRICE = 2;
export const GRANT = 40;
export const EVENT_NAME = 'api.call';
export const START_DATE = '2025-01-01T00:00:00.000Z';

export interface World {
  companyId: string;
  key: string;
  customers: string[];
}

async function expectCreated(client: HttpClient, path: string, body: unknown): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    const res = await client.send('POST', path, body);
    if (res.status === 201) return res.body as Record<string, unknown>;
    if (res.status < 500 || attempt >= 5) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}

/** A subscription through the API when it exists, else a row (the test then does not wait on build order). */
async function subscribe(client: HttpClient, customerId: string, planId: string): Promise<string> {
  return ((await expectCreated(client, '/v1/subscriptions', { customer_id: customerId, plan_id: planId, start_date: START_DATE })).subscription as { id: string }).id;
}

/** Sets up the world on a running server, through its API. */
export async function setupWorld(baseUrl: string, account: { companyId: string; key: string }, customerCount: number): Promise<World> {
  const client = httpClient(baseUrl, account.key, { maxSockets: 16 });
  try {
    const unit = (await expectCreated(client, '/v1/pricing-units', { code: 'credits', name: 'Credits' })).pricing_unit as { id: string };
    const plan = (await expectCreated(client, '/v1/plans', { name: 'Crash plan', type: 'credits', currency_code: 'usd' })).plan as { id: string };
    await expectCreated(client, `/v1/plans/${plan.id}/fees`, {
      product: { name: 'API calls', billable_metric: { expression: { event_name: EVENT_NAME } } },
      price: { pricing_model: 'per_unit', amount: PRICE, pricing_unit_id: unit.id },
    });
    const customers: string[] = new Array<string>(customerCount);
    await pool(
      Array.from({ length: customerCount }, (_, i) => i),
      16,
      async (i) => {
        const customer = (await expectCreated(client, '/v1/customers', { name: `Customer ${i}`, external_id: `c-${i}` })).customer as { id: string };
        const subscriptionId = await subscribe(client, customer.id, plan.id);
        await expectCreated(client, `/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Starter', amount: GRANT, pricing_unit_code: 'credits' });
        customers[i] = customer.id;
      },
    );
    return { ...account, customers };
  } finally {
    client.close();
  }
}

export function eventBody(key: string, customerId: string) {
  return { event_name: EVENT_NAME, idempotency_key: key, customer_id: customerId, timestamp: new Date().toISOString(), properties: { key } };
}
