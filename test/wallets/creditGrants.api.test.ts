/**
 * The wallet API on both stores: POST /v1/subscriptions/{id}/credit-grants,
 * GET /v1/customers/{id}/balances and GET /v1/customers/{id}/credit-grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txContext } from '../../src/db/context.js';
import type { Scope } from '../../src/db/scope.js';
import { dec } from '../../src/money/decimal.js';
import { drawUsage } from '../../src/modules/wallets/index.js';
import { BALANCE_ITEM, CREDIT_GRANT, ERROR_BODY, PAGINATION } from '../support/contract.js';
import { createHarness, START, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPricingUnit, setupSubscription, testScope } from './builders.js';

const DAY = 86_400_000;

describeEachStore('credit grants API', (kind) => {
  let h: Harness;
  let scope: Scope;
  beforeAll(async () => {
    h = await createHarness(kind);
    scope = testScope(h);
    await setupPricingUnit(h.testStore.store.db, scope, 'tokens');
  });
  afterAll(() => h.close());

  async function subscribedCustomer(): Promise<{ customerId: string; subscriptionId: string }> {
    const customerId = await setupCustomer(h);
    const subscriptionId = await setupSubscription(h.testStore.store.db, scope, customerId);
    return { customerId, subscriptionId };
  }

  it('grants pricing-unit credits and returns the contract credit grant', async () => {
    const { customerId, subscriptionId } = await subscribedCustomer();
    const res = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Welcome credits', amount: '1000.50', pricing_unit_code: 'tokens' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'credit_grant', 'request_id']);
    expectShape(res.body.credit_grant, CREDIT_GRANT);
    const unit = await h.testStore.store.db.selectFrom('pricing_units').select('id').where('code', '=', 'tokens').executeTakeFirstOrThrow();
    expect(res.body.credit_grant).toMatchObject({
      customer_id: customerId,
      subscription_id: subscriptionId,
      account_type: 'pricing_unit',
      pricing_unit_id: unit.id,
      currency_code: null,
      name: 'Welcome credits',
      amount: '1000.5',
      balance: '1000.5',
      status: 'active',
      expires_at: null,
      created_at: START,
    });
    const balances = await h.api.get(`/v1/customers/${customerId}/balances`);
    expect(balances.status).toBe(200);
    expect(Object.keys(balances.body)).toEqual(['success', 'balances', 'request_id']);
    expect(balances.body.balances).toEqual([{ balance: '1000.5', account_type: 'pricing_unit', pricing_unit_code: 'tokens' }]);
    expectShape(balances.body.balances[0], BALANCE_ITEM);
  });

  it('grants currency credits from a JSON number, with an expiry in any offset stored as UTC', async () => {
    const { customerId, subscriptionId } = await subscribedCustomer();
    const res = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, {
      name: 'Promo',
      amount: 2500,
      currency_code: 'eur',
      expires_at: '2026-02-01T02:00:00+02:00',
    });
    expect(res.status).toBe(201);
    expectShape(res.body.credit_grant, CREDIT_GRANT);
    expect(res.body.credit_grant).toMatchObject({ account_type: 'currency', pricing_unit_id: null, currency_code: 'eur', amount: '2500', expires_at: '2026-02-01T00:00:00.000Z' });
    const balances = await h.api.get(`/v1/customers/${customerId}/balances`);
    expect(balances.body.balances).toEqual([{ balance: '2500', account_type: 'currency', currency_code: 'eur' }]);
  });

  it('repays an overdraft first', async () => {
    const { customerId, subscriptionId } = await subscribedCustomer();
    await h.testStore.store.db.transaction().execute((trx) =>
      drawUsage(txContext(trx, scope, new Date(START)), { customerId, denomination: { kind: 'currency', currencyCode: 'usd' }, amount: dec('150'), at: new Date(START), eventId: null }),
    );
    expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances).toEqual([{ balance: '-150', account_type: 'currency', currency_code: 'usd' }]);
    const res = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Top-up', amount: '400', currency_code: 'usd' });
    expect(res.body.credit_grant).toMatchObject({ amount: '400', balance: '250' });
    expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances).toEqual([{ balance: '250', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('lists a customer’s grants newest first, an expired one with balance "0"', async () => {
    const { customerId, subscriptionId } = await subscribedCustomer();
    const post = (body: object) => h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, body);
    const expiring = await post({ name: 'one day', amount: 10, pricing_unit_code: 'tokens', expires_at: new Date(h.clock.now().getTime() + DAY).toISOString() });
    h.clock.advance(1000);
    await post({ name: 'second', amount: 20, pricing_unit_code: 'tokens' });
    h.clock.advance(1000);
    await post({ name: 'third', amount: 30, currency_code: 'usd' });

    const first = await h.api.get(`/v1/customers/${customerId}/credit-grants`, { limit: '2' });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['success', 'credit_grants', 'pagination', 'request_id']);
    expectShape(first.body.pagination, PAGINATION);
    first.body.credit_grants.forEach((g: unknown) => expectShape(g, CREDIT_GRANT));
    expect(first.body.credit_grants.map((g: { name: string }) => g.name)).toEqual(['third', 'second']);
    const second = await h.api.get(`/v1/customers/${customerId}/credit-grants`, { limit: '2', cursor: first.body.pagination.next_cursor! });
    expect(second.body.credit_grants.map((g: { id: string }) => g.id)).toEqual([expiring.body.credit_grant.id]);
    expect(second.body.pagination).toEqual({ has_more: false, next_cursor: null });

    h.clock.advance(DAY);
    const later = await h.api.get(`/v1/customers/${customerId}/credit-grants`);
    const expired = later.body.credit_grants.find((g: { id: string }) => g.id === expiring.body.credit_grant.id);
    expect(expired).toMatchObject({ status: 'active', balance: '0', amount: '10' });
    expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances).toEqual([
      { balance: '20', account_type: 'pricing_unit', pricing_unit_code: 'tokens' },
      { balance: '30', account_type: 'currency', currency_code: 'usd' },
    ]);
    h.clock.set(START);
  });

  describe('refuses bad requests and writes nothing', () => {
    const cases: [string, Record<string, unknown>, { path: string; message?: string }][] = [
      ['no name', { amount: 1, currency_code: 'usd' }, { path: 'body.name', message: 'is required' }],
      ['no amount', { name: 'x', currency_code: 'usd' }, { path: 'body.amount', message: 'is required' }],
      ['zero', { name: 'x', amount: 0, currency_code: 'usd' }, { path: 'body.amount', message: 'must be positive' }],
      ['negative', { name: 'x', amount: '-5', currency_code: 'usd' }, { path: 'body.amount', message: 'must be positive' }],
      ['not numeric', { name: 'x', amount: 'ten', currency_code: 'usd' }, { path: 'body.amount' }],
      ['a boolean', { name: 'x', amount: true, currency_code: 'usd' }, { path: 'body.amount' }],
      ['31 digits', { name: 'x', amount: '1234567890123456789012345678901', currency_code: 'usd' }, { path: 'body.amount' }],
      ['neither code', { name: 'x', amount: 1 }, { path: 'body', message: 'must have either pricing_unit_code or currency_code' }],
      ['both codes', { name: 'x', amount: 1, currency_code: 'usd', pricing_unit_code: 'tokens' }, { path: 'body.currency_code' }],
      ['unknown currency', { name: 'x', amount: 1, currency_code: 'xyz' }, { path: 'body.currency_code' }],
      ['unknown pricing unit', { name: 'x', amount: 1, pricing_unit_code: 'gems' }, { path: 'body.pricing_unit_code', message: 'no pricing unit has code "gems"' }],
      ['expiry now', { name: 'x', amount: 1, currency_code: 'usd', expires_at: START }, { path: 'body.expires_at', message: 'must be in the future' }],
      ['expiry not a date', { name: 'x', amount: 1, currency_code: 'usd', expires_at: 'tomorrow' }, { path: 'body.expires_at' }],
      ['unknown field', { name: 'x', amount: 1, currency_code: 'usd', quantity: 3 }, { path: 'body.quantity', message: 'is not a known field' }],
    ];
    for (const [label, body, detail] of cases) {
      it(label, async () => {
        const { customerId, subscriptionId } = await subscribedCustomer();
        const res = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, body);
        expect(res.status).toBe(400);
        expectShape(res.body, ERROR_BODY);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.details).toContainEqual(detail.message ? detail : expect.objectContaining(detail));
        expect((await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances).toEqual([]);
        expect((await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants).toEqual([]);
      });
    }
  });

  it("answers 404 for an unknown subscription, another company's or the other mode's", async () => {
    const { customerId, subscriptionId } = await subscribedCustomer();
    const body = { name: 'x', amount: 1, currency_code: 'usd' };
    expect((await h.api.post('/v1/subscriptions/nope/credit-grants', body)).body.error.code).toBe('NOT_FOUND');
    expect((await h.live.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, body)).status).toBe(404);
    const other = await h.newCompany({ name: 'Other' });
    expect((await other.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, body)).status).toBe(404);
    expect((await other.api.get(`/v1/customers/${customerId}/balances`)).status).toBe(404);
    expect((await h.live.get(`/v1/customers/${customerId}/credit-grants`)).status).toBe(404);
    expect((await h.api.get('/v1/customers/nope/balances')).body.error.code).toBe('NOT_FOUND');
    // Another company's pricing unit code does not exist here.
    await setupPricingUnit(h.testStore.store.db, { companyId: other.company.id, mode: 'test' }, 'gold');
    const res = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'x', amount: 1, pricing_unit_code: 'gold' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: 'body.pricing_unit_code', message: 'no pricing unit has code "gold"' }]);
  });
});
