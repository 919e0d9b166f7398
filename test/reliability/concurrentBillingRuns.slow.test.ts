/**
 * Issue 13, item 4, across two real server processes on one PostgreSQL: billing runs to two
 * instants at once never leave a subscription short of the later one. Each round is a company
 * with 30 monthly subscriptions starting on the next 15 days (two a day); one process is asked to
 * bill its test mode to +70 days and, a few milliseconds apart, both processes to +10 days, each
 * caller repeating its call until the answer is `complete` (as the API tells it to). Then every
 * subscription is billed through +70: a last run to +70 finds nothing to do on any of them
 * (before the fix, one round of four tried left subscriptions for it: the later run had skipped what an
 * earlier one held, and answered complete). Counted: rounds, subscriptions, calls, answers that named a `held`
 * subscription, and subscriptions short of the later instant (0).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../support/stores.js';
import { recordFigures } from './support/figures.js';
import { httpClient, type HttpClient } from './support/http.js';
import { createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from './support/processes.js';
import { SIZES } from './support/sizes.js';

/** Soak 8, smoke 2 (support/sizes.ts). */
const ROUNDS = SIZES.billingRunRounds;
const SUBSCRIPTIONS = 30;
const EARLY_CALLERS = 4;
const DAY_MS = 86_400_000;

interface RunAnswer {
  complete: boolean;
  held: unknown[];
  problems: unknown[];
  steps_taken: number;
}

async function created(client: HttpClient, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await client.send('POST', path, body);
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePg('billing runs to two instants at once on two processes leave every subscription billed to the later one [postgres]', () => {
  let releaseSnapshot: () => void = () => undefined;
  let testStore: TestStore;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    testStore = await createTestStore('postgres');
    servers.push(await startServer(testStore.url), await startServer(testStore.url));
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await testStore?.drop();
    releaseSnapshot();
  });

  it(`${ROUNDS} rounds of ${SUBSCRIPTIONS} subscriptions, runs to +10 and +70 days at once: every one billed through +70`, async () => {
    const figures = { calls: 0, answers_with_held: 0, held_named: 0, short_of_later_instant: 0, problems: 0 };
    const base = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS);
    const plus10 = new Date(base.getTime() + 10 * DAY_MS).toISOString();
    const plus70 = new Date(base.getTime() + 70 * DAY_MS).toISOString();
    const shortfalls: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const account = await createCompanyAndKey(testStore.url);
      const clients = servers.map((server) => httpClient(server.baseUrl, account.key, { maxSockets: 8, timeoutMs: 120_000 }));
      const [first] = clients as [HttpClient, HttpClient];
      try {
        const plan = (await created(first, '/v1/plans', { name: `Round ${round}`, invoicing_cadence: 'monthly' })).plan as { id: string };
        await created(first, `/v1/plans/${plan.id}/fees`, { product: { name: 'Platform' }, price: { pricing_model: 'flat', amount: 900 } });
        const ids: string[] = [];
        for (let i = 0; i < SUBSCRIPTIONS; i++) {
          const customer = (await created(first, '/v1/customers', { name: `Customer ${round}-${i}` })).customer as { id: string };
          const start = new Date(base.getTime() + (1 + (i % 15)) * DAY_MS).toISOString();
          ids.push(((await created(first, '/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: start })).subscription as { id: string }).id);
        }
        const billUntilComplete = async (client: HttpClient, asOf: string): Promise<void> => {
          for (let call = 0; call < 20; call++) {
            const res = await client.send('POST', '/v1/billing/run', { as_of: asOf });
            figures.calls += 1;
            if (res.status !== 200) throw new Error(`POST /v1/billing/run answered ${res.status}: ${JSON.stringify(res.body)}`);
            const run = res.body.run as RunAnswer;
            figures.problems += run.problems.length;
            if (run.held.length > 0) {
              figures.answers_with_held += 1;
              figures.held_named += run.held.length;
            }
            if (run.complete) return;
          }
          throw new Error(`a run to ${asOf} was not complete after 20 calls`);
        };
        const late = billUntilComplete(clients[round % 2] as HttpClient, plus70);
        const early: Promise<void>[] = [];
        for (let i = 0; i < EARLY_CALLERS; i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          early.push(billUntilComplete(clients[i % 2] as HttpClient, plus10));
        }
        await Promise.all([late, ...early]);

        // Billed through +70: a last run to +70 finds nothing left to do on any subscription.
        const last = await first.send('POST', '/v1/billing/run', { as_of: plus70 });
        expect(last.status).toBe(200);
        const leftover = last.body.run as RunAnswer & { subscriptions_advanced: number };
        figures.short_of_later_instant += leftover.subscriptions_advanced;
        if (leftover.steps_taken !== 0) shortfalls.push(`round ${round}: ${leftover.subscriptions_advanced} subscriptions were short of +70 (a last run took ${leftover.steps_taken} steps)`);
        expect(ids).toHaveLength(SUBSCRIPTIONS);
      } finally {
        for (const client of clients) client.close();
      }
    }
    recordFigures('concurrent-billing-runs-two-processes-postgres', {
      rounds: ROUNDS,
      subscriptions: ROUNDS * SUBSCRIPTIONS,
      run_calls: figures.calls,
      answers_naming_held: figures.answers_with_held,
      held_subscriptions_named: figures.held_named,
      billed_through_later_instant: ROUNDS * SUBSCRIPTIONS - figures.short_of_later_instant,
      short_of_later_instant: figures.short_of_later_instant,
    });
    expect(shortfalls).toEqual([]);
    expect(figures.problems).toBe(0);
  }, 900_000);
});
