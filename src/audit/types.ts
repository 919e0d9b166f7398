/**
 * What the ledger audit reports. A difference is a stored figure that its own records do not
 * recompute to: a wallet balance against its ledger entries, an event's cost against its charges
 * and its usage draws, an invoice total against its lines. A healthy store has none.
 */
export type AuditCheck =
  /** Wallet balance vs the sum of its ledger entries. */
  | 'wallet_balance'
  /** Wallet balance vs its latest entry's balance_after. */
  | 'balance_after'
  /** A wallet's entries vs its last_seq: numbered 1 to last_seq, each number once. */
  | 'seq'
  /** A grant's balance vs the sum of the entries that carry its id. */
  | 'grant_balance'
  /** The overdraft (negative balance) vs the entries without grant. */
  | 'debt'
  /** A wallet's held amount vs its holds' ledger (holds less releases). */
  | 'held'
  /** A wallet's held amount vs the amounts of its reservations still held. */
  | 'held_reservations'
  /** An event's stored cost vs the sum of its charges, per denomination. */
  | 'event_charges'
  /** An event's stored cost vs minus the sum of the usage entries that carry its id, per denomination. */
  | 'event_usage'
  /** A usage entry drawn from a wallet of another customer than the event's. */
  | 'event_wallet'
  /** An event whose stored cost is not a list of cost items naming a known denomination. */
  | 'event_cost_unreadable'
  /** Per company, mode and denomination: all event costs vs all usage entries that carry an event id (catches orphans). */
  | 'usage_total'
  /** An invoice's stored totals vs what its line items add up to, and vs what it was at finalization. */
  | 'invoice_total'
  /** A credit note's total vs its lines; an invoice's credit notes vs its total. */
  | 'credit_note_total'
  /** An invoice's amount due vs its total less the credit notes credited to it and what paid it. */
  | 'invoice_amount_due'
  /** A customer's credit balance vs the credit notes and invoices that granted and spent it. */
  | 'credit_balance'
  /** A usage charge's invoice is missing, or bills another subscription. */
  | 'usage_invoice'
  /** A usage charge on no invoice although the close of its period came after it: charged, never invoiced. */
  | 'usage_not_invoiced'
  /** An event's invoice_pending vs whether some charge of it is on no invoice (what a close finds its charges by). */
  | 'event_invoice_pending';

export interface AuditDifference {
  check: AuditCheck;
  companyId: string;
  /** What was checked: "wallet <id>", "event <id> pricing_unit:<id>", "invoice <id> total_cents". */
  subject: string;
  /** The stored figure. */
  recorded: string;
  /** What the records it summarises add up to. */
  recomputed: string;
}

export interface AuditReport {
  checked: { wallets: number; events: number; invoices: number; charges: number };
  differences: AuditDifference[];
}

/** One line per difference, for people. */
export function describeDifference(difference: AuditDifference): string {
  return `${difference.check}: ${difference.subject} (company ${difference.companyId}) records ${difference.recorded}, its records add up to ${difference.recomputed}`;
}
