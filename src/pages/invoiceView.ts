/** What the hosted invoice page prints of an invoice, already formatted. Pure. */
import { DateTime } from 'luxon';
import { formatMoney, isCurrencyCode, type CurrencyCode } from '../money/currency.js';
import type { InvoiceStatus, PublicInvoice } from '../modules/invoices/index.js';
import type { PageData } from './render.js';

const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

const CREDITED_TO_WORDS = {
  invoice: 'Taken off this invoice',
  credit_balance: 'Added to your account credit',
  refund: 'Refunded to your card',
} as const;

/** Everything the template prints, already formatted: the template only escapes and lays out. */
export function invoiceView({ invoice, lines, creditNotes, company, customer }: PublicInvoice): PageData {
  const currency: CurrencyCode = isCurrencyCode(invoice.currency) ? invoice.currency : 'usd';
  const money = (minor: number) => formatMoney(Number(minor), currency);
  const day = (iso: string | null) => (iso === null ? null : DateTime.fromISO(iso, { zone: company.timezone }).toFormat('d LLL yyyy'));
  const period = (start: string | null, end: string | null) => (start && end ? `${day(start)} – ${day(end)}` : start ? `From ${day(start)}` : null);
  const heading = invoice.status === 'draft' ? 'Draft invoice' : invoice.invoice_number ? `Invoice ${invoice.invoice_number}` : 'Invoice';
  const total = Number(invoice.total_cents);
  // What it still asks: its total less its credit notes and payments (issue 30).
  const amountDue = Number(invoice.amount_due_cents);
  const notice =
    invoice.status === 'draft'
      ? { kind: 'warn', text: 'This invoice is a draft: it may still change and is not yet due.' }
      : invoice.status === 'paid'
        ? { kind: 'ok', text: `Paid${invoice.paid_at ? ` on ${day(invoice.paid_at)}` : ''}. Thank you.` }
        : invoice.status === 'void'
          ? { kind: 'bad', text: 'This invoice has been voided. Nothing is owed on it.' }
          : invoice.status === 'uncollectible'
            ? { kind: 'warn', text: 'This invoice is past due and marked uncollectible.' }
            : null;
  return {
    title: `${heading} · ${company.name}`,
    companyName: company.name,
    heading,
    status: invoice.status,
    statusLabel: STATUS_LABELS[invoice.status],
    notice,
    customer: customer && (customer.name || customer.email) ? customer : null,
    facts: [
      ['Invoice number', invoice.invoice_number],
      ['Issued', day(invoice.finalized_at)],
      ['Due', invoice.status === 'open' || invoice.status === 'uncollectible' ? day(invoice.due_date) : null],
      ['Period', period(invoice.period_start, invoice.period_end)],
      ['Currency', invoice.currency.toUpperCase()],
    ].filter((fact): fact is [string, string] => fact[1] !== null),
    description: invoice.description,
    lines: lines.map((line) => ({
      description: line.description ?? '',
      period: period(line.period_start, line.period_end),
      quantity: Number(line.quantity).toLocaleString('en-US'),
      // The API's own numbers, which multiply out (quantity x unit price = amount); an exact
      // sub-cent rate is in the description, as on the API.
      unitPrice: money(line.unit_amount_cents),
      amount: money(line.total_amount_cents),
    })),
    subtotal: money(invoice.subtotal_cents),
    discount: Number(invoice.discount_cents) ? `-${money(invoice.discount_cents)}` : null,
    tax: Number(invoice.tax_cents) ? money(invoice.tax_cents) : null,
    total: money(total),
    // Issued credit notes, each with what it credited and where it went; a void one says so.
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      date: day(note.created_at) ?? '',
      reason: note.reason,
      where: note.status === 'void' ? 'Void' : CREDITED_TO_WORDS[note.credited_to],
      amount: `-${money(note.total_cents)}`,
    })),
    amountDue: invoice.status === 'void' ? null : money(amountDue),
    pay: null,
    customerMemo: invoice.customer_memo,
    footer: invoice.footer,
  };
}
