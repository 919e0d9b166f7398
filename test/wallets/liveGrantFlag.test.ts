/**
 * Story (issue 33): a grant's `live` flag (0133_live_grant_flag) says "active with something left",
 * changes only when that does, and the database keeps it, so the burn-down's index read never
 * misses a grant with credit and an ordinary draw does not rewrite the index.
 *
 * A customer on a usage plan, Compute at $1.00 a minute ("100" minor units), is granted $3.00:
 *   - 1 minute:  the grant goes 300 -> 200, still live;
 *   - 2 minutes: 200 -> 0, used up: no longer live;
 *   - a $5.00 top-up is live; voided, it holds 0 and is not live;
 *   - a third event of 1 minute finds no live grant: the wallet goes to -100 (overdraft), and
 *     the exhausted $3.00 grant is not drawn again.
 * Then the flag cannot drift: SQLite's triggers put back a wrong value written by hand, and
 * PostgreSQL refuses to write the generated column at all; both stores read live grants through
 * the partial index, and on PostgreSQL a draw that leaves a grant live is a HOT update.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, setupCustomer, setupPlan } from '../support/builders.js';
import { eventAt, usageFee } from '../billing/story.js';

const NOW = '2026-11-27T09:00:00.000Z';

describeEachStore('billing story: a grant is live while it holds credit, and the database keeps the flag', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;
  let firstId: string;

  async function liveOf(grantId: string): Promise<{ balance: string; live: number }> {
    const row = await sql<{ balance: string; live: number | string }>`select balance, live from credit_grants where id = ${grantId}`.execute(h.testStore.store.db);
    const found = row.rows[0];
    if (!found) throw new Error(`grant ${grantId} not found`);
    return { balance: found.balance, live: Number(found.live) };
  }

  beforeAll(async () => {
    h = await createHarness(kind, { now: NOW });
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly', currency_code: 'usd' });
    await usageFee(h, plan.id, 'Compute', { event_name: 'job', aggregation: 'sum', property: 'minutes' }, { amount: 100 });
    h.clock.set(NOW);
    customerId = (await setupCustomer(h.api, { name: 'Ada' })).id;
    const sub = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: plan.id });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    subscriptionId = sub.body.subscription.id;
    firstId = (await grant(h.api, subscriptionId, { name: 'Starter', amount: '300', currency_code: 'usd', expires_at: null })).id;
  });
  afterAll(() => h.close());

  it('stays live through a draw that leaves credit, and stops at zero', async () => {
    expect(await liveOf(firstId)).toEqual({ balance: '300', live: 1 });
    await eventAt(h, customerId, '2026-11-27T10:00:00.000Z', 'job', { minutes: 1 });
    expect(await liveOf(firstId)).toEqual({ balance: '200', live: 1 });
    await eventAt(h, customerId, '2026-11-27T10:01:00.000Z', 'job', { minutes: 2 });
    expect(await liveOf(firstId)).toEqual({ balance: '0', live: 0 });
  });

  it('a top-up is live; voided, it is not', async () => {
    const topUp = await grant(h.api, subscriptionId, { name: 'Top-up', amount: '500', currency_code: 'usd', expires_at: null });
    expect(await liveOf(topUp.id)).toEqual({ balance: '500', live: 1 });
    const voided = await h.api.post(`/v1/credit-grants/${topUp.id}/void`);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await liveOf(topUp.id)).toEqual({ balance: '0', live: 0 });
  });

  it('with no live grant left, the next event overdraws the wallet instead of drawing a used-up grant', async () => {
    await eventAt(h, customerId, '2026-11-27T10:02:00.000Z', 'job', { minutes: 1 });
    // 300 granted - 100 - 200 = 0; the void took the top-up's 500 back; then -100.
    const balances = await h.api.get(`/v1/customers/${customerId}/balances`);
    expect(balances.status, JSON.stringify(balances.body)).toBe(200);
    const usd = (balances.body.balances as { currency_code?: string; balance: string }[]).find((b) => b.currency_code === 'usd');
    expect(usd?.balance).toBe('-100');
    expect(await liveOf(firstId)).toEqual({ balance: '0', live: 0 });
  });

  it('a wrong flag cannot be written', async () => {
    const db = h.testStore.store.db;
    if (kind === 'sqlite') {
      await sql`update credit_grants set live = 1 where id = ${firstId}`.execute(db);
      expect((await liveOf(firstId)).live).toBe(0);
      await sql`update credit_grants set balance = '50' where id = ${firstId}`.execute(db);
      expect(await liveOf(firstId)).toEqual({ balance: '50', live: 1 });
      await sql`update credit_grants set balance = '0' where id = ${firstId}`.execute(db);
      expect(await liveOf(firstId)).toEqual({ balance: '0', live: 0 });
    } else {
      await expect(sql`update credit_grants set live = 1 where id = ${firstId}`.execute(db)).rejects.toThrow(/live/);
    }
  });

  it('the burn-down reads live grants through the partial index credit_grants_live', async () => {
    const db = h.testStore.store.db;
    if (kind === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select * from credit_grants
        where wallet_id in (select value from json_each(${JSON.stringify(['w'])})) and live = 1 and status = 'active' and balance <> '0'
        and company_id = ${h.company.id} and mode = 'test'`.execute(db);
      expect(plan.rows.map((r) => r.detail).join('\n')).toContain('credit_grants_live');
      return;
    }
    await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select * from credit_grants
        where wallet_id = any(${['w']}::text[]) and live = 1 and status = 'active' and balance <> '0'
        and company_id = ${h.company.id} and mode = 'test'`.execute(trx);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('credit_grants_live');
    });
  });

  it.runIf(kind === 'postgres')('on PostgreSQL, a draw that leaves the grant live updates it in place (HOT)', async () => {
    // $5.00 granted to a wallet at -$1.00: it repays the overdraft first and holds 400.
    const topUp = await grant(h.api, subscriptionId, { name: 'Second top-up', amount: '500', currency_code: 'usd', expires_at: null });
    expect(await liveOf(topUp.id)).toEqual({ balance: '400', live: 1 });
    // Measured inside a transaction that is then rolled back: the hand-made balance is never kept.
    const rolledBack = new Error('roll back');
    let counts: { updated: number; hot: number } | undefined;
    await expect(
      h.testStore.store.db.transaction().execute(async (trx) => {
        // The backend's counters not yet reported (earlier transactions' too): the update's is the difference.
        const read = async () => {
          const row = await sql<{ updated: string | number; hot: string | number }>`select pg_stat_get_xact_tuples_updated('credit_grants'::regclass) as updated,
            pg_stat_get_xact_tuples_hot_updated('credit_grants'::regclass) as hot`.execute(trx);
          return { updated: Number(row.rows[0]?.updated), hot: Number(row.rows[0]?.hot) };
        };
        const before = await read();
        await sql`update credit_grants set balance = '300', updated_at = ${NOW} where id = ${topUp.id}`.execute(trx);
        const after = await read();
        counts = { updated: after.updated - before.updated, hot: after.hot - before.hot };
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(counts).toEqual({ updated: 1, hot: 1 });
    expect((await liveOf(topUp.id)).balance).toBe('400');
  });
});
