/**
 * Story (issue 26, item 4): an expired grant's status is one answer in the API, the dashboard and
 * the portal, read at the company's clock (test mode: its test clock).
 *
 * Real time is 27 Nov 2026. In test mode a customer on a usage plan is granted $10.00 expiring
 * 10 Dec 2026 and $5.00 that never expires; the company moves its test clock to 15 Dec 2026
 * (POST /v1/billing/run), past the first expiry. The contract's grant statuses are `pending`,
 * `active`, `voided` (no `expired`), so:
 *   - API: the $10.00 grant is `active` with balance "0" and its expires_at; the $5.00 one `active`, "500";
 *   - dashboard customer page: both "Active"; the first "Expired 2026-12-10 00:00 UTC";
 *   - portal: both "Active"; the first "Expired 10 Dec 2026" with $0.00 left.
 * Before, the portal said "Expired" while the API and the dashboard said active.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, setupCustomer, setupPlan } from '../support/builders.js';
import { openPage, pathOf } from '../links/pages.js';
import { signedIn } from '../dashboard/browser.js';
import { billTo, iso, usageFee } from '../billing/story.js';

const REAL_NOW = '2026-11-27T09:00:00.000Z';

/** The text of each cell of the table row that names `name` (tags dropped, spaces squeezed). */
function rowCells(html: string, name: string): string[] {
  const row = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1] as string).find((r) => r.includes(name));
  expect(row, `a row naming ${name}`).toBeDefined();
  return [...(row as string).matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => (m[1] as string).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

describeEachStore('billing story: an expired grant has one status in the API, the dashboard and the portal', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: REAL_NOW });
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly', currency_code: 'usd' });
    await usageFee(h, plan.id, 'Compute', { event_name: 'job', aggregation: 'sum', property: 'minutes' }, { amount: 100 });
    h.clock.set(REAL_NOW);
    customerId = (await setupCustomer(h.api, { name: 'Ada' })).id;
    const sub = await h.api.post('/v1/subscriptions', { customer_id: customerId, plan_id: plan.id });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    await grant(h.api, sub.body.subscription.id, { name: 'December credit', amount: '1000', currency_code: 'usd', expires_at: '2026-12-10T00:00:00Z' });
    await grant(h.api, sub.body.subscription.id, { name: 'Lasting credit', amount: '500', currency_code: 'usd', expires_at: null });
    await billTo(h.api, '2026-12-15T00:00:00Z');
  });
  afterAll(() => h.close());

  it('the API: active, balance 0, expires_at in the past', async () => {
    const res = await h.api.get(`/v1/customers/${customerId}/credit-grants`);
    expect(res.status).toBe(200);
    const grants = (res.body.credit_grants as { name: string; status: string; balance: string; expires_at: string | null }[]).map((g) => [g.name, g.status, g.balance, g.expires_at]);
    expect(grants.sort()).toEqual([
      ['December credit', 'active', '0', iso('2026-12-10T00:00:00Z')],
      ['Lasting credit', 'active', '500', null],
    ]);
  });

  it('the dashboard: the same status, the expiry saying it passed', async () => {
    const browser = await signedIn(h, 'owner@example.com');
    const page = await browser.get(`/dashboard/customers/${customerId}`);
    expect(page.status).toBe(200);
    // Name, amount, balance, expires, status, and the owner's Void where the grant can still be voided.
    expect(rowCells(page.body, 'December credit')).toEqual(['December credit', '$10.00', '$0.00', 'Expired 2026-12-10 00:00 UTC', 'Active', '']);
    expect(rowCells(page.body, 'Lasting credit')).toEqual(['Lasting credit', '$5.00', '$5.00', '—', 'Active', 'Void']);
  });

  it('the portal: the same status, the expiry saying it passed', async () => {
    const link = await h.api.post('/v1/customer-portal-links', { customer_id: customerId });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const page = await openPage(h, pathOf(link.body.customer_portal_link.url));
    expect(page.status).toBe(200);
    // Name and status, granted, left, expiry.
    expect(rowCells(page.html, 'December credit')).toEqual(['December credit Active', '$10.00', '$0.00', 'Expired 10 Dec 2026']);
    expect(rowCells(page.html, 'Lasting credit')).toEqual(['Lasting credit Active', '$5.00', '$5.00', 'Never expires']);
  });
});
