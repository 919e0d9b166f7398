/**
 * The dashboard's data pages in Chromium on a phone-sized viewport: sign in, see the overview's
 * 30-day charts, find a customer by searching part of its email, read its usage chart by
 * product, and open its events with the fee that priced each. Screenshots into
 * test/e2e/screenshots/. Skipped, with a message, only when /usr/bin/chromium is absent.
 *
 * The story: Grace on Pro (0.2 credits per 1,000 output tokens) with 5,000 credits granted uses
 * 12,000 tokens (12,000 x 0.2 / 1,000 = 2.4 credits) and then 30,000 (6 credits): 8.4 credits
 * this period, 4,991.6 left.
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

describe.skipIf(!hasChromium)('the dashboard data pages in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('dashboard data', (kind) => {
    let h: Harness;
    let app: string;
    let context: BrowserContext;
    let page: Page;
    let user: CreatedDashboardUser;
    let customerId: string;
    let shop: Shop;

    beforeAll(async () => {
      h = await createHarness(kind, { company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      user = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'owner@data.test' });
      shop = await setupShop(h.api, { name: 'Pro' });
      for (const [name, email] of [['Grace Hopper', 'grace@navy.test'], ['Alan Turing', 'alan@bletchley.test']] as const) {
        const res = await h.api.post('/v1/customers', { name, email, external_id: name.toLowerCase().replace(' ', '-') });
        const id = res.body.customer.id as string;
        const sub = await subscribe(h.api, id, shop.plan.id);
        if (name === 'Grace Hopper') {
          customerId = id;
          expect((await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Welcome', amount: '5000', pricing_unit_code: shop.unit.code })).status).toBe(201);
        }
      }
      for (const [key, tokens] of [['e1', 12000], ['e2', 30000]] as const) {
        h.clock.advance(60_000);
        const res = await h.api.post('/v1/events/ingest', {
          event_name: 'llm.completion',
          idempotency_key: key,
          customer_id: customerId,
          timestamp: h.clock.now().toISOString(),
          properties: { output_tokens: tokens },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      context = await phoneContext(browser);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      await h?.close();
    });

    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-dashboard-data-${name}.png`), fullPage: true });
    const fitsThePhone = () => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

    it('signs in and sees the last 30 days as charts', async () => {
      await page.goto(`${app}/dashboard/login`);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app}/dashboard`);
      expect(await page.getByRole('img', { name: 'Events per day, last 30 days' }).count()).toBe(1);
      const credits = page.getByRole('img', { name: `Charged per day in ${shop.unit.code}, last 30 days` });
      expect(await credits.count()).toBe(1);
      // Today (2026-01-15): 2.4 + 6 = 8.4 credits.
      expect(await page.locator('#charges-per-day-1-table tr[data-label="2026-01-15"]').getAttribute('data-value')).toBe('8.4');
      expect(await fitsThePhone()).toBe(true);
      await shot('overview');
    });

    it('finds a customer by part of its email and sees its usage chart by product', async () => {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Customers' }).click();
      await page.getByLabel('Name, email or external id').fill('NAVY');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/dashboard\/customers\?q=NAVY/);
      expect(await page.getByRole('link', { name: 'Grace Hopper' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Alan Turing' }).count()).toBe(0);
      await shot('search');
      await page.getByRole('link', { name: 'Grace Hopper' }).click();
      await page.waitForURL(`${app}/dashboard/customers/${customerId}`);
      const chart = page.getByRole('img', { name: `Usage this period by product, in ${shop.unit.code}` });
      expect(await chart.count()).toBe(1);
      expect(await chart.locator('rect.bar').count()).toBe(1);
      // 12,000 + 30,000 = 42,000 tokens for 8.4 credits.
      await page.locator('#usage summary').first().click();
      expect(await page.locator('#usage-by-product-1-table').innerText()).toContain(`8.4 ${shop.unit.code} for 42000`);
      expect(await page.locator('#balances').innerText()).toContain(`4,991.6 ${shop.unit.code}`);
      expect(await fitsThePhone()).toBe(true);
      await shot('customer-usage');
    });

    it("opens the customer's events with the fee that priced each", async () => {
      await page.getByRole('link', { name: "This customer's events" }).click();
      await page.waitForURL(/\/dashboard\/events\?customer_id=/);
      const rows = page.locator('#events tbody tr');
      expect(await rows.count()).toBe(2);
      expect(await rows.first().innerText()).toMatch(/Output tokens \(fee [^)]+\): 30000 for 6 credits_/);
      await page.getByLabel('Outcome').selectOption({ label: 'Free (nothing charged)' });
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/outcome=free/);
      expect(await page.getByText('No events match.').count()).toBe(1);
      expect(await fitsThePhone()).toBe(true);
      await shot('events');
    });
  });
});
