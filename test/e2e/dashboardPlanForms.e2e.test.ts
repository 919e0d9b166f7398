/**
 * Issue 32, item 1 in Chromium, at a laptop's width and a phone's (390 px): create a plan on the
 * plans list with "Offer in the customer portal" checked, add a flat fee and a graduated fee with
 * tiers on its page and read them back through the API (the price exactly as typed), see a value
 * the API refuses come back in the API's words, edit the plan, end a fee and version another (a
 * new price from a date), and change a subscription's plan with the quote shown first (the API's
 * own preview, line by line and in total), then read the change through the API. A member in live
 * mode is refused. axe's WCAG 2.1 AA rules run once per new page, at the laptop's width only (CI
 * time). Skipped, with a message, only when /usr/bin/chromium is absent.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardUser, type CreatedDashboardUser } from '../../src/dashboard/index.js';
import { changeUserRole } from '../../src/dashboard/userRoles.js';
import { formatMinor } from '../../src/modules/links/index.js';
import { dec } from '../../src/money/decimal.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { axeViolations, contextAt, fitsTheWidth, signInThroughThePage, viewportsOf } from './axe.js';
import { hasChromium, launchChromium, serveOnLoopback } from './chromium.js';

let browser: Browser;
const DAY = 86_400_000;
const usd = (cents: number) => formatMinor(dec(String(cents)), 'usd');

describe.skipIf(!hasChromium)('the dashboard plan, fee and plan-change forms in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('dashboard plan forms', (kind) => {
    let h: Harness;
    let app: string;
    let owner: CreatedDashboardUser;
    let shop: Shop;

    beforeAll(async () => {
      h = await createHarness(kind, { company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      owner = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'plans@acme.test' });
      shop = await setupShop(h.api, { name: 'Starter' });
    });
    afterAll(async () => {
      await h?.close();
    });

    for (const viewport of viewportsOf(kind)) {
      describe(viewport.name, () => {
        let context: BrowserContext;
        let page: Page;
        beforeAll(async () => {
          context = await contextAt(browser, viewport);
          page = await context.newPage();
        });
        afterAll(async () => {
          await context?.close();
        });

        // axe once per new page, at one width (the plans list and plan page, forms included, are
        // in accessibility.e2e.test.ts); the width is checked at both.
        const checked = async (what: string, axe = true) => {
          if (axe) expect(await axeViolations(page), what).toEqual([]);
          expect(await fitsTheWidth(page), what).toBe(true);
        };

        it('creates a plan, adds, ends and versions fees, and changes a subscription plan through the pages', async () => {
          const name = `Pro ${viewport.name}`;
          // A Starter subscription ($49.00 a month in advance; its invoice unpaid: no card), 11 days
          // old (the session is opened after the clock moves, so it is not expired by it).
          const customer = await setupCustomer(h.api, `Changer ${viewport.name}`);
          const sub = await subscribe(h.api, customer.id, shop.plan.id);
          h.clock.advance(11 * DAY);
          await signInThroughThePage(page, app, owner);
          await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Plans' }).click();
          await page.waitForURL(`${app}/dashboard/plans`);
          await checked('plans list', false);
          await page.getByLabel('Name', { exact: true }).fill(name);
          await page.getByLabel('Billing interval').selectOption('monthly');
          await page.getByLabel('Offer in the customer portal').check();
          await page.getByRole('button', { name: 'Create plan' }).click();
          await page.waitForURL(/\/dashboard\/plans\/[^/?]+\?saved=created$/);
          const planId = new URL(page.url()).pathname.split('/').pop()!;
          expect((await h.api.get(`/v1/plans/${planId}`)).body.plan).toMatchObject({ name, currency_code: 'usd', invoicing_cadence: 'monthly', portal_visible: true, minimum_commitment_cents: null });
          await checked('plan page', false);

          // A flat fee: $99.00 a month.
          await page.getByLabel('Product name').fill('Platform');
          await page.getByLabel('Pricing model').selectOption('flat');
          await page.getByLabel(/^Amount, in minor units/).fill('9900');
          await page.getByLabel(/^Cadence/).selectOption('monthly');
          await page.getByRole('button', { name: 'Add fee' }).click();
          await page.waitForURL(/saved=fee/);

          // A value the API refuses (tiers not ascending, the last one bounded) comes back in its words.
          const refusedTiers = [{ up_to: 1000, unit_amount: 0 }, { up_to: 500, unit_amount: 40 }];
          const graduated = async (tiers: Array<{ up_to: number | null; unit_amount: number; flat_amount?: number }>) => {
            await page.getByLabel('Product name').fill('API calls');
            await page.getByLabel(/^Billable metric/).fill('{"event_name": "api.call", "aggregation": "count"}');
            await page.getByLabel('Pricing model').selectOption('graduated');
            await page.getByLabel(/^Denominator/).fill('1000');
            for (const [index, tier] of tiers.entries()) {
              await page.getByLabel(`Tier ${index + 1}: up to (units)`).fill(tier.up_to === null ? '' : String(tier.up_to));
              await page.getByLabel(`Tier ${index + 1}: unit amount`).fill(String(tier.unit_amount));
              await page.getByLabel(`Tier ${index + 1}: flat amount`).fill(tier.flat_amount === undefined ? '' : String(tier.flat_amount));
            }
            await page.getByRole('button', { name: 'Add fee' }).click();
          };
          await graduated(refusedTiers);
          await page.locator('#fee-problems').waitFor();
          const refused = await h.api.post(`/v1/plans/${planId}/fees`, {
            product: { name: 'API calls', billable_metric: { expression: { event_name: 'api.call', aggregation: 'count' } } },
            price: { pricing_model: 'graduated', denominator: 1000, currency_code: 'usd', tiers: refusedTiers },
          });
          expect(refused.status).toBe(400);
          // The API's words, without the place in the request (`body.`) a form has no use for (forms.ts).
          expect(refused.body.error.message).toMatch(/^body\.price\.tiers\[1\]\.up_to: /);
          expect(await page.locator('#fee-problems').innerText()).toContain(refused.body.error.message.replace(/^body\./, ''));
          expect((await h.api.get(`/v1/plans/${planId}/fees`)).body.fees).toHaveLength(1);

          // The same form, fixed: included 1,000 calls, then 40 per 1,000 and 100 once past them.
          await graduated([{ up_to: 1000, unit_amount: 0 }, { up_to: null, unit_amount: 40, flat_amount: 100 }]);
          await page.waitForURL(/saved=fee/);
          const fees = (await h.api.get(`/v1/plans/${planId}/fees`)).body.fees;
          const flat = fees.find((f) => f.product.name === 'Platform')!;
          const tiered = fees.find((f) => f.product.name === 'API calls')!;
          expect(flat.price).toMatchObject({ pricing_model: 'flat', amount: 9900, cadence: 'monthly', currency_code: 'usd' });
          expect(tiered.price).toMatchObject({ pricing_model: 'graduated', denominator: 1000, currency_code: 'usd' });
          expect(tiered.price.tiers).toEqual([{ up_to: 1000, unit_amount: 0 }, { up_to: null, unit_amount: 40, flat_amount: 100 }]);

          // Edit the plan: a $120.00 minimum, no longer offered in the portal.
          await page.getByLabel('Name', { exact: true }).fill(`${name} plan`);
          await page.getByLabel(/^Minimum commitment/).fill('12000');
          await page.getByLabel('Offer in the customer portal').uncheck();
          await page.getByRole('button', { name: 'Save plan' }).click();
          await page.waitForURL(/saved=plan/);
          expect((await h.api.get(`/v1/plans/${planId}`)).body.plan).toMatchObject({ name: `${name} plan`, minimum_commitment_cents: 12000, portal_visible: false });

          // End the graduated fee at 2027-03-01, on its own page.
          await page.goto(`${app}/dashboard/plans/${planId}/fees/${tiered.id}`);
          await checked('fee page');
          await page.getByLabel(/^End at/).fill('2027-03-01');
          await page.getByRole('button', { name: 'End fee' }).click();
          await page.waitForURL(/saved=ended/);
          expect((await h.api.get(`/v1/plans/${planId}/fees/${tiered.id}`)).body.fee.effective_to).toBe('2027-03-01T00:00:00.000Z');

          // A new price for the flat fee from 2027-02-01: $129.00.
          await page.goto(`${app}/dashboard/plans/${planId}/fees/${flat.id}`);
          await page.getByLabel(/^New price from/).fill('2027-02-01');
          await page.getByLabel('Pricing model').selectOption('flat');
          await page.getByLabel(/^Amount, in minor units/).fill('12900');
          await page.getByLabel(/^Cadence/).selectOption('monthly');
          await page.getByRole('button', { name: 'Save new version' }).click();
          await page.waitForURL(/saved=versioned/);
          const versions = (await h.api.get(`/v1/plans/${planId}/fees`)).body.fees.filter((f) => f.product.id === flat.product.id);
          expect(versions.map((f) => [f.price.amount, f.effective_from, f.effective_to])).toEqual([
            [9900, null, '2027-02-01T00:00:00.000Z'],
            [12900, '2027-02-01T00:00:00.000Z', null],
          ]);

          // Change the Starter subscription to this plan, 11 days into its 31-day period: the quote first.
          await page.goto(`${app}/dashboard/subscriptions/${sub.id}`);
          await page.getByRole('link', { name: 'Change plan' }).click();
          await page.waitForURL(/\/change-plan$/);
          await checked('plan change form');
          await page.getByLabel('New plan').selectOption({ label: `${name} plan (${(await h.api.get(`/v1/plans/${planId}`)).body.plan.plan_code})` });
          await page.getByRole('radio', { name: /^Now/ }).check();
          await page.getByRole('button', { name: 'Show the quote' }).click();
          await page.locator('#plan-change-quote').waitFor();
          await checked('plan change quote');
          const preview = (await h.api.post(`/v1/subscriptions/${sub.id}/change-plan`, { plan_id: planId, timing: 'now', preview: true })).body.quote!;
          // By hand: 20 of the period's 31 days are left. The new plan's $99.00 for them,
          // 9,900 x 20 / 31 = 6,387.10, is 6,387 on the change's invoice; the Starter invoice is
          // unpaid, so the unused $49.00, 4,900 x 20 / 31 = 3,161.29, is 3,161 on a credit note on it.
          expect(preview.total_cents).toBe(6387);
          expect(preview.reduced_invoices.map((r) => r.credit_cents)).toEqual([-3161]);
          expect(await page.locator('#plan-change-quote').innerText()).toContain(`is reduced by ${usd(3161)} (a credit note)`);
          const rows = page.locator('#quote-lines tbody tr');
          expect(await rows.count()).toBe(preview.line_items.length);
          for (const [index, line] of preview.line_items.entries()) {
            const text = await rows.nth(index).innerText();
            expect(text).toContain(line.description);
            expect(text).toContain(usd(line.total_amount_cents));
          }
          expect(await page.locator('#quote-total').innerText()).toBe(usd(6387));
          expect((await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription.plan_id).toBe(shop.plan.id);
          await page.getByRole('button', { name: 'Confirm plan change' }).click();
          await page.waitForURL(/plan_changed=now/);
          expect(await page.locator('#subscription-notice').innerText()).toBe('Plan changed.');
          expect((await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription.plan_id).toBe(planId);
          const invoices = (await h.api.get('/v1/invoices', { subscription_id: sub.id })).body.invoices;
          expect(invoices.map((i) => i.total_cents)).toContain(6387);
        }, 120_000);

        {
          it('refuses a member in live mode', async () => {
            const member = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'member@acme.test' });
            expect(await changeUserRole(h.testStore.store.db, h.company.id, member.id, 'member')).toBe('changed');
            const memberContext = await contextAt(browser, viewport);
            const memberPage = await memberContext.newPage();
            try {
              await signInThroughThePage(memberPage, app, member);
              await memberPage.getByRole('button', { name: 'View live data' }).click();
              await memberPage.goto(`${app}/dashboard/plans`);
              expect(await memberPage.getByRole('button', { name: 'Create plan' }).count()).toBe(0);
              const csrf = await memberPage.locator('input[name="_csrf"]').first().getAttribute('value');
              const posted = await memberPage.request.post(`${app}/dashboard/plans`, { form: { _csrf: csrf ?? '', name: 'Live plan' } });
              expect(posted.status()).toBe(403);
              expect(await posted.text()).toContain('Only an owner can do this');
              expect((await h.live.get('/v1/plans')).body.plans).toEqual([]);
              const change = await memberPage.goto(`${app}/dashboard/subscriptions/any/change-plan`);
              expect(change?.status()).toBe(403);
            } finally {
              await memberContext.close();
            }
          }, 30_000);
        }
      });
    }
  });
});
