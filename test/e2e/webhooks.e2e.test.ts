/**
 * Issue 15's browser leg: a person completes the hosted credit pack checkout (and the signup page)
 * in Debian's Chromium, and a real receiver on 127.0.0.1 gets `checkout.completed` and
 * `credit_grant.created` (`signup.completed`) deliveries, their signatures verified with
 * `standardwebhooks`, each event's `data.object` the link or grant as the API returns it. The
 * webhook worker runs as in test/webhooks (one delivery pass on the test's clock).
 *
 * Pack of the link tests' "Pro" shop: 5,000 credits for $10.00; quantity 1 grants 5,000 credits
 * and invoices $10.00 (1000 cents).
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueWebhooks } from '../../src/modules/webhooks/index.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { hasChromium, launchChromium, phoneContext, SCREENSHOTS, serveOnLoopback } from './chromium.js';

interface Sent {
  id: string;
  type: string;
  livemode: boolean;
  data: { object: Record<string, unknown> & { id: string } };
}

let browser: Browser;

describe.skipIf(!hasChromium)('webhooks from pages completed in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('webhooks e2e', (kind) => {
    let h: Harness;
    let app: string;
    let shop: Shop;
    let receiver: Receiver;
    let secret: string;
    let context: BrowserContext;

    beforeAll(async () => {
      h = await createHarness(kind, { company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      shop = await setupShop(h.api, { name: 'Pro' });
      receiver = await startReceiver();
      const endpoint = await h.api.post('/v1/webhook-endpoints', {
        url: receiver.url,
        event_types: ['checkout.completed', 'credit_grant.created', 'signup.completed'],
        description: 'e2e receiver',
      });
      expect(endpoint.status).toBe(201);
      secret = endpoint.body.webhook_endpoint.secret!;
      context = await phoneContext(browser, { javaScript: false });
    });
    afterAll(async () => {
      await context?.close();
      await receiver?.close();
      await h?.close();
    });

    const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-webhooks-${name}.png`), fullPage: true });
    const payWith = async (page: Page, number: string) => {
      await page.fill('#card_number', number);
      await page.fill('#card_expiry', '12/34');
      await page.fill('#card_cvc', '123');
      await page.locator('button.btn:not(.btn-secondary)').click();
    };

    /** One pass of the delivery worker; every request the receiver got so far, its signature verified. */
    const delivered = async (): Promise<Sent[]> => {
      await deliverDueWebhooks({ store: h.testStore.store, clock: h.clock, config: h.config });
      return receiver.received.map((request) => {
        const event = receiver.verify(request, secret, h.clock.now()) as Sent;
        expect(request.headers['webhook-id']).toBe(event.id);
        return event;
      });
    };

    it('a credit pack checkout paid in the browser sends checkout.completed and credit_grant.created, signed, with the objects the API returns', async () => {
      const customer = await setupCustomer(h.api, 'Buyer');
      const sub = await subscribe(h.api, customer.id, shop.plan.id);
      const created = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: shop.pack.id });
      expect(created.status).toBe(201);
      const link = created.body.credit_pack_checkout_link;
      expect(link.url.startsWith(`${app}/`)).toBe(true);

      // Nothing is sent for an open link.
      expect((await delivered()).filter((e) => e.type === 'checkout.completed')).toEqual([]);

      const page = await context.newPage();
      await page.goto(link.url);
      expect(await page.locator('h1').innerText()).toBe('Buy credits');
      expect(await page.locator('#total').innerText()).toBe('$10.00');
      await payWith(page, '4000 0000 0000 0002');
      expect(await page.locator('#payment-error').innerText()).toBe('Your card was declined.');
      // A declined card completes nothing.
      expect((await delivered()).filter((e) => e.type === 'checkout.completed')).toEqual([]);

      await payWith(page, '4242 4242 4242 4242');
      expect(await page.locator('h1').innerText()).toBe('5,000 credits added');
      await shot(page, 'checkout-done');
      await page.close();

      const events = await delivered();
      const completed = events.filter((e) => e.type === 'checkout.completed');
      expect(completed).toHaveLength(1);
      const checkout = completed[0]!;
      expect(checkout.livemode).toBe(false);
      const read = await h.api.get(`/v1/credit-pack-checkout-links/${link.id}`);
      expect(read.status).toBe(200);
      expect(read.body.credit_pack_checkout_link).toMatchObject({ id: link.id, status: 'completed' });
      expect(checkout.data.object).toEqual(read.body.credit_pack_checkout_link);

      const grants = (await h.api.get(`/v1/customers/${customer.id}/credit-grants`)).body.credit_grants as { id: string }[];
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({ id: checkout.data.object.credit_grant_id, amount: '5000', status: 'active' });
      const grantEvents = events.filter((e) => e.type === 'credit_grant.created' && e.data.object.id === grants[0]!.id);
      expect(grantEvents).toHaveLength(1);
      expect(grantEvents[0]!.data.object).toEqual(grants[0]);

      const invoice = (await h.api.get(`/v1/invoices/${checkout.data.object.invoice_id as string}`)).body.invoice;
      expect(invoice).toMatchObject({ status: 'paid', total_cents: 1000 });
    });

    it('a signup paid in the browser sends signup.completed, signed, with the link as the API returns it', async () => {
      const customer = await setupCustomer(h.api, 'Newcomer');
      const created = await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code });
      expect(created.status).toBe(201);
      const link = created.body.subscription_signup_link;

      const page = await context.newPage();
      await page.goto(link.url);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Subscribe to Pro');
      await payWith(page, '4242 4242 4242 4242');
      await page.waitForLoadState();
      await shot(page, 'signup-done');
      await page.close();

      const events = (await delivered()).filter((e) => e.type === 'signup.completed');
      expect(events).toHaveLength(1);
      const read = await h.api.get(`/v1/subscription-signup-links/${link.id}`);
      expect(read.body.subscription_signup_link).toMatchObject({ id: link.id, status: 'completed', customer_id: customer.id, plan_id: shop.plan.id });
      expect(events[0]!.data.object).toEqual(read.body.subscription_signup_link);
      const subscriptions = (await h.api.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions as { id: string }[];
      expect(subscriptions.map((s) => s.id)).toEqual([events[0]!.data.object.subscription_id]);
    });
  });
});
