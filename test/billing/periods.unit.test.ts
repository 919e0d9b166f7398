import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  firstPeriod,
  fullPeriodDays,
  nextBoundary,
  periodContaining,
  periodsBetween,
  prorationDays,
  prorationFactor,
  type PeriodCadence,
  type PeriodSchedule,
} from '../../src/kernel/calendar/index.js';
import { Decimal } from '../../src/money/decimal.js';

const iso = (d: Date) => d.toISOString();
const at = (text: string) => new Date(text);
const schedule = (start: string, anchorDay: number, cadence: PeriodCadence = 'monthly', zone = 'UTC'): PeriodSchedule => ({
  start: at(start),
  anchorDay,
  cadence,
  zone,
});
/** The period ends of the first `n` periods, as ISO strings. */
function ends(s: PeriodSchedule, n: number): string[] {
  const out: string[] = [];
  let instant = s.start;
  for (let i = 0; i < n; i++) {
    instant = nextBoundary(s, instant);
    out.push(iso(instant));
  }
  return out;
}

describe('billing periods: examples', () => {
  it('anchor 31 clamps to Feb 28 in a common year and un-clamps in March', () => {
    expect(ends(schedule('2026-01-31T00:00:00.000Z', 31), 4)).toEqual([
      '2026-02-28T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
      '2026-04-30T00:00:00.000Z',
      '2026-05-31T00:00:00.000Z',
    ]);
  });

  it('anchor 31 clamps to Feb 29 in a leap year', () => {
    expect(ends(schedule('2028-01-31T00:00:00.000Z', 31), 2)).toEqual(['2028-02-29T00:00:00.000Z', '2028-03-31T00:00:00.000Z']);
    const feb = periodContaining(schedule('2028-01-31T00:00:00.000Z', 31), at('2028-03-01T00:00:00.000Z'));
    expect(feb && [iso(feb.start), iso(feb.end), fullPeriodDays(feb)]).toEqual(['2028-02-29T00:00:00.000Z', '2028-03-31T00:00:00.000Z', 31]);
  });

  it('a start on the anchor boundary opens a full first period', () => {
    const first = firstPeriod(schedule('2026-03-15T00:00:00.000Z', 15));
    expect([iso(first.start), iso(first.end), first.partial, first.index]).toEqual(['2026-03-15T00:00:00.000Z', '2026-04-15T00:00:00.000Z', false, 0]);
    expect(prorationFactor(first, first.start, first.end).toString()).toBe('1');
  });

  it('a start at noon on the anchor day still counts that whole day', () => {
    const first = firstPeriod(schedule('2026-03-15T12:30:00.000Z', 15));
    expect(iso(first.end)).toBe('2026-04-15T00:00:00.000Z');
    expect(first.partial).toBe(false);
    expect(prorationFactor(first, first.start, first.end).toString()).toBe('1');
  });

  it('a start mid-month makes a partial first period prorated by day', () => {
    const s = schedule('2026-01-10T00:00:00.000Z', 20);
    const [first, second] = periodsBetween(s, s.start, at('2026-03-01T00:00:00.000Z'));
    expect(first && [iso(first.start), iso(first.end), iso(first.fullStart), first.partial]).toEqual([
      '2026-01-10T00:00:00.000Z',
      '2026-01-20T00:00:00.000Z',
      '2025-12-20T00:00:00.000Z',
      true,
    ]);
    // 10 of the 31 days from Dec 20 to Jan 20.
    expect(first && prorationDays(first, first.start, first.end)).toEqual({ used: 10, full: 31 });
    expect(first && prorationFactor(first, first.start, first.end).equals(new Decimal(10).div(31))).toBe(true);
    expect(second && [iso(second.start), iso(second.end), second.partial]).toEqual(['2026-01-20T00:00:00.000Z', '2026-02-20T00:00:00.000Z', false]);
  });

  it('a start after the anchor day runs to the anchor of the next month', () => {
    const first = firstPeriod(schedule('2026-01-25T08:00:00.000Z', 5));
    expect([iso(first.start), iso(first.end)]).toEqual(['2026-01-25T08:00:00.000Z', '2026-02-05T00:00:00.000Z']);
    expect(prorationDays(first, first.start, first.end)).toEqual({ used: 11, full: 31 });
  });

  it('quarterly and yearly periods count from the anchor month of the start', () => {
    expect(ends(schedule('2026-01-31T00:00:00.000Z', 31, 'quarterly'), 4)).toEqual([
      '2026-04-30T00:00:00.000Z',
      '2026-07-31T00:00:00.000Z',
      '2026-10-31T00:00:00.000Z',
      '2027-01-31T00:00:00.000Z',
    ]);
    expect(ends(schedule('2026-05-10T00:00:00.000Z', 1, 'quarterly'), 2)).toEqual(['2026-08-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    expect(ends(schedule('2028-02-29T00:00:00.000Z', 29, 'yearly'), 3)).toEqual([
      '2029-02-28T00:00:00.000Z',
      '2030-02-28T00:00:00.000Z',
      '2031-02-28T00:00:00.000Z',
    ]);
    const yearly = firstPeriod(schedule('2026-03-01T00:00:00.000Z', 1, 'yearly'));
    expect(fullPeriodDays(yearly)).toBe(365);
  });

  it('boundaries are local midnight in the company zone, across daylight saving', () => {
    const s = schedule('2026-02-15T05:00:00.000Z', 15, 'monthly', 'America/New_York');
    // Feb 15 00:00 EST is 05:00Z; Mar 15 00:00 EDT is 04:00Z.
    expect(ends(s, 2)).toEqual(['2026-03-15T04:00:00.000Z', '2026-04-15T04:00:00.000Z']);
    expect(firstPeriod(s).partial).toBe(false);
    const kolkata = firstPeriod(schedule('2026-01-01T00:00:00.000Z', 1, 'monthly', 'Asia/Kolkata'));
    // 05:30 local on Jan 1: the first boundary is Feb 1 00:00 IST = Jan 31 18:30Z.
    expect(iso(kolkata.end)).toBe('2026-01-31T18:30:00.000Z');
  });

  it('periodContaining is null before the start; nextBoundary before the start is the first end', () => {
    const s = schedule('2026-06-10T00:00:00.000Z', 10);
    expect(periodContaining(s, at('2026-06-09T23:59:59.999Z'))).toBeNull();
    expect(iso(nextBoundary(s, at('2020-01-01T00:00:00.000Z')))).toBe('2026-07-10T00:00:00.000Z');
    expect(iso(nextBoundary(s, at('2026-07-10T00:00:00.000Z')))).toBe('2026-08-10T00:00:00.000Z');
    const p = periodContaining(s, at('2026-07-09T23:59:59.999Z'));
    expect(p && [iso(p.start), p.index]).toEqual(['2026-06-10T00:00:00.000Z', 0]);
  });

  it('periodsBetween returns the periods overlapping [from, to)', () => {
    const s = schedule('2026-01-10T00:00:00.000Z', 20);
    expect(periodsBetween(s, at('2025-01-01T00:00:00.000Z'), at('2026-01-10T00:00:00.000Z'))).toEqual([]);
    const list = periodsBetween(s, at('2026-02-25T00:00:00.000Z'), at('2026-04-20T00:00:00.000Z'));
    expect(list.map((p) => iso(p.start))).toEqual(['2026-02-20T00:00:00.000Z', '2026-03-20T00:00:00.000Z']);
    expect(list.map((p) => p.index)).toEqual([2, 3]);
  });

  it('proration clamps to the period and adds up', () => {
    const p = firstPeriod(schedule('2026-04-01T00:00:00.000Z', 1));
    const mid = at('2026-04-11T15:00:00.000Z');
    expect(prorationFactor(p, at('2000-01-01T00:00:00.000Z'), at('2100-01-01T00:00:00.000Z')).toString()).toBe('1');
    expect(prorationDays(p, p.start, mid)).toEqual({ used: 10, full: 30 });
    expect(prorationDays(p, mid, p.end)).toEqual({ used: 20, full: 30 });
    expect(prorationFactor(p, p.start, mid).toString()).toBe(new Decimal(1).div(3).toString());
    expect(prorationFactor(p, p.end, p.end).toString()).toBe('0');
  });

  it('refuses a bad anchor or zone', () => {
    expect(() => firstPeriod(schedule('2026-01-01T00:00:00.000Z', 0))).toThrow(RangeError);
    expect(() => firstPeriod(schedule('2026-01-01T00:00:00.000Z', 32))).toThrow(RangeError);
    expect(() => firstPeriod(schedule('2026-01-01T00:00:00.000Z', 1, 'monthly', 'Mars/Olympus'))).toThrow(RangeError);
  });
});

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
const CADENCES: PeriodCadence[] = ['monthly', 'quarterly', 'yearly'];
const MIN = Date.UTC(2000, 0, 1);
const MAX = Date.UTC(2100, 0, 1);

