import type { Mode } from '../../kernel/mode.js';

export type ReservationStatus = 'held' | 'captured' | 'released' | 'expired';

/** Credits held for a customer before the work (issue 28, item 3): `held` until captured, released or expired. */
export interface ReservationTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  wallet_id: string;
  account_type: 'pricing_unit' | 'currency';
  pricing_unit_id: string | null;
  currency_code: string | null;
  /** Positive decimal text. */
  amount: string;
  status: ReservationStatus;
  expires_at: string;
  /** The event a capture ingested. */
  event_id: string | null;
  /** The creating request's Idempotency-Key: one hold per key, even when a retry runs the request again. */
  request_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReservationTables {
  reservations: ReservationTable;
}
