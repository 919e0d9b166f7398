/**
 * Balance alerts and wallet.* events (issue 15, item 6), from real ingests and grants.
 *
 * The story (0.2 credits per 1,000 output tokens): 100 credits granted, an alert at 20 credits.
 *   300,000 tokens -> 60 credits, balance 40: nothing (still above 20);
 *   100,000 tokens -> 20 credits, balance 20: wallet.balance_low (threshold 20; "at or below");
 *    50,000 tokens -> 10 credits, balance 10: nothing (already below: once per crossing);
 *   100,000 tokens -> 20 credits, balance -10: wallet.depleted (zero or below);
 *   a 50-credit grant repays the 10 overdraft, balance 40: wallet.recovered (above zero again)
 *   and wallet.recovered (above the threshold 20).
 * A customer without any alert still gets wallet.depleted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliverDueWebhooks } from '../../src/modules/webhooks/index.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { ingestBody } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { startReceiver, type Receiver } from './receiver.js';

describeEachStore('balance alerts', (kind) => {
  let h: Harness;
  let shop: Shop;
  let receiver: Receiver;
  let secret: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    shop = await setupShop(h.api);
    receiver = await startReceiver();
    secret = (await h.api.post('/v1/webhook-endpoints', { url: receiver.url, event_types: ['wallet.balance_low', 'wallet.depleted', 'wallet.recovered'] })).body.webhook_endpoint.secret!;
  });
  afterAll(async () => {
    await receiver.close();
    await h.close();
  });

  const ingest = async (customerId: string, tokens: number) => {
    const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'llm.completion', { output_tokens: tokens }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const walletEvents = async (customerId: string): Promise<Array<Record<string, unknown>>> => {
    await deliverDueWebhooks({ store: h.testStore.store, clock: h.clock, config: h.config });
    return receiver.received
      .map((r) => receiver.verify(r, secret, h.clock.now()) as { type: string; data: { object: Record<string, unknown> } })
      .filter((e) => e.data.object.customer_id === customerId)
      .map((e) => ({ type: e.type, ...e.data.object }));
  };

  it('fires balance_low once when a draw crosses the threshold, depleted at zero, recovered when a grant lifts it back', async () => {
    const customer = await setupCustomer(h.api, 'Alerted');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Start', amount: 100, pricing_unit_code: shop.unit.code });
    const alert = await h.api.post(`/v1/customers/${customer.id}/balance-alerts`, { threshold: '20', pricing_unit_code: shop.unit.code });
    expect(alert.status).toBe(201);
    expect(alert.body.balance_alert).toMatchObject({ customer_id: customer.id, threshold: '20', pricing_unit_code: shop.unit.code, currency_code: null });

    await ingest(customer.id, 300_000);
    expect(await walletEvents(customer.id)).toEqual([]);
    const low = await ingest(customer.id, 100_000);
    await ingest(customer.id, 50_000);
    await ingest(customer.id, 100_000);
    const item = { account_type: 'pricing_unit', pricing_unit_code: shop.unit.code };
    expect(await walletEvents(customer.id)).toEqual([
      { type: 'wallet.balance_low', customer_id: customer.id, balance: '20', ...item, threshold: '20' },
      { type: 'wallet.depleted', customer_id: customer.id, balance: '-10', ...item },
    ]);
    // The object is the ingest result's balance item plus customer_id.
    expect(low.customer_balances).toEqual([{ balance: '20', ...item }]);

    await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Top-up', amount: 50, pricing_unit_code: shop.unit.code });
    expect((await walletEvents(customer.id)).slice(2)).toEqual([
      { type: 'wallet.recovered', customer_id: customer.id, balance: '40', ...item },
      { type: 'wallet.recovered', customer_id: customer.id, balance: '40', ...item, threshold: '20' },
    ]);
  });

  it('fires wallet.depleted without any alert, and nothing for draws that stay above zero', async () => {
    const customer = await setupCustomer(h.api, 'Plain');
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Start', amount: 10, pricing_unit_code: shop.unit.code });
    await ingest(customer.id, 25_000); // 5 credits, balance 5
    expect(await walletEvents(customer.id)).toEqual([]);
    await ingest(customer.id, 25_000); // 5 credits, balance 0
    await ingest(customer.id, 25_000); // balance -5: still depleted, no second event
    expect((await walletEvents(customer.id)).map((e) => [e.type, e.balance])).toEqual([['wallet.depleted', '0']]);
  });

  it('lists and deletes alerts; refuses a bad threshold, both or neither unit, an unknown customer or unit', async () => {
    const customer = await setupCustomer(h.api, 'Lists');
    const a = (await h.api.post(`/v1/customers/${customer.id}/balance-alerts`, { threshold: 5, currency_code: 'usd' })).body.balance_alert;
    expect(a).toMatchObject({ threshold: '5', currency_code: 'usd', pricing_unit_code: null });
    expect((await h.api.get(`/v1/customers/${customer.id}/balance-alerts`)).body.balance_alerts).toEqual([a]);
    const del = await h.app.inject({ method: 'DELETE', url: `/v1/customers/${customer.id}/balance-alerts/${a.id}`, headers: { authorization: `Bearer ${h.api.key}` } });
    expect(del.statusCode).toBe(200);
    expect((await h.api.get(`/v1/customers/${customer.id}/balance-alerts`)).body.balance_alerts).toEqual([]);

    expect((await h.api.post(`/v1/customers/${customer.id}/balance-alerts`, { threshold: '-1', currency_code: 'usd' })).status).toBe(400);
    expect((await h.api.post(`/v1/customers/${customer.id}/balance-alerts`, { threshold: '1', currency_code: 'usd', pricing_unit_code: shop.unit.code })).status).toBe(400);
    expect((await h.api.post(`/v1/customers/${customer.id}/balance-alerts`, { threshold: '1' })).status).toBe(400);
    expect((await h.api.post(`/v1/customers/${customer.id}/balance-alerts`, { threshold: '1', pricing_unit_code: 'nope' })).status).toBe(400);
    expect((await h.api.post('/v1/customers/nope/balance-alerts', { threshold: '1', currency_code: 'usd' })).status).toBe(404);
    expect((await h.live.get(`/v1/customers/${customer.id}/balance-alerts`)).status).toBe(404);
  });
});
