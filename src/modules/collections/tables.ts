import type { Mode } from '../../kernel/mode.js';

/**
 * Where the collection of one `charge_automatically` invoice stands:
 * - `pending`: not tried yet (due at the invoice's finalization);
 * - `retrying`: a charge failed; the next scheduled retry is `next_attempt_at` (the company's clock);
 * - `exhausted`: every retry failed and the subscription was kept `past_due`; only a new default card tries again;
 * - `paid`: collected (by a charge here, or the invoice was paid another way);
 * - `closed`: given up (retries ran out and the subscription was canceled), or the invoice was voided;
 * - `refund_owed`: a charge succeeded after the invoice had left `open` another way (paid through
 *   the API, voided while the charge was in flight): it paid nothing, so it is refunded, tried
 *   again by every run until the provider has (`refunded`).
 */
export type CollectionStatus = 'pending' | 'retrying' | 'exhausted' | 'paid' | 'closed' | 'refund_owed' | 'refunded';

export interface InvoiceCollectionTable {
  invoice_id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  subscription_id: string | null;
  status: CollectionStatus;
  /** Charges tried so far; the next one's idempotency key is `invoice:{invoice_id}:attempt:{attempts + 1}`. */
  attempts: number;
  /** Scheduled retries made (at most RETRY_SCHEDULE's length). */
  retries: number;
  first_failed_at: string | null;
  next_attempt_at: string | null;
  /** The card the last attempt charged: a different default card makes a failed collection due at once. */
  last_payment_method_id: string | null;
  /** What the provider said of the last failure (for the customer's eyes). */
  last_failure: string | null;
  /** The worker charging it now, until `lease_until` (real time, not the test clock). */
  lease_owner: string | null;
  lease_until: string | null;
  /** `refund_owed`/`refunded`: the payment to give back, its amount (minor units) and currency. */
  refund_payment_id: string | null;
  refund_amount_minor: number | null;
  refund_currency: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The refund a `refund` credit note owes (issue 30): `owed` from the note's transaction until the
 * provider has refunded it (`refunded`), under the key `credit_note:{credit_note_id}:refund`.
 */
export type CreditNoteRefundStatus = 'owed' | 'refunded';

export interface CreditNoteRefundTable {
  credit_note_id: string;
  company_id: string;
  mode: Mode;
  invoice_id: string;
  /** The provider and payment the invoice was paid with (invoices' payment_provider, payment_id). */
  provider: string;
  payment_id: string;
  amount_minor: number;
  currency: string;
  status: CreditNoteRefundStatus;
  refund_id: string | null;
  attempts: number;
  last_failure: string | null;
  /** Real time, as collections' leases. */
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface CollectionTables {
  invoice_collections: InvoiceCollectionTable;
  credit_note_refunds: CreditNoteRefundTable;
}
