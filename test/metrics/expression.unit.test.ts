import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors/index.js';
import { parseBillableMetric, parseCostMetric } from '../../src/modules/metrics/expression.js';

const P = 'body.product.billable_metric';
const C = 'body.product.cost_metric';

function problemsOf(fn: () => unknown): { path: string; message: string }[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const domainError = error as DomainError;
    expect(domainError.statusCode).toBe(400);
    expect(domainError.code).toBe('VALIDATION_ERROR');
    return domainError.details as { path: string; message: string }[];
  }
  throw new Error('expected a validation error');
}

const pathsOf = (fn: () => unknown) => problemsOf(fn).map((p) => p.path);

describe('parseBillableMetric', () => {
  it('normalizes a minimal expression: count, no filters, no property', () => {
    expect(parseBillableMetric({ expression: { event_name: 'api.call' } }, P)).toEqual({
      event_name: 'api.call',
      filters: {},
      aggregation: 'count',
      property: null,
    });
  });

  it('keeps filters (scalars and lists, dotted keys) and the aggregated property', () => {
    const metric = parseBillableMetric(
      {
        expression: {
          event_name: 'llm.completion',
          filters: { model: ['gpt-4o', 'gpt-4o-mini'], region: 'eu', 'meta.tier': 2, streamed: true },
          aggregation: 'sum',
          property: 'usage.output_tokens',
        },
      },
      P,
    );
    expect(metric).toEqual({
      event_name: 'llm.completion',
      filters: { model: ['gpt-4o', 'gpt-4o-mini'], region: 'eu', 'meta.tier': 2, streamed: true },
      aggregation: 'sum',
      property: 'usage.output_tokens',
    });
  });

  it('names the exact path of each problem', () => {
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', filters: { model: { nested: 1 } } } }, P))).toEqual([
      `${P}.expression.filters.model`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', filters: { model: [] } } }, P))).toEqual([
      `${P}.expression.filters.model`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', filters: { model: ['a', null] } } }, P))).toEqual([
      `${P}.expression.filters.model[1]`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', filters: { 'a..b': 1 } } }, P))).toEqual([
      `${P}.expression.filters.a..b`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { filters: {} } }, P))).toEqual([`${P}.expression.event_name`]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: '  ' } }, P))).toEqual([`${P}.expression.event_name`]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', aggregation: 'avg' } }, P))).toEqual([
      `${P}.expression.aggregation`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', aggregation: 'sum' } }, P))).toEqual([
      `${P}.expression.property`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', aggregation: 'max', property: 'a..b' } }, P))).toEqual([
      `${P}.expression.property`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', property: 'tokens' } }, P))).toEqual([
      `${P}.expression.property`,
    ]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x', window: '1h' } }, P))).toEqual([`${P}.expression.window`]);
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'x' }, extra: 1 }, P))).toEqual([`${P}.extra`]);
    expect(pathsOf(() => parseBillableMetric({}, P))).toEqual([`${P}.expression`]);
    expect(pathsOf(() => parseBillableMetric({ expression: 'count' }, P))).toEqual([`${P}.expression`]);
    expect(pathsOf(() => parseBillableMetric(null, P))).toEqual([P]);
  });

  it('reports every problem at once', () => {
    expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 3, aggregation: 'avg', filters: 'x' } }, P))).toEqual([
      `${P}.expression.event_name`,
      `${P}.expression.filters`,
      `${P}.expression.aggregation`,
    ]);
  });

  it('every aggregation but count needs a property', () => {
    for (const aggregation of ['sum', 'max', 'unique_count', 'latest']) {
      expect(parseBillableMetric({ expression: { event_name: 'e', aggregation, property: 'p' } }, P).aggregation).toBe(aggregation);
      expect(pathsOf(() => parseBillableMetric({ expression: { event_name: 'e', aggregation } }, P))).toEqual([`${P}.expression.property`]);
    }
  });

  it('is idempotent: parsing the stored form gives the same metric (property)', () => {
    const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
    const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}(\.[a-z][a-z0-9_]{0,8}){0,2}$/);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
        fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 4 })), { maxKeys: 5 }),
        fc.constantFrom('count', 'sum', 'max', 'unique_count', 'latest'),
        key,
        (eventName, filters, aggregation, property) => {
          const input = { expression: { event_name: eventName, filters, aggregation, ...(aggregation === 'count' ? {} : { property }) } };
          const once = parseBillableMetric(input, P);
          const twice = parseBillableMetric(JSON.parse(JSON.stringify({ expression: once })), P);
          expect(twice).toEqual(once);
          expect(once.filters).toEqual(filters);
        },
      ),
    );
  });
});

describe('parseCostMetric', () => {
  it('accepts a property-based cost and a catalog-based cost', () => {
    expect(parseCostMetric({ expression: { event_name: 'llm', cost: { property: 'cost', currency_code: 'usd', unit: 'minor' } } }, C)).toEqual({
      event_name: 'llm',
      filters: {},
      cost: { property: 'cost', currency_code: 'usd', unit: 'minor' },
    });
    expect(parseCostMetric({ expression: { event_name: 'llm', filters: { model: 'x' }, cost: { catalog_id: 'cat_1' } } }, C)).toEqual({
      event_name: 'llm',
      filters: { model: 'x' },
      cost: { catalog_id: 'cat_1' },
    });
  });

  it('names the exact path of each problem', () => {
    expect(pathsOf(() => parseCostMetric({ expression: { event_name: 'llm' } }, C))).toEqual([`${C}.expression.cost`]);
    expect(pathsOf(() => parseCostMetric({ expression: { event_name: 'llm', cost: { property: 'c', currency_code: 'usd' } } }, C))).toEqual([
      `${C}.expression.cost.unit`,
    ]);
    expect(
      pathsOf(() => parseCostMetric({ expression: { event_name: 'llm', cost: { property: 'c', currency_code: 'USD', unit: 'cents' } } }, C)),
    ).toEqual([`${C}.expression.cost.currency_code`, `${C}.expression.cost.unit`]);
    expect(pathsOf(() => parseCostMetric({ expression: { event_name: 'llm', cost: { catalog_id: 'c', property: 'x' } } }, C))).toEqual([
      `${C}.expression.cost.property`,
    ]);
    expect(pathsOf(() => parseCostMetric({ expression: { event_name: 'llm', cost: { catalog_id: '' } } }, C))).toEqual([
      `${C}.expression.cost.catalog_id`,
    ]);
    expect(
      pathsOf(() => parseCostMetric({ expression: { event_name: 'llm', aggregation: 'sum', cost: { catalog_id: 'c' } } }, C)),
    ).toEqual([`${C}.expression.aggregation`]);
    expect(pathsOf(() => parseCostMetric({ expression: { event_name: 'llm', cost: 5 } }, C))).toEqual([`${C}.expression.cost`]);
  });
});
