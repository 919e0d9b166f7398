/** Timestamps are stored and returned as ISO 8601 UTC with milliseconds (docs/decisions.md, Storage). */
export function toIso(instant: Date): string {
  // Ingest formats the same instant many times a millisecond (each event's time of arrival).
  const millisecond = instant.getTime();
  if (millisecond !== lastIsoMillisecond) {
    lastIso = instant.toISOString();
    lastIsoMillisecond = millisecond;
  }
  return lastIso;
}

let lastIsoMillisecond = Number.NaN;
let lastIso = '';

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Parses an ISO 8601 date-time with an explicit offset; null when it is not one. Strict, whatever
 * the offset: every field must exist on the calendar and the clock (no 30 February, no hour 24,
 * no offset beyond ±23:59), where `Date` would silently roll 2030-02-30T00:00:00+05:00 into March.
 * The one date-time parser for request input.
 */
export function parseIsoDateTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(match[i] ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (match[7] !== 'Z' && (Number(match[9]) > 23 || Number(match[10]) > 59)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A UTC instant as the contract asks of event timestamps: `Z` or `+00:00` only. */
export function parseUtcTimestamp(text: string): Date | null {
  if (!/(Z|\+00:00)$/.test(text)) return null;
  return parseIsoDateTime(text.replace(/\+00:00$/, 'Z'));
}
