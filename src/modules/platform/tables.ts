import type { Mode } from '../../kernel/mode.js';

/**
 * What ingest does with an event no fee of the customer's plans meters (docs/decisions.md,
 * Ingest): `accept` stores it with `cost: []` (the default), `reject` refuses it as `failed` with
 * EVENT_NOT_METERED, nothing stored.
 */
export type UnmatchedEvents = 'accept' | 'reject';
export const UNMATCHED_EVENTS: readonly UnmatchedEvents[] = ['accept', 'reject'];

/**
 * What happens to a subscription when every retry of a declined renewal failed (issue 29, item 3;
 * Stripe's "if all retries for a payment fail" setting): `keep_past_due` (the default) leaves it
 * `past_due` with the invoice open, `cancel` cancels it now (src/modules/collections).
 */
export type PastDueAfterRetries = 'keep_past_due' | 'cancel';
export const PAST_DUE_AFTER_RETRIES: readonly PastDueAfterRetries[] = ['keep_past_due', 'cancel'];

export interface CompanyTable {
  id: string;
  name: string;
  timezone: string;
  /** Requests allowed per 60-second window; null = the server default. */
  rate_limit_per_window: number | null;
  invoice_prefix: string;
  /** `accept` (default) or `reject`: see UnmatchedEvents. */
  unmatched_events: UnmatchedEvents;
  /** `keep_past_due` (default) or `cancel`: see PastDueAfterRetries. */
  past_due_after_retries: PastDueAfterRetries;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyTable {
  id: string;
  company_id: string;
  mode: Mode;
  name: string | null;
  /** Hex SHA-256 of the whole key; the key itself is never stored. */
  key_hash: string;
  /** The first characters of the key, for display in `key list`. */
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
  /** When the key last authenticated a request, to the minute (keyUsage.ts); null if never. */
  last_used_at: string | null;
}

export interface PlatformTables {
  companies: CompanyTable;
  api_keys: ApiKeyTable;
}
