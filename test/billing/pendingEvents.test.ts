/**
 * Story for issue 33's storage change (0134_events_invoice_pending): a close finds its charges
 * through the customer's events still pending an invoice, so an event must stay pending until
 * every charge of it is on an invoice, across subscriptions, and no longer.
 *
 * By hand: two monthly usd plans meter the same event, "api.call": Plan A at $2.50 a call (250
 * cents), Plan B at $1.00 (100 cents). One customer holds both from 1 July 2026, so each call
 * costs 250 + 100 = 350 cents: two charges, one per subscription, on one event.
 * - 10 July: one call. Billed to 1 August: A's July invoice 1 x 250 = 250, B's 1 x 100 = 100;
 *   the event is no longer pending. Its customer's wallet: -350 + 250 + 100 = 0.
 * - 5 August: a call stamped 20 July (late) and one stamped 5 August, both pending until billed.
 *   Billed to 1 September: A's August invoice 250 (August) + 250 (July, late) = 500, B's 100 +
 *   100 = 200; every event of the customer is settled (pending 0), the audit finds nothing.
 * - A call stamped 3 September, billed to 1 September: stamped after the span, it stays pending.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import * as pendingMigration from '../../src/db/migrations/0134_events_invoice_pending.js';
import * as inlineMigration from '../../src/db/migrations/0135_charges_inline.js';
import { chargesNotInvoicedQuery } from '../../src/billing/repo.js';
import { attachChargesToInvoice } from '../../src/modules/ingest/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, invoicesOf, usageFee } from './story.js';

describeEachStore('billing story: an event metered by two subscriptions stays pending until both have invoiced it', (kind) => {
  let h: Harness;
  let customerId: string;
  let subA: string;
  let subB: string;

  const pendingOf = async (usageId: string | undefined) =>
    (await h.testStore.store.db.selectFrom('events').select('invoice_pending').where('id', '=', String(usageId)).executeTakeFirstOrThrow()).invoice_pending;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-07-01T00:00:00Z' });
    const planA = (await setupPlan(h.api, { name: 'Plan A', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, planA, 'API calls (A)', { event_name: 'api.call' }, { amount: 250 });
    const planB = (await setupPlan(h.api, { name: 'Plan B', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, planB, 'API calls (B)', { event_name: 'api.call' }, { amount: 100 });
    customerId = (await setupCustomer(h.api)).id;
    h.clock.set('2026-07-01T00:00:00Z');
    subA = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planA, start_date: '2026-07-01T00:00:00Z' })).id;
    subB = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planB, start_date: '2026-07-01T00:00:00Z' })).id;
    await billTo(h.api, '2026-07-01T00:00:00Z');
  });
  afterAll(() => h.close());

  it('July: one call, two charges; both invoices bill it, and then it is no longer pending', async () => {
    const call = await eventAt(h, customerId, '2026-07-10T00:00:00Z', 'api.call');
    expect(await pendingOf(call.usage_id)).toBe(1);
    await billTo(h.api, '2026-08-01T00:00:00Z');
    const [julyA] = await invoicesOf(h.api, subA);
    const [julyB] = await invoicesOf(h.api, subB);
    expect(brief(julyA!)).toEqual([['API calls (A): 1 at $2.50 each', 1, 250, 250]]);
    expect(brief(julyB!)).toEqual([['API calls (B): 1 at $1.00 each', 1, 100, 100]]);
    expect(await pendingOf(call.usage_id)).toBe(0);
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('August: a late July call and an August call, each billed once by each subscription; one stamped after the span waits', async () => {
    h.clock.set('2026-08-05T00:00:00Z');
    const late = await h.api.post('/v1/events/ingest', { customer_id: customerId, event_name: 'api.call', timestamp: '2026-07-20T00:00:00Z', idempotency_key: 'late-july', properties: {} });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const august = await eventAt(h, customerId, '2026-08-05T00:00:00Z', 'api.call');
    expect([await pendingOf(late.body.usage_id), await pendingOf(august.usage_id)]).toEqual([1, 1]);

    await billTo(h.api, '2026-09-01T00:00:00Z');
    const augustA = (await invoicesOf(h.api, subA))[1]!;
    const augustB = (await invoicesOf(h.api, subB))[1]!;
    // A: 250 (August) + 250 (July, late) = 500; B: 100 + 100 = 200.
    expect(augustA.total_cents).toBe(500);
    expect(augustB.total_cents).toBe(200);
    expect(brief(augustA).map((line) => line[3])).toEqual([250, 250]);
    expect(brief(augustB).map((line) => line[3])).toEqual([100, 100]);
    expect([await pendingOf(late.body.usage_id), await pendingOf(august.usage_id)]).toEqual([0, 0]);

    // Stamped 3 September, after the span billed through 1 September: pending until October's close.
    const september = await eventAt(h, customerId, '2026-09-03T00:00:00Z', 'api.call');
    expect(await billTo(h.api, '2026-09-01T00:00:00Z')).toMatchObject({ invoices_created: 0 });
    expect(await pendingOf(september.usage_id)).toBe(1);
    expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  });

  it('a close reads its customer\'s pending events first, then the charge lines of each, with or without table statistics', async () => {
    const store = h.testStore.store;
    const scope = { companyId: (await store.db.selectFrom('customers').select('company_id').where('id', '=', customerId).executeTakeFirstOrThrow()).company_id, mode: 'test' as const };
    const query = chargesNotInvoicedQuery({ db: store.db, scope }, { id: subA, customer_id: customerId }, '2026-10-01T00:00:00.000Z').compile();
    // PostgreSQL plans the values as sent (an unnamed statement), so they are written in; SQLite's plan does not depend on them.
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const text =
      store.dialect === 'postgres'
        ? (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]))}`).execute(store.db)).rows.map((row) => row['QUERY PLAN']).join('\n')
        : (store.sqlite?.connection.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as { detail: string }[]).map((row) => row.detail).join('\n');
    if (store.dialect === 'postgres') {
      expect(text).toMatch(/Index Scan using events_customer_pending_time on events e/);
      // The charges are the lines of each of those events, read again by its key.
      expect(text).toMatch(/Index Scan using events_pkey on events/);
      expect(text).not.toMatch(/Seq Scan|events_charged_time/);
    } else {
      expect(text).toMatch(/SEARCH e USING (COVERING )?INDEX events_customer_pending_time/);
      expect(text).toMatch(/SEARCH e USING INDEX sqlite_autoindex_events_1 \(id=\?\)/);
      expect(text).not.toMatch(/SCAN e\b/);
    }
  });

  it.runIf(kind === 'postgres')('two closes attaching the charges of one event at once leave it settled, not pending', async () => {
    const db = h.testStore.store.db;
    h.clock.set('2026-09-04T00:00:00Z');
    const call = await eventAt(h, customerId, '2026-09-04T00:00:00Z', 'api.call');
    const charges = await db.selectFrom('event_charges').select(['id', 'event_id', 'subscription_id', 'company_id', 'mode']).where('event_id', '=', String(call.usage_id)).execute();
    expect(charges.map((c) => c.subscription_id).sort()).toEqual([subA, subB].sort());
    const scope = { companyId: charges[0]!.company_id, mode: charges[0]!.mode };
    const [ofA, ofB] = [subA, subB].map((sub) => charges.filter((c) => c.subscription_id === sub));

    // The first close attaches A's charge and holds its transaction open; the second attaches B's
    // meanwhile. Each alone sees the other's charge still without invoice; the event lock makes
    // the second wait for the first and then see it.
    let releaseFirst: () => void = () => undefined;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstAttached: () => void = () => undefined;
    const attachedByFirst = new Promise<void>((resolve) => (firstAttached = resolve));
    const first = db.transaction().execute(async (trx) => {
      expect(await attachChargesToInvoice({ db: trx, scope }, ofA!, 'race-invoice-a')).toBe(1);
      firstAttached();
      await firstMayCommit;
    });
    await attachedByFirst;
    const second = db.transaction().execute(async (trx) => {
      expect(await attachChargesToInvoice({ db: trx, scope }, ofB!, 'race-invoice-b')).toBe(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([first, second]);
    expect(await pendingOf(call.usage_id)).toBe(0);
  });
});

/**
 * A running store upgraded to 0134: its charges already on an invoice leave their event settled,
 * those on none mark it pending, so the next close still finds them. By hand: "API calls" at
 * $2.50; a call on 10 July, billed to 1 August (July's invoice 250); a call on 10 August, not yet
 * billed. The store is taken back before 0134 and migrated again: the July event is settled, the
 * August one pending, and billed to 1 September August's invoice is 1 x 250 = 250.
 */
