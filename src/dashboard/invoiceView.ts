/**
 * An invoice as the dashboard prints it (amounts in words, dates in UTC), and the four actions
 * an operator may take on one: each moves it to one status, offered only when the status
 * machine allows the move from the invoice's status (invoices' ALLOWED_MOVES).
 */
import { canMove, type CreditNote, type Invoice, type InvoiceAction, type InvoiceStatus, type UpcomingInvoice } from '../modules/invoices/index.js';
import { amountWords, instantWords } from './words.js';

export interface ActionWords {
  action: InvoiceAction;
  to: InvoiceStatus;
  /** The button: "Mark paid". */
  label: string;
  /** What happened: "marked paid". */
  done: string;
  /** What it means, on the confirmation page. */
  explain: string;
  danger: boolean;
}

export const INVOICE_ACTIONS: readonly ActionWords[] = [
  { action: 'finalize', to: 'open', label: 'Finalize', done: 'finalized', explain: 'It gets its number and due date and can be paid; its lines can no longer change.', danger: false },
  { action: 'mark-paid', to: 'paid', label: 'Mark paid', done: 'marked paid', explain: 'Record that the customer paid it outside Meterline. Paid is final.', danger: false },
  { action: 'mark-uncollectible', to: 'uncollectible', label: 'Mark uncollectible', done: 'marked uncollectible', explain: 'Write it off: it is no longer expected to be paid (it can still be marked paid or voided later).', danger: true },
  { action: 'void', to: 'void', label: 'Void', done: 'voided', explain: 'Cancel it: nothing is owed for it any more. Void is final.', danger: true },
];

export function actionWords(action: string): ActionWords | undefined {
  return INVOICE_ACTIONS.find((a) => a.action === action);
}

export function allowedActions(status: InvoiceStatus): ActionWords[] {
  return INVOICE_ACTIONS.filter((a) => canMove(status, a.to));
}

function money(cents: number, currency: string): string {
  return amountWords(String(cents), { account_type: 'currency', currency_code: currency });
}

function periodWords(start: string | null, end: string | null): string {
  return start || end ? `${instantWords(start)} to ${instantWords(end)}` : '—';
}

export function invoiceRow(invoice: Invoice, customerName: string | undefined) {
  return {
    id: invoice.id,
    number: invoice.invoice_number ?? 'Draft',
    status: invoice.status,
    customerId: invoice.customer_id,
    customerName: customerName ?? invoice.customer_id ?? '—',
    period: periodWords(invoice.period_start, invoice.period_end),
    total: money(invoice.total_cents, invoice.currency),
    created: instantWords(invoice.created_at),
  };
}

const CREDITED_TO = { invoice: 'Taken off the invoice', credit_balance: 'Credit balance', refund: 'Refunded' } as const;

/** `creditNotes`: the invoice's credit notes, oldest first (issue 30). */
export function invoiceView(invoice: Invoice, customerName: string | undefined, creditNotes: readonly CreditNote[] = []) {
  return {
    ...invoiceRow(invoice, customerName),
    currency: invoice.currency.toUpperCase(),
    collection: invoice.collection_method === 'send_invoice' ? 'Send invoice' : 'Charge automatically',
    due: instantWords(invoice.due_date),
    finalized: instantWords(invoice.finalized_at),
    paid: instantWords(invoice.paid_at),
    url: invoice.public_invoice_url,
    lines: invoice.line_items.map((line) => ({
      description: line.description ?? '—',
      quantity: String(line.quantity),
      unit: money(line.unit_amount_cents, invoice.currency),
      tax: money(line.tax_amount_cents, invoice.currency),
      total: money(line.total_amount_cents, invoice.currency),
      period: periodWords(line.period_start, line.period_end),
    })),
    subtotal: money(invoice.subtotal_cents, invoice.currency),
    discount: invoice.discount_cents === 0 ? null : money(-invoice.discount_cents, invoice.currency),
    tax: money(invoice.tax_cents, invoice.currency),
    amountDue: money(invoice.amount_due_cents, invoice.currency),
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      status: note.status,
      created: instantWords(note.created_at),
      reason: note.reason,
      creditedTo: CREDITED_TO[note.credited_to],
      total: money(note.total_cents, note.currency),
    })),
    actions: allowedActions(invoice.status),
  };
}

/** The engine's preview of an invoice (the next one, or a cancel's last one), in the same words. */
export function upcomingView(upcoming: UpcomingInvoice) {
  return {
    issued: instantWords(upcoming.issued_at),
    period: periodWords(upcoming.period_start, upcoming.period_end),
    total: money(upcoming.total_cents, upcoming.currency),
    lines: upcoming.line_items.map((line) => ({ description: line.description ?? '—', total: money(line.total_amount_cents, upcoming.currency) })),
  };
}
