/**
 * Story (issue 33, charges inline): a batch whose event is lost to another process's insert of its
 * key prices the events after it again, and what it stored of them (cost and charge lines, one row
 * since 0135_charges_inline) is rewritten to the price it answered and drew. PostgreSQL only: a
 * SQLite batch holds the write lock from before it reads the keys, so it never loses one.
 *
 * By hand: a graduated fee, units 1-200 at 5 cents each, above 200 at 1 cent.
 * - A first event of 10 units: total 0 -> 10, 10 x 5 = 50.
 * - Another process holds January's running total locked; our batch of k1 (150 units) and k2 (10)
 *   reads that neither key is stored and waits for the total. The other process stores k1 itself and
 *   moves the total to 160, then commits.
 * - Our batch, priced from 160: k1 160 -> 310 (40 x 5 + 110 x 1 = 310), k2 310 -> 320 (10 x 1 = 10).
 *   Its insert of k1 finds the key taken: k1 becomes a duplicate and the draws run again without
 *   it: k2 160 -> 170, 10 x 5 = 50. k2 answers 50, draws 50, and its stored cost and charge say 50
 *   (before, the stored cost kept the first pass's 10).
 * - The customer's wallet: -(50 + 50) = -100 (the other process's k1 drew nothing here).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { newId } from '../../src/db/ids.js';
import { createHarness, type Harness } from '../support/harness.js';
import { sessionsWaitingOnLock } from '../support/pgLocks.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupFee, setupPlan, setupSubscription } from '../support/builders.js';
import { balancesOf, eventAt } from '../billing/story.js';

describeEachStore('pricing story: an event lost to a concurrent insert of its key reprices the ones after it, stored as answered', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { name: 'Ops', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' });
    await setupFee(h.api, plan.id, {
      product: { name: 'Ops', billable_metric: { expression: { event_name: 'op', aggregation: 'sum', property: 'n' } } },
      price: { pricing_model: 'graduated', tiers: [{ up_to: 200, unit_amount: 5 }, { up_to: null, unit_amount: 1 }] },
    });
    customerId = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  it.runIf(kind === 'postgres')('k2 answers, draws and is stored at 50', async () => {
    const db = h.testStore.store.db;
    const at = '2026-01-10T00:00:00Z';
    const first = await eventAt(h, customerId, at, 'op', { n: 10 });
    expect(first.cost).toEqual([{ amount: '50', account_type: 'currency', currency_code: 'usd' }]);
    const firstRow = await db.selectFrom('events').select(['company_id', 'mode']).where('id', '=', String(first.usage_id)).executeTakeFirstOrThrow();
    const total = await db.selectFrom('fee_period_quantities').select(['id', 'quantity']).where('company_id', '=', firstRow.company_id).executeTakeFirstOrThrow();
    expect(total.quantity).toBe('10');

    const k1 = ingestBody(customerId, 'op', { n: 150 }, { timestamp: at });
    const k2 = ingestBody(customerId, 'op', { n: 10 }, { timestamp: at });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const other = db.transaction().execute(async (trx) => {
      await sql`select id from fee_period_quantities where id = ${total.id} for update`.execute(trx);
      locked();
      await released;
      await trx
        .insertInto('events')
        .values({
          id: newId(),
          company_id: firstRow.company_id,
          mode: firstRow.mode,
          idempotency_key: k1.idempotency_key,
          customer_id: customerId,
          event_name: 'op',
          timestamp: at.replace('Z', '.000Z'),
          session_id: null,
          properties: JSON.stringify(k1.properties),
          cost: '[]',
          created_at: at.replace('Z', '.000Z'),
          invoice_pending: 0,
          charges: null,
        })
        .execute();
      await trx.updateTable('fee_period_quantities').set({ quantity: '160' }).where('id', '=', total.id).execute();
    });
    await isLocked;
    const batch = h.api.post('/v1/events/batch', { events: [k1, k2] });
    // Our batch has read the keys and waits for the running total.
    await sessionsWaitingOnLock(db, 1, 'the batch never waited for the running total');
    release();
    await other;
    const res = await batch;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'inserted']);
    const k2Result = res.body.results[1] as { usage_id: string; cost: unknown };
    expect(k2Result.cost).toEqual([{ amount: '50', account_type: 'currency', currency_code: 'usd' }]);

    const stored = await db.selectFrom('events').select(['cost', 'invoice_pending']).where('id', '=', k2Result.usage_id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.cost)).toEqual([{ amount: '50', account_type: 'currency', currency_code: 'usd' }]);
    expect(stored.invoice_pending).toBe(1);
    const charges = await db.selectFrom('event_charges').select(['quantity', 'amount', 'invoice_id']).where('event_id', '=', k2Result.usage_id).execute();
    expect(charges).toEqual([{ quantity: '10', amount: '50', invoice_id: null }]);
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '-100', account_type: 'currency', currency_code: 'usd' }]);
    const differences = (await runAudit(db)).differences.filter((d) => d.subject.includes(k2Result.usage_id));
    expect(differences).toEqual([]);
  });
});
