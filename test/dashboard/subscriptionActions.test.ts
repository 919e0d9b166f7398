/**
 * Story: an operator cancels subscriptions from the dashboard (issue 16), and the pages link to
 * one another.
 *
 * A monthly plan from 1 January 2026 (UTC company): Platform $30.00 in advance (3000 cents) and
 * Support $31.00 in arrears (3100 cents; January has 31 days, so a day of Support is 100 cents).
 * Subscribing on 1 January invoices Platform at once: 3000 cents.
 *
 * - Cancel now on 16 January 00:00, through the confirmation page: 1-15 January are over, so the
 *   last invoice is Support for 15 of 31 days: 15 x 100 = 1500 cents. The prepaid Platform fee is
 *   not refunded (no credit line): 3000 + 1500 = 4500 cents invoiced in all. An identical
 *   subscription canceled through POST /v1/subscriptions/{id} at the same instant shows exactly
 *   the same subscription fields and invoices.
 * - Cancel at period end on 10 January: cancel_at is 1 February; the billing run to 1 February
 *   ends it there and bills Support for all 31 days: 3100 cents; nothing renews.
 * - Resume removes a scheduled cancellation. No token: 403; another company's subscription: 404;
 *   an already canceled one: a 409 page with the reason, never a 500.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { billTo, brief, flatFee, invoicesOf, iso, subscriptionOf } from '../billing/story.js';
import { csrfOf, signedIn, type Browser } from './browser.js';

interface Story {
  api: Client;
  browser: Browser;
  planId: string;
}

/** What two subscriptions should share: everything but who and when they were made. */
function comparable(subscription: Record<string, unknown>) {
  const { id: _id, customer_id: _customer, created_at: _created, updated_at: _updated, ...rest } = subscription;
  return rest;
}

