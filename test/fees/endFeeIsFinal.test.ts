/**
 * Issue 25 item 1: a change to what events are rated by is final by event timestamp, on every
 * node, whatever order the change and an ingest batch commit in (src/modules/ratingConfig/version.ts).
 *
 * No sleeps decide anything: each story holds one side at a barrier and, on PostgreSQL, waits until
 * the other side is seen waiting on a lock (pg_stat_activity) before it lets go. SQLite serialises
 * writers (one connection here, BEGIN IMMEDIATE across processes), so there the held side simply
 * runs to its commit first.
 *
 * Story (fees): "Requests" costs 10 cents an event (per_unit, amount 10). Now is 10 January 12:00;
 * the fee is ended at 06:00 the same day while an event stamped 09:00 is being ingested.
 * - The batch read the configuration first: the end waits for the batch to commit, sees its charge
 *   (1 event x 10 = 10 cents, stamped 09:00 >= 06:00) and is refused with FEE_END_BEFORE_CHARGES;
 *   the fee stays open-ended and the 10 cents stand.
 * - The end took the lock first: the batch waits for the end to commit and rates with the new end:
 *   the plan has no fee in force at 09:00, so the event costs 0 and no charge names the fee.
 *
 * Story (a scheduled plan change, the same mechanism): the engine's step moving the subscription
 * from 10 to 20 cents an event at 1 February holds the lock (waiting on the customer's wallet) while
 * an event stamped 00:01 arrives: the batch waits and rates it by the new plan, 20 cents. Without the
 * lock the batch read the old plan and its 10 cents committed after the change.
 *
 * Story (catalogs, the same mechanism): "our-model" costs 100 cents per 1M input tokens, pass-through.
 * A detach holds the lock while an event of 1M input tokens arrives: the batch waits, then rates
 * without the attachment: 0 cents, no charge names it (attached, it would have cost 100).
 *
 * Story (cancel now, the same mechanism): a cancel at 12:00 holds the lock while an event stamped
 * 12:01 arrives. The batch's read waits and comes back with the subscriptions of a snapshot taken
 * before the cancel; it sees the locked versions moved and reads again: no subscription in force
 * at 12:01, 0 cents (live, 10). Without that second read the PostgreSQL leg fails (checked).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runBatchTransaction } from '../../src/db/batchTransaction.js';
import type { Scope } from '../../src/db/scope.js';
import { ingestBatch, RatingContextLoader, type IngestOutcome as EventOutcome } from '../../src/modules/ingest/index.js';
import { catalogBody } from '../catalogs/builders.js';
import { createHarness, type ApiResponse, type Harness } from '../support/harness.js';
import { sessionsWaitingOnLock } from '../support/pgLocks.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan, setupSubscription } from '../support/builders.js';
import { changePlanByLink } from '../billing/story.js';

const NOW = '2026-01-10T12:00:00.000Z';
const END = '2026-01-10T06:00:00.000Z';
const STAMP = '2026-01-10T09:00:00.000Z';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A loader that stops the batch right after it read its configuration (under the lock), until released. */
class PausingLoader extends RatingContextLoader {
  readonly reached = deferred();
  readonly release = deferred();
  override async planConfigs(...args: Parameters<RatingContextLoader['planConfigs']>) {
    const configs = await super.planConfigs(...args);
    this.reached.resolve();
    await this.release.promise;
    return configs;
  }
}

