/**
 * The operator dashboard as a person uses it: playwright-core driving Debian's Chromium against
 * the app over real HTTP, on a phone-sized viewport, JavaScript on (the copy button is the one
 * script). Sign in, create a test key and copy it, call the API with it, revoke it and see the
 * API refuse it, read a customer's balances, grants and invoices, switch between test and live data,
 * refuse events no fee meters in Settings, sign out. Screenshots of
 * every page go to test/e2e/screenshots/ (git-ignored, like the hosted pages' test). Skipped, with
 * a message, only when /usr/bin/chromium is absent.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasChromium, launchChromium, phoneContext, SCREENSHOTS, serveOnLoopback } from './chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardUser, type CreatedDashboardUser } from '../../src/dashboard/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, subscribe, type Shop } from '../links/builders.js';


let browser: Browser;

describe.skipIf(!hasChromium)('the dashboard in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('dashboard', (kind) => {
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
      user = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'owner@acme.test' });
      const customer = await h.api.post('/v1/customers', { name: 'Grace Hopper', email: 'grace@example.test', external_id: 'grace-1' });
      customerId = customer.body.customer.id as string;
      // Subscribed to Pro ($49.00 a month in advance) with 5,000 credits granted.
      shop = await setupShop(h.api, { name: 'Pro' });
      const sub = await subscribe(h.api, customerId, shop.plan.id);
      expect((await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Welcome credits', amount: '5000', pricing_unit_code: shop.unit.code })).status).toBe(201);
      context = await phoneContext(browser);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      await h?.close();
    });

    const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-dashboard-${name}.png`), fullPage: true });
    // A string: the test project compiles without DOM types. True when nothing scrolls sideways.
    const fitsThePhone = () => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
    const callApi = async (key: string) => (await fetch(`${app}/v1/customers`, { headers: { authorization: `Bearer ${key}` } })).status;

    it('sends a visitor without a session to the sign-in page; a wrong password is refused; the right one signs in', async () => {
      await page.goto(`${app}/dashboard/keys`);
      await page.waitForURL(`${app}/dashboard/login`);
      await shot('login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await page.getByRole('alert').innerText()).toBe('The email or password is not right.');
      await shot('login-wrong');
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app}/dashboard`);
      expect(await page.locator('h1').innerText()).toBe('Overview');
      expect(await page.locator('.test-band').innerText()).toMatch(/test data/i);
      expect(await page.locator('#customer-count').innerText()).toBe('1');
      expect(await fitsThePhone()).toBe(true);
      await shot('overview');
    });

    it('creates a test key, copies it, uses it against the API, revokes it and sees the API refuse it', async () => {
      await page.getByRole('link', { name: 'API keys' }).click();
      await page.waitForURL(`${app}/dashboard/keys`);
      await page.getByLabel('Name').fill('E2E backend');
      await page.getByLabel('Mode').selectOption({ label: 'Test' });
      await page.getByRole('button', { name: 'Create key' }).click();
      const key = (await page.locator('#new-key').innerText()).trim();
      expect(key).toMatch(/^ak_test_[A-Za-z0-9]{32}$/);
      expect(await page.getByRole('alert').innerText()).toContain('It will not be shown again');
      await page.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);
      expect(await fitsThePhone()).toBe(true);
      await shot('key-created');

      expect(await callApi(key)).toBe(200);

      // Reloading shows the list without the key.
      await page.goto(`${app}/dashboard/keys`);
      expect(await page.content()).not.toContain(key);
      const row = page.locator('tr', { hasText: 'E2E backend' });
      expect(await row.innerText()).toContain(key.slice(0, 12));
      await row.getByRole('button', { name: 'Revoke' }).click();
      expect(await page.locator('h1').innerText()).toContain(`Revoke key ${key.slice(0, 12)}...?`);
      await shot('key-revoke-confirm');
      expect(await callApi(key)).toBe(200);
      await page.getByRole('button', { name: 'Revoke key' }).click();
      await page.waitForURL(/\/dashboard\/keys\?revoked=/);
      expect(await page.locator('.notice-ok').innerText()).toBe(`Key ${key.slice(0, 12)}... is revoked: the API refuses it within 5 seconds.`);
      expect(await page.locator('tr', { hasText: 'E2E backend' }).getByRole('button', { name: 'Revoke' }).count()).toBe(0);
      await shot('key-revoked');
      expect(await callApi(key)).toBe(401);
    });

    it('finds the customer and reads its page', async () => {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Customers' }).click();
      await page.getByLabel('Name, email or external id').fill('grace-1');
      await page.getByRole('button', { name: 'Search' }).click();
      await shot('customers');
      await page.getByRole('link', { name: 'Grace Hopper' }).click();
      await page.waitForURL(`${app}/dashboard/customers/${customerId}`);
      expect(await page.locator('h1').innerText()).toBe('Grace Hopper');
      expect(await page.locator('dl.facts').innerText()).toContain('grace@example.test');
      expect(await page.locator('#balances').innerText()).toContain(`5,000 ${shop.unit.code}`);
      expect(await page.locator('table', { hasText: 'Welcome credits' }).count()).toBe(1);
      expect(await page.locator('table', { hasText: '$49.00' }).getByRole('link', { name: 'Hosted page' }).count()).toBe(1);
      expect(await fitsThePhone()).toBe(true);
      await shot('customer');
    });

    it('switches to live data (no band, no test customers) and back', async () => {
      await page.getByRole('button', { name: 'View live data' }).click();
      await page.waitForURL(`${app}/dashboard/customers/${customerId}`);
      // The test customer does not exist in live mode.
      expect(await page.locator('h1').innerText()).toBe('Page not found');
      await page.goto(`${app}/dashboard/customers`);
      expect(await page.locator('.test-band').count()).toBe(0);
      expect(await page.locator('.mode-badge').innerText()).toMatch(/live mode/i);
      expect(await page.content()).not.toContain('Grace Hopper');
      await shot('customers-live');
      await page.getByRole('button', { name: 'View test data' }).click();
      await page.waitForURL(`${app}/dashboard/customers`);
      expect(await page.locator('.test-band').count()).toBe(1);
      expect(await page.content()).toContain('Grace Hopper');
    });

    it('advances the test clock across the month end and sees the renewal invoice', async () => {
      // Pro from 15 January 12:00 ($49.00 in advance, renewing on the 15th): moving the test clock
      // to 15 February 00:00 issues February's $49.00 invoice.
      await page.getByRole('link', { name: 'Test clock' }).click();
      await page.waitForURL(`${app}/dashboard/test-clock`);
      await page.getByLabel(/Advance to/).fill('2026-02-15T00:00');
      await page.getByRole('button', { name: 'Advance clock' }).click();
      expect(await page.locator('#clock-result').innerText()).toContain('Moved to 2026-02-15 00:00 (UTC)');
      expect(await page.locator('#clock-result').innerText()).toContain('1 invoices created');
      expect(await fitsThePhone()).toBe(true);
      await shot('test-clock');
      await page.goto(`${app}/dashboard/customers/${customerId}`);
      expect(await page.locator('tr', { hasText: '$49.00' }).count()).toBe(2);
      await shot('customer-after-month-end');
    });

    it('chooses, in Settings, to refuse events no fee meters; the API refuses a mistyped event name', async () => {
      const typo = (key: string) =>
        h.api.post('/v1/events/ingest', { event_name: 'api.usgae', idempotency_key: key, customer_id: customerId, timestamp: h.clock.now().toISOString() });
      expect((await typo('e2e-typo-1')).body).toMatchObject({ status: 'inserted', cost: [] });
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(`${app}/dashboard/settings`);
      await page.getByLabel('Events no fee meters').selectOption({ label: 'Reject: refuse them' });
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.waitForURL(`${app}/dashboard/settings?saved=1`);
      expect(await page.locator('.notice-ok').innerText()).toContain('Settings saved.');
      expect(await fitsThePhone()).toBe(true);
      await shot('settings');
      expect((await typo('e2e-typo-2')).body).toMatchObject({ status: 'failed', error: { code: 'EVENT_NOT_METERED' } });
    });

    it('signs out: the dashboard asks to sign in again', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${app}/dashboard/login`);
      await page.goto(`${app}/dashboard`);
      await page.waitForURL(`${app}/dashboard/login`);
      expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    });
  });
});
