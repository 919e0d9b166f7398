/**
 * `Idempotency-Key` on POSTs (issue 14, item 2; src/api/idempotencyKeys.ts): the first answer is
 * replayed for 24 hours, the same key with another body is 422 IDEMPOTENCY_KEY_REUSED, a key in
 * flight is 409 IDEMPOTENCY_REQUEST_IN_PROGRESS, and a key belongs to one company, mode and path.
 *
 * POST /v1/customers runs behind a gate the test holds (a wrapper around its real handler,
 * installed through the app's onRoute option), so "a request still in flight" is a state the test
 * sets up rather than a timing it hopes for.
 */
import http from 'node:http';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pruneExpiredKeys } from '../../src/modules/idempotency/index.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupPlan, setupPricingUnit } from '../support/builders.js';
import { writeInvoice } from '../invoices/support.js';

/** Holds the next POST /v1/customers in its handler, or makes it fail, when a test asks it to. */
class CustomerGate {
  private release: (() => void) | null = null;
  private held: Promise<void> | null = null;
  private arrived: (() => void) | null = null;
  failNext = false;
  entered: Promise<void> = Promise.resolve();

  hold(): void {
    this.held = new Promise((resolve) => (this.release = resolve));
    this.entered = new Promise((resolve) => (this.arrived = resolve));
  }

  open(): void {
    this.release?.();
    this.release = null;
  }

  /** The next request waits (and fails, if asked) alone; those after it pass. */
  async pass(): Promise<void> {
    const held = this.held;
    const fail = this.failNext;
    this.held = null;
    this.failNext = false;
    this.arrived?.();
    this.arrived = null;
    if (held) await held;
    if (fail) throw new Error('the store went away mid-request');
  }

  wrap(route: RouteOptions): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || route.url !== '/v1/customers') return;
    const handler = route.handler;
    route.handler = async function (this: unknown, request, reply) {
      await gate.pass();
      return handler.call(this as never, request, reply);
    };
  }
}

const gate = new CustomerGate();

function withKey(key: string): Record<string, string> {
  return { 'idempotency-key': key };
}

async function customerCount(api: Client): Promise<number> {
  return (await api.get('/v1/customers', { limit: '100' })).body.customers.length;
}

