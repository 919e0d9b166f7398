/**
 * Story (issue 26, item 4): a first allowance issued at an arbitrary instant ends at the period's
 * boundary, not a month after that instant, so it never overlaps the next one.
 *
 * A monthly usage plan in USD: Compute at $1.00 a minute, and a $40.00 monthly credit grant
 * policy expiring after 1 month. The customer subscribes at 22:27:48 local on November 27 (anchor
 * day 27), in a UTC company and in a New York one. By hand:
 *   - the create grants $40.00 (the first period, Nov 27 to Dec 27, holds all 30 local days of a
 *     full one, so it is whole), expiring at the first boundary: 00:00 local on December 27, not
 *     22:27:48 on December 27 (what "one month after the instant" gave);
 *   - 30 minutes on December 20 draw $30.00 of it: $10.00 left;
 *   - the boundary at 00:00 on December 27: the first period's invoice is 30 x $1.00 = $30.00
 *     paid by $30.00 of prepaid credit ($0.00 due), the old grant's $10.00 expire and December's
 *     $40.00 arrive, expiring 00:00 on January 27;
 *   - 5 minutes at 10:00 on December 27 draw $5.00 of the new grant: $35.00 left, and the balance
 *     is $35.00 (with the overlap, they drew the old grant's $10.00 first: $45.00).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, invoicesOf, iso, usageFee } from './story.js';

interface GrantBody {
  name: string;
  amount: string;
  balance: string;
  expires_at: string | null;
  created_at: string;
}

async function grantsOf(api: Client, customerId: string): Promise<[string, string, string | null][]> {
  const res = await api.get(`/v1/customers/${customerId}/credit-grants`, { limit: '100' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const grants = [...(res.body.credit_grants as GrantBody[])].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return grants.map((g) => [g.amount, g.balance, g.expires_at]);
}

for (const zone of ['UTC', 'America/New_York']) {
  describeEachStore(`billing story: a first allowance issued at 22:27:48 ends at the boundary (${zone})`, (kind) => {
    const local = (text: string) => DateTime.fromISO(text, { zone }).toUTC().toISO() as string;
    let h: Harness;
    let api: Client;
    let customerId: string;
    let subscriptionId: string;

    beforeAll(async () => {
      h = await createHarness(kind, { now: local('2026-11-27T22:27:48'), company: { timezone: zone } });
      api = h.api;
      const plan = await setupPlan(api, { invoicing_cadence: 'monthly', currency_code: 'usd' });
      await usageFee(h, plan.id, 'Compute', { event_name: 'job', aggregation: 'sum', property: 'minutes' }, { amount: 100 });
      const policy = await api.post(`/v1/plans/${plan.id}/credit-grant-policies`, { currency_code: 'usd', amount: 4000, cadence: 'monthly', expiration_interval_count: 1, expiration_interval_unit: 'month' });
      expect(policy.status, JSON.stringify(policy.body)).toBe(201);
      customerId = (await setupCustomer(api)).id;
      h.clock.set(local('2026-11-27T22:27:48'));
      const created = await api.post('/v1/subscriptions', { customer_id: customerId, plan_id: plan.id, start_date: local('2026-11-27T22:27:48') });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.subscription.billing_anchor_day).toBe(27);
      subscriptionId = created.body.subscription.id;
    });
    afterAll(() => h.close());

    it('grants $40.00 at the start, expiring at 00:00 local on December 27', async () => {
      expect(await grantsOf(api, customerId)).toEqual([['4000', '4000', iso(local('2026-12-27T00:00:00'))]]);
    });

    it('at the boundary the next $40.00 arrives and the old remainder expires; later usage draws the new grant', async () => {
      await eventAt(h, customerId, local('2026-12-20T12:00:00'), 'job', { minutes: 30 });
      expect(await balancesOf(api, customerId)).toEqual([{ balance: '1000', account_type: 'currency', currency_code: 'usd' }]);
      const run = await billTo(api, local('2026-12-27T00:00:00'));
      expect(run).toMatchObject({ grants_issued: 1, invoices_created: 1, problems: [] });
      const [first] = await invoicesOf(api, subscriptionId);
      // 30 minutes x $1.00 = $30.00, all paid by the grant.
      expect(brief(first!)).toEqual([
        ['Compute: 30 at $1.00 each', 30, 100, 3000],
        ['Prepaid credit applied', 1, -3000, -3000],
      ]);
      expect(first!.total_cents).toBe(0);
      expect(await grantsOf(api, customerId)).toEqual([
        ['4000', '0', iso(local('2026-12-27T00:00:00'))],
        ['4000', '4000', iso(local('2027-01-27T00:00:00'))],
      ]);
      // 5 minutes x $1.00 = $5.00 from the new grant: $35.00 left, nothing of the old one.
      await eventAt(h, customerId, local('2026-12-27T10:00:00'), 'job', { minutes: 5 });
      expect(await grantsOf(api, customerId)).toEqual([
        ['4000', '0', iso(local('2026-12-27T00:00:00'))],
        ['4000', '3500', iso(local('2027-01-27T00:00:00'))],
      ]);
      expect(await balancesOf(api, customerId)).toEqual([{ balance: '3500', account_type: 'currency', currency_code: 'usd' }]);
    });
  });
}
