/**
 * Usage that silently prices at nothing (issue 26, item 8). A mistyped event name (`api.usgae`)
 * or property answers `inserted` with `cost: []` by default, as the contract's ingest stores
 * events; a company that chose strict ingest (`unmatched_events: "reject"`) has an event no fee of
 * the customer's plans in force at its timestamp meters refused as `failed` with
 * EVENT_NOT_METERED: nothing stored, the balance untouched, and the same key safe to send again.
 * An event a fee meters at zero, or that a per-period metric (max) counts, is metered.
 *
 * The world: a credits plan whose "API calls" fee charges 1 credit per request of `api.usage`
 * (`sum` of `requests`), and whose "Seats" fee bills the period's `max` of `seats.reported`; the
 * customer holds 100 credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCompany } from '../../src/modules/platform/index.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { balancesOf } from './story.js';

const AT = '2026-01-15T12:00:00Z';

interface World {
  api: Client;
  customerId: string;
  /** A customer of the company with no subscription. */
  loneCustomerId: string;
}

async function world(h: Harness, api: Client): Promise<World> {
  const unit = await setupPricingUnit(api, 'credits', { money_minor: 1, unit_amount: 1 });
  const plan = await setupPlan(api, { type: 'credits', currency_code: 'usd' });
  await setupFee(api, plan.id, {
    product: { name: 'API calls', billable_metric: { expression: { event_name: 'api.usage', aggregation: 'sum', property: 'requests' } } },
    price: { pricing_model: 'per_unit', amount: 1, pricing_unit_id: unit.id },
  });
  await setupFee(api, plan.id, {
    product: { name: 'Seats', billable_metric: { expression: { event_name: 'seats.reported', aggregation: 'max', property: 'seats' } } },
    price: { pricing_model: 'per_unit', amount: 10, pricing_unit_id: unit.id },
  });
  const customerId = (await setupCustomer(api)).id;
  const subscription = await setupSubscription(h, api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
  await grant(api, subscription.id, { amount: 100, pricing_unit_code: 'credits' });
  const loneCustomerId = (await setupCustomer(api, { name: 'No plan' })).id;
  return { api, customerId, loneCustomerId };
}

async function storedKeys(api: Client, customerId: string): Promise<string[]> {
  const res = await api.get('/v1/events', { customer_id: customerId, limit: '100' });
  expect(res.status).toBe(200);
  return res.body.events.map((e: { idempotency_key: string }) => e.idempotency_key);
}

async function creditsOf(api: Client, customerId: string): Promise<string | undefined> {
  return (await balancesOf(api, customerId)).find((b) => b.pricing_unit_code === 'credits')?.balance;
}

const event = (customerId: string, name: string, properties: Record<string, unknown>) => ingestBody(customerId, name, properties, { timestamp: AT });

describeEachStore('strict ingest: events no fee meters', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-15T12:00:30Z' });
  });
  afterAll(() => h.close());

  describe('a company that refuses them (unmatched_events: reject)', () => {
    let w: World;
    beforeAll(async () => {
      w = await world(h, h.api);
      const company = await updateCompany(h.testStore.store.db, h.clock, h.company.id, { unmatchedEvents: 'reject' });
      expect(company.unmatched_events).toBe('reject');
    });

    it('refuses a mistyped event name as EVENT_NOT_METERED, stores nothing, and takes the same key once it is right', async () => {
      const typo = event(w.customerId, 'api.usgae', { requests: 5 });
      const res = await w.api.post('/v1/events/ingest', typo);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: false,
        status: 'failed',
        error: { code: 'EVENT_NOT_METERED', message: expect.stringContaining('"api.usgae"') },
        request_id: res.body.request_id,
      });
      // The message says why and what the plans do meter (a mistyped name shows next to the right one).
      expect(res.body.error.message).toContain('"api.usage"');
      expect(res.body.error.message).toContain('2026-01-15T12:00:00.000Z');
      expect(await storedKeys(w.api, w.customerId)).toEqual([]);
      expect(await creditsOf(w.api, w.customerId)).toBe('100');

      // The correctly named event is priced: 5 requests x 1 credit; sent with the refused key.
      const fixed = await w.api.post('/v1/events/ingest', { ...typo, event_name: 'api.usage' });
      expect(fixed.body).toMatchObject({
        success: true,
        status: 'inserted',
        cost: [{ amount: '5', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
        customer_balances: [{ balance: '95', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
      });
      expect(await storedKeys(w.api, w.customerId)).toEqual([typo.idempotency_key]);
      expect(await creditsOf(w.api, w.customerId)).toBe('95');
    });

    it('refuses a mistyped property (the fee reads `requests`, the event sends `reqests`) and an event of a customer without a subscription', async () => {
      const typo = await w.api.post('/v1/events/ingest', event(w.customerId, 'api.usage', { reqests: 5 }));
      expect(typo.body).toMatchObject({ success: false, status: 'failed', error: { code: 'EVENT_NOT_METERED' } });
      expect(typo.body.error.message).toContain('"api.usage"');

      const lone = await w.api.post('/v1/events/ingest', event(w.loneCustomerId, 'api.usage', { requests: 5 }));
      expect(lone.body).toMatchObject({ success: false, status: 'failed', error: { code: 'EVENT_NOT_METERED' } });
      expect(lone.body.error.message).toContain(`customer ${w.loneCustomerId} has no subscription in force at 2026-01-15T12:00:00.000Z`);
      expect(await storedKeys(w.api, w.loneCustomerId)).toEqual([]);
      expect(await creditsOf(w.api, w.customerId)).toBe('95');
    });

    it('stores an event a fee meters at zero, and one a per-period metric (max) counts', async () => {
      const zero = await w.api.post('/v1/events/ingest', event(w.customerId, 'api.usage', { requests: 0 }));
      // Metered, at zero: its cost names the fee's denomination with amount 0.
      expect(zero.body).toMatchObject({ success: true, status: 'inserted', cost: [{ amount: '0', account_type: 'pricing_unit', pricing_unit_code: 'credits' }] });
      const seats = await w.api.post('/v1/events/ingest', event(w.customerId, 'seats.reported', { seats: 3 }));
      // Priced at the period's close from the period's max, not now.
      expect(seats.body).toMatchObject({ success: true, status: 'inserted', cost: [] });
      // ...but a seats report without its property counts for nothing: refused.
      const noSeats = await w.api.post('/v1/events/ingest', event(w.customerId, 'seats.reported', { users: 3 }));
      expect(noSeats.body).toMatchObject({ success: false, status: 'failed', error: { code: 'EVENT_NOT_METERED' } });
      expect(await creditsOf(w.api, w.customerId)).toBe('95');
    });

    it('answers a batch event by event: the unmetered ones fail alone, nothing of them stored', async () => {
      const good = event(w.customerId, 'api.usage', { requests: 2 });
      const typoName = event(w.customerId, 'api.usgae', { requests: 7 });
      const typoProperty = event(w.customerId, 'api.usage', { reqests: 7 });
      const lone = event(w.loneCustomerId, 'api.usage', { requests: 7 });
      const alsoGood = event(w.customerId, 'api.usage', { requests: 3 });
      const res = await w.api.post('/v1/events/batch', { events: [good, typoName, typoProperty, lone, alsoGood, good] });
      expect(res.status).toBe(200);
      const results = res.body.results as { status: string; error?: { code: string; message: string }; cost?: unknown; customer_balances?: unknown }[];
      expect(results.map((r) => [r.status, r.error?.code ?? null])).toEqual([
        ['inserted', null],
        ['failed', 'EVENT_NOT_METERED'],
        ['failed', 'EVENT_NOT_METERED'],
        ['failed', 'EVENT_NOT_METERED'],
        ['inserted', null],
        ['duplicate', null],
      ]);
      expect(results[1]?.error?.message).toContain('"api.usgae"');
      // Balances in arrival order: 95 - 2 = 93, then - 3 = 90; the refused events drew nothing.
      expect(results[0]).toMatchObject({ cost: [{ amount: '2' }], customer_balances: [{ balance: '93' }] });
      expect(results[4]).toMatchObject({ cost: [{ amount: '3' }], customer_balances: [{ balance: '90' }] });
      const stored = await storedKeys(w.api, w.customerId);
      expect(stored).toEqual(expect.arrayContaining([good.idempotency_key, alsoGood.idempotency_key]));
      expect(stored).not.toContain(typoName.idempotency_key);
      expect(stored).not.toContain(typoProperty.idempotency_key);
      expect(await storedKeys(w.api, w.loneCustomerId)).toEqual([]);
      expect(await creditsOf(w.api, w.customerId)).toBe('90');
    });

    it('applies the change from the next event, on a running server (the setting is cached per rating-config stamp)', async () => {
      await updateCompany(h.testStore.store.db, h.clock, h.company.id, { unmatchedEvents: 'accept' });
      const accepted = await w.api.post('/v1/events/ingest', event(w.customerId, 'api.usgae', { requests: 1 }));
      expect(accepted.body).toMatchObject({ success: true, status: 'inserted', cost: [] });
      await updateCompany(h.testStore.store.db, h.clock, h.company.id, { unmatchedEvents: 'reject' });
      const refused = await w.api.post('/v1/events/ingest', event(w.customerId, 'api.usgae', { requests: 1 }));
      expect(refused.body).toMatchObject({ success: false, status: 'failed', error: { code: 'EVENT_NOT_METERED' } });
    });

    it('covers both modes of the company', async () => {
      const live = await world(h, h.live);
      const res = await live.api.post('/v1/events/ingest', event(live.customerId, 'api.usgae', { requests: 5 }));
      expect(res.body).toMatchObject({ success: false, status: 'failed', error: { code: 'EVENT_NOT_METERED' } });
    });
  });

  describe('a company with the default (unmatched_events: accept)', () => {
    let w: World;
    beforeAll(async () => {
      const other = await h.newCompany({ name: 'Lenient' });
      expect(other.company.unmatched_events).toBe('accept');
      w = await world(h, other.api);
    });

    it('still stores the mistyped event with cost [] (the contract stores events), drawing nothing', async () => {
      const typo = event(w.customerId, 'api.usgae', { requests: 5 });
      const res = await w.api.post('/v1/events/ingest', typo);
      expect(res.body).toMatchObject({ success: true, status: 'inserted', cost: [], customer_balances: [{ balance: '100' }] });
      expect(await storedKeys(w.api, w.customerId)).toEqual([typo.idempotency_key]);
      const lone = await w.api.post('/v1/events/ingest', event(w.loneCustomerId, 'api.usage', { requests: 5 }));
      expect(lone.body).toMatchObject({ success: true, status: 'inserted', cost: [] });
      const batch = await w.api.post('/v1/events/batch', { events: [event(w.customerId, 'api.usage', { reqests: 1 }), event(w.customerId, 'api.usage', { requests: 1 })] });
      expect(batch.body.results.map((r) => [r.status, r.cost!.length])).toEqual([
        ['inserted', 0],
        ['inserted', 1],
      ]);
    });
  });
});
