/**
 * The customer portal's self-service (issue 32, item 5) as the end customer uses it:
 * playwright-core driving Debian's Chromium over real HTTP, JavaScript off (the portal has none),
 * at a desktop width (1280 px) and at a phone's (390 px). Every action is made through the page
 * and read back through the API. Screenshots go to test/e2e/screenshots/; the portal and the
 * quote page are checked with axe-core's WCAG 2.1 AA rules (in a second context with JavaScript on,
 * which axe needs). Skipped, with a message, only when
 * /usr/bin/chromium is absent.
 *
 * The story (January 2026, 31 days, UTC), the money of test/billing/changePlanApi.test.ts: Grace
 * signed up to Basic ($31.00 a month in arrears) on 1 January with 4242 4242 4242 4242. On
 * 11 January her portal offers Pro ($62.00 a month in advance, portal_visible). The quote: Basic's
 * 10 days, 3100 x 10/31 = $10.00, and Pro's 21, 6200 x 21/31 = $42.00: $52.00 due today, exactly
 * what the API's preview answers. She confirms with her card on file: the invoice is paid. She
 * cancels at period end, resumes, adds a second card (it becomes the default), makes the first
 * the default again and removes the second.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '../../src/modules/links/index.js';
import { Decimal } from '../../src/money/decimal.js';
import { flatFee } from '../billing/story.js';
import { signUp } from '../collections/support.js';
import { setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { axeViolations, fitsTheWidth, loadAxeOnEveryPage, viewportsOf } from './axe.js';
import { hasChromium, launchChromium, SCREENSHOTS, serveOnLoopback } from './chromium.js';

let browser: Browser;


describe.skipIf(!hasChromium)('customer portal self-service in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('portal self-service', (kind) => {
    let h: Harness;

    beforeAll(async () => {
      h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
      // Links point at PUBLIC_BASE_URL: this server.
      await serveOnLoopback(h);
    });
    afterAll(async () => {
      await h?.close();
    });

    for (const { name: width, width: w, height } of viewportsOf(kind)) {
      const viewport = { width: w, height };
      it(`at ${width} width: changes plan at the API's quote, cancels at period end, resumes, adds, defaults and removes a card`, { timeout: 120_000 }, async () => {
        // A company of its own: a plan change moves its test data on.
        h.clock.set('2026-01-01T00:00:00Z');
        h.api = (await h.newCompany({ name: 'Acme AI' })).api;
        const basic = await setupPlan(h.api, { name: 'Basic' });
        await flatFee(h, basic.id, 'Basic support', 3100, { billing_mode: 'in_arrears' });
        const pro = await setupPlan(h.api, { name: 'Pro', portal_visible: true });
        await flatFee(h, pro.id, 'Pro platform', 6200);
        h.clock.set('2026-01-01T00:00:00Z');
        const { customerId, subscriptionId } = await signUp(h, { plan: basic }, 'Grace Hopper');
        h.clock.set('2026-01-11T00:00:00Z');
        const link = await h.api.post('/v1/customer-portal-links', { customer_id: customerId, return_url: 'https://app.example.test/account' });
        expect(link.status, JSON.stringify(link.body)).toBe(201);
        const url = link.body.customer_portal_link.url;

        const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false, viewport, deviceScaleFactor: 1 });
        context.setDefaultTimeout(8000);
        const axeContext: BrowserContext = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        axeContext.setDefaultTimeout(8000);
        await loadAxeOnEveryPage(axeContext);
        const page: Page = await context.newPage();
        const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${kind}-${width}-portal-${name}.png`), fullPage: true });
        // axe-core runs as a script: the page the customer sees (a GET, nothing changes) is opened again in a context with JavaScript on.
        const accessible = async (name: string) => {
          const checking = await axeContext.newPage();
          await checking.goto(page.url());
          const violations = await axeViolations(checking);
          await checking.close();
          expect(violations.map((v) => `${name}: ${v}`)).toEqual([]);
        };
        const subscription = async () => (await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription;
        const cards = async () => (await h.api.get(`/v1/customers/${customerId}/payment-methods`)).body.payment_methods.map((c) => [c.last4, c.default]);

        try {
          await page.goto(url);
          expect(await page.locator('h1').innerText()).toBe('Grace Hopper');
          expect(await fitsTheWidth(page)).toBe(true);
          await accessible('portal');
          await shot('plan-offer');

          // The change: the quote first, checked against the API's preview of the same change.
          await page.getByLabel('Change Basic to').selectOption({ label: 'Pro' });
          await page.getByRole('button', { name: 'See the price' }).click();
          expect(await page.locator('h1').innerText()).toBe('Change to Pro');
          const preview = await h.api.post(`/v1/subscriptions/${subscriptionId}/change-plan`, { plan_id: pro.id, timing: 'now', preview: true });
          const quote = preview.body.quote!;
          expect(quote.amount_due_cents).toBe(5200);
          expect(await page.locator('#total').innerText()).toBe(formatMinor(new Decimal(quote.amount_due_cents), 'usd'));
          const shownLines = await page.locator('#quote table.stack tbody tr').allInnerTexts();
          expect(shownLines).toHaveLength(quote.line_items.length);
          quote.line_items.forEach((line, i) => {
            expect(shownLines[i]).toContain(line.description!);
            expect(shownLines[i]).toContain(formatMinor(new Decimal(line.total_amount_cents), 'usd'));
          });
          expect(await page.getByLabel('Visa ending in 4242 (your default card)').isChecked()).toBe(true);
          expect(await fitsTheWidth(page)).toBe(true);
          await accessible('quote');
          await shot('plan-quote');
          await page.getByRole('button', { name: 'Confirm and pay $52.00' }).click();
          expect(await page.locator('h1').innerText()).toBe('Plan changed');
          expect(await page.locator('.card p').first().innerText()).toMatch(/^You are on Pro now\. Invoice .+ of \$52\.00 is paid with your Visa ending in 4242\.$/);
          await shot('plan-changed');
          expect(await subscription()).toMatchObject({ plan_id: pro.id, status: 'active' });
          const invoices = (await h.api.get('/v1/invoices', { subscription_id: subscriptionId })).body.invoices;
          expect([invoices[0]?.status, invoices[0]?.total_cents]).toEqual(['paid', 5200]);

          // Cancel at period end, then resume.
          await page.getByRole('link', { name: 'Back' }).click();
          await page.getByRole('button', { name: 'Cancel Pro at period end' }).click();
          expect(await page.locator('h1').innerText()).toBe('Cancellation scheduled');
          expect(await subscription()).toMatchObject({ cancel_at_period_end: true, cancel_at: '2026-02-01T00:00:00.000Z' });
          await page.getByRole('link', { name: 'Back' }).click();
          expect(await page.locator('#subscriptions').innerText()).toContain('Ends 1 Feb 2026');
          await shot('cancel-scheduled');
          await page.getByRole('button', { name: 'Resume Pro' }).click();
          expect(await page.locator('h1').innerText()).toBe('Subscription resumed');
          expect(await subscription()).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

          // Cards: a second one added becomes the default; the first made the default again; the second removed.
          await page.getByRole('link', { name: 'Back' }).click();
          await page.getByRole('link', { name: 'Add a card' }).click();
          await page.getByLabel('Card number').fill('4000 0000 0000 0341');
          await page.getByLabel('Expiry (MM/YY)').fill('11/33');
          await page.getByLabel('CVC').fill('123');
          await page.getByRole('button', { name: 'Save card' }).click();
          expect(await page.locator('h1').innerText()).toBe('Saved');
          expect(await cards()).toEqual([['0341', true], ['4242', false]]);
          await page.getByRole('link', { name: 'Back' }).click();
          await page.getByRole('button', { name: 'Make Visa ending in 4242 the default' }).click();
          expect(await cards()).toEqual([['0341', false], ['4242', true]]);
          await page.getByRole('link', { name: 'Back' }).click();
          await page.getByRole('button', { name: 'Remove Visa ending in 0341' }).click();
          expect(await cards()).toEqual([['4242', true]]);
          await page.getByRole('link', { name: 'Back' }).click();
          expect(await page.locator('#cards').innerText()).not.toContain('0341');
          expect(await fitsTheWidth(page)).toBe(true);
          await shot('cards');
        } finally {
          await context.close();
          await axeContext.close();
        }
      });
    }
  });
});
