/** Set-ups of the collection stories, through the API and the hosted pages as a customer would. */
import { expect } from 'vitest';
import { processPayments, type PaymentProvider, type PaymentProviders, type TestCharge } from '../../src/payments/index.js';
import type { Harness } from '../support/harness.js';
import { setupCustomer, subscribe, type Shop } from '../links/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm } from '../links/pages.js';

export const CARD_0341 = { card_number: '4000 0000 0000 0341', card_expiry: '12/34', card_cvc: '123' };

export interface Invoice {
  id: string;
  status: string;
  total_cents: number;
  subscription_id: string | null;
  public_invoice_url: string;
}

/** A customer signed up to the shop's plan on its hosted signup page, paying with `card` (kept as the default). */
export async function signUp(h: Harness, shop: { plan: { plan_code: string } }, name: string, card: Record<string, string> = GOOD_CARD): Promise<{ customerId: string; subscriptionId: string }> {
  const customerId = (await setupCustomer(h.api, name)).id;
  const res = await h.api.post('/v1/subscription-signup-links', { customer_id: customerId, plan_code: shop.plan.plan_code, success_url: 'https://app.example.test/welcome' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const path = pathOf((res.body.subscription_signup_link as { url: string }).url);
  const done = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...card });
  expect(done.status, done.html.slice(0, 300)).toBe(303);
  const subs = (await h.api.get('/v1/subscriptions', { customer_id: customerId })).body.subscriptions as Array<{ id: string }>;
  return { customerId, subscriptionId: subs[0]?.id ?? '' };
}

/** Buys one credit pack on a checkout page with `card`, which becomes the customer's default. */
export async function buyPack(h: Harness, shop: Shop, subscriptionId: string, card: Record<string, string>): Promise<void> {
  const res = await h.api.post('/v1/credit-pack-checkout-links', { credit_pack_id: shop.pack.id, subscription_id: subscriptionId, quantity: 1 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const path = pathOf((res.body.credit_pack_checkout_link as { url: string }).url);
  const done = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...card });
  expect(done.status, done.html.slice(0, 300)).toBe(200);
}

export { setupCustomer, subscribe };

export async function runTo(h: Harness, asOf: string): Promise<void> {
  const res = await h.api.post('/v1/billing/run', { as_of: asOf });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.run.complete).toBe(true);
}

export async function invoicesOf(h: Harness, customerId: string): Promise<Invoice[]> {
  const res = await h.api.get('/v1/invoices', { customer_id: customerId });
  return (res.body.invoices as Invoice[]).slice().reverse();
}

export async function statusOf(h: Harness, subscriptionId: string): Promise<string> {
  return (await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription.status as string;
}

/** Every charge the provider took for an invoice's collection, by its attempt keys. */
export function collectionCharges(invoiceId: string): TestCharge[] {
  return processPayments.test.charges.filter((c) => c.idempotencyKey.startsWith(`invoice:${invoiceId}:`));
}

/** The webhook events of a type about one invoice, oldest first. */
export async function invoiceEvents(h: Harness, type: string, invoiceId: string): Promise<unknown[]> {
  const res = await h.api.get('/v1/webhook-events', { type, limit: '100' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.webhook_events.filter((e) => e.data.object.id === invoiceId);
}

/**
 * The process's test provider with its off-session charge replaced by `chargeSavedCard` (which may
 * call the real one): a provider that answers late, or loses its answer.
 */
export function testProviderWith(chargeSavedCard: PaymentProvider['chargeSavedCard']): PaymentProviders {
  const test = processPayments.test;
  const provider: PaymentProvider = { name: test.name, charge: (request, now) => test.charge(request, now), refund: (request, now) => test.refund(request, now), chargeSavedCard };
  return { forMode: (mode) => (mode === 'test' ? provider : null) };
}
