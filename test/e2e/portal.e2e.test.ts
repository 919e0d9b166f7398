/**
 * The customer portal as the end customer sees it: playwright-core driving Debian's Chromium
 * against the app over real HTTP, JavaScript off (the portal has none), a phone-sized viewport.
 * Screenshots go to test/e2e/screenshots/ (CI output, not committed). Skipped, with a message,
 * only when /usr/bin/chromium is absent.
 *
 * The story (harness clock 2026-01-15T12:00Z): credits at 50 credits = 100 cents; plan "Pro"
 * ($49.00/month in advance, 0.2 credits per 1,000 output tokens, a pack of 5,000 credits for
 * $10.00). Grace subscribes (invoice $49.00), is granted 1,000 credits and uses 1,500,000 tokens:
 * 1,500,000 x 0.2 / 1,000 = 300 credits. Her portal shows 700 credits worth 700 x 100 / 50 = 1,400
 * cents = $14.00. She buys one pack with the test card and is back on the portal with
 * 700 + 5,000 = 5,700 credits, worth 5,700 x 100 / 50 = 11,400 cents = $114.00, and a paid $10.00 invoice.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasChromium, launchChromium, phoneContext, SCREENSHOTS, serveOnLoopback } from './chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, ingestBody, setupPricingUnit } from '../support/builders.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';


let browser: Browser;

describe.skipIf(!hasChromium)('customer portal in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('portal', (kind) => {
    let h: Harness;
    let shop: Shop;
    let app: string;
    let context: BrowserContext;

    beforeAll(async () => {
      h = await createHarness(kind, { company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      // Links point at PUBLIC_BASE_URL: make it this server (the config is read per request).
      const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 50 });
      shop = await setupShop(h.api, { name: 'Pro', unit });
      context = await phoneContext(browser, { javaScript: false });
    });
    afterAll(async () => {
      await context?.close();
      await h?.close();
    });

    const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-${name}.png`), fullPage: true });
    const fitsThePhone = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

    it('opens the portal, reads balances and invoices, buys a credit pack through the checkout and sees the new balance', async () => {
      const customer = await setupCustomer(h.api, 'Grace Hopper');
      const sub = await subscribe(h.api, customer.id, shop.plan.id);
      await grant(h.api, sub.id, { name: 'Welcome credits', amount: '1000', pricing_unit_code: 'credits' });
      const used = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'llm.completion', { output_tokens: 1_500_000 }, { timestamp: '2026-01-15T12:00:00Z' }));
      expect(used.body.status, JSON.stringify(used.body)).toBe('inserted');
      const res = await h.api.post('/v1/customer-portal-links', { customer_id: customer.id, return_url: 'https://app.example.test/account' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const url: string = res.body.customer_portal_link.url;
      expect(url.startsWith(`${app}/portal/`)).toBe(true);

      const page = await context.newPage();
      await page.goto(url);
      expect(await page.locator('h1').innerText()).toBe('Grace Hopper');
      const balances = await page.locator('#balances tbody tr').innerText();
      expect(balances).toContain('700 credits');
      expect(balances).toContain('$14.00');
      const invoices = await page.locator('#invoices tbody').innerText();
      expect(invoices).toContain('$49.00');
      expect(invoices).toMatch(/open/i);
      expect(await page.locator('#usage tbody').innerText()).toContain('1,500,000');
      expect(await page.locator('#usage svg rect.bar').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Return to Acme AI' }).getAttribute('href')).toBe('https://app.example.test/account');
      expect(await fitsThePhone(page)).toBe(true);
      await shot(page, 'portal');

      // The invoice opens its hosted page.
      await page.locator('#invoices tbody a').first().click();
      expect(await page.locator('h1').innerText()).toContain('Invoice');
      await shot(page, 'portal-invoice');
      await page.goto(url);

      await page.getByRole('button', { name: 'Buy 5,000 credits for $10.00' }).click();
      await page.waitForURL(new RegExp(`^${app}/checkout/`));
      expect(await page.locator('h1').innerText()).toBe('Buy credits');
      expect(await page.locator('#total').innerText()).toBe('$10.00');
      await shot(page, 'portal-checkout');
      await page.fill('#card_number', '4242 4242 4242 4242');
      await page.fill('#card_expiry', '12/34');
      await page.fill('#card_cvc', '123');
      await page.locator('button.btn:not(.btn-secondary)').click();

      // Back on the portal: 700 + 5,000 credits, worth $114.00, and the paid $10.00 invoice.
      await page.waitForURL(url);
      const after = await page.locator('#balances tbody tr').innerText();
      expect(after).toContain('5,700 credits');
      expect(after).toContain('$114.00');
      const invoicesAfter = await page.locator('#invoices tbody').innerText();
      expect(invoicesAfter).toContain('$10.00');
      expect(invoicesAfter).toMatch(/paid/i);
      expect(await page.locator('#grants tbody').innerText()).toContain('5,000 credits');
      await shot(page, 'portal-after-purchase');

      const apiBalances = (await h.api.get(`/v1/customers/${customer.id}/balances`)).body.balances;
      expect(apiBalances).toEqual([{ balance: '5700', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
      await page.close();
    });

    it('says an unknown portal link is not found', async () => {
      const page = await context.newPage();
      const response = await page.goto(`${app}/portal/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').innerText()).toBe('Link not found');
      await shot(page, 'portal-unknown');
      await page.close();
    });
  });
});