describeEachStore('upgrading a store with charges to pending events', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-07-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  it('marks pending exactly the events with a charge on no invoice, and the next close bills them', async () => {
    const plan = (await setupPlan(h.api, { name: 'Usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, plan, 'API calls', { event_name: 'api.call' }, { amount: 250 });
    const customer = (await setupCustomer(h.api)).id;
    h.clock.set('2026-07-01T00:00:00Z');
    const subscription = (await setupSubscription(h, h.api, { customer_id: customer, plan_id: plan, start_date: '2026-07-01T00:00:00Z' })).id;
    const july = await eventAt(h, customer, '2026-07-10T00:00:00Z', 'api.call');
    await billTo(h.api, '2026-08-01T00:00:00Z');
    const august = await eventAt(h, customer, '2026-08-10T00:00:00Z', 'api.call');

    const store = h.testStore.store;
    // Back through 0135 (charges inline) first: 0134 works on the charge rows it takes back out.
    await inlineMigration.down(store.db as unknown as Kysely<unknown>);
    await pendingMigration.down(store.db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name in ('0134_events_invoice_pending', '0135_charges_inline')`.execute(store.db);
    expect(await migrateToLatest(store)).toEqual(['0134_events_invoice_pending', '0135_charges_inline']);

    const pending = async (usageId: string | undefined) =>
      (await store.db.selectFrom('events').select('invoice_pending').where('id', '=', String(usageId)).executeTakeFirstOrThrow()).invoice_pending;
    expect([await pending(july.usage_id), await pending(august.usage_id)]).toEqual([0, 1]);
    await billTo(h.api, '2026-09-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, subscription);
    expect(invoices.map((invoice) => invoice.total_cents)).toEqual([250, 250]);
    expect(await pending(august.usage_id)).toBe(0);
    expect((await runAudit(store.db)).differences).toEqual([]);
  });
});
