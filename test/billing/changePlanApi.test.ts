/**
 * Billing story: a plan change through the API (issue 32, item 6), POST /v1/subscriptions/{id}/change-plan.
 *
 * January 2026 has 31 days; the company bills in UTC. Basic is "Basic support", $31.00 a month in
 * arrears; Pro is "Pro platform", $62.00 a month in advance. The customer signs up to Basic on its
 * hosted page on 1 January with 4242 4242 4242 4242: nothing is due today (Basic bills in
 * arrears), the card is checked and kept as their default.
 *
 * Upgrade now, on 11 January 00:00 (10 days of Basic used, 21 days of January left):
 *   Basic support, 10 of 31 days  = 3100 x 10/31 = 1000
 *   Pro platform,  21 of 31 days  = 6200 x 21/31 = 4200
 *   the change's invoice          =                5200, charged to the saved card at once
 * The preview quotes exactly that and changes nothing; the change answers the invoice paid.
 *
 * Downgrade at period end, asked on 20 January: nothing is invoiced or charged; Pro runs to
 * 1 February (its January was paid in advance), Basic from then on: on 1 March, February's Basic
 * support in arrears, 3100, charged to the card.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pagePayments } from '../../src/pages/index.js';
import { CARD_0341, signUp } from '../collections/support.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { billTo, brief, flatFee, invoicesOf, subscriptionOf } from './story.js';

describeEachStore('billing story: change plan through the API', (kind) => {
  let h: Harness;
  let basic: { id: string; plan_code: string };
  let pro: { id: string; plan_code: string };

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  /** Each story in a company of its own: a billing run moves the company's test clock for good. */
  beforeEach(async () => {
    h.clock.set('2026-01-01T00:00:00Z');
    h.api = (await h.newCompany({ name: 'Acme AI' })).api;
    basic = await setupPlan(h.api, { name: 'Basic' });
    await flatFee(h, basic.id, 'Basic support', 3100, { billing_mode: 'in_arrears' });
    pro = await setupPlan(h.api, { name: 'Pro' });
    await flatFee(h, pro.id, 'Pro platform', 6200);
    h.clock.set('2026-01-01T00:00:00Z');
  });

  const changePlan = (subscriptionId: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    h.api.post(`/v1/subscriptions/${subscriptionId}/change-plan`, body, headers);
  const chargesOf = (invoiceId: string) => pagePayments.test.charges.filter((c) => c.idempotencyKey.startsWith(`invoice:${invoiceId}:`));
  async function webhookEvents(type: string, objectId: string) {
    const res = await h.api.get('/v1/webhook-events', { type, limit: '100' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.webhook_events.filter((e) => e.data.object.id === objectId);
  }

  it('upgrades now: the preview quotes 5200 and changes nothing; the change charges 5200 to the saved card, once', async () => {
    const { customerId, subscriptionId } = await signUp(h, { plan: basic }, 'Grace');
    const cards = (await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods;
    expect(cards).toHaveLength(1);
    h.clock.set('2026-01-11T00:00:00Z');
    const before = await subscriptionOf(h.api, subscriptionId);
    const invoicesBefore = await invoicesOf(h.api, subscriptionId);

    const preview = await changePlan(subscriptionId, { plan_id: pro.id, timing: 'now', preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.invoice).toBeUndefined();
    expect(preview.body.subscription).toEqual(before);
    const quote = preview.body.quote!;
    expect(quote).toMatchObject({
      subscription_id: subscriptionId,
      customer_id: customerId,
      from_plan_id: basic.id,
      to_plan_id: pro.id,
      timing: 'now',
      refund_policy: 'refund_prorated_prepaid_fixed_fees',
      effective_at: '2026-01-11T00:00:00.000Z',
      currency: 'usd',
      subtotal_cents: 5200,
      total_cents: 5200,
      amount_due_cents: 5200,
      credited_to_balance_cents: 0,
      reduced_invoices: [],
      payment_method_id: cards[0]!.id,
    });
    expect(quote.line_items.map((l) => [l.description, l.total_amount_cents])).toEqual([
      ['Basic support (monthly, in arrears), 10 of 31 days at $31.00', 1000],
      ['Pro platform (monthly, in advance), 21 of 31 days at $62.00', 4200],
    ]);

    // Nothing changed: a second preview quotes the same, the subscription and its invoices read the same, nothing was charged.
    const again = await changePlan(subscriptionId, { plan_code: pro.plan_code, timing: 'now', preview: true });
    expect(again.body.quote).toEqual(quote);
    expect(await subscriptionOf(h.api, subscriptionId)).toEqual(before);
    expect(await invoicesOf(h.api, subscriptionId)).toEqual(invoicesBefore);
    expect(await webhookEvents('subscription.plan_changed', subscriptionId)).toHaveLength(0);

    const key = { 'Idempotency-Key': `change-${subscriptionId}` };
    const changed = await changePlan(subscriptionId, { plan_id: pro.id, timing: 'now' }, key);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.quote).toBeUndefined();
    expect(changed.body.subscription).toMatchObject({ id: subscriptionId, plan_id: pro.id, status: 'active', next_renewal_date: '2026-02-01T00:00:00.000Z' });
    const invoice = changed.body.invoice!;
    expect(invoice).toMatchObject({ status: 'paid', collection_method: 'charge_automatically', total_cents: 5200, period_start: '2026-01-01T00:00:00.000Z', period_end: '2026-01-11T00:00:00.000Z' });
    // The invoice is the quote, line for line.
    expect(invoice.line_items.map((l) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents])).toEqual(
      quote.line_items.map((l) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents]),
    );
    expect(chargesOf(invoice.id).map((c) => [c.idempotencyKey, c.amountMinor])).toEqual([[`invoice:${invoice.id}:attempt:1`, 5200]]);
    expect(await webhookEvents('subscription.plan_changed', subscriptionId)).toHaveLength(1);
    expect(await webhookEvents('invoice.paid', invoice.id)).toHaveLength(1);

    // The same key answers the first answer again; nothing more is changed or charged. Without it, the plan is already Pro.
    const replay = await changePlan(subscriptionId, { plan_id: pro.id, timing: 'now' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(changed.body);
    const twice = await changePlan(subscriptionId, { plan_id: pro.id, timing: 'now' });
    expect([twice.status, twice.body.error.code]).toEqual([422, 'PLAN_UNCHANGED']);
    expect(chargesOf(invoice.id)).toHaveLength(1);
    expect((await invoicesOf(h.api, subscriptionId)).map((i) => [i.status, i.total_cents])).toEqual([...invoicesBefore.map((i) => [i.status, i.total_cents]), ['paid', 5200]]);
  });

  it('downgrades at period end: nothing billed now, Pro runs to 1 February, Basic is billed from then on', async () => {
    const { subscriptionId } = await signUp(h, { plan: basic }, 'Ada');
    h.clock.set('2026-01-11T00:00:00Z');
    const upgraded = await changePlan(subscriptionId, { plan_id: pro.id, timing: 'now' });
    expect(upgraded.body.invoice?.total_cents, JSON.stringify(upgraded.body)).toBe(5200);
    h.clock.set('2026-01-20T00:00:00Z');
    const invoicesBefore = await invoicesOf(h.api, subscriptionId);

    const preview = await changePlan(subscriptionId, { plan_code: basic.plan_code, timing: 'end_of_period', preview: true });
    expect(preview.body.quote).toMatchObject({ timing: 'end_of_period', refund_policy: null, effective_at: '2026-02-01T00:00:00.000Z', total_cents: 0, amount_due_cents: 0, line_items: [], payment_method_id: null });
    const scheduled = await changePlan(subscriptionId, { plan_code: basic.plan_code, timing: 'end_of_period' });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.invoice).toBeNull();
    expect(scheduled.body.subscription).toMatchObject({
      plan_id: pro.id,
      plan_transition_at_period_end: true,
      plan_transition_at: '2026-02-01T00:00:00.000Z',
      plan_transition_to_plan_id: basic.id,
    });
    expect(await invoicesOf(h.api, subscriptionId)).toEqual(invoicesBefore);
    expect(await webhookEvents('subscription.updated', subscriptionId)).not.toHaveLength(0);

    await billTo(h.api, '2026-02-01T00:00:00Z');
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({ plan_id: basic.id, plan_transition_at_period_end: false, plan_transition_to_plan_id: null });
    // Pro's January was paid in advance and Basic bills in arrears: nothing is owed on 1 February.
    expect((await invoicesOf(h.api, subscriptionId)).filter((i) => i.total_cents !== 0)).toHaveLength(invoicesBefore.filter((i) => i.total_cents !== 0).length);

    await billTo(h.api, '2026-03-01T00:00:00Z');
    const march = (await invoicesOf(h.api, subscriptionId)).at(-1)!;
    expect(brief(march)).toEqual([['Basic support (monthly, in arrears)', 1, 3100, 3100]]);
    expect([march.status, march.period_start, march.period_end]).toEqual(['paid', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    expect(chargesOf(march.id).map((c) => c.amountMinor)).toEqual([3100]);
  });

  it('without a card on file the change leaves its invoice open; a card declined off-session leaves it open and the subscription past_due', async () => {
    h.clock.set('2026-01-01T00:00:00Z');
    const customer = await setupCustomer(h.api);
    const created = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: basic.id });
    const cardless = created.body.subscription.id as string;
    const { subscriptionId: declining } = await signUp(h, { plan: basic }, 'Declining', CARD_0341);
    h.clock.set('2026-01-11T00:00:00Z');

    const quoted = await changePlan(cardless, { plan_id: pro.id, timing: 'now', preview: true });
    expect(quoted.body.quote).toMatchObject({ amount_due_cents: 5200, payment_method_id: null });
    const open = await changePlan(cardless, { plan_id: pro.id, timing: 'now' });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.invoice).toMatchObject({ status: 'open', collection_method: 'charge_automatically', total_cents: 5200 });
    expect(open.body.subscription).toMatchObject({ plan_id: pro.id, status: 'active' });
    expect(chargesOf(open.body.invoice!.id)).toEqual([]);

    const declined = await changePlan(declining, { plan_id: pro.id, timing: 'now' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.invoice).toMatchObject({ status: 'open', total_cents: 5200 });
    expect(declined.body.subscription).toMatchObject({ plan_id: pro.id, status: 'past_due' });
    expect(await webhookEvents('invoice.payment_failed', declined.body.invoice!.id)).toHaveLength(1);
  });

  it('refuses what it cannot do, and changes nothing', async () => {
    const euro = await setupPlan(h.api, { name: 'Euro', currency_code: 'eur' });
    const { customerId, subscriptionId } = await signUp(h, { plan: basic }, 'Refused');
    const before = await subscriptionOf(h.api, subscriptionId);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ plan_id: 'zq0000000000000000000000', timing: 'now' }, 404, 'NOT_FOUND'],
      [{ plan_code: 'no_such_plan', timing: 'now' }, 404, 'NOT_FOUND'],
      [{ plan_id: euro.id, timing: 'now' }, 422, 'CURRENCY_MISMATCH'],
      [{ plan_id: euro.id, timing: 'end_of_period' }, 422, 'CURRENCY_MISMATCH'],
      [{ plan_id: basic.id, timing: 'now' }, 422, 'PLAN_UNCHANGED'],
      [{ plan_id: pro.id, plan_code: pro.plan_code, timing: 'now' }, 400, 'VALIDATION_ERROR'],
      [{ timing: 'now' }, 400, 'VALIDATION_ERROR'],
      [{ plan_id: pro.id, timing: 'end_of_period', refund_policy: 'no_refund_prepaid_fixed_fees' }, 400, 'VALIDATION_ERROR'],
      [{ plan_id: pro.id, timing: 'later' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await changePlan(subscriptionId, body);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await h.api.post('/v1/subscriptions/zq0000000000000000000000/change-plan', { plan_id: pro.id, timing: 'now' })).status).toBe(404);

    // A second subscription of the customer already on Pro: the change would make two live Pro subscriptions.
    const twin = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: pro.id });
    expect(twin.status, JSON.stringify(twin.body)).toBe(201);
    const taken = await changePlan(subscriptionId, { plan_id: pro.id, timing: 'end_of_period' });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'SUBSCRIPTION_ALREADY_EXISTS']);

    expect((await h.api.post(`/v1/subscriptions/${subscriptionId}`, { status: 'canceled' })).status).toBe(200);
    const canceled = await changePlan(subscriptionId, { plan_id: euro.id, timing: 'now' });
    expect([canceled.status, canceled.body.error.code]).toEqual([422, 'SUBSCRIPTION_CANCELED']);
    expect(await subscriptionOf(h.api, subscriptionId)).toMatchObject({ plan_id: before.plan_id, plan_transition_at_period_end: false });
  });
});
