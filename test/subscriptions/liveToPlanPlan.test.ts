/**
 * The read behind "one live subscription per customer and plan" (subscriptions/repo.ts,
 * liveSubscriptionsToPlan) searches the customer's subscriptions, not the company's: SQLite plans
 * by rule, and an `order by created_at, id` in SQL had it walk `subscriptions_scope_created`, every
 * subscription of the company, for the customer's few. The rows still come oldest first.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveSubscriptionsToPlan } from '../../src/modules/subscriptions/repo.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('a customer\'s live subscriptions to a plan', (kind) => {
  let h: Harness;
  let planId: string;
  let customerId: string;
  let companyId: string;
  const created: string[] = [];
  /** Every SQL text the store prepared (its statement cache prepares each once). */
  const prepared: string[] = [];

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-11-27T09:00:00Z' });
    const connection = h.testStore.store.sqlite?.connection;
    if (connection) {
      const prepare = connection.prepare.bind(connection);
      connection.prepare = ((source: string) => {
        prepared.push(source);
        return prepare(source);
      }) as typeof connection.prepare;
    }
    planId = (await setupPlan(h.api, { currency_code: 'usd' })).id;
    // Other customers' subscriptions to the same plan: the company's run the old plan walked.
    for (let i = 0; i < 3; i++) {
      const other = (await setupCustomer(h.api)).id;
      expect((await h.api.post('/v1/subscriptions', { customer_id: other, plan_id: planId })).status).toBe(201);
    }
    customerId = (await setupCustomer(h.api, { name: 'Ada' })).id;
    const row = await sql<{ company_id: string }>`select company_id from customers where id = ${customerId}`.execute(h.testStore.store.db);
    companyId = (row.rows[0] as { company_id: string }).company_id;
    for (let i = 0; i < 3; i++) {
      h.clock.set(`2026-11-27T09:0${i + 1}:00Z`);
      const sub = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: planId, allow_duplicate: true });
      expect(sub.status, JSON.stringify(sub.body)).toBe(201);
      created.push(sub.body.subscription.id);
    }
  });
  afterAll(() => h.close());

  it('are the customer\'s, oldest first', async () => {
    const rows = await liveSubscriptionsToPlan({ db: h.testStore.store.db, scope: { companyId, mode: 'test' } }, customerId, planId);
    expect(rows.map((row) => row.id)).toEqual(created);
  });

  it.runIf(kind === 'sqlite')('are read through the customer index on SQLite', () => {
    const connection = h.testStore.store.sqlite?.connection;
    if (!connection) throw new Error('an SQLite store without its connection');
    const read = prepared.find((text) => /from "subscriptions"/.test(text) && /plan_transition_to_plan_id" = \?/.test(text));
    expect(read).toBeDefined();
    const params = (read?.match(/\?/g) ?? []).map(() => null);
    const plan = (connection.prepare(`explain query plan ${read}`).all(...params) as { detail: string }[]).map((row) => row.detail);
    expect(plan.join('\n')).toContain('USING INDEX subscriptions_customer (company_id=? AND mode=? AND customer_id=?)');
  });
});
