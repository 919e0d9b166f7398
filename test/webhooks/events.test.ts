/**
 * Each event comes from the real flow that causes it, delivered to a real receiver and verified
 * with `standardwebhooks` (issue 15, item 2): customers, subscriptions through the API and the
 * billing engine, invoices the engine finalizes and the API moves, credit grants granted, voided
 * and expired, and the hosted checkout and signup pages completed with the test card.
 *
 * The story: the "Pro" plan of the link tests, $49.00/month in advance. Subscribing on
 * 2026-01-15 opens the first period and issues its invoice ($49.00: invoice.created then
 * invoice.finalized); the billing run to 2026-02-15 issues the second. Marking the first paid,
 * the second uncollectible then void, and canceling send the matching events.
 */
import { afterAll, beforeAll, beforeEach, afterEach, expect, it } from 'vitest';
import { deliverDueWebhooks } from '../../src/modules/webhooks/index.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm } from '../links/pages.js';
import { ingestBody } from '../support/builders.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { startReceiver, type Receiver } from './receiver.js';

interface Sent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> & { id: string } };
}

describeEachStore('webhook events from the real flows', (kind) => {
  let h: Harness;
  let receiver: Receiver;
  let secret: string;
  let shop: Shop;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    // A company per story: a billing run moves the company's test clock.
    h.clock.set(START);
    h.api = (await h.newCompany({ name: 'Acme AI' })).api;
    shop = await setupShop(h.api);
    receiver = await startReceiver();
    const created = await h.api.post('/v1/webhook-endpoints', { url: receiver.url });
    secret = created.body.webhook_endpoint.secret!;
  });
  afterEach(async () => {
    for (const e of (await h.api.get('/v1/webhook-endpoints')).body.webhook_endpoints as { id: string }[]) {
      await h.app.inject({ method: 'DELETE', url: `/v1/webhook-endpoints/${e.id}`, headers: { authorization: `Bearer ${h.api.key}` } });
    }
    await receiver.close();
  });

  /** Delivers everything due and returns what the receiver got, each signature verified. */
  const delivered = async (): Promise<Sent[]> => {
    await deliverDueWebhooks({ store: h.testStore.store, clock: h.clock, config: h.config });
    return receiver.received.map((r) => receiver.verify(r, secret, h.clock.now()) as Sent);
  };
  const typesOf = (events: Sent[], objectId: string) => events.filter((e) => e.data.object.id === objectId).map((e) => e.type);

  it('a subscription and its invoices: engine-finalized invoices, API moves, cancel', async () => {
    const customer = await setupCustomer(h.api, 'Grace');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    let events = await delivered();
    expect(typesOf(events, customer.id)).toEqual(['customer.created']);
    expect(typesOf(events, sub.id)[0]).toBe('subscription.created');
    const [first] = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices as { id: string; total_cents: number }[];
    expect(first?.total_cents).toBe(4900);
    expect(typesOf(events, first!.id)).toEqual(['invoice.created', 'invoice.finalized']);
    // The finalized invoice is the resource as the API returns it, public URL included.
    const finalized = events.find((e) => e.type === 'invoice.finalized' && e.data.object.id === first!.id)!;
    expect(finalized.data.object).toEqual((await h.api.get(`/v1/invoices/${first!.id}`)).body.invoice);
    expect(finalized.data.object.public_invoice_url).toMatch(/^http:\/\/meterline\.test\/invoices\//);

    // The billing engine closes the month and issues the next invoice.
    expect((await h.api.post('/v1/billing/run', { as_of: '2026-02-15T00:00:01Z' })).status).toBe(200);
    events = await delivered();
    const invoices = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices as { id: string; status: string }[];
    const second = invoices.find((i) => i.id !== first!.id)!;
    expect(typesOf(events, second.id)).toEqual(['invoice.created', 'invoice.finalized']);
    expect(typesOf(events, sub.id)).toContain('subscription.updated');

    expect((await h.api.post(`/v1/invoices/${first!.id}/mark-paid`)).status).toBe(200);
    expect((await h.api.post(`/v1/invoices/${second.id}/mark-uncollectible`)).status).toBe(200);
    expect((await h.api.post(`/v1/invoices/${second.id}/void`)).status).toBe(200);
    expect((await h.api.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' })).status).toBe(200);
    events = await delivered();
    // Paid and voided, each invoice asks nothing more: invoice.updated follows with amount_due_cents 0.
    expect(typesOf(events, first!.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.updated']);
    expect(typesOf(events, second.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.marked_uncollectible', 'invoice.voided', 'invoice.updated']);
    expect(events.filter((e) => e.type === 'invoice.updated').map((e) => e.data.object.amount_due_cents)).toEqual([0, 0]);
    const canceled = events.find((e) => e.type === 'subscription.canceled')!;
    expect(canceled.data.object).toMatchObject({ id: sub.id, status: 'canceled' });
    // webhook-id is the event id, readable through the API.
    expect((await h.api.get(`/v1/webhook-events/${canceled.id}`)).body.webhook_event).toEqual(canceled);
  });

  it('credit grants: created, voided, and expired by the engine', async () => {
    const customer = await setupCustomer(h.api, 'Linus');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const kept = (await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Promo', amount: 100, pricing_unit_code: shop.unit.code, expires_at: '2026-01-20T00:00:00Z' })).body.credit_grant;
    const voided = (await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Oops', amount: 5, pricing_unit_code: shop.unit.code })).body.credit_grant;
    expect((await h.api.post(`/v1/credit-grants/${voided.id}/void`)).status).toBe(200);
    expect((await h.api.post('/v1/billing/run', { as_of: '2026-01-21T00:00:00Z' })).status).toBe(200);
    const events = await delivered();
    expect(typesOf(events, voided.id)).toEqual(['credit_grant.created', 'credit_grant.voided']);
    expect(typesOf(events, kept.id)).toEqual(['credit_grant.created', 'credit_grant.expired']);
    expect(events.find((e) => e.type === 'credit_grant.created' && e.data.object.id === kept.id)!.data.object).toEqual(kept);
    expect(events.find((e) => e.type === 'credit_grant.expired')!.data.object).toMatchObject({ id: kept.id, balance: '0' });
  });

  it('credit_grant.expired also when the next ingest finds a grant past its expiry before the engine swept it', async () => {
    const customer = await setupCustomer(h.api, 'Late');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const grant = (await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Short', amount: 100, pricing_unit_code: shop.unit.code, expires_at: '2026-01-16T00:00:00Z' })).body.credit_grant;
    h.clock.set('2026-01-17T00:00:00Z');
    const res = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'llm.completion', { output_tokens: 1000 }, { timestamp: '2026-01-17T00:00:00Z' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await delivered();
    expect(typesOf(events, grant.id)).toEqual(['credit_grant.created', 'credit_grant.expired']);
    expect(events.find((e) => e.type === 'credit_grant.expired')!.data.object).toMatchObject({ id: grant.id, balance: '0' });
  });

  it('checkout.completed when a credit pack is bought on the hosted page, with the grant and invoice it made', async () => {
    const customer = await setupCustomer(h.api, 'Buyer');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const link = (await h.api.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, subscription_id: sub.id, quantity: 2 })).body.credit_pack_checkout_link;
    const path = pathOf(link.url);
    expect((await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD })).status).toBe(200);
    const events = await delivered();
    const completed = events.find((e) => e.type === 'checkout.completed')!;
    expect(completed.data.object).toMatchObject({ id: link.id, status: 'completed', subscription_id: sub.id, quantity: '2', completed_at: START });
    const grant = events.find((e) => e.type === 'credit_grant.created' && e.data.object.id === completed.data.object.credit_grant_id)!;
    expect(grant.data.object).toMatchObject({ amount: '10000', customer_id: customer.id });
    expect(typesOf(events, completed.data.object.invoice_id as string)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.updated']);
  });

  it('signup.completed when the hosted signup page subscribes the customer', async () => {
    const customer = await setupCustomer(h.api, 'Newcomer');
    const link = (await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code })).body.subscription_signup_link;
    const path = pathOf(link.url);
    expect((await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD })).status).toBe(200);
    const events = await delivered();
    const completed = events.find((e) => e.type === 'signup.completed')!;
    const subscriptionId = completed.data.object.subscription_id as string;
    expect(completed.data.object).toMatchObject({ id: link.id, status: 'completed', customer_id: customer.id, plan_id: shop.plan.id });
    expect(typesOf(events, subscriptionId)[0]).toBe('subscription.created');
    expect(typesOf(events, completed.data.object.invoice_id as string)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.updated']);
  });
});
