import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';

/**
 * `carried`: a negative invoice's credit put on the balance (+); `applied`: taken off a later
 * invoice (-); `returned`: what an invoice had applied, given back when it was voided (+);
 * `unused_time`: prepaid days of a paid invoice that a billing anchor move bills again, given
 * back (+, naming the paid invoice); `credit_note`: a credit note credited to the balance (+,
 * naming the credit note and its invoice).
 */
export const CREDIT_BALANCE_ENTRY_KINDS = ['carried', 'applied', 'returned', 'unused_time', 'credit_note'] as const;
export type CreditBalanceEntryKind = (typeof CREDIT_BALANCE_ENTRY_KINDS)[number];

/** One change of a customer's credit balance in a currency; append-only. */
export interface CustomerBalanceEntryTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  currency: CurrencyCode;
  kind: CreditBalanceEntryKind;
  /** Whole minor units: positive credits the customer, negative uses the credit. */
  amount_minor: number;
  /** The invoice that carried, applied or returned it; for `unused_time`, the paid invoice that billed the days. */
  invoice_id: string;
  /** The credit note of a `credit_note` entry; null for the other kinds. */
  credit_note_id: string | null;
  description: string;
  created_at: string;
}

export interface CreditBalanceTables {
  customer_balance_entries: CustomerBalanceEntryTable;
}
