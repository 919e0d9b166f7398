/**
 * The dashboard's billing pages as a person uses them: playwright-core driving Debian's Chromium
 * over real HTTP on a phone-sized viewport. Sign in, open Invoices from the navigation, open the
 * subscription's first invoice ($49.00: the Pro plan's 4900-cent monthly fee in advance), mark it
 * paid through its confirmation page and see it paid, then read the Subscriptions page, a
 * subscription with its next invoice, and the Plans pages (the plan's fees in the signup page's words). Screenshots of each page go to
 * test/e2e/screenshots/. Skipped, with a message, only when /usr/bin/chromium is absent.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardUser, type CreatedDashboardUser } from '../../src/dashboard/index.js';
import { setupShop, subscribe, type Shop } from '../links/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { hasChromium, launchChromium, phoneContext, SCREENSHOTS, serveOnLoopback } from './chromium.js';

let browser: Browser;

describe.skipIf(!hasChromium)('the dashboard billing pages in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('dashboard billing', (kind) => {
    let h: Harness;
    let app: string;
    let context: BrowserContext;
    let page: Page;
    let user: CreatedDashboardUser;
    let shop: Shop;
    let invoice: { id: string; invoice_number: string };

    beforeAll(async () => {
      h = await createHarness(kind, { now: '2026-01-15T12:00:00Z', company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      user = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'billing@acme.test' });
      const customer = (await h.api.post('/v1/customers', { name: 'Grace Hopper' })).body.customer as { id: string };
      shop = await setupShop(h.api, { name: 'Pro' });
      await subscribe(h.api, customer.id, shop.plan.id);
      invoice = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices[0] as typeof invoice;
      context = await phoneContext(browser);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      await h?.close();
    });

    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-dashboard-${name}.png`), fullPage: true });
    // A string: the test project compiles without DOM types. True when nothing scrolls sideways.
    const fitsThePhone = () => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

    it('opens an invoice from the list, marks it paid through the confirmation and sees it paid', async () => {
      await page.goto(`${app}/dashboard/login`);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app}/dashboard`);

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices' }).click();
      await page.waitForURL(`${app}/dashboard/invoices`);
      expect(await page.locator('#invoices').innerText()).toContain('Grace Hopper');
      expect(await fitsThePhone()).toBe(true);
      await shot('invoices');

      await page.getByRole('link', { name: invoice.invoice_number }).click();
      await page.waitForURL(`${app}/dashboard/invoices/${invoice.id}`);
      expect(await page.locator('#invoice-status').innerText()).toBe('open');
      // One line: the 4900-cent monthly fee, so the total is $49.00.
      expect(await page.locator('#invoice-total').innerText()).toBe('$49.00');
      expect(await page.locator('#line-items').innerText()).toContain('Platform fee');
      expect(await fitsThePhone()).toBe(true);
      await shot('invoice');

      await page.getByRole('link', { name: 'Mark paid' }).click();
      await page.waitForURL(`${app}/dashboard/invoices/${invoice.id}/mark-paid`);
      expect(await page.locator('h1').innerText()).toBe(`Mark paid invoice ${invoice.invoice_number}?`);
      await shot('invoice-mark-paid');
      await page.getByRole('button', { name: 'Mark paid' }).click();
      await page.waitForURL(`${app}/dashboard/invoices/${invoice.id}?done=mark-paid`);
      expect(await page.locator('#invoice-notice').innerText()).toBe('Invoice marked paid.');
      expect(await page.locator('#invoice-status').innerText()).toBe('paid');
      expect(await page.getByRole('link', { name: 'Void' }).count()).toBe(0);
      await shot('invoice-paid');
      expect(((await h.api.get(`/v1/invoices/${invoice.id}`)).body.invoice as { status: string }).status).toBe('paid');
    });

    it('reads the subscriptions and the plan with its fees in words', async () => {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Subscriptions' }).click();
      await page.waitForURL(`${app}/dashboard/subscriptions`);
      expect(await page.locator('#subscriptions').innerText()).toContain('Grace Hopper');
      expect(await fitsThePhone()).toBe(true);
      await shot('subscriptions');
      await page.getByRole('link', { name: 'Details' }).click();
      await page.waitForURL(/\/dashboard\/subscriptions\/[^/]+$/);
      expect(await page.locator('#upcoming-invoice').innerText()).toContain('$49.00');
      expect(await fitsThePhone()).toBe(true);
      await shot('subscription');

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Plans' }).click();
      await page.waitForURL(`${app}/dashboard/plans`);
      expect(await fitsThePhone()).toBe(true);
      await shot('plans');
      await page.locator('#plans').getByRole('link', { name: 'Pro' }).click();
      await page.waitForURL(`${app}/dashboard/plans/${shop.plan.id}`);
      const fees = await page.locator('#fees').innerText();
      expect(fees).toContain('Platform fee: $49.00 per month, billed in advance');
      expect(fees).toContain('Output tokens: 0.2 credits per 1,000 tokens');
      expect(await page.locator('#credit-packs').innerText()).toContain('5,000 credits for $10.00');
      expect(await fitsThePhone()).toBe(true);
      await shot('plan');
    });
  });
});
