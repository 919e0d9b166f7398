/**
 * The set-based pipeline against the one-event-at-a-time reference (support/referenceIngest.ts),
 * with every event carrying its own instant: events of one batch are stamped at different times
 * on either side of a conversion rate's start (before it: CONVERSION_RATE_MISSING), of a rate
 * change, of a customer's own rate, of a subscription's start and of a fee's price change, while
 * the clock (`now`, at which draws and expiry happen) moves between batches so grants expire
 * mid-run. Two identical worlds per store: random batches go to POST /v1/events/batch in one and
 * event by event through the reference in the other. Every result (status, cost, balances, error
 * code, which stored event a duplicate names) and, after each run, every balance, grant, wallet,
 * ledger entry and stored event with its charges must be identical, ids mapped between the worlds
 * by what they are (customer by creation order, grant by name, event by idempotency key, ...).
 *
 * batchEquivalence.test.ts is the first such test (one instant per batch); this one adds the
 * per-event instants and the comparison of stored events and charges (GET /v1/events).
 * EQUIVALENCE_RUNS=n changes the number of runs (default 20).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Scope } from '../../src/db/scope.js';
import { RatingContextLoader } from '../../src/modules/ingest/ratingContext.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { referenceIngest, type AcceptedEvent, type ReferenceResult } from './support/referenceIngest.js';

const START = Date.parse('2026-03-01T00:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();

// Instants, in minutes after START, where what prices an event changes.
const RATE_FROM = 20; // the company's credits rate starts: job events stamped before fail
const RATE_CHANGE = 70; // the company's credits rate changes
const OWN_RATE_FROM = 50; // customer 1's own credits rate starts
const USD_START = 40; // customer 1's usd subscription starts
const CALLS_PRICE_CHANGE = 80; // the usd plan's api.call fee changes price

/** A well-formed cuid that no customer has. */
const UNKNOWN_CUSTOMER = 'cunknown000000000000000001';
const CUSTOMERS = 4;

type Kind = 'tokens' | 'tokens_text' | 'job' | 'job_no_cost' | 'api_call' | 'unmetered';

interface GeneratedEvent {
  /** 0..3, or 4 for the unknown customer. */
  customer: number;
  kind: Kind;
  amount: number;
  /** How long before the batch's `now` the event happened. */
  lagMinutes: number;
  /** A fresh key, or the key of an earlier event of the run (by index, modulo), with this payload or that one's. */
  reuse: { of: number; identical: boolean } | null;
}

interface Batch {
  minutesLater: number;
  events: GeneratedEvent[];
}

/** An event as sent, with its customer by index so it renders in either world. */
interface SentEvent {
  key: string;
  customer: number;
  kind: Kind;
  amount: number;
  timestamp: string;
}

interface World {
  h: Harness;
  scope: Scope;
  plans: { credits: string; usd: string };
  creditsUnit: string;
  /** Every id this world made, to the name it has in both worlds. */
  labels: Map<string, string>;
}

