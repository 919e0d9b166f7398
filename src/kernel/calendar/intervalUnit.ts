/** The units a credit's lifetime is counted in (a pack's or a grant policy's expiration interval). */
export type IntervalUnit = 'day' | 'week' | 'month' | 'year';
export const INTERVAL_UNITS = ['day', 'week', 'month', 'year'] as const;
