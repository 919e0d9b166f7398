/**
 * Story: a mistaken grant is voided. A usage plan at 10 cents a request; the customer holds
 * "Promo" ($1.00, expires 1 March) and "Top-up" ($0.50, never expires).
 *
 * By hand: 3 requests = 30, drawn from Promo (earliest expiry first): Promo 70, Top-up 50, wallet 120.
 * Voiding Promo: its 70 leaves through one `void` entry of -70; wallet 50. 6 more requests = 60:
 * Top-up pays 50, 10 goes into overdraft: wallet -10. Top-up is then fully used: not voidable.
 * On the 20th "Short" ($0.50) repays the 10 of overdraft. January's invoice bills all 9 requests,
 * 90, all paid by credits (Promo 30 + Top-up 50 + Short's repayment 10 = 90): total 0. The 70 voided
 * paid for nothing. `meterline audit` stays clean.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { CREDIT_GRANT, ERROR_BODY } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { grant, setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, invoicesOf, iso, usageFee } from '../billing/story.js';

describeEachStore('billing story: voiding a credit grant', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;
  let promo: { id: string; updated_at: string };
  let topUp: { id: string };

  const ledger = async (grantId: string) =>
    (await h.testStore.store.db.selectFrom('ledger_entries').select(['kind', 'amount', 'balance_after']).where('grant_id', '=', grantId).orderBy('seq').execute()).map((e) => [
      e.kind,
      e.amount,
      e.balance_after,
    ]);

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const planId = (await setupPlan(h.api, { name: 'Usage', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, planId, 'Requests', { event_name: 'llm.completion' }, { amount: 10 });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' })).id;
    promo = await grant(h.api, subscriptionId, { name: 'Promo', amount: '100', currency_code: 'usd', expires_at: '2026-03-01T00:00:00Z' });
    topUp = await grant(h.api, subscriptionId, { name: 'Top-up', amount: '50', currency_code: 'usd' });
  });
  afterAll(() => h.close());

  it('draws the first requests from the grant that expires first', async () => {
    for (const at of ['2026-01-02T10:00:00Z', '2026-01-03T10:00:00Z', '2026-01-04T10:00:00Z']) await eventAt(h, customerId, at, 'llm.completion');
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '120', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('voids the grant: what is left of it leaves the wallet through one void entry', async () => {
    h.clock.set('2026-01-05T00:00:00Z');
    const res = await h.api.post(`/v1/credit-grants/${promo.id}/void`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_grant', 'request_id']);
    expectShape(res.body.credit_grant, CREDIT_GRANT);
    expect(res.body.credit_grant).toMatchObject({ id: promo.id, name: 'Promo', amount: '100', balance: '0', status: 'voided', updated_at: iso('2026-01-05') });
    expect(await ledger(promo.id)).toEqual([
      ['grant', '100', '100'],
      ['usage', '-10', '140'],
      ['usage', '-10', '130'],
      ['usage', '-10', '120'],
      ['void', '-70', '50'], // 100 - 30 drawn = 70 left; 120 - 70 = 50
    ]);
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '50', account_type: 'currency', currency_code: 'usd' }]);
    const listed = (await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants;
    expect(listed.find((g: { id: string }) => g.id === promo.id)).toMatchObject({ status: 'voided', balance: '0' });
  });

  it('answers a second void with the voided grant again and writes nothing (a retry is safe)', async () => {
    h.clock.set('2026-01-06T00:00:00Z');
    const again = await h.api.post(`/v1/credit-grants/${promo.id}/void`, {});
    expect(again.status).toBe(200);
    expect(again.body.credit_grant).toMatchObject({ status: 'voided', balance: '0', updated_at: iso('2026-01-05') });
    expect((await ledger(promo.id)).filter(([kind]) => kind === 'void')).toHaveLength(1);
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '50', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('draws later requests from the other grant, then overdraft', async () => {
    for (let day = 10; day < 16; day += 1) await eventAt(h, customerId, `2026-01-${day}T10:00:00Z`, 'llm.completion');
    // 6 x 10 = 60: Top-up's 50, then 10 of overdraft.
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '-10', account_type: 'currency', currency_code: 'usd' }]);
    expect(await ledger(promo.id)).toHaveLength(5);
    expect((await ledger(topUp.id)).at(-1)).toEqual(['usage', '-10', '0']);
  });

  it('refuses to void a fully used grant, changing nothing', async () => {
    const res = await h.api.post(`/v1/credit-grants/${topUp.id}/void`);
    expect(res.status).toBe(409);
    expectShape(res.body, ERROR_BODY);
    expect(res.body.error.code).toBe('CREDIT_GRANT_NOT_VOIDABLE');
    const listed = (await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants;
    expect(listed.find((g: { id: string }) => g.id === topUp.id)).toMatchObject({ status: 'active', balance: '0' });
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '-10', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('refuses to void an expired grant, changing nothing', async () => {
    h.clock.set('2026-01-20T00:00:00Z');
    // The new grant first repays the 10 of overdraft: 40 left on it, wallet 40.
    const short = await grant(h.api, subscriptionId, { name: 'Short', amount: '50', currency_code: 'usd', expires_at: '2026-01-25T00:00:00Z' });
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '40', account_type: 'currency', currency_code: 'usd' }]);
    h.clock.set('2026-01-25T00:00:00Z');
    const res = await h.api.post(`/v1/credit-grants/${short.id}/void`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CREDIT_GRANT_NOT_VOIDABLE');
    expect((await ledger(short.id)).map(([kind]) => kind)).not.toContain('void');
  });

  it('invoices every request once, 9 x 10 = 90, paid by credits 30 + 50 + 10, and the audit finds no difference', async () => {
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const january = (await invoicesOf(h.api, subscriptionId)).find((i) => i.period_start === iso('2026-01-01') && i.lines.length > 0);
    expect(brief(january!)).toEqual([
      ['Requests: 9 at $0.10 each', 9, 10, 90],
      ['Prepaid credit applied', 1, -90, -90], // Promo 30 + Top-up 50 + Short's repayment 10; not the 70 voided
    ]);
    expect(january!.total_cents).toBe(0);
    expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  });

  it('refuses a body with fields, and unknown or foreign grants with a 404', async () => {
    const bad = await h.api.post(`/v1/credit-grants/${topUp.id}/void`, { reason: 'oops' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const other = await h.newCompany();
    for (const [client, id] of [
      [h.api, 'nope'],
      [h.live, promo.id],
      [other.api, promo.id],
      [other.api, topUp.id],
    ] as const) {
      const res = await client.post(`/v1/credit-grants/${id}/void`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});