async function post<Url extends string>(api: Client, path: Url, body: unknown) {
  const res = await api.post(path, body);
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function buildWorld(h: Harness): Promise<World> {
  const { api } = h;
  const labels = new Map<string, string>();
  const unit = (await post(api, '/v1/pricing-units', { code: 'credits', name: 'Credits' })).pricing_unit;
  labels.set(unit.id, 'unit:credits');
  // $1 buys 10 credits from RATE_FROM, 12 from RATE_CHANGE; before RATE_FROM nothing converts.
  await post(api, `/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 10, effective_from: at(RATE_FROM) });
  await post(api, `/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 12, effective_from: at(RATE_CHANGE) });

  const fee = async (planId: string, name: string, body: Record<string, unknown>) => {
    const created = (await post(api, `/v1/plans/${planId}/fees`, body)).fee;
    labels.set(created.id, `fee:${name}`);
    labels.set(created.product.id, `product:${name}`);
    return created as { id: string; product: { id: string } };
  };
  const creditsPlan = (await post(api, '/v1/plans', { name: 'Credits plan', type: 'credits', currency_code: 'usd' })).plan;
  labels.set(creditsPlan.id, 'plan:credits');
  await fee(creditsPlan.id, 'tokens', {
    product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
    price: { pricing_model: 'per_unit', amount: 3, denominator: 100, pricing_unit_id: unit.id },
  });
  await fee(creditsPlan.id, 'jobs', {
    product: { name: 'Jobs', cost_metric: { expression: { event_name: 'job.run', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } },
    price: { pricing_model: 'cost_plus', pricing_unit_id: unit.id, cost_plus: { markup_mode: 'multiplier', multiplier: 1.5 } },
  });
  const usdPlan = (await post(api, '/v1/plans', { name: 'Usd plan', type: 'usage', currency_code: 'usd' })).plan;
  labels.set(usdPlan.id, 'plan:usd');
  const calls = await fee(usdPlan.id, 'calls', {
    product: { name: 'Calls', billable_metric: { expression: { event_name: 'api.call' } } },
    price: { pricing_model: 'per_unit', amount: 7, currency_code: 'usd' },
    effective_to: at(CALLS_PRICE_CHANGE),
  });
  await fee(usdPlan.id, 'calls-later', { product_id: calls.product.id, price: { pricing_model: 'per_unit', amount: 9, currency_code: 'usd' }, effective_from: at(CALLS_PRICE_CHANGE) });
  // Customers on both plans pay for a completion in two denominations.
  await fee(usdPlan.id, 'completions', {
    product: { name: 'Completions', billable_metric: { expression: { event_name: 'llm.completion' } } },
    price: { pricing_model: 'per_unit', amount: 1, currency_code: 'usd' },
  });
  return { h, scope: { companyId: h.company.id, mode: 'test' }, plans: { credits: creditsPlan.id, usd: usdPlan.id }, creditsUnit: unit.id, labels };
}

/**
 * Four fresh customers, made the same way in both worlds with the clock at START:
 * 0: both plans; credits grants expiring at +30 and +90 and one that never expires, usd cash expiring at +45;
 * 1: both plans, the usd one starting at USD_START; its own credits rate from OWN_RATE_FROM; one small grant;
 * 2: credits plan; two small grants expiring at +30 and +100;
 * 3: credits plan, no grant at all (every draw is overdraft) until a never-expiring one.
 */
async function freshCustomers(world: World): Promise<string[]> {
  const { api } = world.h;
  const ids: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const customer = (await post(api, '/v1/customers', { name: `Customer ${i}` })).customer;
    world.labels.set(customer.id, `customer:${i}`);
    const credits = (await post(api, '/v1/subscriptions', { customer_id: customer.id, plan_id: world.plans.credits, start_date: '2026-01-01T00:00:00Z' })).subscription;
    world.labels.set(credits.id, `subscription:${i}:credits`);
    if (i < 2) {
      const usd = (await post(api, '/v1/subscriptions', { customer_id: customer.id, plan_id: world.plans.usd, start_date: i === 1 ? at(USD_START) : '2026-01-01T00:00:00Z' })).subscription;
      world.labels.set(usd.id, `subscription:${i}:usd`);
    }
    const grant = async (name: string, body: Record<string, unknown>) => {
      const created = (await post(api, `/v1/subscriptions/${credits.id}/credit-grants`, { name, ...body })).credit_grant;
      world.labels.set(created.id, `grant:${i}:${name}`);
    };
    if (i === 0) {
      await grant('Short', { amount: 6, pricing_unit_code: 'credits', expires_at: at(30) });
      await grant('Longer', { amount: 9, pricing_unit_code: 'credits', expires_at: at(90) });
      await grant('Forever', { amount: 4, pricing_unit_code: 'credits' });
      await grant('Cash', { amount: 20, currency_code: 'usd', expires_at: at(45) });
    } else if (i === 1) {
      await post(api, `/v1/pricing-units/${world.creditsUnit}/conversion-rates`, { settlement_currency_code: 'usd', customer_id: customer.id, money_minor: 100, unit_amount: 20, effective_from: at(OWN_RATE_FROM) });
      await grant('Small', { amount: 3, pricing_unit_code: 'credits', expires_at: at(60) });
    } else if (i === 2) {
      await grant('Tiny', { amount: 2, pricing_unit_code: 'credits', expires_at: at(30) });
      await grant('Later', { amount: 5, pricing_unit_code: 'credits', expires_at: at(100) });
    }
    ids.push(customer.id);
  }
  return ids;
}

function payloadOf(kind: Kind, amount: number): { event_name: string; properties: Record<string, unknown> } {
  switch (kind) {
    case 'tokens':
      return { event_name: 'llm.completion', properties: { tokens: amount * 10 } };
    case 'tokens_text':
      return { event_name: 'llm.completion', properties: { tokens: 'many' } }; // QUANTITY_NOT_NUMERIC
    case 'job':
      return { event_name: 'job.run', properties: { cost_usd: (amount / 100).toFixed(2) } };
    case 'job_no_cost':
      return { event_name: 'job.run', properties: { seconds: amount } }; // COST_MISSING
    case 'api_call':
      return { event_name: 'api.call', properties: {} };
    case 'unmetered':
      return { event_name: 'page.view', properties: { amount } }; // matches nothing: cost []
  }
}

