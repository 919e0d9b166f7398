/**
 * Story: one live subscription per customer and plan (issue 12, item 5).
 *
 * Every subscription of a customer in force at an event's instant rates the event, so a customer
 * subscribed twice to one plan pays each event twice: with a $2.50 request fee, one request costs
 * 250 cents on one subscription and 2 x 250 = 500 cents on two. So a second live subscription to
 * the same plan is refused with 409 SUBSCRIPTION_ALREADY_EXISTS (naming the first in `details`) on
 * POST /v1/subscriptions, at signup-link creation and on the subscribe page, unless the API caller
 * says `allow_duplicate: true`. Canceled subscriptions do not count; another plan is fine.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { usageFee } from '../billing/story.js';
import { ingestBody } from '../support/builders.js';
import { GOOD_CARD, attemptOf, openPage, pathOf, submitForm, textOf } from '../links/pages.js';
import { pagePayments } from '../../src/pages/index.js';

describeEachStore('one live subscription per customer and plan', (kind) => {
  let h: Harness;
  let plan: { id: string; plan_code: string };
  let other: { id: string; plan_code: string };

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-15T12:00:00Z' });
    plan = await setupPlan(h.api, { name: 'Requests', plan_code: 'requests', currency_code: 'usd' });
    await usageFee(h, plan.id, 'Requests', { event_name: 'api.request' }, { amount: 250 });
    other = await setupPlan(h.api, { name: 'Other', plan_code: 'other', currency_code: 'usd' });
  });
  afterAll(() => h.close());

  const subscriptionsOf = async (customerId: string) =>
    ((await h.api.get('/v1/subscriptions', { customer_id: customerId, limit: '100' })).body.subscriptions as { id: string; status: string; plan_id: string }[]);

  async function request(customerId: string) {
    const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'api.request', {}, { timestamp: h.clock.now().toISOString() }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it('refuses a second live subscription to the plan on POST /v1/subscriptions, by id or code, writing nothing', async () => {
    const customer = await setupCustomer(h.api);
    const first = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const firstId = first.body.subscription.id as string;

    const byId = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    expect(byId.status).toBe(409);
    expect(byId.body.error).toEqual({
      code: 'SUBSCRIPTION_ALREADY_EXISTS',
      message: 'The customer already has a live subscription that is on this plan; a second one would charge every event twice',
      details: [{ path: 'body.plan_id', message: `the customer's subscription ${firstId} is on this plan` }],
    });
    const byCode = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_code: 'requests' });
    expect(byCode.status).toBe(409);
    expect(byCode.body.error.details).toEqual([{ path: 'body.plan_code', message: `the customer's subscription ${firstId} is on this plan` }]);
    expect((await subscriptionsOf(customer.id)).map((s) => s.id)).toEqual([firstId]);

    // One request, one subscription: 250 cents, once.
    h.clock.advance(1000);
    expect((await request(customer.id)).cost).toEqual([{ amount: '250', account_type: 'currency', currency_code: 'usd' }]);

    // Another plan is another matter.
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: other.id })).status).toBe(201);
  });

  it('allows the second subscription when asked (allow_duplicate), and then each one rates the event: 2 x 250 = 500', async () => {
    const customer = await setupCustomer(h.api);
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })).status).toBe(201);
    const second = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, allow_duplicate: true });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.subscription).not.toHaveProperty('allow_duplicate');
    h.clock.advance(1000);
    const charged = await request(customer.id);
    expect(charged.cost).toEqual([{ amount: '500', account_type: 'currency', currency_code: 'usd' }]);
    expect(charged.customer_balances).toEqual([{ balance: '-500', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('frees the plan once the subscription is canceled', async () => {
    const customer = await setupCustomer(h.api);
    const first = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    // A cancellation merely scheduled does not free it yet.
    expect((await h.api.post(`/v1/subscriptions/${first.body.subscription.id}`, { cancel_at_period_end: true })).status).toBe(200);
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })).status).toBe(409);
    expect((await h.api.post(`/v1/subscriptions/${first.body.subscription.id}`, { status: 'canceled' })).status).toBe(200);
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })).status).toBe(201);
  });

  it('counts a subscription that moves to the plan at period end', async () => {
    const customer = await setupCustomer(h.api);
    const onOther = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: other.id });
    const link = await h.api.post('/v1/subscription-signup-links', {
      customer_id: customer.id,
      plan_code: 'requests',
      previous_subscription_id: onOther.body.subscription.id,
      change_timing_mode: 'end_of_period',
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const page = await openPage(h, pathOf(link.body.subscription_signup_link.url));
    const done = await submitForm(h, pathOf(link.body.subscription_signup_link.url), { attempt: attemptOf(page), ...GOOD_CARD });
    expect([200, 303]).toContain(done.status);
    const moving = await h.api.get(`/v1/subscriptions/${onOther.body.subscription.id}`);
    expect(moving.body.subscription.plan_transition_to_plan_id).toBe(plan.id);
    const again = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('The customer already has a live subscription that moves to this plan at the end of its period; a second one would charge every event twice');
  });

  it('refuses a signup link that would subscribe the customer a second time, for a new subscription or a change', async () => {
    const customer = await setupCustomer(h.api);
    const first = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id });
    const onOther = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: other.id });
    const fresh = await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: 'requests' });
    expect(fresh.status).toBe(409);
    expect(fresh.body.error.code).toBe('SUBSCRIPTION_ALREADY_EXISTS');
    expect(fresh.body.error.details).toEqual([{ path: 'body.plan_code', message: `the customer's subscription ${first.body.subscription.id} is on this plan` }]);
    // Changing the other subscription to the plan would make two as well.
    const change = await h.api.post('/v1/subscription-signup-links', {
      customer_id: customer.id,
      plan_code: 'requests',
      previous_subscription_id: onOther.body.subscription.id,
      change_timing_mode: 'now',
    });
    expect(change.status).toBe(409);
    // Another customer may subscribe.
    const someoneElse = await setupCustomer(h.api);
    expect((await h.api.post('/v1/subscription-signup-links', { customer_id: someoneElse.id, plan_code: 'requests' })).status).toBe(201);
  });

  it('the subscribe page refuses, before any charge, when the customer subscribed meanwhile', async () => {
    const customer = await setupCustomer(h.api);
    const link = await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: 'requests' });
    expect(link.status).toBe(201);
    const path = pathOf(link.body.subscription_signup_link.url);
    const page = await openPage(h, path);
    expect(page.status).toBe(200);
    // Subscribed through the API while the page was open.
    expect((await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })).status).toBe(201);

    const refused = await submitForm(h, path, { attempt: attemptOf(page), ...GOOD_CARD });
    expect(refused.status).toBe(409);
    expect(textOf(refused)).toContain('You are already subscribed to Requests.');
    expect(await subscriptionsOf(customer.id)).toHaveLength(1);
    const reopened = await openPage(h, path);
    expect(reopened.status).toBe(409);
    expect(textOf(reopened)).toContain('You are already subscribed to Requests.');
  });

  it('a change link confirmed while the plan is taken through the API: never two live subscriptions to it, no card kept', async () => {
    for (let round = 0; round < 4; round++) {
      const customer = await setupCustomer(h.api);
      const onOther = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: other.id });
      const link = await h.api.post('/v1/subscription-signup-links', {
        customer_id: customer.id,
        plan_code: 'requests',
        previous_subscription_id: onOther.body.subscription.id,
        change_timing_mode: round % 2 === 0 ? 'now' : 'end_of_period',
      });
      expect(link.status, JSON.stringify(link.body)).toBe(201);
      const path = pathOf(link.body.subscription_signup_link.url);
      const page = await openPage(h, path);
      expect(page.status).toBe(200);
      // The page is confirmed and the plan is subscribed through the API at the same moment.
      const [confirmed, created] = await Promise.all([
        submitForm(h, path, { attempt: attemptOf(page), ...GOOD_CARD }),
        h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id }),
      ]);
      const onPlan = (await subscriptionsOf(customer.id)).filter((sub) => sub.status !== 'canceled');
      const movesToPlan = await Promise.all(onPlan.map(async (sub) => (await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription as { plan_id: string; plan_transition_to_plan_id: string | null }));
      const live = movesToPlan.filter((sub) => sub.plan_id === plan.id || sub.plan_transition_to_plan_id === plan.id);
      expect(live, `round ${round}: page ${confirmed.status}, API ${created.status}`).toHaveLength(1);
      // A refused page keeps nothing of the card: charged minus refunded is 0.
      const linkId = link.body.subscription_signup_link.id as string;
      const charged = pagePayments.test.charges.filter((c) => c.idempotencyKey.includes(`:${linkId}:`)).reduce((sum, c) => sum + c.amountMinor, 0);
      const refunded = pagePayments.test.refunds.filter((r) => r.idempotencyKey.includes(`:${linkId}:`)).reduce((sum, r) => sum + r.amountMinor, 0);
      if (confirmed.status >= 400) expect(charged - refunded).toBe(0);
      expect([confirmed.status < 400, created.status === 201].filter(Boolean), `round ${round}: page ${confirmed.status}, API ${created.status}`).toHaveLength(1);
    }
  });

  it('lets exactly one of two concurrent creates through', async () => {
    const customer = await setupCustomer(h.api);
    const answers = await Promise.all([0, 1, 2, 3].map(() => h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await subscriptionsOf(customer.id)).toHaveLength(1);
  });
});
