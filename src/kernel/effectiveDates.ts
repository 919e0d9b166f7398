/**
 * Fee effective dates: `YYYY-MM-DD` is local midnight in the company's time zone, anything else
 * must be an ISO 8601 date-time with an offset. Both are kept as the UTC instant (ISO, ms).
 */
import { DateTime } from 'luxon';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The UTC instant (`2026-01-31T23:00:00.000Z`) a date or date-time names; null when it is neither. */
export function parseEffectiveDate(text: string, timeZone: string): string | null {
  let instant: DateTime;
  if (DATE_ONLY.test(text)) instant = DateTime.fromISO(text, { zone: timeZone }).startOf('day');
  else if (DATE_TIME.test(text)) instant = DateTime.fromISO(text, { setZone: true });
  else return null;
  if (!instant.isValid) return null;
  const iso = instant.toUTC().toISO({ suppressMilliseconds: false, includeOffset: true });
  if (iso === null || !/^\d{4}-/.test(iso)) return null;
  return iso.replace(/\+00:00$/, 'Z');
}

/** A half-open range [from, to): null `from` is the beginning of time, null `to` is open-ended. */
export interface EffectiveRange {
  from: string | null;
  to: string | null;
}

/** True when two half-open ranges share an instant; ranges that only touch (to === from) do not. */
export function rangesOverlap(a: EffectiveRange, b: EffectiveRange): boolean {
  const aStartsBeforeBEnds = a.from === null || b.to === null || a.from < b.to;
  const bStartsBeforeAEnds = b.from === null || a.to === null || b.from < a.to;
  return aStartsBeforeBEnds && bStartsBeforeAEnds;
}

/** True when `instant` (ISO UTC) falls in [from, to). */
export function isEffectiveAt(range: EffectiveRange, instant: string): boolean {
  return (range.from === null || range.from <= instant) && (range.to === null || instant < range.to);
}