const eventArb: fc.Arbitrary<GeneratedEvent> = fc.record({
  customer: fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 0, max: CUSTOMERS - 1 }) }, { weight: 1, arbitrary: fc.constant(CUSTOMERS) }),
  kind: fc.oneof(
    { weight: 5, arbitrary: fc.constant<Kind>('tokens') },
    { weight: 4, arbitrary: fc.constant<Kind>('job') },
    { weight: 2, arbitrary: fc.constant<Kind>('api_call') },
    { weight: 1, arbitrary: fc.constantFrom<Kind>('tokens_text', 'job_no_cost', 'unmetered') },
  ),
  amount: fc.integer({ min: 0, max: 60 }),
  lagMinutes: fc.integer({ min: 0, max: 90 }),
  reuse: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.record({ of: fc.nat({ max: 40 }), identical: fc.boolean() }) }),
});

const runArb: fc.Arbitrary<Batch[]> = fc.array(
  fc.record({ minutesLater: fc.integer({ min: 0, max: 45 }), events: fc.array(eventArb, { minLength: 1, maxLength: 14 }) }),
  { minLength: 1, maxLength: 5 },
);

const event = (customer: number, kind: Kind, lagMinutes: number, reuse: GeneratedEvent['reuse'] = null, amount = 20): GeneratedEvent => ({ customer, kind, amount, lagMinutes, reuse });

/** Runs that must always be tried, whatever fast-check draws. */
const EXAMPLES: Array<[Batch[]]> = [
  // Inside one batch: a key's first occurrence fails (nothing stored), a later one with another
  // payload is stored, and a third repeats the failing payload: duplicate of the stored one.
  [[{ minutesLater: 25, events: [event(0, 'tokens_text', 0), event(0, 'tokens', 0, { of: 0, identical: false }), event(0, 'tokens_text', 0, { of: 0, identical: true }), event(1, 'tokens', 0, { of: 0, identical: false })] }]],
  // Across batches: a job stamped before the rate fails, then succeeds with the same key once stamped
  // after it; one batch straddles every boundary, and a later batch comes after grants expired.
  [
    [
      { minutesLater: 35, events: [event(0, 'job', 20), event(1, 'api_call', 0), event(1, 'api_call', 10), event(0, 'job', 0, { of: 0, identical: false })] },
      { minutesLater: 60, events: [event(1, 'job', 0), event(1, 'job', 40), event(1, 'job', 20), event(0, 'job', 0), event(0, 'api_call', 20), event(0, 'api_call', 0), event(2, 'tokens', 0, null, 60)] },
      { minutesLater: 40, events: [event(0, 'tokens', 5, null, 60), event(2, 'tokens', 5, null, 60), event(3, 'job', 5), event(4, 'tokens', 0), event(3, 'tokens', 0, { of: 1, identical: true })] },
    ],
  ],
];

interface Comparable {
  status: string;
  event?: string | undefined;
  cost?: unknown;
  balances?: unknown;
  code?: string | undefined;
}

interface AnyResult {
  status: string;
  usage_id?: string;
  cost?: unknown;
  customer_balances?: unknown;
  code?: string;
  error?: { code: string };
}

/** Every id a world made replaced by its shared name (also inside "kind:id" keys); an unknown id stays, and so differs. */
function canon(labels: ReadonlyMap<string, string>, value: unknown): unknown {
  if (typeof value === 'string') return labels.get(value) ?? (value.includes(':') ? value.split(':').map((part) => labels.get(part) ?? part).join(':') : value);
  if (Array.isArray(value)) return value.map((v) => canon(labels, v));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canon(labels, v)]));
  return value;
}

const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

