/** Timestamps are stored and returned as ISO 8601 UTC with milliseconds (DESIGN.md section 3). */
export function toIso(instant: Date): string {
  return instant.toISOString();
}

/** Parses any ISO 8601 date-time with an explicit offset; null when it is not one. */
export function parseIsoDateTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return null;
  // Reject calendar overflow such as 2026-02-30, which Date silently rolls forward.
  const [datePart] = text.split('T');
  const offsetMatch = /(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (offsetMatch && offsetMatch[1] === 'Z' && instant.toISOString().slice(0, 10) !== datePart) return null;
  return instant;
}

/** A UTC instant as the contract asks of event timestamps: `Z` or `+00:00` only. */
export function parseUtcTimestamp(text: string): Date | null {
  if (!/(Z|\+00:00)$/.test(text)) return null;
  return parseIsoDateTime(text.replace(/\+00:00$/, 'Z'));
}
