/**
 * The words and numbers a billing document prints, already formatted: the hosted invoice page
 * (src/pages/invoiceView.ts) and the PDF (pdf.ts) both lay out this one text, so they say the same
 * thing. Money goes through formatMoney (exact, from minor units); days are the company's days
 * ("1 Feb 2026"). Pure.
 */
import { DateTime } from 'luxon';
import { formatMoney } from '../../money/currency.js';
import type { BillingDocument, CreditedTo, DocumentKind, DocumentStatus, PostalAddress } from './model.js';

export interface DocumentNotice {
  kind: 'ok' | 'warn' | 'bad';
  text: string;
}

export interface DocumentLineText {
  description: string;
  period: string | null;
  quantity: string;
  unitPrice: string;
  tax: string;
  amount: string;
}

export interface DocumentText {
  /** "Invoice ACME-0001 · Acme": the page's and the PDF's title. */
  title: string;
  /** "Invoice ACME-0001", "Draft invoice", "Credit note ACME-CN-0001". */
  heading: string;
  companyName: string;
  companyAddress: string[];
  statusLabel: string;
  notice: DocumentNotice | null;
  /** Test-mode data: the PDF is marked TEST. */
  testMode: boolean;
  billedTo: { name: string | null; email: string | null; address: string[] } | null;
  /** The shipping address, one line per entry; empty when there is none. */
  shipTo: string[];
  /** Label and value, in order ("Invoice number", "Issued", "Due", "Period", "Currency"). */
  facts: [string, string][];
  description: string | null;
  lines: DocumentLineText[];
  /** Whether any line carries tax: the lines then show a Tax column. */
  lineTax: boolean;
  subtotal: string;
  discount: string | null;
  tax: string | null;
  /** "Tax", or "Tax (VAT 20%)" naming the rates applied. */
  taxLabel: string;
  total: string;
  amountDue: string | null;
  memo: string | null;
  footer: string | null;
  /** "Invoice from Acme · powered by Meterline". */
  signature: string;
}

const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
  issued: 'Issued',
};

const KIND_NAMES: Record<DocumentKind, { title: string; lower: string }> = {
  invoice: { title: 'Invoice', lower: 'invoice' },
  credit_note: { title: 'Credit note', lower: 'credit note' },
};

const CREDITED_TO: Record<CreditedTo, string> = {
  invoice: 'The invoice (reduces the amount due)',
  credit_balance: 'Your account credit balance',
  refund: 'A refund to your payment method',
};

/** Street, street 2, "City, State Zip", country: the lines of an address that has them. */
export function addressLines(address: PostalAddress | null): string[] {
  if (!address) return [];
  // "Springfield, IL 62701" where there is a state, "Paris 75002" where there is none.
  const place = address.state
    ? [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : [address.city, address.zip].filter(Boolean).join(' ');
  return [address.street, address.street2, place, address.country?.toUpperCase()].filter((line): line is string => Boolean(line));
}

function noticeOf(doc: BillingDocument, day: (iso: string) => string): DocumentNotice | null {
  const { lower } = KIND_NAMES[doc.kind];
  switch (doc.status) {
    case 'draft':
      return { kind: 'warn', text: `This ${lower} is a draft: it may still change and is not yet due.` };
    case 'paid':
      return { kind: 'ok', text: `Paid${doc.paidAt ? ` on ${day(doc.paidAt)}` : ''}. Thank you.` };
    case 'void':
      return { kind: 'bad', text: doc.kind === 'invoice' ? 'This invoice has been voided. Nothing is owed on it.' : 'This credit note has been voided. It credits nothing.' };
    case 'uncollectible':
      return { kind: 'warn', text: 'This invoice is past due and marked uncollectible.' };
    default:
      return null;
  }
}

/** A day as every document prints it ("5 Jan 2026"), in the company's time zone. */
export function documentDay(iso: string, timezone: string): string {
  return DateTime.fromISO(iso, { zone: timezone }).toFormat('d LLL yyyy');
}

export function documentText(doc: BillingDocument): DocumentText {
  const { title: kindTitle } = KIND_NAMES[doc.kind];
  const money = (minor: number) => formatMoney(minor, doc.currency);
  const day = (iso: string) => documentDay(iso, doc.company.timezone);
  const period = (start: string | null, end: string | null) => (start && end ? `${day(start)} – ${day(end)}` : start ? `From ${day(start)}` : null);
  const heading = doc.status === 'draft' ? `Draft ${KIND_NAMES[doc.kind].lower}` : doc.number ? `${kindTitle} ${doc.number}` : kindTitle;
  const owed = doc.status === 'open' || doc.status === 'uncollectible';
  const customer = doc.customer;
  const billingLines = addressLines(customer?.billingAddress ?? null);
  const facts: [string, string | null][] = [
    [`${kindTitle} number`, doc.number],
    ['Issued', doc.issuedAt && day(doc.issuedAt)],
    ['Due', owed && doc.dueDate ? day(doc.dueDate) : null],
    ['Period', period(doc.periodStart, doc.periodEnd)],
    ['Invoice', doc.creditedInvoiceNumber],
    ['Reason', doc.reason],
    ['Credited to', doc.creditedTo && CREDITED_TO[doc.creditedTo]],
    ['Currency', doc.currency.toUpperCase()],
  ];
  return {
    title: `${heading} · ${doc.company.name}`,
    heading,
    companyName: doc.company.name,
    companyAddress: addressLines(doc.company.address),
    statusLabel: STATUS_LABELS[doc.status],
    notice: noticeOf(doc, day),
    testMode: doc.mode === 'test',
    billedTo: customer && (customer.name || customer.email || billingLines.length > 0) ? { name: customer.name, email: customer.email, address: billingLines } : null,
    shipTo: addressLines(customer?.shippingAddress ?? null),
    facts: facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== ''),
    description: doc.description,
    lines: doc.lines.map((line) => ({
      description: line.description,
      period: period(line.periodStart, line.periodEnd),
      quantity: line.quantity.toLocaleString('en-US'),
      // The API's own numbers, which multiply out (quantity x unit price = amount); an exact
      // sub-cent rate is in the description, as on the API.
      unitPrice: money(line.unitAmountCents),
      tax: money(line.taxAmountCents),
      amount: money(line.amountCents),
    })),
    lineTax: doc.lines.some((line) => line.taxAmountCents !== 0),
    subtotal: money(doc.subtotalCents),
    discount: doc.discountCents ? `-${money(doc.discountCents)}` : null,
    tax: doc.taxCents ? money(doc.taxCents) : null,
    taxLabel: doc.taxRates ? `Tax (${doc.taxRates})` : 'Tax',
    total: money(doc.totalCents),
    amountDue: doc.amountDueCents === null ? null : money(doc.amountDueCents),
    memo: doc.memo,
    footer: doc.footer,
    signature: `${kindTitle} from ${doc.company.name} · powered by Meterline`,
  };
}
