import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feesEffectiveAt, loadPlanFees } from '../../src/modules/fees/ratingView.js';
import { isEffectiveAt, rangesOverlap } from '../../src/kernel/effectiveDates.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { COST, plan, pricingUnit, TOKENS } from './builders.js';

describe('effective ranges', () => {
  const r = (from: string | null, to: string | null) => ({ from, to });
  it('are half-open: touching ranges do not overlap, nulls are unbounded', () => {
    expect(rangesOverlap(r('2026-01', '2026-02'), r('2026-02', '2026-03'))).toBe(false);
    expect(rangesOverlap(r('2026-02', '2026-03'), r('2026-01', '2026-02'))).toBe(false);
    expect(rangesOverlap(r('2026-01', '2026-03'), r('2026-02', '2026-04'))).toBe(true);
    expect(rangesOverlap(r(null, null), r('2026-02', '2026-03'))).toBe(true);
    expect(rangesOverlap(r(null, '2026-02'), r('2026-02', null))).toBe(false);
    expect(rangesOverlap(r(null, '2026-02'), r('2026-01', null))).toBe(true);
    expect(isEffectiveAt(r('2026-01', '2026-02'), '2026-01')).toBe(true);
    expect(isEffectiveAt(r('2026-01', '2026-02'), '2026-02')).toBe(false);
    expect(isEffectiveAt(r(null, null), '1970-01-01T00:00:00.000Z')).toBe(true);
  });
});

describeEachStore('fees rating view', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('loads every fee of a plan with parsed metrics, Decimal amounts and denominations', async () => {
    const planId = await plan(h.api, { type: 'credits' });
    const unitId = await pricingUnit(h.api);
    const tokens = await h.api.post(`/v1/plans/${planId}/fees`, {
      product: { name: 'Tokens', billable_metric: TOKENS },
      price: { pricing_model: 'per_unit', amount: 0.125, denominator: 1000, pricing_unit_id: unitId },
      effective_from: '2026-01-01',
      effective_to: '2026-02-01',
    });
    h.clock.advance(1000);
    const markup = await h.api.post(`/v1/plans/${planId}/fees`, {
      product: { name: 'Completions', billable_metric: TOKENS, cost_metric: COST },
      price: { pricing_model: 'cost_plus', cost_plus: { markup_mode: 'target_margin', target_margin: 0.2 } },
    });
    h.clock.advance(1000);
    const base = await h.api.post(`/v1/plans/${planId}/fees`, { product: { name: 'Base' }, price: { pricing_model: 'flat', amount: 4900, cadence: 'yearly' } });
    const other = await plan(h.api);
    await h.api.post(`/v1/plans/${other}/fees`, { product: { name: 'Elsewhere' }, price: { pricing_model: 'flat' } });

    const fees = await loadPlanFees(h.testStore.store.db, { companyId: h.company.id, mode: 'test' }, planId);
    expect(fees.map((f) => f.id)).toEqual([tokens.body.fee.id, markup.body.fee.id, base.body.fee.id]);
    const [t, m, b] = fees;
    expect(t).toMatchObject({
      planId,
      effectiveFrom: '2026-01-01T00:00:00.000Z',
      effectiveTo: '2026-02-01T00:00:00.000Z',
      product: {
        name: 'Tokens',
        billableMetric: { event_name: 'llm.completion', filters: {}, aggregation: 'sum', property: 'output_tokens' },
        costMetric: null,
      },
      price: { model: 'per_unit', denominator: 1000, billingMode: 'in_arrears', cadence: null, denomination: { kind: 'pricing_unit', pricingUnitId: unitId }, costPlus: null },
    });
    expect(t?.price.amount.toFixed()).toBe('0.125');
    expect(m?.product.costMetric).toEqual({ event_name: 'llm.completion', filters: {}, cost: { property: 'cost', currency_code: 'usd', unit: 'minor' } });
    expect(m?.price.costPlus?.markupMode).toBe('target_margin');
    expect(m?.price.costPlus?.targetMargin?.toFixed()).toBe('0.2');
    expect(m?.price.costPlus?.multiplier).toBeNull();
    expect(b?.price).toMatchObject({ model: 'flat', billingMode: 'in_advance', cadence: 'yearly', denomination: { kind: 'currency', currencyCode: 'usd' } });
    expect(b?.price.amount.toFixed()).toBe('4900');

    expect(feesEffectiveAt(fees, '2026-01-15T00:00:00.000Z').map((f) => f.id)).toEqual(fees.map((f) => f.id));
    expect(feesEffectiveAt(fees, '2026-02-01T00:00:00.000Z').map((f) => f.id)).toEqual([m?.id, b?.id]);

    expect(await loadPlanFees(h.testStore.store.db, { companyId: h.company.id, mode: 'live' }, planId)).toEqual([]);
    expect(await loadPlanFees(h.testStore.store.db, { companyId: h.company.id, mode: 'test' }, 'nope')).toEqual([]);
  });
});
