/**
 * Issue 31, item 5: the pricing models in words where people read a plan. The dashboard's plan
 * page and the hosted signup page word "$49 a month including 100,000 API calls, then $0.40 per
 * 1,000" (a graduated price whose first tier, at 0, is the included allowance), volume and package
 * prices, and the plan's minimum commitment; the dashboard also words a grant policy's rollover.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { flatFee } from '../billing/story.js';
import { openPage, pathOf, textOf } from '../links/pages.js';
import { signedIn } from '../dashboard/browser.js';

const metric = (event_name: string, property: string) => ({ expression: { event_name, aggregation: 'sum', property } });

describeEachStore('the pricing models in words: dashboard plan page and hosted signup page', (kind) => {
  let h: Harness;
  let planId: string;
  let planCode: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { name: 'API', currency_code: 'usd', invoicing_cadence: 'monthly', minimum_commitment_cents: 50000 });
    planId = plan.id;
    planCode = plan.plan_code;
    await flatFee(h, plan.id, 'Platform', 4900);
    await setupFee(h.api, plan.id, {
      product: { name: 'API calls', billable_metric: metric('api.call', 'calls') },
      price: { pricing_model: 'graduated', tiers: [{ up_to: 100000, unit_amount: 0 }, { up_to: null, unit_amount: 40 }], denominator: 1000 },
    });
    await setupFee(h.api, plan.id, {
      product: { name: 'Seats', billable_metric: metric('seat', 'count') },
      price: { pricing_model: 'volume', tiers: [{ up_to: 10, unit_amount: 1000 }, { up_to: null, unit_amount: 800 }] },
    });
    await setupFee(h.api, plan.id, { product: { name: 'Emails', billable_metric: metric('email', 'count') }, price: { pricing_model: 'package', amount: 500, package_size: 1000 } });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, {
      currency_code: 'usd',
      amount: 4000,
      cadence: 'monthly',
      expiration_interval_count: 1,
      expiration_interval_unit: 'month',
      rollover: { max_amount: 1500, max_percent: 50, expiration_interval_count: 1, expiration_interval_unit: 'month' },
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
  });
  afterAll(() => h.close());

  const expected = [
    'Platform : $49.00 per month, billed in advance',
    'API calls : First 100,000 api calls free, then $0.40 per 1,000 api calls',
    "Seats : Every unit of the period at the rate of the tier its total ends in (priced when the period closes): up to 10 seats: $10.00 per unit of seats; above 10, $8.00 per unit of seats",
    'Emails : $5.00 per 1,000 emails (a started package is charged in full)',
  ];
  const minimum = 'At least $500.00 a month: a month whose fees and usage come to less is billed the difference when it ends (prorated by day for a partial month)';

  it("the dashboard's plan page words the fees, the minimum and the rollover", async () => {
    const browser = await signedIn(h, 'owner@acme.test');
    const page = await browser.get(`/dashboard/plans/${planId}`);
    expect(page.status).toBe(200);
    const text = textOf({ status: page.status, html: page.body, headers: {} });
    for (const words of expected) expect(text).toContain(words);
    expect(text).toContain(`Minimum commitment ${minimum}`);
    expect(text).toContain('$40.00 every month; they expire after 1 month; unused credits roll over, at most $15.00 and 50% of the grant, and expire 1 month later (a rollover never rolls again)');
  });

  it('the hosted signup page quotes the same words, the minimum after the fees', async () => {
    const customer = await setupCustomer(h.api);
    const link = await h.api.post('/v1/subscription-signup-links', { customer_id: customer.id, plan_code: planCode });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const page = await openPage(h, pathOf(link.body.subscription_signup_link.url));
    expect(page.status).toBe(200);
    const text = textOf(page);
    for (const words of expected) expect(text).toContain(words.replace(' : ', ': '));
    expect(text).toContain(`Minimum commitment: ${minimum}`);
    expect(text.indexOf('Emails:')).toBeLessThan(text.indexOf('Minimum commitment:'));
  });
});
