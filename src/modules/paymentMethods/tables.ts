import type { Mode } from '../../kernel/mode.js';

/**
 * A customer's card kept by the payment provider (issue 29, item 1): its token and what a person
 * recognises it by; never its number. At most one per customer is the default (`is_default` 1),
 * the one renewals and auto top-ups charge.
 */
export interface PaymentMethodTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  /** The provider that holds the card (`test`, `stripe`). */
  provider: string;
  /** The provider's handle on the card. */
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface PaymentMethodTables {
  payment_methods: PaymentMethodTable;
}