describeEachStore('idempotent requests', (kind) => {
  let h: Harness;
  let api: Client;
  let live: Client;
  let companyId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { build: { onRoute: (route) => gate.wrap(route) } });
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    // A fresh company per story, so counts start at zero.
    const made = await h.newCompany({ name: 'Retrying Co' });
    ({ api, live } = made);
    companyId = made.company.id;
  });

  it('replays the first answer, byte for byte, to the same request with the same key', async () => {
    const first = await api.post('/v1/customers', { name: 'Globex', email: 'ap@globex.test' }, withKey('create-globex'));
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    h.clock.advance(5_000);
    // The same object serialized with its keys in another order is the same request.
    const again = await api.post('/v1/customers', { email: 'ap@globex.test', name: 'Globex' }, withKey('create-globex'));
    expect(again.status).toBe(201);
    expect(again.raw.body).toBe(first.raw.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['x-request-id']).toBe(first.body.request_id);
    expect(await customerCount(api)).toBe(1);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED), changes nothing, and still replays the first', async () => {
    const first = await api.post('/v1/customers', { name: 'Initech' }, withKey('k-1'));
    expect(first.status).toBe(201);
    const other = await api.post('/v1/customers', { name: 'Initrode' }, withKey('k-1'));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      success: false,
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('different request body') },
      request_id: other.headers['x-request-id'],
    });
    expect(await customerCount(api)).toBe(1);
    const replay = await api.post('/v1/customers', { name: 'Initech' }, withKey('k-1'));
    expect(replay.body.customer.id).toBe(first.body.customer.id);
  });

  it('scopes a key to its company, mode and path: each is a different key', async () => {
    const test = await api.post('/v1/customers', { name: 'Umbrella' }, withKey('shared-key'));
    const inLive = await live.post('/v1/customers', { name: 'Umbrella' }, withKey('shared-key'));
    const other = await h.newCompany({ name: 'Another company' });
    const inOtherCompany = await other.api.post('/v1/customers', { name: 'Umbrella' }, withKey('shared-key'));
    // Another path with the same key and another body: not a reuse.
    const product = await api.post('/v1/products', { name: 'Tokens' }, withKey('shared-key'));

    for (const res of [test, inLive, inOtherCompany, product]) {
      expect(res.status).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(new Set([test.body.customer.id, inLive.body.customer.id, inOtherCompany.body.customer.id]).size).toBe(3);
    expect(await customerCount(api)).toBe(1);
    expect(await customerCount(live)).toBe(1);
    expect(await customerCount(other.api)).toBe(1);
    // Each replays its own answer.
    expect((await live.post('/v1/customers', { name: 'Umbrella' }, withKey('shared-key'))).body.customer.id).toBe(inLive.body.customer.id);
    expect((await other.api.post('/v1/customers', { name: 'Umbrella' }, withKey('shared-key'))).body.customer.id).toBe(inOtherCompany.body.customer.id);
  });

  it('answers 409 IDEMPOTENCY_REQUEST_IN_PROGRESS while the first request with the key runs, then replays it', async () => {
    gate.hold();
    const first = api.post('/v1/customers', { name: 'Slow Co' }, withKey('in-flight'));
    await gate.entered;

    const second = await api.post('/v1/customers', { name: 'Slow Co' }, withKey('in-flight'));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(second.headers['retry-after']).toBe('1');
    // Another body with the key is the client's bug, whatever the first request is doing.
    const mismatch = await api.post('/v1/customers', { name: 'Fast Co' }, withKey('in-flight'));
    expect(mismatch.status).toBe(422);

    gate.open();
    const answered = await first;
    expect(answered.status).toBe(201);
    const replay = await api.post('/v1/customers', { name: 'Slow Co' }, withKey('in-flight'));
    expect(replay.status).toBe(201);
    expect(replay.body.customer.id).toBe(answered.body.customer.id);
    expect(await customerCount(api)).toBe(1);
  });

  it('runs the handler once when identical requests race with one key', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.post('/v1/customers', { name: 'Racer' }, withKey('race'))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409), JSON.stringify(statuses)).toBe(true);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((a) => a.body.customer.id)).size).toBe(1);
    expect(created.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await customerCount(api)).toBe(1);
  });

  it('grants credits once however often the grant is retried (a billing story)', async () => {
    // A credits plan, one customer, one grant of 100 credits sent three times with one key:
    // the wallet holds 100 credits, not 300.
    await setupPricingUnit(api, 'credits');
    const plan = await setupPlan(api, { type: 'credits' });
    const customer = (await api.post('/v1/customers', { name: 'Hooli' })).body.customer;
    const subscription = (await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })).body.subscription;
    const grantBody = { name: 'Welcome credits', amount: '100', pricing_unit_code: 'credits' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await api.post(`/v1/subscriptions/${subscription.id}/credit-grants`, grantBody, withKey('welcome-grant')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.credit_grant.id)).size).toBe(1);
    const balances = (await api.get(`/v1/customers/${customer.id}/balances`)).body.balances;
    expect(balances).toEqual([expect.objectContaining({ account_type: 'pricing_unit', pricing_unit_code: 'credits', balance: '100' })]);
  });

  it('grants once even when the key\'s answer was lost (the server died between the grant\'s commit and the record)', async () => {
    // The same story, but the stored answer is gone, as after a crash right after the grant's
    // transaction committed: the retry runs the handler again, finds the grant made under the key,
    // and answers it. Balance: 100 credits, not 200.
    await setupPricingUnit(api, 'tokens');
    const plan = await setupPlan(api, { type: 'credits' });
    const customer = (await api.post('/v1/customers', { name: 'Crashy' })).body.customer;
    const subscription = (await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })).body.subscription;
    const grantBody = { name: 'Welcome tokens', amount: '100', pricing_unit_code: 'tokens' };
    const first = await api.post(`/v1/subscriptions/${subscription.id}/credit-grants`, grantBody, withKey('lost-answer'));
    expect(first.status).toBe(201);
    await h.testStore.store.db.deleteFrom('idempotency_keys').where('idempotency_key', '=', 'lost-answer').execute();
    const retry = await api.post(`/v1/subscriptions/${subscription.id}/credit-grants`, grantBody, withKey('lost-answer'));
    expect(retry.status).toBe(201);
    expect(retry.body.credit_grant.id).toBe(first.body.credit_grant.id);
    const balances = (await api.get(`/v1/customers/${customer.id}/balances`)).body.balances;
    expect(balances).toEqual([expect.objectContaining({ pricing_unit_code: 'tokens', balance: '100' })]);
    // Without a key, two posts are two grants, as before.
    await api.post(`/v1/subscriptions/${subscription.id}/credit-grants`, grantBody);
    await api.post(`/v1/subscriptions/${subscription.id}/credit-grants`, grantBody);
    const after = (await api.get(`/v1/customers/${customer.id}/balances`)).body.balances;
    expect(after).toEqual([expect.objectContaining({ pricing_unit_code: 'tokens', balance: '300' })]);
  });

  it('replays an action: a retried finalize answers the finalized invoice, not a transition error', async () => {
    const customer = (await api.post('/v1/customers', { name: 'Payer' })).body.customer;
    const invoice = await writeInvoice(h, { customerId: customer.id }, { companyId, mode: 'test' });
    const first = await api.post(`/v1/invoices/${invoice.id}/finalize`, undefined, withKey('finalize-1'));
    expect(first.status).toBe(200);
    expect(first.body.invoice.status).toBe('open');
    const retry = await api.post(`/v1/invoices/${invoice.id}/finalize`, undefined, withKey('finalize-1'));
    expect(retry.status).toBe(200);
    expect(retry.raw.body).toBe(first.raw.body);
    // Without the key, finalizing an open invoice is the transition error it always was.
    expect((await api.post(`/v1/invoices/${invoice.id}/finalize`)).body.error.code).toBe('INVOICE_TRANSITION_NOT_ALLOWED');
  });

  it('replays an answer the endpoint gave as an error (4xx), as Stripe does, even once its cause is gone', async () => {
    const pro = await setupPlan(api, { name: 'Pro', plan_code: 'pro' });
    const body = { name: 'Pro again', plan_code: 'pro' };
    const first = await api.post('/v1/plans', body, withKey('plan-1'));
    expect(first.status).toBe(409);
    expect(first.body.error.code).toBe('CODE_TAKEN');
    // The code is free now, but the key stands for the request already answered.
    expect((await api.post(`/v1/plans/${pro.id}`, { plan_code: 'pro_old' })).status).toBe(200);
    const again = await api.post('/v1/plans', body, withKey('plan-1'));
    expect(again.status).toBe(409);
    expect(again.raw.body).toBe(first.raw.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('saves nothing for a request refused before the endpoint ran (its body fails the schema): fixed, it runs', async () => {
    const bad = await api.post('/v1/customers', { name: 42 }, withKey('fix-me'));
    expect(bad.status).toBe(400);
    const fixed = await api.post('/v1/customers', { name: 'Fixed' }, withKey('fix-me'));
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('releases the key when the request fails with a 5xx, so the retry runs', async () => {
    gate.failNext = true;
    const failed = await api.post('/v1/customers', { name: 'Flaky' }, withKey('flaky'));
    expect(failed.status).toBe(500);
    const retried = await api.post('/v1/customers', { name: 'Flaky' }, withKey('flaky'));
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await customerCount(api)).toBe(1);
  });

  it('replays for 24 hours; after that the key is new (and pruned)', async () => {
    const first = await api.post('/v1/customers', { name: 'Daily' }, withKey('daily'));
    h.clock.advance(24 * 3600_000 - 1);
    const within = await api.post('/v1/customers', { name: 'Daily' }, withKey('daily'));
    expect(within.body.customer.id).toBe(first.body.customer.id);
    h.clock.advance(1);
    // 24 hours on, another body with the key is a new request, not a reuse.
    const after = await api.post('/v1/customers', { name: 'Next day' }, withKey('daily'));
    expect(after.status).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(await customerCount(api)).toBe(2);

    h.clock.advance(24 * 3600_000);
    const pruned = await pruneExpiredKeys(h.testStore.store.db, h.clock.now());
    expect(pruned).toBeGreaterThan(0);
    const left = await h.testStore.store.db.selectFrom('idempotency_keys').select('idempotency_key').where('company_id', '=', companyId).execute();
    expect(left).toEqual([]);
  });

  it('lets the next request take over a claim whose request died (in flight for a minute)', async () => {
    gate.hold();
    gate.failNext = true;
    const dying = api.post('/v1/customers', { name: 'Orphan' }, withKey('orphan'));
    await gate.entered;
    h.clock.advance(59_999);
    expect((await api.post('/v1/customers', { name: 'Orphan' }, withKey('orphan'))).status).toBe(409);
    h.clock.advance(1);
    const takeover = await api.post('/v1/customers', { name: 'Orphan' }, withKey('orphan'));
    expect(takeover.status).toBe(201);
    // The first request ends after it lost the key: its failure does not release the new holder's claim.
    gate.open();
    expect((await dying).status).toBe(500);
    const replay = await api.post('/v1/customers', { name: 'Orphan' }, withKey('orphan'));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.customer.id).toBe(takeover.body.customer.id);
  });

  it('records the answer of a request whose client went away, so its retry is a replay', async () => {
    // The retry scenario keys exist for: the client times out and hangs up while the create runs.
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    gate.hold();
    const hungUp = new Promise<void>((resolve) => {
      const request = http.request(`${address}/v1/customers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.key}`, 'content-type': 'application/json', 'idempotency-key': 'hung-up' },
      });
      request.on('error', () => resolve());
      request.end(JSON.stringify({ name: 'Impatient' }));
      void gate.entered.then(() => {
        request.destroy();
        resolve();
      });
    });
    await hungUp;
    gate.open();
    // The create finishes on its own; wait (real time, bounded) until its answer is recorded.
    for (let i = 0; i < 200; i++) {
      const row = await h.testStore.store.db.selectFrom('idempotency_keys').select('response_status').where('idempotency_key', '=', 'hung-up').executeTakeFirst();
      if (row?.response_status != null) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const retry = await api.post('/v1/customers', { name: 'Impatient' }, withKey('hung-up'));
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await customerCount(api)).toBe(1);
  });

  it('refuses a key longer than 255 characters or not printable ASCII with a 400, and takes one of 255', async () => {
    const long = await api.post('/v1/customers', { name: 'Long' }, withKey('k'.repeat(256)));
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('VALIDATION_ERROR');
    expect(long.body.error.details[0].path).toBe('headers.idempotency-key');
    const accented = await api.post('/v1/customers', { name: 'Accent' }, withKey('cl\u00e9'));
    expect(accented.status).toBe(400);
    expect(await customerCount(api)).toBe(0);
    expect((await api.post('/v1/customers', { name: 'Max' }, withKey('k'.repeat(255)))).status).toBe(201);
  });
});
