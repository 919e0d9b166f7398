/**
 * The dashboard's subscription actions as a person uses them: playwright-core driving Debian's
 * Chromium over real HTTP on a phone-sized viewport. Sign in, open the customer, follow the link
 * to the subscription (the Pro plan, $49.00 a month in advance), press "Cancel at period end",
 * confirm, and see the cancellation scheduled for the period's end (15 February 00:00 UTC), with
 * "Resume" offered instead. Screenshots go to test/e2e/screenshots/. Skipped, with a message,
 * only when /usr/bin/chromium is absent.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardUser, type CreatedDashboardUser } from '../../src/dashboard/index.js';
import { setupShop, subscribe } from '../links/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { hasChromium, launchChromium, phoneContext, SCREENSHOTS, serveOnLoopback } from './chromium.js';

let browser: Browser;

describe.skipIf(!hasChromium)('the dashboard subscription actions in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('dashboard subscriptions', (kind) => {
    let h: Harness;
    let app: string;
    let context: BrowserContext;
    let page: Page;
    let user: CreatedDashboardUser;
    let customer: { id: string };
    let subscription: { id: string };

    beforeAll(async () => {
      h = await createHarness(kind, { now: '2026-01-15T12:00:00Z', company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      user = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'ops@acme.test' });
      customer = (await h.api.post('/v1/customers', { name: 'Grace Hopper' })).body.customer as { id: string };
      const shop = await setupShop(h.api, { name: 'Pro' });
      subscription = await subscribe(h.api, customer.id, shop.plan.id);
      context = await phoneContext(browser);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      await h?.close();
    });

    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-dashboard-subscription-${name}.png`), fullPage: true });
    // A string: the test project compiles without DOM types. True when nothing scrolls sideways.
    const fitsThePhone = () => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

    it('cancels a subscription at period end through the confirmation and sees it scheduled', async () => {
      await page.goto(`${app}/dashboard/login`);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app}/dashboard`);

      await page.goto(`${app}/dashboard/customers/${customer.id}`);
      // The subscriptions table names the plan; the link goes to the subscription's page.
      await page.locator(`a[href="/dashboard/subscriptions/${subscription.id}"]`).click();
      await page.waitForURL(`${app}/dashboard/subscriptions/${subscription.id}`);
      expect(await page.locator('#subscription-status').innerText()).toBe('active');
      expect(await fitsThePhone()).toBe(true);
      await shot('before');

      await page.getByRole('link', { name: 'Cancel at period end' }).click();
      await page.waitForURL(`${app}/dashboard/subscriptions/${subscription.id}/cancel-at-period-end`);
      expect(await page.locator('main, body').first().innerText()).toContain('until the end of the current period, 2026-02-15 00:00 UTC');
      expect(await fitsThePhone()).toBe(true);
      await shot('confirm');

      await page.getByRole('button', { name: 'Cancel at period end' }).click();
      await page.waitForURL(`${app}/dashboard/subscriptions/${subscription.id}?done=cancel-at-period-end`);
      expect(await page.locator('#subscription-notice').innerText()).toBe('Cancellation scheduled for the end of the period.');
      expect(await page.locator('#subscription-status').innerText()).toBe('active');
      expect(await page.locator('dl.facts').first().innerText()).toContain('2026-02-15 00:00 UTC');
      expect(await page.getByRole('link', { name: 'Resume' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Cancel at period end' }).count()).toBe(0);
      expect(await fitsThePhone()).toBe(true);
      await shot('scheduled');

      const api = (await h.api.get(`/v1/subscriptions/${subscription.id}`)).body.subscription as { cancel_at_period_end: boolean; cancel_at: string };
      expect([api.cancel_at_period_end, api.cancel_at]).toEqual([true, '2026-02-15T00:00:00.000Z']);
    });
  });
});