describe('billing periods: properties', () => {
  it('40 consecutive periods tile time, with boundaries at local midnight on the clamped anchor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN, max: MAX }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(...CADENCES),
        fc.constantFrom(...ZONES),
        (startMs, anchorDay, cadence, zone) => {
          const s: PeriodSchedule = { start: new Date(startMs), anchorDay, cadence, zone };
          const first = firstPeriod(s);
          expect(first.start.getTime()).toBe(startMs);
          let period = first;
          for (let i = 0; i < 40; i++) {
            const next = periodContaining(s, period.end);
            if (!next) throw new Error('no period after a boundary');
            // No gap, no overlap; starts strictly increase.
            expect(next.start.getTime()).toBe(period.end.getTime());
            expect(next.start.getTime()).toBeGreaterThan(period.start.getTime());
            expect(next.index).toBe(period.index + 1);
            // Every boundary is local midnight on the clamped anchor day.
            const b = DateTime.fromJSDate(next.start, { zone });
            expect(b.toFormat('HH:mm:ss.SSS')).toBe('00:00:00.000');
            expect(b.day).toBe(Math.min(anchorDay, b.daysInMonth ?? 0));
            // A full period prorates to exactly 1, and instants inside map back to it.
            expect(next.partial).toBe(false);
            expect(prorationFactor(next, next.start, next.end).toString()).toBe('1');
            const inside = new Date(next.start.getTime() + Math.floor((next.end.getTime() - next.start.getTime()) / 2));
            expect(periodContaining(s, inside)?.start.getTime()).toBe(next.start.getTime());
            expect(nextBoundary(s, inside).getTime()).toBe(next.end.getTime());
            period = next;
          }
          // The first period is never longer than a full one.
          const f = prorationFactor(first, first.start, first.end);
          expect(f.greaterThan(0) && f.lessThanOrEqualTo(1)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('periodsBetween agrees with walking boundaries, and proration adds up across a split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN, max: MAX }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(...CADENCES),
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (startMs, anchorDay, cadence, zone, spanMs, cut) => {
          const s: PeriodSchedule = { start: new Date(startMs), anchorDay, cadence, zone };
          const from = new Date(startMs + Math.floor(spanMs / 3));
          const to = new Date(startMs + spanMs + 1);
          const list = periodsBetween(s, from, to);
          expect(list.length).toBeGreaterThan(0);
          expect(list[0]?.start.getTime()).toBeLessThanOrEqual(from.getTime());
          for (let i = 1; i < list.length; i++) expect(list[i]?.start.getTime()).toBe(list[i - 1]?.end.getTime());
          expect(list[list.length - 1]?.end.getTime()).toBeGreaterThanOrEqual(to.getTime());
          const p = list[0];
          if (!p) return;
          const mid = new Date(p.start.getTime() + Math.floor((p.end.getTime() - p.start.getTime()) * cut));
          const whole = prorationDays(p, p.start, p.end);
          expect(prorationDays(p, p.start, mid).used + prorationDays(p, mid, p.end).used).toBe(whole.used);
          expect(whole.used).toBeLessThanOrEqual(whole.full);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('a cycle start keeps the boundaries of the cycle a plan change interrupted', () => {
  const quarter = { ...schedule('2027-03-02T00:00:00Z', 1, 'quarterly'), cycleStart: at('2027-01-01T00:00:00Z') };

  it('the first period runs from the change to the cycle boundary, prorated against the full quarter', () => {
    const first = firstPeriod(quarter);
    expect([iso(first.start), iso(first.fullStart), iso(first.end), first.partial]).toEqual([
      '2027-03-02T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2027-04-01T00:00:00.000Z',
      true,
    ]);
    expect(prorationDays(first, first.start, first.end)).toEqual({ used: 30, full: 90 });
    expect(ends(quarter, 3)).toEqual(['2027-04-01T00:00:00.000Z', '2027-07-01T00:00:00.000Z', '2027-10-01T00:00:00.000Z']);
  });

  it('without one, the boundaries are counted from the start', () => {
    expect(ends(schedule('2027-03-02T00:00:00Z', 1, 'quarterly'), 2)).toEqual(['2027-06-01T00:00:00.000Z', '2027-09-01T00:00:00.000Z']);
  });

  it('is the same as counting from the start when it is the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 1, max: 31 }), fc.constantFrom<PeriodCadence>('monthly', 'quarterly', 'yearly'), (days, anchor, cadence) => {
        const start = new Date(Date.UTC(2026, 0, 1) + days * 86_400_000 + 3_600_000);
        const plain: PeriodSchedule = { start, anchorDay: anchor, cadence, zone: 'Europe/Paris' };
        expect(ends({ ...plain, cycleStart: start }, 3)).toEqual(ends(plain, 3));
      }),
      { numRuns: 200 },
    );
  });
});
