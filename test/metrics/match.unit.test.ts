import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillableMetric, CostMetric } from '../../src/modules/metrics/expression.js';
import { costOf, matchesEvent, quantityOf, readPath, uniqueValueOf } from '../../src/kernel/rating/metricMatch.js';
import { Decimal } from '../../src/money/decimal.js';

const segment = fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$/);
const dottedPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
const scalar = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());

/** `{a: {b: {c: value}}}` for the path `a.b.c`. */
function nestAt(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

const metric = (over: Partial<BillableMetric>): BillableMetric => ({ event_name: 'llm', filters: {}, aggregation: 'count', property: null, ...over });

describe('readPath', () => {
  it('reaches nested objects with dots', () => {
    expect(readPath({ usage: { output_tokens: 12 } }, 'usage.output_tokens')).toBe(12);
    expect(readPath({ usage: { output_tokens: 12 } }, 'usage.input_tokens')).toBeUndefined();
    expect(readPath({ usage: 5 }, 'usage.output_tokens')).toBeUndefined();
    expect(readPath({ usage: [1, 2] }, 'usage.0')).toBeUndefined();
    expect(readPath(undefined, 'x')).toBeUndefined();
    expect(readPath({}, 'toString')).toBeUndefined();
  });

  it('finds whatever was put at a path (property)', () => {
    fc.assert(
      fc.property(dottedPath, scalar, (path, value) => {
        expect(readPath(nestAt(path, value), path)).toBe(value);
      }),
    );
  });
});

describe('matchesEvent', () => {
  const selector = { event_name: 'llm.completion', filters: { model: ['gpt-4o', 'gpt-4o-mini'], region: 'eu', 'meta.tier': 2 } };

  it('needs the same event name and every filter equal or one of', () => {
    const properties = { model: 'gpt-4o-mini', region: 'eu', meta: { tier: 2 } };
    expect(matchesEvent(selector, { event_name: 'llm.completion', properties })).toBe(true);
    expect(matchesEvent(selector, { event_name: 'llm.embedding', properties })).toBe(false);
    expect(matchesEvent(selector, { event_name: 'llm.completion', properties: { ...properties, model: 'claude' } })).toBe(false);
    expect(matchesEvent(selector, { event_name: 'llm.completion', properties: { ...properties, meta: { tier: '2' } } })).toBe(false);
    expect(matchesEvent(selector, { event_name: 'llm.completion', properties: { model: 'gpt-4o', region: 'eu' } })).toBe(false);
    expect(matchesEvent({ event_name: 'ping', filters: {} }, { event_name: 'ping' })).toBe(true);
  });

  it('matches an event carrying each filter value, and never one with another name (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(segment, fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 3 })), { maxKeys: 4 }),
        fc.nat(),
        (filters, pick) => {
          const properties: Record<string, unknown> = {};
          for (const [key, expected] of Object.entries(filters)) {
            properties[key] = Array.isArray(expected) ? expected[pick % expected.length] : expected;
          }
          const selector = { event_name: 'e', filters };
          expect(matchesEvent(selector, { event_name: 'e', properties })).toBe(true);
          expect(matchesEvent(selector, { event_name: 'f', properties })).toBe(false);
        },
      ),
    );
  });
});

describe('quantityOf', () => {
  it('count is 1 per event', () => {
    expect(quantityOf(metric({}), { event_name: 'llm' })?.toString()).toBe('1');
  });

  it('sum, max and latest read the numeric property (number or numeric string), null otherwise', () => {
    for (const aggregation of ['sum', 'max', 'latest'] as const) {
      const m = metric({ aggregation, property: 'usage.tokens' });
      expect(quantityOf(m, { event_name: 'llm', properties: { usage: { tokens: 1500 } } })?.toString()).toBe('1500');
      expect(quantityOf(m, { event_name: 'llm', properties: { usage: { tokens: '0.125' } } })?.toString()).toBe('0.125');
      expect(quantityOf(m, { event_name: 'llm', properties: { usage: { tokens: 'lots' } } })).toBeNull();
      expect(quantityOf(m, { event_name: 'llm', properties: { usage: { tokens: true } } })).toBeNull();
      expect(quantityOf(m, { event_name: 'llm', properties: {} })).toBeNull();
    }
  });

  it('sum is exact for any decimal string (property)', () => {
    const m = metric({ aggregation: 'sum', property: 'n' });
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }), (units, scale) => {
        const text = new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale)).toFixed();
        expect(quantityOf(m, { event_name: 'llm', properties: { n: text } })?.toFixed()).toBe(text);
      }),
    );
  });

  it('unique_count gives 1 per event with a value, and the value to count distinct', () => {
    const m = metric({ aggregation: 'unique_count', property: 'user' });
    expect(quantityOf(m, { event_name: 'llm', properties: { user: 'u_1' } })?.toString()).toBe('1');
    expect(quantityOf(m, { event_name: 'llm', properties: {} })).toBeNull();
    expect(uniqueValueOf(m, { event_name: 'llm', properties: { user: 'u_1' } })).toBe('"u_1"');
    expect(uniqueValueOf(m, { event_name: 'llm', properties: { user: 1 } })).toBe('1');
    expect(uniqueValueOf(m, { event_name: 'llm', properties: { user: { id: 1 } } })).toBeNull();
  });
});

describe('costOf', () => {
  const cost = (over: Partial<{ unit: 'minor' | 'major'; currency_code: 'usd' | 'jpy' }>): CostMetric => ({
    event_name: 'llm',
    filters: {},
    cost: { property: 'cost', currency_code: 'usd', unit: 'minor', ...over },
  });

  it('reads minor units as they are and major units times 10^digits', () => {
    expect(costOf(cost({}), { event_name: 'llm', properties: { cost: 0.35 } })).toEqual({ currency: 'usd', amountMinor: new Decimal('0.35') });
    expect(costOf(cost({ unit: 'major' }), { event_name: 'llm', properties: { cost: '1.2345' } })?.amountMinor.toFixed()).toBe('123.45');
    expect(costOf(cost({ unit: 'major', currency_code: 'jpy' }), { event_name: 'llm', properties: { cost: 12 } })?.amountMinor.toFixed()).toBe('12');
  });

  it('is null for a catalog cost, a missing, non-numeric or negative property', () => {
    expect(costOf({ event_name: 'llm', filters: {}, cost: { catalog_id: 'c' } }, { event_name: 'llm', properties: { cost: 1 } })).toBeNull();
    expect(costOf(cost({}), { event_name: 'llm', properties: {} })).toBeNull();
    expect(costOf(cost({}), { event_name: 'llm', properties: { cost: 'free' } })).toBeNull();
    expect(costOf(cost({}), { event_name: 'llm', properties: { cost: -1 } })).toBeNull();
  });

  it('major = minor x 100 for usd, exactly (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }), (units, scale) => {
        const text = new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale)).toFixed();
        const major = costOf(cost({ unit: 'major' }), { event_name: 'llm', properties: { cost: text } });
        const minor = costOf(cost({}), { event_name: 'llm', properties: { cost: text } });
        expect(major?.amountMinor.equals(minor!.amountMinor.times(100))).toBe(true);
      }),
    );
  });
});
