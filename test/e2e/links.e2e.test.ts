/**
 * The hosted signup and checkout pages as a person sees them: playwright-core driving Debian's
 * Chromium against the app over real HTTP, with JavaScript switched off (the pages must work
 * without it) and a phone-sized viewport. Screenshots of every page go to test/e2e/screenshots/
 * (CI output, not committed). Skipped, with a message, only when /usr/bin/chromium is absent;
 * `.ci/run` installs it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasChromium, launchChromium, phoneContext, SCREENSHOTS, serveOnLoopback } from './chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, type Shop } from '../links/builders.js';


/** The integrator's own site: where success_url and back_url lead. Records the Referer it receives. */
function startShopSite(): Promise<{ server: http.Server; base: string; visits: { path: string; referer: string | undefined }[] }> {
  const visits: { path: string; referer: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    visits.push({ path: request.url ?? '', referer: request.headers.referer });
    const title = request.url?.startsWith('/thanks') ? 'Thanks for your order' : request.url?.startsWith('/pricing') ? 'Our pricing' : 'Shop';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visits }));
  });
}

let browser: Browser;

describe.skipIf(!hasChromium)('hosted pages in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('links', (kind) => {
    let h: Harness;
    let shop: Shop;
    let app: string;
    let site: Awaited<ReturnType<typeof startShopSite>>;
    let context: BrowserContext;

    beforeAll(async () => {
      h = await createHarness(kind, { company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      // Links and receipts point at PUBLIC_BASE_URL: make it this server (the config is read per request).
      site = await startShopSite();
      shop = await setupShop(h.api, { name: 'Pro' });
      context = await phoneContext(browser, { javaScript: false });
    });
    afterAll(async () => {
      await context?.close();
      await new Promise((resolve) => site?.server.close(resolve));
      await h?.close();
    });

    const onApp = (url: string) => {
      expect(url.startsWith(`${app}/`)).toBe(true);
      return url;
    };
    const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-${name}.png`), fullPage: true });
    // A string: the test project compiles without DOM types. True when nothing scrolls sideways.
    const fitsThePhone = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
    const payWith = async (page: Page, number: string) => {
      await page.fill('#card_number', number);
      await page.fill('#card_expiry', '12/34');
      await page.fill('#card_cvc', '123');
      await page.locator('button.btn:not(.btn-secondary)').click();
    };

    it('subscribes: sees the decline with the declining card, then pays with the test card and lands on success_url', async () => {
      const customer = await setupCustomer(h.api);
      const res = await h.api.post('/v1/subscription-signup-links', {
        customer_id: customer.id,
        plan_code: shop.plan.plan_code,
        success_url: `${site.base}/thanks`,
        back_url: `${site.base}/pricing`,
      });
      const page = await context.newPage();
      await page.goto(onApp(res.body.subscription_signup_link.url));
      await expect.poll(() => page.locator('h1').textContent()).toBe('Subscribe to Pro');
      expect(await page.locator('ul.fees').innerText()).toContain('$49.00 per month, billed in advance');
      expect(await page.locator('ul.fees').innerText()).toContain('0.2 credits per 1,000 tokens');
      expect(await page.locator('#due-today').innerText()).toBe('$49.00');
      expect(await fitsThePhone(page)).toBe(true);
      await shot(page, 'subscribe');

      await payWith(page, '4000 0000 0000 0002');
      expect(await page.locator('#payment-error').innerText()).toBe('Your card was declined.');
      await shot(page, 'subscribe-declined');
      expect((await h.api.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions).toEqual([]);

      await payWith(page, '4242 4242 4242 4242');
      await page.waitForURL(`${site.base}/thanks`);
      expect(await page.locator('h1').innerText()).toBe('Thanks for your order');

      const subscriptions = (await h.api.get('/v1/subscriptions', { customer_id: customer.id })).body.subscriptions;
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0]).toMatchObject({ plan_id: shop.plan.id, status: 'active' });
      const invoices = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices;
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ status: 'paid', total_cents: 4900 });

      // Back and reload: the used link now says so.
      await page.goto(onApp(res.body.subscription_signup_link.url));
      expect(await page.locator('h1').innerText()).toBe('This link has already been used');
      await shot(page, 'subscribe-used');
      await page.close();
    });

    it('follows Back to back_url without leaking the token in the Referer', async () => {
      const customer = await setupCustomer(h.api, 'Browser');
      const res = await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: shop.plan.plan_code, back_url: `${site.base}/pricing` });
      const page = await context.newPage();
      await page.goto(onApp(res.body.subscription_signup_link.url));

      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(`${site.base}/pricing`);
      expect(await page.locator('h1').innerText()).toBe('Our pricing');
      const visit = site.visits.filter((v) => v.path === '/pricing').at(-1);
      expect(visit).toEqual({ path: '/pricing', referer: undefined });
      await page.close();
    });

    it('checks out a chosen quantity: updates the total, sees the decline, pays, and the grant and invoice show in the API', async () => {
      const customer = await setupCustomer(h.api, 'Buyer');
      const sub = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: shop.plan.id });
      const res = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.body.subscription.id, credit_pack_id: shop.pack.id, back_url: `${site.base}/pricing` });
      const url = onApp(res.body.credit_pack_checkout_link.url);
      const page = await context.newPage();
      await page.goto(url);
      expect(await page.locator('h1').innerText()).toBe('Buy credits');
      expect(await page.locator('#total').innerText()).toBe('$10.00');
      expect(await fitsThePhone(page)).toBe(true);
      await shot(page, 'checkout');

      await page.fill('#quantity', '2');
      await page.getByRole('button', { name: 'Update total' }).click();
      expect(await page.locator('#total').innerText()).toBe('$20.00');
      expect(await page.locator('#units').innerText()).toBe('10,000 credits');

      await payWith(page, '4000 0000 0000 0002');
      expect(await page.locator('#payment-error').innerText()).toBe('Your card was declined.');
      await shot(page, 'checkout-declined');
      expect((await h.api.get(`/v1/customers/${customer.id}/credit-grants`)).body.credit_grants).toEqual([]);

      await payWith(page, '4242 4242 4242 4242');
      expect(await page.locator('h1').innerText()).toBe('10,000 credits added');
      await shot(page, 'checkout-done');

      const grants = (await h.api.get(`/v1/customers/${customer.id}/credit-grants`)).body.credit_grants;
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({ amount: '10000', pricing_unit_id: shop.unit.id, status: 'active' });
      // Besides the subscription's own first invoice (its first period opened with the create, open), the checkout's, paid.
      const all = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices as { status: string; total_cents: number }[];
      expect(all.map((i) => [i.status, i.total_cents]).sort()).toEqual([['open', 4900], ['paid', 2000]]);
      const invoices = all.filter((i) => i.status === 'paid');
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ status: 'paid', total_cents: 2000 });

      // The receipt link opens the hosted invoice.
      await page.getByRole('link', { name: 'View your invoice' }).click();
      expect(await page.locator('h1').innerText()).toContain('Invoice');

      // Reloading the page after paying grants nothing more.
      await page.goto(url);
      expect(await page.locator('h1').innerText()).toBe('This link has already been used');
      expect((await h.api.get(`/v1/customers/${customer.id}/credit-grants`)).body.credit_grants).toHaveLength(1);
      await page.close();
    });

    it('shows a clear page for an unknown link', async () => {
      const page = await context.newPage();
      const response = await page.goto(`${app}/checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').innerText()).toBe('Link not found');
      await shot(page, 'unknown-link');
      await page.close();
    });
  });
});
