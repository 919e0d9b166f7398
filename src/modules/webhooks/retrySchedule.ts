/**
 * When a failed delivery is tried again (issue 15, item 5): the first retry within 10 seconds,
 * then backing off to about three days in all, each delay with +/-20% jitter so that the retries of
 * many endpoints failing at once do not arrive together. After the last one the delivery is
 * `failed` (it can still be resent). An endpoint whose attempts have all failed for
 * DISABLE_AFTER_MS is disabled.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the n-th failed attempt (index n-1): 12 attempts over about 71.6 hours. */
export const RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR, 14 * HOUR];
export const JITTER = 0.2;
export const DISABLE_AFTER_MS = 5 * 24 * HOUR;
/** How long a claimed attempt holds its delivery (more than the 10 s timeout); after it, another node may take it. */
export const LEASE_MS = 60 * SECOND;

/** The next attempt after `attemptCount` failed ones, or null when there is none left. `random` is in [0, 1). */
export function nextAttemptAt(now: Date, attemptCount: number, random: number): Date | null {
  const delay = RETRY_DELAYS_MS[attemptCount - 1];
  if (delay === undefined) return null;
  return new Date(now.getTime() + Math.round(delay * (1 - JITTER + 2 * JITTER * random)));
}
