/**
 * The set-based pipeline against a one-event-at-a-time reference (support/referenceIngest.ts, the
 * per-event path ingest ran before batches): two identical worlds, random batches sent to
 * POST /v1/events/batch in one and event by event through the reference in the other, with the
 * same clock. Every result (status, cost, balances, failure code, which stored event a duplicate
 * names, IDEMPOTENCY_KEY_REUSED on a duplicate whose payload differs from the stored event's)
 * and, after each run, every balance, grant and ledger entry must be identical.
 *
 * The batches mix repeated customers, keys repeated inside a batch and across batches (same or
 * different payloads), an unknown customer, unpriceable events (non-numeric quantity, missing
 * cost, no conversion rate), events nothing prices, two denominations, overdrafts, and grants
 * expiring between batches as the clock moves.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Scope } from '../../src/db/scope.js';
import { RatingContextLoader } from '../../src/modules/ingest/ratingContext.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupFee, setupPlan, setupPricingUnit } from '../support/builders.js';
import { referenceIngest, type AcceptedEvent, type ReferenceResult } from './support/referenceIngest.js';

const START = Date.parse('2026-03-01T00:00:00.000Z');
const UNKNOWN_CUSTOMER = 'cunknown000000000000000001';

type Kind = 'tokens' | 'tokens_text' | 'job' | 'job_no_cost' | 'no_rate' | 'api_call' | 'unmetered';

interface GeneratedEvent {
  customer: number; // 0..3, 4 = unknown
  kind: Kind;
  amount: number;
  /** -1: a fresh key; otherwise an index into the keys used so far in this run. */
  reuse: number;
}

interface World {
  h: Harness;
  scope: Scope;
  plans: { credits: string; usd: string };
}

async function buildWorld(h: Harness): Promise<World> {
  const credits = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
  const gems = await setupPricingUnit(h.api, 'gems');
  const creditsPlan = await setupPlan(h.api, { name: 'Credits plan', type: 'credits', currency_code: 'usd' });
  await setupFee(h.api, creditsPlan.id, {
    product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
    price: { pricing_model: 'per_unit', amount: 3, denominator: 100, pricing_unit_id: credits.id },
  });
  await setupFee(h.api, creditsPlan.id, {
    product: { name: 'Jobs', cost_metric: { expression: { event_name: 'job.run', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } },
    price: { pricing_model: 'cost_plus', pricing_unit_id: credits.id, cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
  });
  await setupFee(h.api, creditsPlan.id, {
    product: { name: 'Gem jobs', cost_metric: { expression: { event_name: 'job.gems', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } },
    price: { pricing_model: 'cost_plus', pricing_unit_id: gems.id, cost_plus: { markup_mode: 'multiplier', multiplier: 2 } },
  });
  const usdPlan = await setupPlan(h.api, { name: 'Usd plan', type: 'usage', currency_code: 'usd' });
  await setupFee(h.api, usdPlan.id, {
    product: { name: 'Calls', billable_metric: { expression: { event_name: 'api.call' } } },
    price: { pricing_model: 'per_unit', amount: 7, currency_code: 'usd' },
  });
  // Customers on both plans pay for a completion in two denominations at once.
  await setupFee(h.api, usdPlan.id, {
    product: { name: 'Completions', billable_metric: { expression: { event_name: 'llm.completion' } } },
    price: { pricing_model: 'per_unit', amount: 1, currency_code: 'usd' },
  });
  return { h, scope: { companyId: h.company.id, mode: 'test' }, plans: { credits: creditsPlan.id, usd: usdPlan.id } };
}

async function post<Url extends string>(api: Client, path: Url, body: unknown) {
  const res = await api.post(path, body);
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Four fresh customers, the same in both worlds: subscriptions, and grants that expire at set instants. */
async function freshCustomers(world: World): Promise<string[]> {
  const { api } = world.h;
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const customer = (await post(api, '/v1/customers', { name: `Customer ${i}` })).customer;
    const credits = (await post(api, '/v1/subscriptions', { customer_id: customer.id, plan_id: world.plans.credits, start_date: '2026-01-01T00:00:00Z' })).subscription;
    if (i < 2) await post(api, '/v1/subscriptions', { customer_id: customer.id, plan_id: world.plans.usd, start_date: '2026-01-01T00:00:00Z' });
    const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
    await post(api, `/v1/subscriptions/${credits.id}/credit-grants`, { name: 'Short', amount: 5 + i, pricing_unit_code: 'credits', expires_at: at(30) });
    await post(api, `/v1/subscriptions/${credits.id}/credit-grants`, { name: 'Longer', amount: 7, pricing_unit_code: 'credits', expires_at: at(90) });
    if (i % 2 === 0) await post(api, `/v1/subscriptions/${credits.id}/credit-grants`, { name: 'Forever', amount: 4, pricing_unit_code: 'credits' });
    if (i === 0) await post(api, `/v1/subscriptions/${credits.id}/credit-grants`, { name: 'Cash', amount: 20, currency_code: 'usd', expires_at: at(45) });
    ids.push(customer.id);
  }
  return ids;
}

function propertiesOf(kind: Kind, amount: number): { event_name: string; properties: Record<string, unknown> } {
  switch (kind) {
    case 'tokens':
      return { event_name: 'llm.completion', properties: { tokens: amount * 10 } };
    case 'tokens_text':
      return { event_name: 'llm.completion', properties: { tokens: 'many' } };
    case 'job':
      return { event_name: 'job.run', properties: { cost_usd: (amount / 100).toFixed(2) } };
    case 'job_no_cost':
      return { event_name: 'job.run', properties: { seconds: amount } };
    case 'no_rate':
      return { event_name: 'job.gems', properties: { cost_usd: 1 } };
    case 'api_call':
      return { event_name: 'api.call', properties: {} };
    case 'unmetered':
      return { event_name: 'page.view', properties: { amount } };
  }
}

const eventArb: fc.Arbitrary<GeneratedEvent> = fc.record({
  customer: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 3 }) }, { weight: 1, arbitrary: fc.constant(4) }),
  kind: fc.oneof(
    { weight: 6, arbitrary: fc.constant<Kind>('tokens') },
    { weight: 2, arbitrary: fc.constant<Kind>('job') },
    { weight: 2, arbitrary: fc.constant<Kind>('api_call') },
    { weight: 1, arbitrary: fc.constantFrom<Kind>('tokens_text', 'job_no_cost', 'no_rate', 'unmetered') },
  ),
  amount: fc.integer({ min: 0, max: 60 }),
  reuse: fc.oneof({ weight: 4, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.nat({ max: 30 }) }),
});

