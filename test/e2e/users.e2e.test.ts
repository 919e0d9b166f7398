/**
 * Dashboard users in Chromium (phone-sized, JavaScript on for the copy button): the owner invites
 * someone and copies the one-time link; the invitee, in another browser, opens it, chooses a
 * password and lands signed in as a member, who sees the list without the owner's forms; the owner
 * makes them an owner (their open page then has the owner's forms), then removes them after the
 * confirmation page, and their next page is the sign-in page.
 * Screenshots into test/e2e/screenshots/.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardUser } from '../../src/dashboard/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { hasChromium, launchChromium, phoneContext, SCREENSHOTS, serveOnLoopback } from './chromium.js';

let browser: Browser;

describe.skipIf(!hasChromium)('dashboard users in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('users e2e', (kind) => {
    let h: Harness;
    let app: string;
    const contexts: BrowserContext[] = [];

    beforeAll(async () => {
      h = await createHarness(kind, { company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await h?.close();
    });

    async function newPage(): Promise<Page> {
      const context = await phoneContext(browser);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
      contexts.push(context);
      return context.newPage();
    }
    const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-dashboard-users-${name}.png`), fullPage: true });
    const fitsThePhone = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

    it('invites, accepts the link in another browser, promotes the member, and removes them, who is signed out at once', async () => {
      const owner = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'owner@acme.test' });
      const page = await newPage();
      await page.goto(`${app}/dashboard/login`);
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill(owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app}/dashboard`);

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' }).click();
      await page.waitForURL(`${app}/dashboard/users`);
      expect(await page.locator('h1').innerText()).toBe('Users');
      await page.getByLabel('Email').fill('grace@acme.test');
      await page.getByRole('button', { name: 'Invite user' }).click();
      const link = (await page.locator('#invite-link').innerText()).trim();
      expect(link).toMatch(new RegExp(`^${app}/dashboard/invite/[A-Za-z0-9_-]{43}$`));
      await page.locator('[data-copy="invite-link"]').click();
      await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
      expect(await fitsThePhone(page)).toBe(true);
      await shot(page, 'invited');

      const invitee = await newPage();
      await invitee.goto(link);
      expect(await invitee.locator('h1').innerText()).toBe('Join Acme AI on Meterline');
      await invitee.getByLabel('Password', { exact: true }).fill('a long enough password');
      await invitee.getByLabel('Confirm password').fill('a different password!!');
      await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
      expect(await invitee.getByRole('alert').innerText()).toBe('The two passwords are not the same.');
      await shot(invitee, 'accept-mismatch');
      await invitee.getByLabel('Password', { exact: true }).fill('a long enough password');
      await invitee.getByLabel('Confirm password').fill('a long enough password');
      await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
      await invitee.waitForURL(`${app}/dashboard`);
      await invitee.goto(`${app}/dashboard/users`);
      expect(await invitee.locator('table').innerText()).toContain('grace@acme.test');
      expect(await invitee.getByRole('button', { name: 'Invite user' }).count()).toBe(0);
      expect(await invitee.getByRole('button', { name: 'Remove' }).count()).toBe(0);
      await shot(invitee, 'member-view');

      // The link is spent.
      const spent = await (await newPage()).goto(link);
      expect(spent?.status()).toBe(404);

      await page.goto(`${app}/dashboard/users`);
      const row = page.locator('tr', { hasText: 'grace@acme.test' });
      expect(await row.locator('td[data-label="Role"]').innerText()).toBe('Member');
      // The owner makes her an owner; her open session has the owner's forms on its next page.
      await row.getByRole('button', { name: 'Make owner' }).click();
      expect(await page.locator('h1').innerText()).toBe('Make grace@acme.test an owner?');
      await page.getByRole('button', { name: 'Make owner' }).click();
      await page.waitForURL(`${app}/dashboard/users?done=role`);
      expect(await row.locator('td[data-label="Role"]').innerText()).toBe('Owner');
      expect(await fitsThePhone(page)).toBe(true);
      await shot(page, 'promoted');
      await invitee.reload();
      expect(await invitee.getByRole('button', { name: 'Invite user' }).count()).toBe(1);
      await row.getByRole('button', { name: 'Remove' }).click();
      expect(await page.locator('h1').innerText()).toBe('Remove grace@acme.test?');
      await shot(page, 'remove-confirm');
      await page.getByRole('button', { name: 'Remove user' }).click();
      await page.waitForURL(`${app}/dashboard/users?removed=1`);
      expect(await page.locator('.notice-ok').innerText()).toBe('The user was removed and signed out everywhere.');
      expect(await page.locator('table').innerText()).not.toContain('grace@acme.test');
      await shot(page, 'removed');

      await invitee.reload();
      await invitee.waitForURL(`${app}/dashboard/login`);
    });
  });
});
