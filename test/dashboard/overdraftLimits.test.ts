/**
 * Overdraft limits and holds in the dashboard and the portal (issue 28, item 4): the plan and the
 * customer pages list their limits and set or remove one through the API's service (CSRF-checked;
 * a refused value comes back on the page, changing nothing); the customer page and the portal show
 * what reservations hold and what is available beside the balance.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { type Browser, signedIn } from './browser.js';

describeEachStore('dashboard: overdraft limits and holds', (kind) => {
  let h: Harness;
  let owner: Browser;
  let planId: string;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-03-01T00:00:00Z' });
    owner = await signedIn(h, 'owner-limits@example.com');
    await setupPricingUnit(h.api, 'credits', { money_minor: 1, unit_amount: 1 });
    planId = (await setupPlan(h.api, { name: 'Prepaid', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    customerId = (await setupCustomer(h.api, { name: 'Ada' })).id;
    const subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-03-01T00:00:00Z' })).id;
    await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Starter', amount: 10, pricing_unit_code: 'credits' });
  });
  afterAll(() => h.close());

  it("sets a plan's limit from its page, shows it, and removes it; a bad value is refused on the page", async () => {
    const path = `/dashboard/plans/${planId}`;
    const page = await owner.get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h2>Overdraft limits</h2>');
    expect(page.body).toContain('No limits: wallets may go into overdraft without bound.');
    expect(page.body).toContain('<option value="pricing_unit:credits">credits</option>');
    expect(page.body).toContain('<option value="currency:usd">USD</option>');

    const saved = await owner.submit(path, `${path}/overdraft-limits`, { denomination: 'pricing_unit:credits', overdraft_limit: '0' });
    expect([saved.status, saved.location]).toEqual([303, `${path}?limit_saved=1#overdraft-limits`]);
    expect((await h.api.get(`/v1/plans/${planId}/overdraft-limits`)).body.overdraft_limits).toMatchObject([{ pricing_unit_code: 'credits', overdraft_limit: '0' }]);
    const shown = await owner.get(`${path}?limit_saved=1`);
    expect(shown.body).toContain('Limit saved');
    expect(shown.body).toContain('0 (stops at zero)');

    const bad = await owner.submit(path, `${path}/overdraft-limits`, { denomination: 'pricing_unit:credits', overdraft_limit: '-3' });
    expect(bad.status).toBe(303);
    expect(bad.location).toContain('limit_error=');
    expect((await owner.get(bad.location ?? '')).body).toContain('must be a decimal from 0 to 10^15');
    expect((await h.api.get(`/v1/plans/${planId}/overdraft-limits`)).body.overdraft_limits[0]!.overdraft_limit).toBe('0');

    const forged = await owner.post(`${path}/overdraft-limits`, { denomination: 'pricing_unit:credits', overdraft_limit: '5' });
    expect(forged.status).toBe(403);

    const removed = await owner.submit(path, `${path}/overdraft-limits`, { denomination: 'pricing_unit:credits', overdraft_limit: '' });
    expect(removed.status).toBe(303);
    expect((await h.api.get(`/v1/plans/${planId}/overdraft-limits`)).body.overdraft_limits).toEqual([]);
  });

  it("sets a customer's own limit, and its page shows held and available beside the balance", async () => {
    const path = `/dashboard/customers/${customerId}`;
    const saved = await owner.submit(path, `${path}/overdraft-limits`, { denomination: 'pricing_unit:credits', overdraft_limit: '2.5' });
    expect(saved.status).toBe(303);
    expect((await h.api.get(`/v1/customers/${customerId}/overdraft-limits`)).body.overdraft_limits).toMatchObject([{ overdraft_limit: '2.5' }]);

    expect((await h.api.post('/v1/reservations', { customer_id: customerId, amount: 4, pricing_unit_code: 'credits' })).status).toBe(201);
    const page = await owner.get(path);
    expect(page.body).toContain('<th class="num">Held</th><th class="num">Available</th>');
    expect(page.body).toMatch(/<td data-label="Balance" class="num">10 credits<\/td><td data-label="Held" class="num">4 credits<\/td><td data-label="Available" class="num">6 credits<\/td>/);
    expect(page.body).toContain('<td data-label="Debt allowed" class="num">2.5</td>');

    const link = await h.api.post('/v1/customer-portal-links', { customer_id: customerId });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const portal = await h.app.inject({ method: 'GET', url: new URL(link.body.customer_portal_link.url as string).pathname });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('Held for work in progress: 4');
    expect(portal.body).toContain('available now: 6');
  });
});
