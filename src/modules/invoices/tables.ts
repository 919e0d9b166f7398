import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const COLLECTION_METHODS = ['charge_automatically', 'send_invoice'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** `minimum_commitment`: a plan's true-up for a period whose fees and usage fell short of its minimum (issue 31, item 3). */
export const LINE_ITEM_KINDS = ['flat_fee', 'usage', 'overdraft', 'credit', 'proration', 'pack', 'adjustment', 'minimum_commitment'] as const;
export type LineItemKind = (typeof LINE_ITEM_KINDS)[number];

export interface InvoiceTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string | null;
  subscription_id: string | null;
  status: InvoiceStatus;
  currency: CurrencyCode;
  collection_method: CollectionMethod;
  /** Given at finalization from the company's sequence; null while draft (and for voided drafts). */
  invoice_number: string | null;
  /** 32 random bytes, base64url: the hosted page's address. Unguessable, not a credential. */
  public_token: string;
  due_date: string | null;
  days_until_due: number | null;
  description: string | null;
  customer_memo: string | null;
  footer: string | null;
  /** Integers in the currency's minor unit: subtotal = sum of line totals, total = subtotal - discount + tax. */
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  finalized_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
  marked_uncollectible_at: string | null;
  period_start: string | null;
  period_end: string | null;
  /** The creator's idempotency key (the engine's `sub_x:<boundary>`); unique per company and mode. */
  source_ref: string | null;
  created_at: string;
  updated_at: string;
  /**
   * What the invoice still asks (credit notes, issue 30): total less the credit notes credited to
   * it less what was paid; 0 once paid or void. The only amount that moves after finalization.
   */
  amount_due_cents: number;
  /** What the payment that paid it took (its amount due then); 0 when unpaid, or paid by credit notes. */
  amount_paid_cents: number;
  /** The provider (`test`, `stripe`) and its payment id when a card paid it through Meterline: what a `refund` credit note refunds. */
  payment_provider: string | null;
  payment_id: string | null;
  /** The totals and lines at finalization (kernel/invoiceAmounts.ts `finalizedSnapshot`), for the audit; null while draft. */
  finalized_snapshot: string | null;
  /** JSON of the tax rates applied when it was built (`AppliedTaxRate[]`, taxes module), for the page and the PDF; null when none. */
  tax_rates: string | null;
}

export interface InvoiceLineItemTable {
  id: string;
  invoice_id: string;
  company_id: string;
  mode: Mode;
  /** Order of the line on its invoice, from 0. */
  position: number;
  description: string | null;
  quantity: number;
  unit_amount_cents: number;
  tax_amount_cents: number;
  /** The part of tax_amount_cents already inside total_amount_cents (an inclusive rate): not added to the invoice's total. */
  inclusive_tax_cents: number;
  /** The exact amount rounded once, half-even, to minor units. */
  total_amount_cents: number;
  /** This line's share of the invoice's discount_cents (coupons, issue 30): the shares add up to it exactly. Tax is on total_amount_cents - discount_amount_cents. */
  discount_amount_cents: number;
  period_start: string | null;
  period_end: string | null;
  fee_id: string | null;
  kind: LineItemKind;
  /** The unrounded amount in minor units (decimal text), for audit. */
  exact_amount: string;
  created_at: string;
  updated_at: string;
}

/** The next invoice number per company and mode (test and live count separately). */
export interface InvoiceNumberSequenceTable {
  company_id: string;
  mode: Mode;
  next_number: number;
}

export const CREDIT_NOTE_STATUSES = ['issued', 'void'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

/** Where a credit note's money goes: off what the invoice still asks, onto the customer's credit balance, or back to the card. */
export const CREDITED_TO = ['invoice', 'credit_balance', 'refund'] as const;
export type CreditedTo = (typeof CREDITED_TO)[number];

/** A credit note (issue 30): a numbered document that credits a finalized invoice, which itself never changes. */
export interface CreditNoteTable {
  id: string;
  company_id: string;
  mode: Mode;
  /** `<prefix>-CN-0001` (live), `<prefix>-TEST-CN-0001` (test): its own gap-free sequence per company and mode. */
  number: string;
  invoice_id: string;
  customer_id: string | null;
  currency: CurrencyCode;
  status: CreditNoteStatus;
  reason: string;
  credited_to: CreditedTo;
  /** Sum of its lines' total_amount_cents + tax_amount_cents, minor units, more than 0. */
  total_cents: number;
  created_at: string;
  updated_at: string;
}

export interface CreditNoteLineTable {
  id: string;
  credit_note_id: string;
  company_id: string;
  mode: Mode;
  position: number;
  /** The invoice line it credits; null for a line of its own (an amount with a description). */
  invoice_line_item_id: string | null;
  description: string | null;
  quantity: number;
  unit_amount_cents: number;
  /** Before tax; quantity x unit_amount_cents. */
  total_amount_cents: number;
  /** The credited invoice line's tax carried back in proportion. */
  tax_amount_cents: number;
  created_at: string;
}

/** The next credit note number per company and mode (like invoice_number_sequences). */
export type CreditNoteNumberSequenceTable = InvoiceNumberSequenceTable;

export interface InvoiceTables {
  invoices: InvoiceTable;
  invoice_line_items: InvoiceLineItemTable;
  invoice_number_sequences: InvoiceNumberSequenceTable;
  credit_notes: CreditNoteTable;
  credit_note_lines: CreditNoteLineTable;
  credit_note_number_sequences: CreditNoteNumberSequenceTable;
}
