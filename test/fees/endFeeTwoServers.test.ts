/**
 * Issue 25 item 1, as it was found: two server processes on one PostgreSQL database; one ends a
 * fee while the other ingests events stamped after the new end. Before the rating-config lock, in
 * the rounds where the end answered 200, 24 to 45 of 60 such events were still charged by the
 * ended fee. The rule (src/modules/ratingConfig/version.ts): an end that answers 200 leaves no
 * charge by the fee stamped at or after it; one that found such a charge is refused with
 * FEE_END_BEFORE_CHARGES. Every event is charged 10 cents by the fee or nothing: the money check
 * is 10 x (events charged by the fee).
 *
 * Without the lock this file fails (checked: round 2 answered 200 with 55 of 60 events charged by
 * the ended fee); with it, rounds end (0 charged) or are refused (60 charged, the fee stays open).
 * The instant of the end among the batches varies with the machine; the invariant does not, and
 * test/fees/endFeeIsFinal.test.ts proves each commit order with barriers. PostgreSQL only (SQLite
 * serialises writers across processes with BEGIN IMMEDIATE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient, type HttpClient } from '../reliability/support/http.js';
import { createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from '../reliability/support/processes.js';
import { createTestStore, STORE_KINDS, type TestStore } from '../support/stores.js';

const ROUNDS = 8;
const BATCHES = 12;
const PER_BATCH = 5;

describe.runIf(STORE_KINDS.includes('postgres'))('a fee end between two server processes is final [postgres]', () => {
  let releaseSnapshot: () => void = () => undefined;
  let testStore: TestStore;
  const servers: ServerProcess[] = [];
  let ender: HttpClient;
  let ingester: HttpClient;

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    testStore = await createTestStore('postgres');
    const account = await createCompanyAndKey(testStore.url);
    servers.push(await startServer(testStore.url), await startServer(testStore.url));
    ender = httpClient((servers[0] as ServerProcess).baseUrl, account.key);
    ingester = httpClient((servers[1] as ServerProcess).baseUrl, account.key, { maxSockets: BATCHES });
  }, 300_000);

  afterAll(async () => {
    ender?.close();
    ingester?.close();
    for (const server of servers) await server.stop();
    await testStore?.drop();
    releaseSnapshot();
  });

  async function created<T>(path: string, body: unknown, field: string): Promise<T> {
    const answer = await ender.send('POST', path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body[field] as T;
  }

  it(`in ${ROUNDS} rounds: an end that answers 200 leaves no charge by the fee at or after it, a refused one found such a charge`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const plan = await created<{ id: string }>('/v1/plans', { name: `Final ${round}`, type: 'usage', currency_code: 'usd' }, 'plan');
      const fee = await created<{ id: string }>(
        `/v1/plans/${plan.id}/fees`,
        { product: { name: `Requests ${round}`, billable_metric: { expression: { event_name: 'final.req' } } }, price: { pricing_model: 'per_unit', amount: 10 } },
        'fee',
      );
      const customer = await created<{ id: string }>('/v1/customers', { name: `Final ${round}` }, 'customer');
      await created('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: new Date(Date.now() - 86_400_000).toISOString() }, 'subscription');

      // Every event is stamped after the end (the end is 1 s from now, the events 2 s on).
      const end = new Date(Date.now() + 1_000).toISOString();
      const stamp = new Date(Date.now() + 2_000).toISOString();
      const batches = Array.from({ length: BATCHES }, (_, b) => ({
        events: Array.from({ length: PER_BATCH }, (_, i) => ({ event_name: 'final.req', idempotency_key: `final-${round}-${b}-${i}`, customer_id: customer.id, timestamp: stamp, properties: {} })),
      }));
      // Every batch at once on the ingesting process (several batches in flight), and the end on
      // the other process `round` ms later: in some rounds it lands between a batch's read and its
      // commit, the window of the bug.
      const sending = Promise.all(
        batches.map(async (batch) => {
          const answer = await ingester.send('POST', '/v1/events/batch', batch);
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        }),
      );
      await new Promise((r) => setTimeout(r, round));
      const ending = ender.send('POST', `/v1/plans/${plan.id}/fees/${fee.id}`, { effective_to: end });
      await sending;
      const res = await ending;

      const charged = await testStore.store.db
        .selectFrom('event_charges')
        .select(['amount'])
        .where('fee_id', '=', fee.id)
        .where('event_timestamp', '>=', end)
        .execute();
      const total = charged.reduce((sum, row) => sum + Number(row.amount), 0);
      expect(total).toBe(10 * charged.length);
      if (res.status === 200) {
        expect(charged, `round ${round}: the end answered 200 but ${charged.length} events stamped after it were charged by the fee`).toEqual([]);
        outcomes.push('ended');
      } else {
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body.error?.code).toBe('FEE_END_BEFORE_CHARGES');
        expect(charged.length).toBeGreaterThan(0);
        outcomes.push(`refused (${charged.length} charged)`);
      }
    }
    console.log(`[fees] two-server end rounds: ${outcomes.join(', ')}`);
  }, 300_000);
});
