import type { Mode } from '../../kernel/mode.js';

/** The Stripe Customer made for a Meterline customer (one per customer and mode). */
export interface StripeCustomerTable {
  company_id: string;
  mode: Mode;
  customer_id: string;
  stripe_customer_id: string;
  created_at: string;
}

/** A Stripe webhook event already handled, by Stripe's event id. */
export interface StripeEventTable {
  event_id: string;
  type: string;
  handled_at: string;
}

export interface StripeTables {
  stripe_customers: StripeCustomerTable;
  stripe_events: StripeEventTable;
}