describeEachStore('a change to rating is final by event timestamp, whatever the commit order', (kind) => {
  let h: Harness;
  let scope: Scope;

  beforeAll(async () => {
    h = await createHarness(kind, { now: NOW });
    scope = { companyId: h.company.id, mode: 'test' };
  });
  afterAll(() => h.close());

  /** One event through the set-based pipeline, as a group commit runs it. */
  async function ingestOne(customerId: string, properties: Record<string, unknown> | null, contexts = new RatingContextLoader(), stamp = STAMP): Promise<EventOutcome> {
    const now = new Date(NOW);
    const event = { eventName: 'llm.completion', idempotencyKey: `final-${randomUUID()}`, customerId, timestamp: new Date(stamp), sessionId: null, properties };
    const commit = await runBatchTransaction(h.testStore.store, { statements: 0 }, (tx) =>
      ingestBatch(tx, [{ scope, event, now }], now, { contexts, knownCustomers: { has: () => false }, knownWallets: { has: () => false } }),
    );
    return commit.value.outcomes[0] as EventOutcome;
  }

  /** PostgreSQL: resolves once `count` sessions of this database wait on a lock, or `done()` is true. */
  async function lockWaiters(count: number, done: () => boolean = () => false): Promise<void> {
    if (kind !== 'postgres') return;
    await sessionsWaitingOnLock(h.testStore.store.db, count, `no ${count} session(s) waiting on a lock: the change and the batch did not exclude each other`, done);
  }

  /** Holds a row lock the change needs after its rating-config lock, until `release` (PostgreSQL only). */
  function holdRow(table: 'plans' | 'plan_catalogs' | 'subscriptions' | 'wallets', id: string) {
    const locked = deferred();
    const release = deferred();
    const done = h.testStore.store.db.transaction().execute(async (trx) => {
      await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
      locked.resolve();
      await release.promise;
    });
    return { locked: locked.promise, release: release.resolve, done };
  }

  /**
   * Runs `change` while `batch` arrives: on PostgreSQL the change is held (after its rating-config
   * lock) on the row `held` names until the batch too waits on a lock, then let go; on SQLite, which
   * serialises writers, the change simply commits first. The change must answer 200.
   */
  async function batchBehindChange(change: () => Promise<ApiResponse>, held: { table: Parameters<typeof holdRow>[0]; id: string }, batch: () => Promise<EventOutcome>): Promise<EventOutcome> {
    if (kind !== 'postgres') {
      expect((await change()).status).toBe(200);
      return batch();
    }
    const hold = holdRow(held.table, held.id);
    await hold.locked;
    const changing = change();
    await lockWaiters(1);
    const batching = batch();
    await lockWaiters(2);
    hold.release();
    await hold.done;
    expect((await changing).status).toBe(200);
    return batching;
  }

  async function chargesOf(usageId: string) {
    return h.testStore.store.db.selectFrom('event_charges').select(['fee_id', 'plan_catalog_id', 'amount', 'event_timestamp']).where('event_id', '=', usageId).execute();
  }

  async function feeStory() {
    const planId = (await setupPlan(h.api, { type: 'usage', currency_code: 'usd' })).id;
    const fee = await setupFee(h.api, planId, { product: { name: 'Requests', billable_metric: { expression: { event_name: 'llm.completion' } } }, price: { pricing_model: 'per_unit', amount: 10 } });
    const customerId = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    return { planId, feeId: fee.id, customerId, end: () => h.api.post(`/v1/plans/${planId}/fees/${fee.id}`, { effective_to: END }) };
  }

  it('a batch that read the old end first: the end waits, sees the charge, and is refused (FEE_END_BEFORE_CHARGES)', async () => {
    const { planId, feeId, customerId, end } = await feeStory();
    const loader = new PausingLoader();
    const batch = ingestOne(customerId, null, loader);
    await loader.reached.promise;

    let endSettled = false;
    const ending = end().finally(() => (endSettled = true));
    // PostgreSQL: the end is seen waiting for the batch's share lock (without it, it would answer 200 here).
    await lockWaiters(1, () => endSettled);
    expect(endSettled).toBe(false);
    loader.release.resolve();

    const outcome = await batch;
    expect(outcome).toMatchObject({ status: 'inserted', cost: [{ amount: '10', account_type: 'currency', currency_code: 'usd' }] });
    const res = await ending;
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.code).toBe('FEE_END_BEFORE_CHARGES');
    // 1 event x 10 cents, stamped 09:00, by the fee that stays open-ended.
    expect((await h.api.get(`/v1/plans/${planId}/fees/${feeId}`)).body.fee.effective_to).toBeNull();
    if (outcome.status !== 'inserted') throw new Error('not inserted');
    expect(await chargesOf(outcome.usageId)).toMatchObject([{ fee_id: feeId, amount: '10', event_timestamp: STAMP }]);
  });

  it('an end that took the lock first: the batch waits and rates with the new end (no charge by the fee at or after it)', async () => {
    const { planId, feeId, customerId, end } = await feeStory();
    let outcome: EventOutcome;
    if (kind === 'postgres') {
      // The end takes the rating-config lock, then waits for the plan's fee lock held here.
      const held = holdRow('plans', planId);
      await held.locked;
      const ending = end();
      await lockWaiters(1);
      // The batch now waits for the end's lock (two waiters), and the end goes on when the plan is let go.
      const batch = ingestOne(customerId, null);
      await lockWaiters(2);
      held.release();
      await held.done;
      const res = await ending;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      outcome = await batch;
    } else {
      expect((await end()).status).toBe(200);
      outcome = await ingestOne(customerId, null);
    }
    expect((await h.api.get(`/v1/plans/${planId}/fees/${feeId}`)).body.fee.effective_to).toBe(END);
    // Stamped 09:00, after the 06:00 end: no fee in force, 0 cents, no charge.
    expect(outcome).toMatchObject({ status: 'inserted', cost: [] });
    if (outcome.status !== 'inserted') throw new Error('not inserted');
    expect(await chargesOf(outcome.usageId)).toEqual([]);
    const byFee = await h.testStore.store.db.selectFrom('event_charges').select('id').where('fee_id', '=', feeId).where('event_timestamp', '>=', END).execute();
    expect(byFee).toEqual([]);
  });

  it('every company has its rows to lock from its creation; a batch that finds its row missing inserts it (PostgreSQL) and rates as before', async () => {
    const other = await h.newCompany();
    const rows = await h.testStore.store.db.selectFrom('rating_config_versions').selectAll().where('scope_key', 'like', `${other.company.id}:%`).execute();
    expect(rows.sort((a, b) => (a.scope_key < b.scope_key ? -1 : 1))).toEqual([
      { scope_key: `${other.company.id}:live`, version: 0 },
      { scope_key: `${other.company.id}:test`, version: 0 },
    ]);
    expect(await h.testStore.store.db.selectFrom('rating_config_versions').select('version').where('scope_key', '=', 'global').execute()).toHaveLength(1);

    const { customerId } = await feeStory();
    const key = `${h.company.id}:test`;
    const before = await h.testStore.store.db.selectFrom('rating_config_versions').select('version').where('scope_key', '=', key).executeTakeFirstOrThrow();
    await h.testStore.store.db.deleteFrom('rating_config_versions').where('scope_key', '=', key).execute();
    // 1 event x 10 cents, the fee open-ended.
    expect(await ingestOne(customerId, null)).toMatchObject({ status: 'inserted', cost: [{ amount: '10' }] });
    const after = await h.testStore.store.db.selectFrom('rating_config_versions').select('version').where('scope_key', '=', key).execute();
    expect(after).toEqual(kind === 'postgres' ? [{ version: 0 }] : []);
    // Put the counter back past every stamp this store's loaders cached.
    await h.testStore.store.db.insertInto('rating_config_versions').values({ scope_key: key, version: before.version + 1 }).onConflict((oc) => oc.column('scope_key').doUpdateSet({ version: before.version + 1 })).execute();
  });

  it('the same lock makes a cancel now final: a batch behind it reads the subscriptions again and rates the event stamped after it with nothing', async () => {
    const { customerId } = await feeStory();
    const subscriptionId = ((await h.api.get('/v1/subscriptions', { customer_id: customerId })).body.subscriptions as Array<{ id: string }>)[0]?.id as string;
    // Stamped 1 minute after the cancel (now, 12:00; up to 5 minutes ahead is accepted).
    const after = '2026-01-10T12:01:00.000Z';
    const cancel = () => h.api.post(`/v1/subscriptions/${subscriptionId}`, { status: 'canceled' });
    // The cancel takes the rating-config lock, then waits to update the subscription row held; the
    // batch's read waits for the lock and comes back with a snapshot older than the cancel.
    const outcome = await batchBehindChange(cancel, { table: 'subscriptions', id: subscriptionId }, () => ingestOne(customerId, null, new RatingContextLoader(), after));
    // Live, the event would cost 10 cents; after the cancel no subscription is in force at 12:01.
    expect(outcome).toMatchObject({ status: 'inserted', cost: [] });
    if (outcome.status !== 'inserted') throw new Error('not inserted');
    expect(await chargesOf(outcome.usageId)).toEqual([]);
  });

  it('the same lock makes a scheduled plan change final: a batch behind the engine transition rates the event stamped after it by the new plan', async () => {
    const { customerId } = await feeStory();
    const subscriptionId = ((await h.api.get('/v1/subscriptions', { customer_id: customerId })).body.subscriptions as Array<{ id: string }>)[0]?.id as string;
    const pro = await setupPlan(h.api, { type: 'usage', currency_code: 'usd' });
    await setupFee(h.api, pro.id, { product: { name: 'Pro requests', billable_metric: { expression: { event_name: 'llm.completion' } } }, price: { pricing_model: 'per_unit', amount: 20 } });
    // The control, and the customer's usd wallet the engine's step locks: before the change an event costs 10.
    expect(await ingestOne(customerId, null)).toMatchObject({ status: 'inserted', cost: [{ amount: '10' }] });
    const walletId = (await h.testStore.store.db.selectFrom('wallets').select('id').where('customer_id', '=', customerId).executeTakeFirstOrThrow()).id;
    await changePlanByLink(h, h.api, { customerId, subscriptionId, planCode: pro.plan_code, timing: 'end_of_period' });
    // The engine moves the subscription to Pro at the period's end, 1 February; the event is stamped a minute after.
    const transition = () => h.api.post('/v1/billing/run', { as_of: '2026-02-01T00:00:00Z' });
    const after = '2026-02-01T00:01:00.000Z';
    // The step claims the subscription, takes the rating-config lock, then waits for the wallet held;
    // the batch's read waits for the rating-config lock and rates once the transition commits.
    const outcome = await batchBehindChange(transition, { table: 'wallets', id: walletId }, () => ingestOne(customerId, null, new RatingContextLoader(), after));
    // Pro's 20 cents: without the engine's lock the batch read the old plan (10) and committed after the change.
    expect(outcome).toMatchObject({ status: 'inserted', cost: [{ amount: '20' }] });
  });

  it('the same lock makes a detach final: a batch behind it rates without the catalog', async () => {
    const planId = (await setupPlan(h.api, { type: 'usage' })).id;
    const catalogId = (await h.api.post('/v1/catalogs', catalogBody(`Ours ${randomUUID()}`))).body.catalog.id as string;
    const attached = await h.api.post(`/v1/plans/${planId}/catalogs`, { catalog_id: catalogId, pricing: { mode: 'pass_through' } });
    expect(attached.status).toBe(201);
    const attachmentId = attached.body.plan_catalog.id as string;
    const customerId = (await setupCustomer(h.api)).id;
    await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    const tokens = { model: 'our-model', input_tokens: 1_000_000, output_tokens: 0 };
    // Attached, 1M input tokens cost 100 cents (the control: the lock does not change pricing).
    expect(await ingestOne(customerId, tokens)).toMatchObject({ status: 'inserted', cost: [{ amount: '100' }] });

    const detach = () => h.api.post(`/v1/plans/${planId}/catalogs/${catalogId}/detach`);
    // The detach takes the rating-config lock, then waits to delete the attachment row held.
    const outcome = await batchBehindChange(detach, { table: 'plan_catalogs', id: attachmentId }, () => ingestOne(customerId, tokens));
    expect(outcome).toMatchObject({ status: 'inserted', cost: [] });
    if (outcome.status !== 'inserted') throw new Error('not inserted');
    expect(await chargesOf(outcome.usageId)).toEqual([]);
    const byAttachment = await h.testStore.store.db.selectFrom('event_charges').select('amount').where('plan_catalog_id', '=', attachmentId).execute();
    expect(byAttachment).toEqual([{ amount: '100' }]);
  });
});
