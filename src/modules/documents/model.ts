/**
 * A billing document as it is printed: an invoice or a credit note, in neutral terms. The module
 * that owns the document fills it from its rows (invoices: src/modules/invoices/invoiceDocument.ts);
 * text.ts turns it into the words and numbers people read, pdf.ts into a PDF. Amounts are integers
 * in the currency's minor unit, as the API answers them; instants are ISO 8601 UTC, printed as days
 * in the company's time zone.
 */
import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';

export type DocumentKind = 'invoice' | 'credit_note';

/** An invoice's statuses, and a credit note's (`issued`, `void`). */
export type DocumentStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible' | 'issued';

/** Where a credit note's amount went: off the invoice, to the customer's credit balance, or back to the card. */
export type CreditedTo = 'invoice' | 'credit_balance' | 'refund';

/** A postal address, every field optional (the customer's `billing_address` has this shape). */
export interface PostalAddress {
  street?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
  /** Two-letter ISO 3166-1 code. */
  country?: string;
}

export interface DocumentCompany {
  name: string;
  /** IANA time zone: the document's days are the company's days. */
  timezone: string;
  address: PostalAddress | null;
}

export interface DocumentCustomer {
  name: string | null;
  email: string | null;
  billingAddress: PostalAddress | null;
  shippingAddress: PostalAddress | null;
}

export interface DocumentLine {
  description: string;
  periodStart: string | null;
  periodEnd: string | null;
  quantity: number;
  unitAmountCents: number;
  taxAmountCents: number;
  amountCents: number;
}

export interface BillingDocument {
  kind: DocumentKind;
  /** The document's number (`ACME-0001`); null while an invoice is a draft. */
  number: string | null;
  status: DocumentStatus;
  mode: Mode;
  currency: CurrencyCode;
  company: DocumentCompany;
  customer: DocumentCustomer | null;
  /** When it was issued (an invoice's `finalized_at`, a credit note's `created_at`); null for a draft. */
  issuedAt: string | null;
  createdAt: string;
  dueDate: string | null;
  paidAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** A credit note's invoice (its number), why it was issued, and where its amount went. */
  creditedInvoiceNumber: string | null;
  reason: string | null;
  creditedTo: CreditedTo | null;
  description: string | null;
  memo: string | null;
  footer: string | null;
  lines: DocumentLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** The tax rates it applied, in words ("VAT 20%"); null when none are named. */
  taxRates?: string | null;
  totalCents: number;
  /** What is still asked of the customer; null where the document asks nothing (void, a credit note). */
  amountDueCents: number | null;
}
