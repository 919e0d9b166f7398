/**
 * One strict date-time parser for request input: a date or time that does not exist is refused
 * whatever the offset (Date rolls 2030-02-30T00:00:00+05:00 into March), and every real instant
 * written with any offset reads back as itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDateTime } from '../../src/time.js';

function withOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

describe('parseIsoDateTime', () => {
  it('refuses dates and times that do not exist, with any offset', () => {
    for (const text of [
      '2030-02-30T00:00:00+05:00',
      '2030-02-30T00:00:00Z',
      '2027-02-29T00:00:00-08:00',
      '2026-04-31T10:00:00+02:00',
      '2026-13-01T00:00:00Z',
      '2026-00-10T00:00:00Z',
      '2026-01-01T24:00:00+01:00',
      '2026-01-01T10:60:00Z',
      '2026-01-01T10:00:60Z',
      '2026-01-01T10:00:00+24:00',
      '2026-01-01T10:00:00',
      '2026-01-01',
    ]) {
      expect(parseIsoDateTime(text), text).toBeNull();
    }
    expect(parseIsoDateTime('2028-02-29T23:59:59.999-08:00')?.toISOString()).toBe('2028-03-01T07:59:59.999Z');
  });

  it('reads every real instant back, whatever offset it is written with', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (instant, offset) => {
          expect(parseIsoDateTime(withOffset(instant, offset))?.getTime()).toBe(instant.getTime());
        },
      ),
    );
  });
});
