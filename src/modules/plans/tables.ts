import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';

export type PlanType = 'usage' | 'credits';
export type InvoicingCadence = 'monthly' | 'quarterly' | 'yearly';

export interface PlanTable {
  id: string;
  company_id: string;
  mode: Mode;
  name: string;
  /** Unique per company and mode when set. */
  plan_code: string | null;
  type: PlanType;
  currency_code: CurrencyCode;
  invoicing_cadence: InvoicingCadence;
  initial_credit_quantity: number | null;
  /** The least the plan bills per period, in minor units of `currency_code` (issue 31, item 3); null: none. */
  minimum_commitment_cents: number | null;
  /** 1: offered on the customer portal to subscriptions of its currency (migration 0125). */
  portal_visible: number;
  created_at: string;
  updated_at: string;
}

export interface PlanTables {
  plans: PlanTable;
}
