/**
 * The subscription API on both stores: contract shape, create variants, list pagination and
 * filters, update semantics, immediate cancellation, and isolation across company and mode.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_BODY, PAGINATION, SUBSCRIPTION } from '../support/contract.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, START, type Client, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('subscriptions', (kind) => {
  let h: Harness;
  let customer: { id: string };
  let plan: { id: string; plan_code: string };
  beforeAll(async () => {
    h = await createHarness(kind);
    customer = await setupCustomer(h.api);
    plan = await setupPlan(h.api, { plan_code: 'starter' });
  });
  afterAll(() => h.close());

  /** The stories below subscribe one customer to one plan many times, so they opt in to duplicates. */
  async function subscribe(body: Record<string, unknown> = {}, api: Client = h.api) {
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, allow_duplicate: true, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectShape(res.body.subscription, SUBSCRIPTION);
    return res.body.subscription;
  }

  it('subscribes a customer to a plan by id: every contract field, in order, starting now', async () => {
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'subscription', 'request_id']);
    expect(res.headers['x-request-id']).toBe(res.body.request_id);
    expectShape(res.body.subscription, SUBSCRIPTION);
    expect(res.body.subscription).toEqual({
      id: expect.stringMatching(/^[a-z][a-z0-9]{23}$/),
      customer_id: customer.id,
      plan_id: plan.id,
      plan_code: 'starter',
      status: 'active',
      start_date: START,
      billing_anchor_day: 15,
      // Started at noon on the 15th: the 15th counts whole, the first period runs to Feb 15.
      next_renewal_date: '2026-02-15T00:00:00.000Z',
      cancel_at_period_end: false,
      cancel_at: null,
      plan_transition_at_period_end: false,
      plan_transition_at: null,
      plan_transition_to_plan_id: null,
      canceled_at: null,
      created_at: START,
      updated_at: START,
    });
    const read = await h.api.get(`/v1/subscriptions/${res.body.subscription.id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body)).toEqual(['success', 'subscription', 'request_id']);
    expect(read.body.subscription).toEqual(res.body.subscription);
  });

  it('takes the plan by plan_code, and shows the plan code the plan has now', async () => {
    const coded = await setupPlan(h.api, { plan_code: 'growth' });
    const sub = await subscribe({ plan_id: undefined, plan_code: 'growth' });
    expect(sub).toMatchObject({ plan_id: coded.id, plan_code: 'growth' });
    const renamed = await h.api.post(`/v1/plans/${coded.id}`, { plan_code: 'growth_2026' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription.plan_code).toBe('growth_2026');
  });

  it("defaults the anchor to the start's day, clamped to short months", async () => {
    const sub = await subscribe({ start_date: '2026-01-31T09:30:00Z' });
    expect(sub).toMatchObject({ start_date: '2026-01-31T09:30:00.000Z', billing_anchor_day: 31, next_renewal_date: '2026-02-28T00:00:00.000Z' });
  });

  it('starts a partial first period when the anchor is given, and counts quarters from the start month', async () => {
    const sub = await subscribe({ start_date: '2026-01-10T00:00:00Z', billing_anchor_day: 1 });
    expect(sub).toMatchObject({ billing_anchor_day: 1, next_renewal_date: '2026-02-01T00:00:00.000Z' });
    const quarterly = await setupPlan(h.api, { invoicing_cadence: 'quarterly' });
    const q = await subscribe({ plan_id: quarterly.id, start_date: '2026-01-10T00:00:00Z', billing_anchor_day: 5 });
    expect(q.next_renewal_date).toBe('2026-04-05T00:00:00.000Z');
    const yearly = await setupPlan(h.api, { invoicing_cadence: 'yearly' });
    const y = await subscribe({ plan_id: yearly.id, start_date: '2028-02-29T00:00:00Z' });
    expect(y).toMatchObject({ billing_anchor_day: 29, next_renewal_date: '2029-02-28T00:00:00.000Z' });
  });

  it("reads a YYYY-MM-DD start as local midnight in the company's time zone", async () => {
    const ny = await h.newCompany({ name: 'Gotham', timezone: 'America/New_York' });
    const c = await setupCustomer(ny.api);
    const p = await setupPlan(ny.api);
    const res = await ny.api.post('/v1/subscriptions', { customer_id: c.id, plan_id: p.id, start_date: '2026-03-01' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Mar 1 00:00 EST = 05:00Z; Apr 1 00:00 EDT = 04:00Z.
    expect(res.body.subscription).toMatchObject({ start_date: '2026-03-01T05:00:00.000Z', billing_anchor_day: 1, next_renewal_date: '2026-04-01T04:00:00.000Z' });
  });

  it('is trialing while trial_end is ahead, active otherwise', async () => {
    expect((await subscribe({ trial_end: '2026-01-29T12:00:00Z' })).status).toBe('trialing');
    expect((await subscribe({ trial_end: null })).status).toBe('active');
    // A backdated start whose trial is already over.
    expect((await subscribe({ start_date: '2025-12-01', trial_end: '2025-12-15' })).status).toBe('active');
  });

  it('refuses bad input, naming each field, and writes nothing', async () => {
    const { api } = await h.newCompany({ name: 'Strict' });
    const c = await setupCustomer(api);
    const p = await setupPlan(api, { plan_code: 'basic' });
    const cases: Array<[Record<string, unknown>, Array<{ path: string; message: string }>]> = [
      [{ customer_id: 'nope', plan_code: 'nope' }, [
        { path: 'body.customer_id', message: 'no customer with this id' },
        { path: 'body.plan_code', message: 'no plan with this code' },
      ]],
      [{ customer_id: c.id, plan_id: 'nope' }, [{ path: 'body.plan_id', message: 'no plan with this id' }]],
      [{ customer_id: c.id }, [{ path: 'body.plan_id', message: 'is required (or give plan_code)' }]],
      [{ customer_id: c.id, plan_id: p.id, plan_code: 'basic' }, [{ path: 'body.plan_code', message: 'give plan_id or plan_code, not both' }]],
      [{ customer_id: c.id, plan_id: p.id, start_date: '2026-02-30' }, [{ path: 'body.start_date', message: 'must be an ISO 8601 date-time with an offset, or YYYY-MM-DD' }]],
      [{ customer_id: c.id, plan_id: p.id, start_date: '2026-02-01T00:00:00' }, [{ path: 'body.start_date', message: 'must be an ISO 8601 date-time with an offset, or YYYY-MM-DD' }]],
      [{ customer_id: c.id, plan_id: p.id, start_date: '2026-02-01', trial_end: '2026-02-01' }, [{ path: 'body.trial_end', message: 'must be after start_date' }]],
    ];
    for (const [body, details] of cases) {
      const res = await api.post('/v1/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectShape(res.body, ERROR_BODY);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details).toEqual(details);
    }
    for (const [body, path] of [
      [{ customer_id: c.id, plan_id: p.id, billing_anchor_day: 0 }, 'body.billing_anchor_day'],
      [{ customer_id: c.id, plan_id: p.id, billing_anchor_day: 32 }, 'body.billing_anchor_day'],
      [{ customer_id: c.id, plan_id: p.id, billing_anchor_day: 1.5 }, 'body.billing_anchor_day'],
      [{ customer_id: c.id, plan_id: p.id, status: 'active' }, 'body.status'],
      [{ plan_id: p.id }, 'body.customer_id'],
    ] as const) {
      const res = await api.post('/v1/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[0].path).toBe(path);
    }
    expect((await api.get('/v1/subscriptions')).body.subscriptions).toEqual([]);
  });

  it('lists newest first with a cursor and default page of 50, filtered by customer_id and status', async () => {
    const { api } = await h.newCompany({ name: 'Lister' });
    const a = await setupCustomer(api, { name: 'A' });
    const b = await setupCustomer(api, { name: 'B' });
    const p = await setupPlan(api);
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await api.post('/v1/subscriptions', { customer_id: i % 4 === 0 ? b.id : a.id, plan_id: p.id, allow_duplicate: true, ...(i === 5 ? { trial_end: '2026-03-01' } : {}) });
      expect(res.status).toBe(201);
      ids.push(res.body.subscription.id);
      if (i % 2 === 1) h.clock.advance(10); // pairs share a created_at: the id breaks the tie
    }
    const newestFirst = [...ids].reverse();
    const page = await api.get('/v1/subscriptions');
    expect(Object.keys(page.body)).toEqual(['success', 'subscriptions', 'pagination', 'request_id']);
    expectShape(page.body.pagination, PAGINATION);
    expect(page.body.subscriptions).toHaveLength(50);
    expect(page.body.pagination.has_more).toBe(true);
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await api.get('/v1/subscriptions', { limit: '7', ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      for (const s of res.body.subscriptions) expectShape(s, SUBSCRIPTION);
      walked.push(...res.body.subscriptions.map((s: { id: string }) => s.id));
      cursor = res.body.pagination.next_cursor ?? undefined;
      if (!res.body.pagination.has_more) expect(res.body.pagination.next_cursor).toBeNull();
    } while (cursor);
    // created_at ties are ordered by id desc, so compare as sets per timestamp and as a whole list length.
    expect(walked).toHaveLength(52);
    expect(new Set(walked)).toEqual(new Set(newestFirst));
    const all = await api.get('/v1/subscriptions', { limit: '100' });
    expect(all.body.subscriptions.map((s: { id: string }) => s.id)).toEqual(walked);

    const ofB = await api.get('/v1/subscriptions', { customer_id: b.id, limit: '100' });
    expect(ofB.body.subscriptions).toHaveLength(13);
    expect(ofB.body.subscriptions.every((s: { customer_id: string }) => s.customer_id === b.id)).toBe(true);
    const trialing = await api.get('/v1/subscriptions', { status: 'trialing' });
    expect(trialing.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([ids[5]]);
    expect((await api.get('/v1/subscriptions', { status: 'trialing', customer_id: b.id })).body.subscriptions).toEqual([]);
    expect((await api.get('/v1/subscriptions', { customer_id: 'unknown' })).body.subscriptions).toEqual([]);

    const badQueries: Array<Record<string, string>> = [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { cursor: 'garbage' }, { status: 'paused' }];
    for (const query of badQueries) {
      const res = await api.get('/v1/subscriptions', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('updates only the fields given', async () => {
    const sub = await subscribe({ start_date: '2026-01-15T00:00:00Z' });
    h.clock.advance(1000);
    const updated = await h.api.post(`/v1/subscriptions/${sub.id}`, { status: 'past_due' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(Object.keys(updated.body)).toEqual(['success', 'subscription', 'request_id']);
    expectShape(updated.body.subscription, SUBSCRIPTION);
    expect(updated.body.subscription).toEqual({ ...sub, status: 'past_due', updated_at: h.clock.now().toISOString() });

    const renewal = await h.api.post(`/v1/subscriptions/${sub.id}`, { next_renewal_date: '2026-03-01T00:00:00+01:00' });
    expect(renewal.body.subscription).toMatchObject({ status: 'past_due', billing_anchor_day: 15, next_renewal_date: '2026-02-28T23:00:00.000Z' });
    const cleared = await h.api.post(`/v1/subscriptions/${sub.id}`, { next_renewal_date: null });
    expect(cleared.body.subscription.next_renewal_date).toBeNull();

    const same = await h.api.post(`/v1/subscriptions/${sub.id}`, {});
    expect(same.status).toBe(200);
    expect(same.body.subscription).toEqual(cleared.body.subscription);
    expect((await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription).toEqual(cleared.body.subscription);
  });

  it('a new anchor ends the current period at the next boundary under it', async () => {
    const sub = await subscribe({ start_date: '2026-01-15T00:00:00Z' });
    h.clock.set('2026-02-20T10:00:00.000Z');
    const moved = await h.api.post(`/v1/subscriptions/${sub.id}`, { billing_anchor_day: 31 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.subscription).toMatchObject({ billing_anchor_day: 31, next_renewal_date: '2026-02-28T00:00:00.000Z', start_date: '2026-01-15T00:00:00.000Z' });
    const back = await h.api.post(`/v1/subscriptions/${sub.id}`, { billing_anchor_day: 1 });
    expect(back.body.subscription.next_renewal_date).toBe('2026-03-01T00:00:00.000Z');
    // An explicit next_renewal_date in the same request wins.
    const both = await h.api.post(`/v1/subscriptions/${sub.id}`, { billing_anchor_day: 10, next_renewal_date: '2026-04-10T00:00:00Z' });
    expect(both.body.subscription).toMatchObject({ billing_anchor_day: 10, next_renewal_date: '2026-04-10T00:00:00.000Z' });
    h.clock.set(START);
  });

  it('schedules and unschedules a cancellation (cancel_at_period_end, cancel_at)', async () => {
    const sub = await subscribe();
    const atEnd = await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: true });
    // cancel_at shows when: the end of the current period (as plan_transition_at does for a transition).
    expect(atEnd.body.subscription).toMatchObject({ cancel_at_period_end: true, cancel_at: sub.next_renewal_date, status: 'active', canceled_at: null });
    const at = await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at: '2026-06-01' });
    expect(at.body.subscription).toMatchObject({ cancel_at_period_end: false, cancel_at: '2026-06-01T00:00:00.000Z' });
    const back = await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: true });
    expect(back.body.subscription).toMatchObject({ cancel_at_period_end: true, cancel_at: sub.next_renewal_date });
    const off = await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: false, cancel_at: null });
    expect(off.body.subscription).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ cancel_at: '2026-01-01T00:00:00Z' }, 'body.cancel_at'],
      [{ cancel_at: '2026-07-01T00:00:00Z', cancel_at_period_end: true }, 'body.cancel_at'],
      [{ cancel_at: 'soon' }, 'body.cancel_at'],
      [{ next_renewal_date: '2025-01-01T00:00:00Z' }, 'body.next_renewal_date'],
      [{ next_renewal_date: 'tomorrow' }, 'body.next_renewal_date'],
      [{ billing_anchor_day: 0 }, 'body.billing_anchor_day'],
      [{ status: 'paused' }, 'body.status'],
      [{ cancel_at_period_end: 'yes' }, 'body.cancel_at_period_end'],
      [{ plan_id: plan.id }, 'body.plan_id'],
    ];
    for (const [body, path] of bad) {
      const res = await h.api.post(`/v1/subscriptions/${sub.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0].path).toBe(path);
    }
    expect((await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription).toEqual(off.body.subscription);
  });

  it('cancel sets canceled_at now, clears what was scheduled, and is final', async () => {
    const sub = await subscribe({ trial_end: '2026-02-01' });
    await h.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: true });
    h.clock.advance(60_000);
    const now = h.clock.now().toISOString();
    const canceled = await h.api.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' });
    expect(canceled.status).toBe(200);
    expectShape(canceled.body.subscription, SUBSCRIPTION);
    expect(canceled.body.subscription).toMatchObject({
      status: 'canceled',
      canceled_at: now,
      next_renewal_date: null,
      cancel_at_period_end: false,
      cancel_at: null,
      updated_at: now,
    });
    h.clock.advance(60_000);
    const again = await h.api.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' });
    expect(again.status).toBe(200);
    expect(again.body.subscription).toEqual(canceled.body.subscription);
    for (const body of [{ status: 'active' }, { billing_anchor_day: 3 }, { next_renewal_date: '2026-03-01T00:00:00Z' }, { cancel_at_period_end: true }]) {
      const res = await h.api.post(`/v1/subscriptions/${sub.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectShape(res.body, ERROR_BODY);
      expect(res.body.error.code).toBe('SUBSCRIPTION_CANCELED');
    }
    expect((await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription).toEqual(canceled.body.subscription);
    expect((await h.api.get('/v1/subscriptions', { status: 'canceled' })).body.subscriptions.map((s: { id: string }) => s.id)).toContain(sub.id);
  });

  it('moves between the other statuses as asked', async () => {
    const sub = await subscribe();
    for (const status of ['pending_payment_method', 'trialing', 'past_due', 'active'] as const) {
      const res = await h.api.post(`/v1/subscriptions/${sub.id}`, { status });
      expect(res.body.subscription).toMatchObject({ status, canceled_at: null });
    }
  });

  it("hides another company's and the other mode's subscriptions (404), and refuses their customers and plans", async () => {
    const sub = await subscribe();
    const other = await h.newCompany({ name: 'Other' });
    for (const client of [h.live, other.api]) {
      expect((await client.get(`/v1/subscriptions/${sub.id}`)).status).toBe(404);
      const update = await client.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' });
      expect(update.status).toBe(404);
      expect(update.body.error.code).toBe('NOT_FOUND');
      expect((await client.get('/v1/subscriptions')).body.subscriptions).toEqual([]);
      expect((await client.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions).toEqual([]);
      const create = await client.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
      expect(create.status).toBe(400);
      expect(create.body.error.details.map((d: { path: string }) => d.path)).toEqual(['body.customer_id', 'body.plan_id']);
    }
    expect((await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription.status).toBe('active');
    expect((await h.api.get('/v1/subscriptions/nope')).status).toBe(404);
  });
});
