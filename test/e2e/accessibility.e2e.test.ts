/**
 * Issue 32, item 7: every dashboard page and the hosted signup, checkout, portal and invoice
 * pages pass axe-core's WCAG 2.1 AA rules (wcag2a, wcag2aa, wcag21a, wcag21aa) in Debian's
 * Chromium, at a laptop's width and at a phone's (390 px), with data on them: lists with rows
 * (their action columns included), a plan with fees, a subscription with an invoice, events, a
 * failed webhook delivery, a member and a pending invite. Each page is also checked to fit its
 * width. Skipped, with a message, only when /usr/bin/chromium is absent.
 * Each store runs at one of the widths (viewportsOf, axe.ts): every page meets axe and the width
 * check at each width and on each store once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardUser, type CreatedDashboardUser } from '../../src/dashboard/index.js';
import { deliverDueWebhooks } from '../../src/modules/webhooks/index.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { ingestBody } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { axeViolations, contextAt, fitsTheWidth, loadAxeOnEveryPage, signInThroughThePage, viewportsOf } from './axe.js';
import { hasChromium, launchChromium, serveOnLoopback } from './chromium.js';

let browser: Browser;

describe.skipIf(!hasChromium)('WCAG 2.1 AA in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describeEachStore('accessibility', (kind) => {
    let h: Harness;
    let app: string;
    let owner: CreatedDashboardUser;
    let shop: Shop;
    let receiver: Receiver;
    const ids = { customer: '', subscription: '', invoice: '', endpoint: '', event: '', invoiceUrl: '', grant: '', fee: '' };

    beforeAll(async () => {
      h = await createHarness(kind, { company: { name: 'Acme AI' } });
      app = await serveOnLoopback(h);
      owner = await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'owner@a11y.test' });
      await createDashboardUser(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'second@a11y.test' });
      shop = await setupShop(h.api, { name: 'Pro' });
      ids.fee = (await h.api.get(`/v1/plans/${shop.plan.id}/fees`)).body.fees[0]!.id;
      // A second plan in the same currency: the plan-change page has one to offer.
      await setupShop(h.api, { name: 'Scale' });
      const customer = await setupCustomer(h.api, 'Grace Hopper');
      ids.customer = customer.id;
      const sub = await subscribe(h.api, customer.id, shop.plan.id);
      ids.subscription = sub.id;
      const grant = await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Goodwill', amount: '100', pricing_unit_code: shop.unit.code });
      expect(grant.status, JSON.stringify(grant.body)).toBe(201);
      ids.grant = grant.body.credit_grant.id;
      const used = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'llm.completion', { output_tokens: 12_000 }));
      expect(used.status, JSON.stringify(used.body)).toBe(200);
      const invoices = await h.api.get('/v1/invoices', { subscription_id: sub.id });
      ids.invoice = invoices.body.invoices[0]!.id;
      ids.invoiceUrl = invoices.body.invoices[0]!.public_invoice_url!;
      // An endpoint that answers 500: its delivery fails and is retried.
      receiver = await startReceiver();
      receiver.answer(() => 500);
      const endpoint = await h.api.post('/v1/webhook-endpoints', { url: receiver.url, event_types: ['customer.created'], description: 'Failing receiver' });
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
      ids.endpoint = endpoint.body.webhook_endpoint.id;
      await setupCustomer(h.api, 'Alan Turing');
      await deliverDueWebhooks({ store: h.testStore.store, clock: h.clock, config: h.config });
      const events = await h.api.get('/v1/webhook-events');
      ids.event = events.body.webhook_events[0]!.id;
      await h.api.post('/v1/webhook-endpoints', { url: 'https://hooks.example.test/ok', event_types: ['invoice.paid'] });
    });
    afterAll(async () => {
      await receiver?.close();
      await h?.close();
    });

    /** Every dashboard page, with rows in its lists. */
    const dashboardPages = () => [
      '/dashboard',
      '/dashboard/customers',
      `/dashboard/customers/${ids.customer}`,
      '/dashboard/customers/new',
      `/dashboard/customers/${ids.customer}/edit`,
      `/dashboard/customers/${ids.customer}/credit-grants/new`,
      `/dashboard/customers/${ids.customer}/credit-grants/${ids.grant}/void`,
      `/dashboard/customers/${ids.customer}/links`,
      '/dashboard/events',
      '/dashboard/subscriptions',
      `/dashboard/subscriptions/${ids.subscription}`,
      `/dashboard/subscriptions/${ids.subscription}/cancel-now`,
      `/dashboard/subscriptions/${ids.subscription}/change-plan`,
      '/dashboard/invoices',
      `/dashboard/invoices/${ids.invoice}`,
      `/dashboard/invoices/${ids.invoice}/void`,
      '/dashboard/plans',
      `/dashboard/plans/${shop.plan.id}`,
      `/dashboard/plans/${shop.plan.id}/fees/${ids.fee}`,
      '/dashboard/webhooks',
      `/dashboard/webhooks/endpoints/${ids.endpoint}`,
      '/dashboard/keys',
      '/dashboard/users',
      '/dashboard/settings',
      '/dashboard/test-clock',
    ];

    for (const viewport of viewportsOf(kind)) {
      describe(viewport.name, () => {
        let context: BrowserContext;
        let page: Page;
        beforeAll(async () => {
          context = await contextAt(browser, viewport);
          await loadAxeOnEveryPage(context);
          page = await context.newPage();
        });
        afterAll(async () => {
          await context?.close();
        });

        it('the sign-in page', async () => {
          await page.goto(`${app}/dashboard/login`);
          expect(await axeViolations(page)).toEqual([]);
          expect(await fitsTheWidth(page)).toBe(true);
        });

        it('every dashboard page', async () => {
          await signInThroughThePage(page, app, owner);
          await h.api.post('/v1/customers', { name: 'Listed' });
          const found: Record<string, string[]> = {};
          const overflowing: string[] = [];
          for (const path of dashboardPages()) {
            const response = await page.goto(`${app}${path}`);
            expect(response?.status(), path).toBe(200);
            const violations = await axeViolations(page);
            if (violations.length) found[path] = violations;
            if (!(await fitsTheWidth(page))) overflowing.push(path);
          }
          expect(found).toEqual({});
          expect(overflowing).toEqual([]);
        }, 240_000);

        it('the hosted signup, checkout, portal and invoice pages', async () => {
          const customer = await setupCustomer(h.api, `Hosted ${viewport.name}`);
          const newcomer = await setupCustomer(h.api, `Newcomer ${viewport.name}`);
          const sub = await subscribe(h.api, customer.id, shop.plan.id);
          const signup = await h.api.post('/v1/subscription-signup-links', { customer_id: newcomer.id, plan_code: shop.plan.plan_code });
          const checkout = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: sub.id, credit_pack_id: shop.pack.id });
          const portal = await h.api.post('/v1/customer-portal-links', { customer_id: customer.id });
          for (const created of [signup, checkout, portal]) expect(created.status, JSON.stringify(created.body)).toBe(201);
          const urls = [signup.body.subscription_signup_link.url, checkout.body.credit_pack_checkout_link.url, portal.body.customer_portal_link.url, ids.invoiceUrl];
          const found: Record<string, string[]> = {};
          for (const url of urls) {
            expect(url.startsWith(`${app}/`), url).toBe(true);
            const response = await page.goto(url);
            expect(response?.status(), url).toBe(200);
            const violations = await axeViolations(page);
            if (violations.length) found[new URL(url).pathname.split('/')[1] ?? url] = violations;
            expect(await fitsTheWidth(page), url).toBe(true);
          }
          expect(found).toEqual({});
        }, 60_000);
      });
    }
  });
});
