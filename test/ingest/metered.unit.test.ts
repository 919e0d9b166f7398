/**
 * What "metered" means for strict ingest (issue 26, item 8; src/modules/ingest/rating/metered.ts):
 * pure rules over the rating context, no store.
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/money/decimal.js';
import type { RatedFee } from '../../src/modules/fees/index.js';
import { isMetered, notMeteredMessage } from '../../src/modules/ingest/rating/metered.js';
import { rateEvent } from '../../src/modules/ingest/rating/rateEvent.js';
import type { RatingContext, RatingEvent } from '../../src/modules/ingest/rating/types.js';

const at = new Date('2026-03-10T12:00:00.000Z');

function fee(id: string, metric: { event_name: string; aggregation: 'count' | 'sum' | 'max' | 'unique_count' | 'latest'; property?: string; filters?: Record<string, string> }, options: { model?: 'per_unit' | 'cost_plus' | 'flat'; effectiveTo?: string } = {}): RatedFee {
  const model = options.model ?? 'per_unit';
  return {
    id,
    planId: 'plan',
    effectiveFrom: null,
    effectiveTo: options.effectiveTo ?? null,
    product: {
      id: `product_${id}`,
      name: id,
      billableMetric: model === 'cost_plus' ? null : { event_name: metric.event_name, filters: metric.filters ?? {}, aggregation: metric.aggregation, property: metric.property ?? null },
      costMetric: model === 'cost_plus' ? { event_name: metric.event_name, filters: metric.filters ?? {}, cost: { property: metric.property ?? 'cost', currency_code: 'usd', unit: 'minor' } } : null,
    },
    price: {
      id: `price_${id}`,
      model,
      amount: new Decimal(2),
      denominator: 1,
      billingMode: 'in_arrears',
      cadence: null,
      denomination: { kind: 'currency', currencyCode: 'usd' },
      costPlus: model === 'cost_plus' ? { markupMode: 'multiplier', multiplier: new Decimal(2), targetMargin: null } : null,
    },
  };
}

function context(fees: RatedFee[]): RatingContext {
  return { customerId: 'cust', subscriptions: [{ subscriptionId: 'sub', planId: 'plan', fees, catalogs: [] }], costCatalogs: new Map(), rates: new Map() };
}

const event = (eventName: string, properties: Record<string, unknown> = {}): RatingEvent => ({ eventName, timestamp: at, properties });

function metered(e: RatingEvent, ctx: RatingContext): boolean {
  const rated = rateEvent(e, ctx);
  if (!rated.ok) throw new Error(`rating failed: ${rated.code}`);
  return isMetered(e, ctx, rated.charges);
}

describe('an event is metered', () => {
  const requests = fee('requests', { event_name: 'api.usage', aggregation: 'sum', property: 'requests', filters: { region: 'eu' } });

  it('when a per-unit fee charges it, at zero too', () => {
    const ctx = context([requests]);
    expect(metered(event('api.usage', { requests: 5, region: 'eu' }), ctx)).toBe(true);
    expect(metered(event('api.usage', { requests: 0, region: 'eu' }), ctx)).toBe(true);
  });

  it('when a count metric of its name matches, whatever its properties', () => {
    expect(metered(event('api.call'), context([fee('calls', { event_name: 'api.call', aggregation: 'count' })]))).toBe(true);
  });

  it('when a cost-plus fee prices it, at a zero cost too', () => {
    const ctx = context([fee('compute', { event_name: 'job.run', aggregation: 'sum', property: 'cost' }, { model: 'cost_plus' })]);
    expect(metered(event('job.run', { cost: 40 }), ctx)).toBe(true);
    expect(metered(event('job.run', { cost: 0 }), ctx)).toBe(true);
  });

  it('when a per-period metric (max, unique_count, latest) reads its property, though it is charged nothing now', () => {
    for (const aggregation of ['max', 'unique_count', 'latest'] as const) {
      const ctx = context([fee('seats', { event_name: 'seats.reported', aggregation, property: 'seats' })]);
      expect(rateEvent(event('seats.reported', { seats: 3 }), ctx)).toEqual({ ok: true, charges: [] });
      expect(metered(event('seats.reported', { seats: 3 }), ctx), aggregation).toBe(true);
      expect(metered(event('seats.reported', { users: 3 }), ctx), aggregation).toBe(false);
    }
  });
});

describe('an event is not metered', () => {
  const requests = fee('requests', { event_name: 'api.usage', aggregation: 'sum', property: 'requests', filters: { region: 'eu' } });

  it('with a mistyped name, filters that do not match, or the property missing', () => {
    const ctx = context([requests]);
    expect(metered(event('api.usgae', { requests: 5, region: 'eu' }), ctx)).toBe(false);
    expect(metered(event('api.usage', { requests: 5, region: 'us' }), ctx)).toBe(false);
    expect(metered(event('api.usage', { reqests: 5, region: 'eu' }), ctx)).toBe(false);
  });

  it('by a fee not in force at its instant, nor by a flat fee', () => {
    const ended = fee('old', { event_name: 'api.call', aggregation: 'count' }, { effectiveTo: '2026-03-01T00:00:00.000Z' });
    const flat = fee('platform', { event_name: 'api.call', aggregation: 'count' }, { model: 'flat' });
    expect(metered(event('api.call'), context([ended, flat]))).toBe(false);
  });

  it('without a subscription in force; the message says which case it is', () => {
    const none: RatingContext = { customerId: 'cust_9', subscriptions: [], costCatalogs: new Map(), rates: new Map() };
    expect(metered(event('api.usage', { requests: 1 }), none)).toBe(false);
    expect(notMeteredMessage(event('api.usage'), none)).toContain('customer cust_9 has no subscription in force at 2026-03-10T12:00:00.000Z');
    const message = notMeteredMessage(event('api.usgae'), context([requests, fee('compute', { event_name: 'job.run', aggregation: 'sum' }, { model: 'cost_plus' })]));
    expect(message).toContain('Event "api.usgae" is not metered');
    expect(message).toContain('they meter "api.usage", "job.run"');
    expect(message).toContain('unmatched_events: reject');
  });
});
