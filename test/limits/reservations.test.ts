/**
 * Story: reservations hold credits before the work, then capture or release them (issue 28, item 3).
 *
 * 1 credit per unit of `call.units`; 10 credits granted; the plan stops at zero (limit "0").
 *   hold 4:                      balance 10, held 4, available 6
 *   hold 7:                      6 - 7 < 0: 422 INSUFFICIENT_BALANCE, nothing held
 *   ingest 5 units:              available 6 - 5 = 1 fits: balance 5, held 4, available 1
 *   ingest 2 units:              1 - 2 < 0: refused
 *   capture the 4 with 3 units:  hold released (available 5), 3 drawn: balance 2, held 0 (1 freed)
 *   hold 2, capture with 3:      released 2 -> available 2, 2 - 3 < 0: refused whole, still held
 *   grant 5, capture again:      balance 7, available 5 + 2 released = 7, 3 drawn: balance 4, held 0
 *   hold 1 for 10 minutes, 11 minutes pass, the sweep: expired, held 0; capture or release: 409
 *   hold 1, release:             released, held 0; release again: 409
 * Every hold and release is one entry in the holds' ledger, and the audit finds nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expireDueReservations } from '../../src/modules/reservations/index.js';
import { runAudit } from '../../src/audit/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { ingestBody, setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { usageFee } from '../billing/story.js';

describeEachStore('billing story: reservations', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;

  const now = () => h.clock.now().toISOString();
  const event = (units: number) => ({ event_name: 'call', idempotency_key: `cap-${Math.random().toString(36).slice(2)}`, timestamp: now(), properties: { units } });
  const hold = (amount: number | string, extra: Record<string, unknown> = {}) => h.api.post('/v1/reservations', { customer_id: customerId, amount, pricing_unit_code: 'credits', ...extra });
  const wallet = async () => (await h.api.get(`/v1/customers/${customerId}/balances`)).body.balances[0]!;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-03-01T00:00:00Z' });
    const unitId = (await setupPricingUnit(h.api, 'credits', { money_minor: 1, unit_amount: 1 })).id;
    const planId = (await setupPlan(h.api, { name: 'Prepaid', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, planId, 'Calls', { event_name: 'call', aggregation: 'sum', property: 'units' }, { amount: 1, pricing_unit_id: unitId });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-03-01T00:00:00Z' })).id;
    await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Starter', amount: 10, pricing_unit_code: 'credits' });
    expect((await h.api.post(`/v1/plans/${planId}/overdraft-limits`, { pricing_unit_code: 'credits', overdraft_limit: '0' })).status).toBe(200);
    h.clock.set('2026-03-02T00:00:00Z');
  });
  afterAll(() => h.close());

  let first: string;

  it('holds 4 of 10: available 6; a hold of 7 is refused and holds nothing; bad holds are 400', async () => {
    const res = await hold(4);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.reservation).toMatchObject({ customer_id: customerId, status: 'held', amount: '4', account_type: 'pricing_unit', pricing_unit_code: 'credits', expires_at: '2026-03-02T01:00:00.000Z' });
    first = res.body.reservation.id;
    expect(await wallet()).toEqual({ balance: '10', account_type: 'pricing_unit', pricing_unit_code: 'credits', held: '4', available: '6' });

    const refused = await hold(7);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('INSUFFICIENT_BALANCE');
    expect((await wallet()).held).toBe('4');

    for (const body of [{ amount: 0 }, { amount: 1, currency_code: 'usd' }, { amount: 1, expires_at: '2026-03-01T00:00:00Z' }, { event: { event_name: 'call', timestamp: now(), properties: { units: 0 } } }]) {
      const bad = await h.api.post('/v1/reservations', { customer_id: customerId, pricing_unit_code: 'credits', ...body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.api.post('/v1/reservations', { customer_id: 'cm0000000000000000000none', amount: 1, pricing_unit_code: 'credits' })).status).toBe(404);
    expect((await wallet()).held).toBe('4');
  });

  it('ingest sees available, not the balance: 5 fits (6 -> 1), then 2 is refused', async () => {
    const five = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'call', { units: 5 }, { timestamp: now() }));
    expect(five.body).toMatchObject({ status: 'inserted', customer_balances: [{ balance: '5', held: '4', available: '1' }] });
    const two = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'call', { units: 2 }, { timestamp: now() }));
    expect(two.body).toMatchObject({ status: 'failed', error: { code: 'INSUFFICIENT_BALANCE' }, customer_balances: [{ balance: '5', held: '4', available: '1' }] });
    const check = await h.api.post(`/v1/customers/${customerId}/check`, { event_name: 'call', timestamp: now(), properties: { units: 2 } });
    expect(check.body).toMatchObject({ allowed: false, error: { code: 'INSUFFICIENT_BALANCE' } });
  });

  it('a capture below the hold draws the cost and frees the rest: 4 held, 3 drawn, balance 2', async () => {
    const res = await h.api.post(`/v1/reservations/${first}/capture`, { event: event(3) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, reservation: { id: first, status: 'captured' }, ingest: { success: true, status: 'inserted', cost: [{ amount: '3' }], customer_balances: [{ balance: '2' }] } });
    expect(await wallet()).toEqual({ balance: '2', account_type: 'pricing_unit', pricing_unit_code: 'credits' });
    expect((await h.api.post(`/v1/reservations/${first}/capture`, { event: event(1) })).status).toBe(409);
  });

  it('a capture above the hold draws the rest subject to the limit: refused whole and still held, then captured after a grant', async () => {
    const res = await hold(2);
    const id = res.body.reservation.id as string;
    const refused = await h.api.post(`/v1/reservations/${id}/capture`, { event: event(3) });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, reservation: { id, status: 'held' }, ingest: { status: 'failed', error: { code: 'INSUFFICIENT_BALANCE' } } });
    expect(await wallet()).toMatchObject({ balance: '2', held: '2', available: '0' });

    await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, { name: 'Top-up', amount: 5, pricing_unit_code: 'credits' });
    const captured = await h.api.post(`/v1/reservations/${id}/capture`, { event: event(3) });
    expect(captured.body).toMatchObject({ success: true, reservation: { status: 'captured' }, ingest: { status: 'inserted', customer_balances: [{ balance: '4' }] } });
    expect(await wallet()).toEqual({ balance: '4', account_type: 'pricing_unit', pricing_unit_code: 'credits' });
  });

  it('an expired hold is released by the sweep; a released one cannot be captured or released again', async () => {
    const expiring = (await hold(1, { expires_at: '2026-03-02T00:10:00Z' })).body.reservation.id as string;
    const releasing = (await hold(1)).body.reservation.id as string;
    expect((await wallet()).held).toBe('2');
    h.clock.advance(11 * 60_000);
    expect((await h.api.post(`/v1/reservations/${expiring}/capture`, { event: event(1) })).status).toBe(409);
    expect(await expireDueReservations(h.testStore.store.db, h.clock.now())).toBe(1);
    expect(await expireDueReservations(h.testStore.store.db, h.clock.now())).toBe(0);
    expect((await h.api.get(`/v1/reservations/${expiring}`)).body.reservation.status).toBe('expired');

    const released = await h.api.post(`/v1/reservations/${releasing}/release`);
    expect(released.body.reservation).toMatchObject({ id: releasing, status: 'released' });
    expect((await h.api.post(`/v1/reservations/${releasing}/release`)).body.error.code).toBe('RESERVATION_NOT_HELD');
    expect(await wallet()).toEqual({ balance: '4', account_type: 'pricing_unit', pricing_unit_code: 'credits' });

    const all = await h.api.get('/v1/reservations', { customer_id: customerId });
    expect(all.body.reservations.map((r: { status: string }) => r.status)).toEqual(['released', 'expired', 'captured', 'captured']);
    expect((await h.api.get('/v1/reservations', { customer_id: customerId, status: 'held' })).body.reservations).toEqual([]);
    expect((await h.api.get('/v1/reservations', { status: 'nope' })).status).toBe(400);
    expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  });

  it('records reservation.created, .captured, .released and .expired webhook events with the reservation as its object', async () => {
    const ofType = async (type: string) => (await h.api.get('/v1/webhook-events', { type, limit: '100' })).body.webhook_events;
    // 4, 2, 1 (expired) and 1 (released): the refused hold of 7 recorded nothing.
    expect((await ofType('reservation.created')).length).toBe(4);
    expect((await ofType('reservation.captured')).map((e) => e.data.object.status)).toEqual(['captured', 'captured']);
    expect((await ofType('reservation.captured')).map((e) => e.data.object.id)).toContain(first);
    expect((await ofType('reservation.released')).length).toBe(1);
    expect((await ofType('reservation.expired')).map((e) => e.data.object.status)).toEqual(['expired']);
  });
});