describeEachStore('dashboard subscription actions', (kind) => {
  let h: Harness;
  let counter = 0;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z', company: { name: 'Acme AI' } });
  });
  afterAll(() => h.close());

  /** A company of its own per story (its test clock holds only its own), the plan, and a signed-in operator. */
  async function story(): Promise<Story> {
    const { company, api } = await h.newCompany({ name: `Story ${++counter}` });
    h.api = api;
    h.clock.set('2026-01-01T00:00:00Z');
    const plan = await setupPlan(api, { name: 'Team', currency_code: 'usd', invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 3000);
    await flatFee(h, plan.id, 'Support', 3100, { billing_mode: 'in_arrears' });
    h.clock.set('2026-01-01T00:00:00Z');
    const browser = await signedIn(h, `operator${counter}@example.com`, company.id);
    return { api, browser, planId: plan.id };
  }

  async function subscribe(s: Story, name = 'Ada') {
    const customer = await setupCustomer(s.api, { name });
    const res = await s.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: s.planId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.subscription as { id: string; customer_id: string };
  }

  it('cancel now through the confirmation bills what the API cancel bills: Support 15 of 31 days, no refund', async () => {
    const s = await story();
    const viaDashboard = await subscribe(s, 'Dashboard Dora');
    const viaApi = await subscribe(s, 'Api Arno');
    // Time moves by the company's test clock (the dashboard session lives on real time).
    await billTo(s.api, '2026-01-16T00:00:00Z');

    const page = await s.browser.get(`/dashboard/subscriptions/${viaDashboard.id}`);
    expect(page.body).toContain(`href="/dashboard/subscriptions/${viaDashboard.id}/cancel-now"`);
    expect(page.body).toContain(`href="/dashboard/subscriptions/${viaDashboard.id}/cancel-at-period-end"`);
    expect(page.body).not.toContain(`/dashboard/subscriptions/${viaDashboard.id}/resume"`);
    const confirm = await s.browser.get(`/dashboard/subscriptions/${viaDashboard.id}/cancel-now`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Cancel now: Dashboard Dora?');
    expect(confirm.body).toContain('It ends now, 2026-01-16 00:00 UTC, and cannot be resumed.');
    expect(confirm.body).toContain('are not refunded (no credit is issued)');
    // The last invoice, before it exists, as the engine's end step computes it: Support 15 x 100 = 1500.
    expect(confirm.body).toContain('The last invoice, for 2026-01-01 00:00 UTC to 2026-01-16 00:00 UTC: <strong>$15.00</strong>.');
    expect(confirm.body).toMatch(/Support \(monthly, in arrears\), 15 of 31 days at \$31\.00<\/td><td data-label="Amount" class="num">\$15\.00/);
    expect(confirm.body).toContain(`action="/dashboard/subscriptions/${viaDashboard.id}/cancel-now"`);
    // The confirmation page changes nothing.
    expect((await subscriptionOf(s.api, viaDashboard.id)).status).toBe('active');

    const done = await s.browser.post(`/dashboard/subscriptions/${viaDashboard.id}/cancel-now`, { _csrf: csrfOf(confirm.body) });
    expect([done.status, done.location]).toEqual([303, `/dashboard/subscriptions/${viaDashboard.id}?done=cancel-now`]);
    const api = await s.api.post(`/v1/subscriptions/${viaApi.id}`, { status: 'canceled' });
    expect(api.status, JSON.stringify(api.body)).toBe(200);

    const shown = await s.browser.get(done.location ?? '');
    expect(shown.body).toContain('Subscription canceled.');
    expect(shown.body).toContain('<dd id="subscription-status">canceled</dd>');
    expect(shown.body).toContain('A canceled subscription has no next invoice.');
    // No action is offered on a canceled subscription.
    expect(shown.body).not.toContain(`/dashboard/subscriptions/${viaDashboard.id}/cancel-now"`);
    // The page took the due end step: the last invoice, 1500 cents, is in its list.
    expect(shown.body).toContain('$15.00');

    await billTo(s.api, '2026-02-01T00:00:00Z');
    const mine = await subscriptionOf(s.api, viaDashboard.id);
    expect(mine).toMatchObject({ status: 'canceled', canceled_at: iso('2026-01-16'), cancel_at: null, cancel_at_period_end: false, next_renewal_date: null });
    expect(comparable(mine)).toEqual(comparable(await subscriptionOf(s.api, viaApi.id)));

    const invoices = await invoicesOf(s.api, viaDashboard.id);
    // Platform 3000 in advance on 1 January; Support 1-15 January: 15 x 100 = 1500; no credit line.
    expect(invoices.map(brief)).toEqual([
      [['Platform (monthly, in advance)', 1, 3000, 3000]],
      [['Support (monthly, in arrears), 15 of 31 days at $31.00', 1, 1500, 1500]],
    ]);
    expect(invoices.reduce((sum, i) => sum + i.total_cents, 0)).toBe(4500);
    // The period the confirmation page named.
    expect([invoices[1]?.period_start, invoices[1]?.period_end]).toEqual([iso('2026-01-01'), iso('2026-01-16')]);
    const twin = await invoicesOf(s.api, viaApi.id);
    const strip = (rows: typeof invoices) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(invoices)).toEqual(strip(twin));
  });

  it('cancel at period end shows the cancellation scheduled; the billing run ends it on 1 February', async () => {
    const s = await story();
    const sub = await subscribe(s);
    await billTo(s.api, '2026-01-10T09:00:00Z');
    const confirm = await s.browser.get(`/dashboard/subscriptions/${sub.id}/cancel-at-period-end`);
    expect(confirm.body).toContain('It stays active until the end of the current period, 2026-02-01 00:00 UTC, and does not renew.');
    const done = await s.browser.post(`/dashboard/subscriptions/${sub.id}/cancel-at-period-end`, { _csrf: csrfOf(confirm.body) });
    expect(done.status).toBe(303);
    expect(await subscriptionOf(s.api, sub.id)).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: iso('2026-02-01') });
    const shown = await s.browser.get(done.location ?? '');
    expect(shown.body).toContain('Cancellation scheduled for the end of the period.');
    expect(shown.body).toContain('<dt>Cancels</dt><dd>2026-02-01 00:00 UTC</dd>');
    expect(shown.body).toContain(`/dashboard/subscriptions/${sub.id}/resume"`);
    // Scheduling twice is refused with the reason.
    const twice = await s.browser.get(`/dashboard/subscriptions/${sub.id}/cancel-at-period-end`);
    expect(twice.status).toBe(409);
    expect(twice.body).toContain('A cancellation at the end of the period is already scheduled.');

    await billTo(s.api, '2026-02-01T00:00:00Z');
    expect(await subscriptionOf(s.api, sub.id)).toMatchObject({ status: 'canceled', canceled_at: iso('2026-02-01'), next_renewal_date: null });
    const invoices = await invoicesOf(s.api, sub.id);
    // Support for all 31 days of January: 3100; nothing opens on 1 February.
    expect(invoices.map(brief)).toEqual([[['Platform (monthly, in advance)', 1, 3000, 3000]], [['Support (monthly, in arrears)', 1, 3100, 3100]]]);
  });

  it('resume removes a scheduled cancellation; nothing to resume is refused', async () => {
    const s = await story();
    const sub = await subscribe(s);
    expect((await s.browser.get(`/dashboard/subscriptions/${sub.id}/resume`)).body).toContain('No cancellation is scheduled, so there is nothing to resume.');
    await s.api.post(`/v1/subscriptions/${sub.id}`, { cancel_at: '2026-01-20T00:00:00Z' });
    const resumed = await s.browser.submit(`/dashboard/subscriptions/${sub.id}/resume`, `/dashboard/subscriptions/${sub.id}/resume`, {});
    expect(resumed.status).toBe(303);
    expect(await subscriptionOf(s.api, sub.id)).toMatchObject({ cancel_at_period_end: false, cancel_at: null, status: 'active' });
  });

  it('without the token: 403; another company: 404; already canceled: 409 with the reason', async () => {
    const s = await story();
    const sub = await subscribe(s);
    expect((await s.browser.post(`/dashboard/subscriptions/${sub.id}/cancel-now`, {})).status).toBe(403);
    expect((await subscriptionOf(s.api, sub.id)).status).toBe('active');

    const other = await story();
    const theirs = await subscribe(other, 'Not yours');
    const csrf = csrfOf((await s.browser.get('/dashboard/subscriptions')).body);
    for (const action of ['cancel-now', 'cancel-at-period-end', 'resume']) {
      const page = await s.browser.get(`/dashboard/subscriptions/${theirs.id}/${action}`);
      expect(page.status, action).toBe(404);
      expect(page.body).not.toContain('Not yours');
      expect((await s.browser.post(`/dashboard/subscriptions/${theirs.id}/${action}`, { _csrf: csrf })).status).toBe(404);
    }
    expect((await subscriptionOf(other.api, theirs.id)).status).toBe('active');
    expect((await s.browser.get(`/dashboard/subscriptions/${sub.id}/refund`)).status).toBe(404);

    await s.api.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' });
    for (const action of ['cancel-now', 'cancel-at-period-end', 'resume']) {
      const page = await s.browser.get(`/dashboard/subscriptions/${sub.id}/${action}`);
      expect(page.status, action).toBe(409);
      expect(page.body).toContain('This subscription is already canceled; a canceled subscription cannot be changed.');
      const posted = await s.browser.post(`/dashboard/subscriptions/${sub.id}/${action}`, { _csrf: csrf });
      expect(posted.status, action).toBe(409);
      expect(posted.body).toContain('already canceled');
    }
  });

  it("the customer page links its invoices and subscriptions to their pages; the subscription's invoices filter the list", async () => {
    const s = await story();
    const sub = await subscribe(s, 'Linked Lin');
    const other = await subscribe(s, 'Other Olga');
    const [invoice] = await invoicesOf(s.api, sub.id);
    const page = await s.browser.get(`/dashboard/customers/${sub.customer_id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="/dashboard/invoices/${invoice?.id}"`);
    expect(page.body).toMatch(/href="http[^"]*\/invoices\/[^"]+" rel="noopener">Hosted page/);
    expect(page.body).toContain(`href="/dashboard/subscriptions/${sub.id}"`);

    const subscriptionPage = await s.browser.get(`/dashboard/subscriptions/${sub.id}`);
    expect(subscriptionPage.body).toContain(`href="/dashboard/invoices?subscription_id=${sub.id}"`);
    const filtered = await s.browser.get(`/dashboard/invoices?subscription_id=${sub.id}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body).toContain('Linked Lin');
    expect(filtered.body).not.toContain('Other Olga');
    expect((await s.browser.get(`/dashboard/invoices?subscription_id=${other.id}`)).body).toContain('Other Olga');
  });

  it('an unknown status in the invoices or subscriptions filter is a 400 page naming the field', async () => {
    const s = await story();
    for (const path of ['/dashboard/invoices?status=bogus', '/dashboard/subscriptions?status=%3Cb%3Ebogus']) {
      const page = await s.browser.get(path);
      expect(page.status, path).toBe(400);
      expect(page.body).toContain('Unknown status');
      expect(page.body).toContain('The status filter must be one of:');
      expect(page.body).not.toContain('<b>bogus');
    }
    expect((await s.browser.get('/dashboard/invoices?status=')).status).toBe(200);
  });
});