describeEachStore('set-based ingest equals one event at a time, events at their own instants', (kind) => {
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

  /** What a run left for one customer, in the shared names. */
  async function stateOf(world: World, customerId: string) {
    const { api } = world.h;
    const db = world.h.testStore.store.db;
    const balances = (await api.get(`/v1/customers/${customerId}/balances`)).body.balances as unknown[];

    const listed = (await api.get(`/v1/customers/${customerId}/credit-grants`, { limit: '100' })).body.credit_grants as Array<Record<string, unknown>>;
    const expired = new Map((await db.selectFrom('credit_grants').select(['id', 'expired_at']).where('customer_id', '=', customerId).execute()).map((g) => [g.id, g.expired_at !== null]));
    const grants = listed
      .map((g) => ({ grant: g.id, name: g.name, amount: g.amount, balance: g.balance, status: g.status, expires_at: g.expires_at, expired: expired.get(g.id as string) }))
      .sort(byJson);

    const wallets = [];
    for (const wallet of await db.selectFrom('wallets').select(['id', 'denomination_key', 'balance', 'last_seq']).where('customer_id', '=', customerId).orderBy('denomination_key').execute()) {
      const entries = await db
        .selectFrom('ledger_entries')
        .select(['seq', 'kind', 'amount', 'balance_after', 'grant_id', 'event_id', 'invoice_id', 'created_at'])
        .where('wallet_id', '=', wallet.id)
        .orderBy('seq')
        .execute();
      wallets.push({ denomination: wallet.denomination_key, balance: wallet.balance, last_seq: wallet.last_seq, entries });
    }

    const events: Array<Record<string, unknown>> = [];
    let cursor: string | undefined;
    do {
      const page = (await api.get('/v1/events', { customer_id: customerId, limit: '100', ...(cursor ? { cursor } : {}) })).body;
      events.push(...(page.events as Array<Record<string, unknown>>));
      cursor = page.pagination.has_more ? (page.pagination.next_cursor as string) : undefined;
    } while (cursor);
    const stored = events
      .sort((a, b) => (String(a.idempotency_key) < String(b.idempotency_key) ? -1 : 1))
      .map((e) => ({ ...e, charges: [...(canon(world.labels, e.charges) as unknown[])].sort(byJson) }));

    return canon(world.labels, { balances, grants, wallets, events: stored });
  }

  it('gives identical results, balances, grants, ledger entries and stored events for random batches', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (run) => {
        pipeline.h.clock.set(new Date(START));
        reference.h.clock.set(new Date(START));
        const customers = { pipeline: await freshCustomers(pipeline), reference: await freshCustomers(reference) };
        const runTag = Math.random().toString(36).slice(2, 10);
        const firsts: SentEvent[] = []; // the first event sent with each key of the run
        let now = START;
        for (const batch of run) {
          now += batch.minutesLater * 60_000;
          pipeline.h.clock.set(new Date(now));
          reference.h.clock.set(new Date(now));
          const sent: SentEvent[] = batch.events.map((generated) => {
            const earlier = generated.reuse && firsts.length > 0 ? firsts[generated.reuse.of % firsts.length] : undefined;
            if (earlier && generated.reuse?.identical) return earlier;
            const own = { customer: generated.customer, kind: generated.kind, amount: generated.amount, timestamp: new Date(now - generated.lagMinutes * 60_000).toISOString() };
            if (earlier) return { key: earlier.key, ...own };
            const fresh = { key: `${runTag}-${firsts.length}`, ...own };
            firsts.push(fresh);
            return fresh;
          });
          const bodies = (world: 'pipeline' | 'reference') =>
            sent.map((e) => ({ idempotency_key: e.key, customer_id: customers[world][e.customer] ?? UNKNOWN_CUSTOMER, timestamp: e.timestamp, ...payloadOf(e.kind, e.amount) }));

          const answer = await post(pipeline.h.api, '/v1/events/batch', { events: bodies('pipeline') });
          const expected: ReferenceResult[] = [];
          for (const body of bodies('reference')) {
            const accepted: AcceptedEvent = {
              eventName: body.event_name,
              idempotencyKey: body.idempotency_key,
              customerId: body.customer_id,
              timestamp: new Date(body.timestamp),
              sessionId: null,
              properties: body.properties,
            };
            expected.push(await referenceIngest(reference.h.testStore.store, reference.scope, accepted, new Date(now), loader));
          }

          const comparable = (world: World, r: AnyResult, key: string): Comparable => {
            if (r.status === 'inserted' && r.usage_id) world.labels.set(r.usage_id, `event:${key}`);
            return {
              status: r.status,
              event: r.usage_id === undefined ? undefined : world.labels.get(r.usage_id) ?? `unmapped usage_id ${r.usage_id}`,
              cost: r.cost,
              balances: r.customer_balances,
              code: r.code ?? r.error?.code,
            };
          };
          const got = (answer.results as AnyResult[]).map((r, i) => ({ sent: sent[i], ...comparable(pipeline, r, sent[i]?.key ?? '') }));
          const want = expected.map((r, i) => ({ sent: sent[i], ...comparable(reference, r, sent[i]?.key ?? '') }));
          expect(got).toEqual(want);
        }
        for (let i = 0; i < CUSTOMERS; i++) {
          const state = { pipeline: await stateOf(pipeline, customers.pipeline[i] as string), reference: await stateOf(reference, customers.reference[i] as string) };
          expect(state.pipeline, `customer ${i}`).toEqual(state.reference);
        }
      }),
      { numRuns: Number(process.env.EQUIVALENCE_RUNS ?? 20), examples: EXAMPLES },
    );
  }, 240_000);
});
