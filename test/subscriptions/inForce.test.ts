/**
 * What ingest and the billing engine read: findSubscription, subscriptionsInForceAt (started,
 * not awaiting a payment method, not ended), createSubscription's status option, scheduleOf.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { periodContaining } from '../../src/kernel/calendar/index.js';
import { txContext, dbContext } from '../../src/db/context.js';
import type { Scope } from '../../src/db/scope.js';
import { findPlan } from '../../src/modules/plans/index.js';
import {
  createSubscription,
  findSubscription,
  scheduleOf,
  subscriptionsInForceAt,
  toSubscription,
} from '../../src/modules/subscriptions/service.js';
import { updateSubscription } from '../../src/api/subscriptions/index.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('subscriptions in force', (kind) => {
  let h: Harness;
  let scope: Scope;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { timezone: 'Asia/Kolkata' } });
    scope = { companyId: h.company.id, mode: 'test' };
  });
  afterAll(() => h.close());

  const at = (iso: string) => new Date(iso);
  type CreateArgs = Parameters<typeof createSubscription>;
  /** createSubscription in a transaction of its own (it locks the customer in its caller's). */
  const create = (input: CreateArgs[1], options?: CreateArgs[2]) =>
    h.testStore.store.db.transaction().execute((trx) => createSubscription(txContext(trx, scope, h.clock.now()), input, options));

  it('counts a subscription from its start until it ends, never while it awaits a payment method', async () => {
    const db = h.testStore.store.db;
    const customer = await setupCustomer(h.api);
    const plan = await setupPlan(h.api);
    // Three subscriptions of one customer to one plan: allowed only when asked for.
    const later = await create({ customer_id: customer.id, plan_id: plan.id, start_date: '2026-02-01T00:00:00Z' });
    const now = await create({ customer_id: customer.id, plan_id: plan.id, allow_duplicate: true });
    const pending = await create({ customer_id: customer.id, plan_id: plan.id, allow_duplicate: true }, { status: 'pending_payment_method' });
    expect(pending.status).toBe('pending_payment_method');

    const ids = async (instant: string) => (await subscriptionsInForceAt({ db, scope }, customer.id, at(instant))).map((s) => s.id);
    expect(await ids('2026-01-15T11:59:59.999Z')).toEqual([]);
    expect(await ids('2026-01-15T12:00:00.000Z')).toEqual([now.id]);
    expect(await ids('2026-02-01T00:00:00.000Z')).toEqual([now.id, later.id]);

    h.clock.set('2026-03-01T00:00:00.000Z');
    await updateSubscription(dbContext(db, scope, h.clock.now()), now.id, { status: 'canceled' });
    expect(await ids('2026-02-28T23:59:59.999Z')).toEqual([now.id, later.id]);
    expect(await ids('2026-03-01T00:00:00.000Z')).toEqual([later.id]);

    // Scoped: the other mode and another customer see nothing.
    expect(await subscriptionsInForceAt({ db: db, scope: { ...scope, mode: 'live' } }, customer.id, at('2026-02-15T00:00:00Z'))).toEqual([]);
    expect(await subscriptionsInForceAt({ db, scope }, 'someone-else', at('2026-02-15T00:00:00Z'))).toEqual([]);
  });

  it('findSubscription returns the row with its plan code, scoped; toSubscription renders it', async () => {
    const db = h.testStore.store.db;
    const customer = await setupCustomer(h.api);
    const plan = await setupPlan(h.api, { plan_code: 'found' });
    const created = await create({ customer_id: customer.id, plan_code: 'found' });
    const row = await findSubscription({ db, scope }, created.id);
    expect(row).toMatchObject({ id: created.id, plan_id: plan.id, plan_code: 'found', ended_at: null, trial_end: null });
    expect(row && toSubscription(row)).toEqual(created);
    expect(await findSubscription({ db: db, scope: { ...scope, mode: 'live' } }, created.id)).toBeUndefined();
    // Works inside a caller's transaction too.
    await db.transaction().execute(async (trx) => {
      expect((await findSubscription({ db: trx, scope }, created.id))?.id).toBe(created.id);
    });
  });

  it("scheduleOf gives the periods next_renewal_date ends, in the company's zone", async () => {
    const db = h.testStore.store.db;
    const customer = await setupCustomer(h.api);
    const plan = await setupPlan(h.api, { invoicing_cadence: 'quarterly' });
    // Local midnight in Kolkata on Jan 31 is 18:30Z the day before.
    const sub = await create({ customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-31' });
    expect(sub).toMatchObject({ start_date: '2026-01-30T18:30:00.000Z', billing_anchor_day: 31, next_renewal_date: '2026-04-29T18:30:00.000Z' });
    const row = await findSubscription({ db, scope }, sub.id);
    const planRow = await findPlan({ db, scope }, plan.id);
    if (!row || !planRow) throw new Error('missing rows');
    const schedule = scheduleOf(row, planRow, h.company.timezone);
    expect(schedule).toEqual({ start: at(sub.start_date), anchorDay: 31, cadence: 'quarterly', zone: 'Asia/Kolkata' });
    const first = periodContaining(schedule, at(sub.start_date));
    expect(first?.end.toISOString()).toBe(sub.next_renewal_date);
    expect(periodContaining(schedule, first?.end ?? at(sub.start_date))?.end.toISOString()).toBe('2026-07-30T18:30:00.000Z');
  });
});
