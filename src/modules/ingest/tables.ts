import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';

/** A billable event as ingested: stored once per (company, mode, idempotency_key). */
export interface EventTable {
  id: string;
  company_id: string;
  mode: Mode;
  idempotency_key: string;
  customer_id: string;
  event_name: string;
  /** The event's own instant (ISO, UTC, ms). */
  timestamp: string;
  session_id: string | null;
  /** JSON text of the event's properties, or null. */
  properties: string | null;
  /** JSON text of the ingest result's `cost` list, kept so a duplicate answers the same cost. */
  cost: string;
  created_at: string;
  /**
   * 1 while some charge of the event waits for an invoice, else 0: written by ingest with the
   * charges, cleared when the last of them is attached to an invoice (0134_events_invoice_pending).
   */
  invoice_pending: 0 | 1;
  /**
   * JSON text of the event's charge lines (chargeLines.ts), or null when nothing priced it: charges
   * are stored inline in their event (0135_charges_inline) and read as rows of `event_charges`.
   */
  charges: string | null;
}

/**
 * One priced line of an event: a fee or catalog entry that matched it, in one denomination. A row of
 * the `event_charges` view, which expands each event's inline charge lines (`events.charges`,
 * chargeLines.ts) with the event's own columns beside them: read it, never write it.
 */
export interface EventChargeTable {
  id: string;
  company_id: string;
  mode: Mode;
  event_id: string;
  customer_id: string;
  subscription_id: string;
  plan_id: string;
  fee_id: string | null;
  plan_catalog_id: string | null;
  catalog_entry_key: string | null;
  product_id: string | null;
  account_type: 'currency' | 'pricing_unit';
  currency_code: CurrencyCode | null;
  pricing_unit_id: string | null;
  /** Usage units the charge is for (decimal text). */
  quantity: string;
  /** The charge in its denomination (decimal text, minor units for currencies). */
  amount: string;
  /** The underlying cost for cost-plus and catalog charges (decimal text, minor units of cost_currency_code). */
  cost_amount: string | null;
  cost_currency_code: CurrencyCode | null;
  event_timestamp: string;
  created_at: string;
  /**
   * The invoice that billed this charge (set once, by the billing engine: attachChargesToInvoice);
   * null while it waits for its subscription's next invoice, including a late event stamped in a
   * period already invoiced.
   */
  invoice_id: string | null;
}

/**
 * The running quantity of a graduated or package fee (issue 31) for one subscription and billing
 * period (`period_start`: the start of the subscription's period holding the events), what ingest
 * prices the next event from. Locked by the batch that reads it (pipeline/runningTotals.ts).
 */
export interface FeePeriodQuantityTable {
  id: string;
  company_id: string;
  mode: Mode;
  subscription_id: string;
  fee_id: string;
  period_start: string;
  /** Decimal text. */
  quantity: string;
  updated_at: string;
}

export interface IngestTables {
  events: EventTable;
  event_charges: EventChargeTable;
  fee_period_quantities: FeePeriodQuantityTable;
}
