/**
 * The engine's pure rules, without a database: which step comes next, when grants fall, period
 * aggregations, and flat fees over many periods (fast-check: each fee period charged exactly once,
 * in advance or in arrears, whatever the plan and fee cadences).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregatePeriod, type PeriodEvent } from '../../src/billing/rules/aggregations.js';
import { inAdvanceCharges, inArrearsCharges } from '../../src/billing/rules/flatFees.js';
import { grantExpiry, grantInstantsBetween, nextGrantInstant, policyGrantExpiry, type GrantCalendar, type PhaseCalendar, type PolicyTiming } from '../../src/kernel/calendar/index.js';
import { dueStep, upcomingStep, type Timeline, type TimelineSubscription } from '../../src/billing/rules/nextStep.js';
import { nextBoundary, type PeriodCadence } from '../../src/kernel/calendar/index.js';
import type { RatedFee } from '../../src/modules/fees/index.js';
import type { BillableMetric } from '../../src/modules/metrics/index.js';
import { Decimal } from '../../src/money/decimal.js';

const at = (text: string) => new Date(text);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function timeline(sub: Partial<TimelineSubscription>, state: Timeline['state'], grants: Date[] = []): Timeline {
  return {
    subscription: {
      start: at('2026-01-01T00:00:00Z'),
      trialEnd: null,
      endedAt: null,
      cancelAt: null,
      cancelAtPeriodEnd: false,
      transitionAtPeriodEnd: false,
      transitionAt: null,
      transitionTo: null,
      currentPeriodStart: at('2026-01-01T00:00:00Z'),
      currentPeriodEnd: at('2026-02-01T00:00:00Z'),
      ...sub,
    },
    state,
    nextGrantAfter: (after) => grants.find((g) => g.getTime() > after.getTime()) ?? null,
  };
}

const running = { billedThrough: at('2026-01-01T00:00:00Z'), endedAt: null };

describe('the next step', () => {
  it('starts at the start date, and voids a subscription canceled before it', () => {
    expect(upcomingStep(timeline({}, null))).toEqual({ kind: 'start', at: at('2026-01-01T00:00:00Z') });
    expect(upcomingStep(timeline({ endedAt: at('2025-12-31T00:00:00Z') }, null))).toMatchObject({ kind: 'void' });
    expect(upcomingStep(timeline({}, { ...running, endedAt: at('2026-01-05T00:00:00Z') }))).toBeNull();
  });

  it('closes at the period end, carrying a transition due there', () => {
    expect(upcomingStep(timeline({}, running))).toEqual({ kind: 'boundary', at: at('2026-02-01T00:00:00Z'), transitionTo: null });
    expect(upcomingStep(timeline({ transitionAtPeriodEnd: true, transitionTo: 'plan_pro' }, running))).toEqual({
      kind: 'boundary',
      at: at('2026-02-01T00:00:00Z'),
      transitionTo: 'plan_pro',
    });
    expect(upcomingStep(timeline({ transitionAt: at('2026-01-20T00:00:00Z'), transitionTo: 'plan_pro' }, running))).toEqual({
      kind: 'transition',
      at: at('2026-01-20T00:00:00Z'),
      to: 'plan_pro',
    });
  });

  it('ends before anything else at the same instant; the earliest end wins', () => {
    const sub = { cancelAtPeriodEnd: true, transitionAtPeriodEnd: true, transitionTo: 'plan_pro' };
    expect(upcomingStep(timeline(sub, running))).toEqual({ kind: 'end', at: at('2026-02-01T00:00:00Z') });
    expect(upcomingStep(timeline({ cancelAt: at('2026-01-20T00:00:00Z'), endedAt: at('2026-01-10T00:00:00Z') }, running))).toEqual({
      kind: 'end',
      at: at('2026-01-10T00:00:00Z'),
    });
    expect(upcomingStep(timeline({ cancelAt: at('2026-03-20T00:00:00Z') }, running))).toMatchObject({ kind: 'boundary' });
  });

  it('never goes back: an end dated before the engine progress happens at the progress', () => {
    const ahead = { billedThrough: at('2026-01-15T00:00:00Z'), endedAt: null };
    expect(upcomingStep(timeline({ endedAt: at('2026-01-10T00:00:00Z') }, ahead))).toEqual({ kind: 'end', at: at('2026-01-15T00:00:00Z') });
  });

  it('ends the trial inside a period, and issues grants due before the next structural step', () => {
    const sub = { trialEnd: at('2026-01-15T00:00:00Z') };
    expect(upcomingStep(timeline(sub, running))).toEqual({ kind: 'trial_end', at: at('2026-01-15T00:00:00Z') });
    const weekly = [at('2026-01-08T00:00:00Z'), at('2026-01-15T00:00:00Z'), at('2026-01-22T00:00:00Z')];
    expect(upcomingStep(timeline(sub, running, weekly))).toEqual({ kind: 'grants', at: weekly[0], until: at('2026-01-14T23:59:59.999Z') });
    expect(dueStep(timeline(sub, running, weekly), at('2026-01-10T00:00:00Z'))).toEqual({ kind: 'grants', at: weekly[0], until: at('2026-01-10T00:00:00Z') });
    expect(dueStep(timeline(sub, running, weekly), at('2026-01-07T23:59:59Z'))).toBeNull();
  });
});

describe('grant instants', () => {
  const calendar = (start: string, anchorDay = 1, zone = 'UTC'): GrantCalendar => ({
    phaseStart: at(start),
    subscriptionStart: at(start),
    anchorDay,
    zone,
    trialEnd: null,
  });
  const policy = (cadence: PolicyTiming['cadence'], from: string | null = null, to: string | null = null): PolicyTiming => ({
    cadence,
    effective_from: from,
    effective_to: to,
  });
  const between = (p: PolicyTiming, c: GrantCalendar, after: string, until: string) => grantInstantsBetween(p, c, at(after), at(until)).map(iso);

  it('monthly: at the start, then on each anchor boundary (clamped to short months)', () => {
    expect(between(policy('monthly'), calendar('2026-01-15T10:00:00Z', 31), '2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      '2026-01-15T10:00:00.000Z',
      '2026-01-31T00:00:00.000Z',
      '2026-02-28T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
    ]);
  });

  it('weekly from the start at the same local time, daily at local midnights', () => {
    expect(between(policy('weekly'), calendar('2026-03-02T09:00:00Z', 1, 'Europe/Paris'), '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-09T09:00:00.000Z',
      '2026-03-16T09:00:00.000Z',
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z', // 10:00 in Paris, now on summer time
    ]);
    expect(between(policy('daily'), calendar('2026-03-02T09:00:00Z', 1, 'UTC'), '2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z')).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
      '2026-03-04T00:00:00.000Z',
    ]);
  });

  it('respects effective dates, and grants one-off start credits only at the subscription start', () => {
    expect(between(policy('monthly', '2026-02-10T00:00:00Z', '2026-04-01T00:00:00Z'), calendar('2026-01-01T00:00:00Z'), '2025-12-31T00:00:00Z', '2026-12-31T00:00:00Z')).toEqual([
      '2026-03-01T00:00:00.000Z',
    ]);
    const start = calendar('2026-01-01T00:00:00Z');
    expect(between(policy('one_off_subscription_start'), start, '2025-12-31T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual(['2026-01-01T00:00:00.000Z']);
    const afterTransition = { ...start, phaseStart: at('2026-03-01T00:00:00Z') };
    expect(nextGrantInstant(policy('one_off_subscription_start'), afterTransition, at('2026-02-28T00:00:00Z'))).toBeNull();
  });

  it('expires in local calendar time; a null count never expires', () => {
    expect(iso(grantExpiry(at('2026-01-31T00:00:00Z'), 1, 'month', 'UTC'))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(grantExpiry(at('2026-03-28T23:00:00Z'), 1, 'day', 'Europe/Paris'))).toBe('2026-03-29T22:00:00.000Z');
    expect(grantExpiry(at('2026-01-31T00:00:00Z'), null, 'month', 'UTC')).toBeNull();
  });

  it('counts a policy grant\'s expiry from its grant period\'s start on the calendar (issue 26, item 4)', () => {
    const expiry = (cadence: PolicyTiming['cadence'], count: number | null, unit: 'day' | 'week' | 'month' | 'year') => ({
      cadence,
      expiration_interval_count: count,
      expiration_interval_unit: unit,
    });
    // A first allowance at 22:27:48 on the anchor day ends at the next boundary, local midnight.
    const late = calendar('2026-11-27T22:27:48Z', 27);
    expect(iso(policyGrantExpiry(expiry('monthly', 1, 'month'), late, at('2026-11-27T22:27:48Z')))).toBe('2026-12-27T00:00:00.000Z');
    expect(iso(policyGrantExpiry(expiry('monthly', 2, 'month'), late, at('2026-11-27T22:27:48Z')))).toBe('2027-01-27T00:00:00.000Z');
    expect(iso(policyGrantExpiry(expiry('monthly', 1, 'year'), late, at('2026-11-27T22:27:48Z')))).toBe('2027-11-27T00:00:00.000Z');
    // In a zone: local midnight of December 27 in New York.
    const ny = calendar('2026-11-28T03:27:48Z', 27, 'America/New_York');
    expect(iso(policyGrantExpiry(expiry('monthly', 1, 'month'), ny, at('2026-11-28T03:27:48Z')))).toBe('2026-12-27T05:00:00.000Z');
    // Boundaries on anchor day 31 are clamped and un-clamped: Feb 28's grant ends on Mar 31, not Mar 28.
    const end = calendar('2026-01-31T00:00:00Z', 31);
    expect(iso(policyGrantExpiry(expiry('monthly', 1, 'month'), end, at('2026-02-28T00:00:00Z')))).toBe('2026-03-31T00:00:00.000Z');
    // A daily grant at the phase start (14:00) ends at the next local midnight, with the next one.
    expect(iso(policyGrantExpiry(expiry('daily', 1, 'day'), calendar('2026-01-01T14:00:00Z'), at('2026-01-01T14:00:00Z')))).toBe('2026-01-02T00:00:00.000Z');
    // A 7-day expiry that, counted from the period start, would end before a grant late in it: from the grant.
    const changed = calendar('2026-01-20T10:00:00Z');
    expect(iso(policyGrantExpiry(expiry('monthly', 7, 'day'), changed, at('2026-01-20T10:00:00Z')))).toBe('2026-01-27T10:00:00.000Z');
    expect(iso(policyGrantExpiry(expiry('weekly', 1, 'week'), changed, at('2026-01-27T10:00:00Z')))).toBe('2026-02-03T10:00:00.000Z');
    expect(policyGrantExpiry(expiry('monthly', null, 'month'), late, at('2026-11-27T22:27:48Z'))).toBeNull();
  });
});

describe('period aggregations', () => {
  const metric = (aggregation: 'max' | 'unique_count' | 'latest'): BillableMetric & { aggregation: typeof aggregation } => ({
    event_name: 'sample',
    filters: { region: 'eu' },
    aggregation,
    property: 'value',
  });
  let n = 0;
  const event = (value: unknown, timestamp: string, extra: Record<string, unknown> = {}): PeriodEvent => ({
    id: `e${(n += 1)}`,
    event_name: 'sample',
    timestamp: iso(at(timestamp)) as string,
    created_at: '2026-01-01T00:00:00.000Z',
    properties: { region: 'eu', value, ...extra },
  });
  const events = [
    event(3, '2026-01-02T00:00:00Z'),
    event('12.5', '2026-01-05T00:00:00Z'),
    event(7, '2026-01-09T00:00:00Z'),
    event('n/a', '2026-01-10T00:00:00Z'),
    event(99, '2026-01-11T00:00:00Z', { region: 'us' }),
    event(3, '2026-01-04T00:00:00Z'),
  ];

  it('max: the largest numeric value among matching events', () => {
    expect(aggregatePeriod(metric('max'), events)?.toFixed()).toBe('12.5');
  });
  it('unique_count: distinct values (a number and its string count apart)', () => {
    expect(aggregatePeriod(metric('unique_count'), events)?.toFixed()).toBe('4');
  });
  it('latest: the last matching event with a value, by timestamp then arrival', () => {
    expect(aggregatePeriod(metric('latest'), events)?.toFixed()).toBe('7');
    const tie = [event(1, '2026-01-20T00:00:00Z'), { ...event(2, '2026-01-20T00:00:00Z'), created_at: '2026-01-21T00:00:00.000Z' }];
    expect(aggregatePeriod(metric('latest'), tie)?.toFixed()).toBe('2');
  });
  it('nothing to bill without a matching event', () => {
    expect(aggregatePeriod(metric('max'), [event(5, '2026-01-02T00:00:00Z', { region: 'us' })])).toBeNull();
  });
});

describe('flat fees over many periods (fast-check)', () => {
  const CADENCES: PeriodCadence[] = ['monthly', 'quarterly', 'yearly'];
  const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
  const fee = (cadence: PeriodCadence, billingMode: 'in_advance' | 'in_arrears'): RatedFee => ({
    id: 'fee',
    planId: 'plan',
    effectiveFrom: null,
    effectiveTo: null,
    product: { id: 'p', name: 'Fee', billableMetric: null, costMetric: null },
    price: {
      id: 'price',
      model: 'flat',
      amount: new Decimal(1200),
      denominator: 1,
      billingMode,
      cadence,
      denomination: { kind: 'currency', currencyCode: 'usd' },
      costPlus: null,
    },
  });

  it('every fee period is charged exactly once, whole except a partial first one, in advance and in arrears', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(...CADENCES),
        fc.constantFrom(...CADENCES),
        fc.constantFrom(...ZONES),
        (startMs, anchorDay, planCadence, feeCadence, zone) => {
          const calendar: PhaseCalendar = { phaseStart: new Date(startMs), anchorDay, zone, trialEnd: null };
          const plan = { start: calendar.phaseStart, anchorDay, cadence: planCadence, zone };
          const advance = fee(feeCadence, 'in_advance');
          const arrears = fee(feeCadence, 'in_arrears');
          const seen = new Map<string, Decimal>();
          const seenArrears = new Map<string, Decimal>();
          let from = calendar.phaseStart;
          for (let i = 0; i < 30; i++) {
            const to = nextBoundary(plan, from);
            for (const c of inAdvanceCharges([advance], calendar, from, to)) {
              const key = iso(c.feePeriod.start) as string;
              expect(seen.has(key)).toBe(false);
              seen.set(key, c.amount);
              expect(c.from.getTime()).toBeGreaterThanOrEqual(from.getTime());
              expect(c.from.getTime()).toBeLessThan(to.getTime());
            }
            for (const c of inArrearsCharges([arrears], calendar, from, to, false)) {
              const key = iso(c.feePeriod.start) as string;
              expect(seenArrears.has(key)).toBe(false);
              seenArrears.set(key, c.amount);
              expect(c.to.getTime()).toBeGreaterThan(from.getTime());
              expect(c.to.getTime()).toBeLessThanOrEqual(to.getTime());
            }
            from = to;
          }
          const amounts = [...seen.values()];
          expect(amounts.length).toBeGreaterThan(0);
          // Full fee periods cost the whole amount; only the first may be prorated (and never more).
          for (const amount of amounts.slice(1)) expect(amount.toFixed()).toBe('1200');
          expect(amounts[0]!.lte(1200)).toBe(true);
          // In arrears, the same fee periods are charged the same amounts once they end.
          for (const [start, amount] of seenArrears) expect(seen.get(start)?.toFixed()).toBe(amount.toFixed());
        },
      ),
      { numRuns: 150 },
    );
  });

  it('an ending phase charges the running fee period up to the end, never past it', () => {
    const calendar: PhaseCalendar = { phaseStart: at('2026-01-01T00:00:00Z'), anchorDay: 1, zone: 'UTC', trialEnd: null };
    const charges = inArrearsCharges([fee('yearly', 'in_arrears')], calendar, at('2026-03-01T00:00:00Z'), at('2026-03-11T00:00:00Z'), true);
    // January 1 to March 11: 69 of 365 days of $12.00.
    expect(charges.map((c) => [iso(c.from), iso(c.to), c.used, c.full, c.amount.toFixed(6)])).toEqual([
      ['2026-01-01T00:00:00.000Z', '2026-03-11T00:00:00.000Z', 69, 365, new Decimal(1200).times(69).div(365).toFixed(6)],
    ]);
  });
});
