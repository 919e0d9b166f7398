/**
 * The retry schedule of a declined renewal, like Stripe's Smart Retries default (3 retries within
 * a week): 1, 3 and 7 days after the first failure, on the company's clock (in test mode its
 * test clock). Pure.
 */
import { DateTime } from 'luxon';
import type { InvoiceCollectionTable } from './tables.js';

/** Days after the first failure at which each retry is due. */
export const RETRY_DAYS = [1, 3, 7] as const;

/** How long a worker holds a collection while it charges (real time); a crashed worker's hold expires after it. */
export const LEASE_MS = 120_000;

/** The provider's idempotency key of an attempt: a retry of the same attempt after a crash charges once. */
export function attemptKey(invoiceId: string, attempt: number): string {
  return `invoice:${invoiceId}:attempt:${attempt}`;
}

/** When the retry numbered `retry` (0-based) is due, or null when none is left. */
export function retryAt(firstFailedAt: Date, retry: number): Date | null {
  const days = RETRY_DAYS[retry];
  return days === undefined ? null : DateTime.fromJSDate(firstFailedAt, { zone: 'utc' }).plus({ days }).toJSDate();
}

/** Where a collection goes after a failed attempt at `now`; `scheduled`: the attempt was the first or a scheduled retry (not one a new card prompted). */
export function afterFailure(row: Pick<InvoiceCollectionTable, 'status' | 'retries' | 'first_failed_at' | 'next_attempt_at'>, now: Date, scheduled: boolean):
  { status: 'retrying' | 'exhausted'; retries: number; first_failed_at: string; next_attempt_at: string | null } {
  const firstFailed = row.first_failed_at === null ? now : new Date(row.first_failed_at);
  if (row.first_failed_at === null) return { status: 'retrying', retries: 0, first_failed_at: firstFailed.toISOString(), next_attempt_at: retryAt(firstFailed, 0)?.toISOString() ?? null };
  if (!scheduled || row.status === 'exhausted') {
    return { status: row.status === 'exhausted' ? 'exhausted' : 'retrying', retries: row.retries, first_failed_at: row.first_failed_at, next_attempt_at: row.next_attempt_at };
  }
  const retries = row.retries + 1;
  const next = retryAt(firstFailed, retries);
  return { status: next === null ? 'exhausted' : 'retrying', retries, first_failed_at: row.first_failed_at, next_attempt_at: next?.toISOString() ?? null };
}
