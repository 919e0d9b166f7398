/** Rating rules as pure functions: no database, exhaustive where it matters. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, formatDecimal, sum } from '../../src/money/decimal.js';
import type { RatedFee } from '../../src/modules/fees/index.js';
import { toCostItem, totalsByDenomination } from '../../src/modules/ingest/costItems.js';
import { rateEvent } from '../../src/modules/ingest/rating/rateEvent.js';
import type { RatingContext, RatingEvent } from '../../src/modules/ingest/rating/types.js';
import type { RateLike } from '../../src/modules/pricingUnits/index.js';

const CREDITS = 'unit_credits';
const at = new Date('2026-03-10T12:00:00.000Z');

function perUnitFee(id: string, amount: string, denominator: number, options: Partial<RatedFee> & { property?: string; unit?: boolean } = {}): RatedFee {
  return {
    id,
    planId: 'plan',
    effectiveFrom: options.effectiveFrom ?? null,
    effectiveTo: options.effectiveTo ?? null,
    product: {
      id: `product_${id}`,
      name: id,
      billableMetric: { event_name: 'llm.completion', filters: {}, aggregation: options.property ? 'sum' : 'count', property: options.property ?? null },
      costMetric: null,
    },
    price: {
      id: `price_${id}`,
      model: 'per_unit',
      amount: new Decimal(amount),
      denominator,
      billingMode: 'in_arrears',
      cadence: null,
      denomination: options.unit ? { kind: 'pricing_unit', pricingUnitId: CREDITS } : { kind: 'currency', currencyCode: 'usd' },
      costPlus: null,
    },
  };
}

function costPlusFee(id: string, markup: { multiplier: string } | { targetMargin: string }, unit = true): RatedFee {
  return {
    id,
    planId: 'plan',
    effectiveFrom: null,
    effectiveTo: null,
    product: {
      id: `product_${id}`,
      name: id,
      billableMetric: null,
      costMetric: { event_name: 'llm.completion', filters: {}, cost: { property: 'cost', currency_code: 'usd', unit: 'minor' } },
    },
    price: {
      id: `price_${id}`,
      model: 'cost_plus',
      amount: new Decimal(0),
      denominator: 1,
      billingMode: 'in_arrears',
      cadence: null,
      denomination: unit ? { kind: 'pricing_unit', pricingUnitId: CREDITS } : { kind: 'currency', currencyCode: 'usd' },
      costPlus:
        'multiplier' in markup
          ? { markupMode: 'multiplier', multiplier: new Decimal(markup.multiplier), targetMargin: null }
          : { markupMode: 'target_margin', multiplier: null, targetMargin: new Decimal(markup.targetMargin) },
    },
  };
}

function rate(moneyMinor: string, unitAmount: string, from: string | null, to: string | null, customerId: string | null = null): RateLike {
  return { customer_id: customerId, settlement_currency_code: 'usd', money_minor: moneyMinor, unit_amount: unitAmount, effective_from: from, effective_to: to };
}

function context(fees: RatedFee[], rates: RateLike[] = []): RatingContext {
  return {
    customerId: 'cust',
    subscriptions: [{ subscriptionId: 'sub', planId: 'plan', fees, catalogs: [] }],
    costCatalogs: new Map(),
    rates: new Map([[CREDITS, rates]]),
  };
}

const event = (properties: Record<string, unknown>, timestamp = at): RatingEvent => ({ eventName: 'llm.completion', timestamp, properties });

function amounts(outcome: ReturnType<typeof rateEvent>): string[] {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.charges.map((c) => formatDecimal(c.amount));
}

describe('per_unit', () => {
  it('charges quantity x amount / denominator', () => {
    expect(amounts(rateEvent(event({ tokens: 1500 }), context([perUnitFee('tokens', '2', 1000, { property: 'tokens' })])))).toEqual(['3']);
    expect(amounts(rateEvent(event({}), context([perUnitFee('calls', '7', 1)])))).toEqual(['7']);
    expect(amounts(rateEvent(event({ tokens: 1 }), context([perUnitFee('tokens', '1', 3, { property: 'tokens', unit: true })])))).toEqual(['0.333333333333']);
  });

  it('ignores an event without the summed property, and fees not in force at the timestamp', () => {
    expect(amounts(rateEvent(event({}), context([perUnitFee('tokens', '2', 1000, { property: 'tokens' })])))).toEqual([]);
    const later = perUnitFee('later', '1', 1, { effectiveFrom: '2026-03-10T12:00:00.001Z' });
    const ended = perUnitFee('ended', '1', 1, { effectiveTo: '2026-03-10T12:00:00.000Z' });
    const current = perUnitFee('current', '5', 1, { effectiveFrom: '2026-03-10T12:00:00.000Z' });
    expect(amounts(rateEvent(event({}), context([later, ended, current])))).toEqual(['5']);
  });
});

describe('cost_plus', () => {
  it('marks up by a multiplier and by a target margin', () => {
    expect(amounts(rateEvent(event({ cost: 80 }), context([costPlusFee('m', { multiplier: '1.25' }, false)])))).toEqual(['100']);
    expect(amounts(rateEvent(event({ cost: 80 }), context([costPlusFee('t', { targetMargin: '0.2' }, false)])))).toEqual(['100']);
  });

  it('converts into a pricing unit at the rate in force at the event instant, the customer rate first', () => {
    const rates = [
      rate('100', '10', null, '2026-03-10T12:00:00.000Z'),
      rate('100', '20', '2026-03-10T12:00:00.000Z', null),
      rate('100', '50', null, null, 'someone_else'),
    ];
    const fee = costPlusFee('c', { multiplier: '1' });
    expect(amounts(rateEvent(event({ cost: 100 }, new Date('2026-03-10T11:59:59.999Z')), context([fee], rates)))).toEqual(['10']);
    expect(amounts(rateEvent(event({ cost: 100 }), context([fee], rates)))).toEqual(['20']);
    expect(amounts(rateEvent(event({ cost: 100 }), context([fee], [...rates, rate('100', '40', null, null, 'cust')])))).toEqual(['40']);
  });

  it('fails with CONVERSION_RATE_MISSING when no rate is in force', () => {
    const outcome = rateEvent(event({ cost: 100 }), context([costPlusFee('c', { multiplier: '1' })], [rate('1', '1', '2027-01-01T00:00:00.000Z', null)]));
    expect(outcome).toMatchObject({ ok: false, code: 'CONVERSION_RATE_MISSING' });
  });
});

describe('properties', () => {
  const feeArb = fc.record({
    amount: fc.integer({ min: 0, max: 100_000 }),
    denominator: fc.integer({ min: 1, max: 1_000_000 }),
    unit: fc.boolean(),
  });

  it('the cost of an event is the sum of its charges, per denomination', () => {
    fc.assert(
      fc.property(fc.array(feeArb, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 }), (fees, tokens) => {
        const rated = rateEvent(
          event({ tokens }),
          context(fees.map((f, i) => perUnitFee(`f${i}`, String(f.amount), f.denominator, { property: 'tokens', unit: f.unit }))),
        );
        if (!rated.ok) return false;
        const items = totalsByDenomination(rated.charges).map((t) => toCostItem(t, new Map([[CREDITS, 'credits']])));
        for (const item of items) {
          const matching = rated.charges.filter((c) => (c.denomination.kind === 'currency') === (item.account_type === 'currency'));
          if (formatDecimal(sum(matching.map((c) => c.amount))) !== item.amount) return false;
        }
        return items.length === new Set(fees.map((f) => f.unit)).size;
      }),
      { numRuns: 300 },
    );
  });

  it('charges are never negative and scale linearly with quantity', () => {
    fc.assert(
      fc.property(feeArb, fc.integer({ min: 0, max: 1_000_000 }), (f, tokens) => {
        const ctx = context([perUnitFee('f', String(f.amount), f.denominator, { property: 'tokens', unit: true })]);
        const one = rateEvent(event({ tokens }), ctx);
        const two = rateEvent(event({ tokens: tokens * 2 }), ctx);
        if (!one.ok || !two.ok) return false;
        const a = one.charges[0]?.amount ?? new Decimal(0);
        const b = two.charges[0]?.amount ?? new Decimal(0);
        return !a.isNegative() && b.minus(a.times(2)).abs().lte('1e-12');
      }),
      { numRuns: 300 },
    );
  });
});
