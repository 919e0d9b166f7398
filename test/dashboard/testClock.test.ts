/**
 * Story: the dashboard's test clock page moves a company's test clock and the month end happens.
 *
 * Acme AI (UTC) subscribes a customer to Pro on 15 January 2026, 12:00: a $49.00 monthly fee in
 * advance, so the first invoice (15 January - 15 February) is 4900 cents. Moving the test clock on
 * the page to 15 February 00:00 closes that period and opens the next: one more invoice of 4900
 * cents for 15 February - 15 March, and the subscription renews next on 15 March. The clock only
 * moves forward (an earlier time is a 400 and bills nothing), the form needs its CSRF token, live
 * mode has no test clock, and another company's test mode stays where it was.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, subscribe, type Shop } from '../links/builders.js';
import { csrfOf, signedIn, type Browser } from './browser.js';

describeEachStore('dashboard test clock', (kind) => {
  let h: Harness;
  let browser: Browser;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-15T12:00:00Z', company: { name: 'Acme AI' } });
    browser = await signedIn(h, 'clock@example.com');
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  const invoicesOf = async (customerId: string) =>
    (await h.api.get('/v1/invoices', { customer_id: customerId })).body.invoices as Array<{ total_cents: number; period_start: string | null }>;

  it('moves the test clock across a month end and the renewal invoice appears', async () => {
    const customer = (await h.api.post('/v1/customers', { name: 'Ada' })).body.customer as { id: string };
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    expect((await invoicesOf(customer.id)).map((i) => i.total_cents)).toEqual([4900]);
    const other = await h.newCompany();

    const page = await browser.get('/dashboard/test-clock');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Test mode runs on real time');
    expect(page.body).toContain('Advance clock');

    // Without the form's token: 403, nothing moves.
    expect((await browser.post('/dashboard/test-clock', { to: '2026-02-15T00:00' })).status).toBe(403);

    const moved = await browser.post('/dashboard/test-clock', { _csrf: csrfOf(page.body), to: '2026-02-15T00:00' });
    expect(moved.status, moved.body.slice(0, 500)).toBe(200);
    expect(moved.body).toContain('Moved to 2026-02-15 00:00 (UTC)');
    expect(moved.body).toContain('1 invoices created');
    expect(moved.body).toContain('Test mode is at <strong>2026-02-15 00:00 (UTC)</strong>');

    // 4900 for January 15 - February 15, then 4900 for February 15 - March 15.
    const invoices = await invoicesOf(customer.id);
    expect(invoices.map((i) => i.total_cents).sort()).toEqual([4900, 4900]);
    expect(invoices.map((i) => i.period_start)).toContain('2026-02-15T00:00:00.000Z');
    const renewed = (await h.api.get(`/v1/subscriptions/${sub.id}`)).body.subscription as { next_renewal_date: string };
    expect(renewed.next_renewal_date).toBe('2026-03-15T00:00:00.000Z');

    // Backwards is refused and bills nothing.
    const back = await browser.post('/dashboard/test-clock', { _csrf: csrfOf(moved.body), to: '2026-02-01T00:00' });
    expect(back.status).toBe(400);
    expect(back.body).toContain('only moves forward');
    expect(await invoicesOf(customer.id)).toHaveLength(2);

    // Another company's test mode is still on real time (the harness clock): a run of its own is not needed to see it.
    const otherRun = await other.api.post('/v1/billing/run', { as_of: '2026-01-15T12:00:00Z' });
    expect(otherRun.body.run.test_clock).toBe('2026-01-15T12:00:00.000Z');
  });

  it('live mode has no test clock', async () => {
    const page = await browser.get('/dashboard/test-clock');
    const live = await browser.post('/dashboard/mode', { _csrf: csrfOf(page.body), mode: 'live', return_to: '/dashboard/test-clock' });
    expect(live.status).toBe(303);
    const livePage = await browser.get('/dashboard/test-clock');
    expect(livePage.body).toContain('Live data has no test clock');
    expect(livePage.body).not.toContain('Advance clock');
    const refused = await browser.post('/dashboard/test-clock', { _csrf: csrfOf(livePage.body), to: '2027-01-01T00:00' });
    expect(refused.status).toBe(422);
  });
});