const runArb = fc.array(fc.record({ minutesLater: fc.integer({ min: 0, max: 50 }), events: fc.array(eventArb, { minLength: 1, maxLength: 10 }) }), { minLength: 1, maxLength: 4 });

interface Comparable {
  status: string;
  key?: string | undefined;
  cost?: unknown;
  balances?: unknown;
  code?: string | undefined;
}

describeEachStore('set-based ingest equals one event at a time', (kind) => {
  let pipeline: World;
  let reference: World;
  const loader = new RatingContextLoader();

  beforeAll(async () => {
    pipeline = await buildWorld(await createHarness(kind, { now: new Date(START).toISOString() }));
    reference = await buildWorld(await createHarness(kind, { now: new Date(START).toISOString() }));
  });
  afterAll(async () => {
    await pipeline?.h.close();
    await reference?.h.close();
  });

  async function ledgerOf(world: World, customerId: string, grantIndex: Map<string, number>, keyOfUsage: Map<string, string>) {
    const wallets = await world.h.testStore.store.db.selectFrom('wallets').select(['id', 'denomination_key', 'balance', 'last_seq']).where('customer_id', '=', customerId).orderBy('denomination_key').execute();
    const out = [];
    for (const wallet of wallets) {
      const entries = await world.h.testStore.store.db
        .selectFrom('ledger_entries')
        .select(['seq', 'kind', 'amount', 'balance_after', 'grant_id', 'event_id'])
        .where('wallet_id', '=', wallet.id)
        .orderBy('seq')
        .execute();
      out.push({
        denomination: wallet.denomination_key.replace(/:.*/, ''),
        balance: wallet.balance,
        last_seq: wallet.last_seq,
        entries: entries.map((e) => ({
          seq: e.seq,
          kind: e.kind,
          amount: e.amount,
          balance_after: e.balance_after,
          grant: e.grant_id === null ? null : grantIndex.get(e.grant_id),
          event: e.event_id === null ? null : keyOfUsage.get(e.event_id) ?? 'unknown event',
        })),
      });
    }
    return out;
  }

  async function grantsOf(world: World, customerId: string): Promise<{ index: Map<string, number>; state: unknown[] }> {
    const res = await world.h.api.get(`/v1/customers/${customerId}/credit-grants`, { limit: '100' });
    const grants = [...res.body.credit_grants].reverse() as Array<{ id: string; name: string; balance: string; status: string }>;
    return { index: new Map(grants.map((g, i) => [g.id, i])), state: grants.map((g) => ({ name: g.name, balance: g.balance, status: g.status })) };
  }

  it('gives identical results, balances, grants and ledger entries for random batches', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (run) => {
        const now = new Date(START);
        pipeline.h.clock.set(now);
        reference.h.clock.set(now);
        const customers = { pipeline: await freshCustomers(pipeline), reference: await freshCustomers(reference) };
        const keys: Array<{ key: string; generated: GeneratedEvent }> = [];
        const keyOfUsage = { pipeline: new Map<string, string>(), reference: new Map<string, string>() };
        const runTag = Math.random().toString(36).slice(2, 10);
        let at = START;
        for (const batch of run) {
          at += batch.minutesLater * 60_000;
          pipeline.h.clock.set(new Date(at));
          reference.h.clock.set(new Date(at));
          const sent = batch.events.map((generated) => {
            const earlier = generated.reuse >= 0 && keys.length > 0 ? keys[generated.reuse % keys.length] : undefined;
            const key = earlier ? earlier.key : `${runTag}-${keys.length}`;
            if (!earlier) keys.push({ key, generated });
            return { key, generated };
          });
          const bodies = (world: 'pipeline' | 'reference') =>
            sent.map(({ key, generated }) => {
              const { event_name, properties } = propertiesOf(generated.kind, generated.amount);
              return {
                event_name,
                idempotency_key: key,
                customer_id: generated.customer === 4 ? UNKNOWN_CUSTOMER : customers[world][generated.customer] ?? UNKNOWN_CUSTOMER,
                timestamp: new Date(at - 60_000).toISOString(),
                properties,
              };
            });
          const answer = await post(pipeline.h.api, '/v1/events/batch', { events: bodies('pipeline') });
          const expected: ReferenceResult[] = [];
          for (const body of bodies('reference')) {
            const event: AcceptedEvent = {
              eventName: body.event_name,
              idempotencyKey: body.idempotency_key,
              customerId: body.customer_id,
              timestamp: new Date(body.timestamp),
              sessionId: null,
              properties: body.properties,
            };
            expected.push(await referenceIngest(reference.h.testStore.store, reference.scope, event, new Date(at), loader));
          }
          const comparable = (world: 'pipeline' | 'reference', r: { status: string; usage_id?: string; cost?: unknown; customer_balances?: unknown; code?: string; error?: { code: string } }, key: string): Comparable => {
            if (r.status === 'inserted' && r.usage_id) keyOfUsage[world].set(r.usage_id, key);
            return {
              status: r.status,
              key: r.usage_id === undefined ? undefined : keyOfUsage[world].get(r.usage_id),
              cost: r.cost,
              balances: r.customer_balances,
              code: r.code ?? r.error?.code,
            };
          };
          const got = (answer.results as Array<{ status: string }>).map((r, i) => comparable('pipeline', r, sent[i]?.key ?? ''));
          const want = expected.map((r, i) => comparable('reference', r, sent[i]?.key ?? ''));
          expect(got).toEqual(want);
        }
        for (let i = 0; i < 4; i++) {
          const [p, r] = [customers.pipeline[i] as string, customers.reference[i] as string];
          const [pg, rg] = [await grantsOf(pipeline, p), await grantsOf(reference, r)];
          expect(pg.state).toEqual(rg.state);
          expect((await pipeline.h.api.get(`/v1/customers/${p}/balances`)).body).toMatchObject({ balances: (await reference.h.api.get(`/v1/customers/${r}/balances`)).body.balances });
          expect(await ledgerOf(pipeline, p, pg.index, keyOfUsage.pipeline)).toEqual(await ledgerOf(reference, r, rg.index, keyOfUsage.reference));
        }
      }),
      { numRuns: Number(process.env.EQUIVALENCE_RUNS ?? 12), examples: [[[{ minutesLater: 0, events: [{ customer: 0, kind: 'tokens', amount: 0, reuse: -1 }] }]]] },
    );
  }, 180_000);
});
