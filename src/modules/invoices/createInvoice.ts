/**
 * createInvoice: writes an invoice and its lines in the caller's transaction, as a draft, then
 * optionally finalizes it (draft -> open) and marks it paid (open -> paid).
 *
 * - Amounts are exact Decimals in the currency's MINOR unit; each line is rounded once, half-even
 *   (amounts.ts). Totals are integers from there on: total = subtotal - discount + tax.
 * - Idempotent on `sourceRef`: when an invoice with that reference exists in the company and mode,
 *   it is returned as it is (`created: false`) and nothing is written, even when the input differs.
 *   Concurrent creators with one reference end with one invoice.
 * - `daysUntilDue` defaults to 30 for `send_invoice` (the customer pays on receipt of the invoice)
 *   and 0 for `charge_automatically` (due, and charged, on finalization).
 * - `public_invoice_url` exists from creation; the hosted page says "Draft" until finalization.
 */
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { TxContext, ScopedDb } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { isCurrencyCode } from '../../money/currency.js';
import type { Decimal } from '../../money/decimal.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import { findSubscription } from '../subscriptions/index.js';
import { invoiceTotals, priceLine } from '../../kernel/invoiceAmounts.js';
import { invoiceDiscount } from '../../kernel/discounts.js';
import { activeDiscounts, useDiscounts } from '../coupons/index.js';
import { markInvoicePaid, type InvoicePayment } from './changeStatus.js';
import { finalizeInvoice } from './finalizeInvoice.js';
import { recordInvoiceEvent } from './events.js';
import { encodeTaxRates, taxInvoiceLines } from './invoiceTaxes.js';
import * as repo from './repo.js';
import { COLLECTION_METHODS, LINE_ITEM_KINDS, type CollectionMethod, type InvoiceLineItemTable, type InvoiceTable, type LineItemKind } from './tables.js';
import { notFound } from '../../errors/index.js';

/** An instant: a Date, or an ISO 8601 date-time string with an offset. Stored as ISO UTC with milliseconds. */
export type Instant = Date | string;

export interface CreateInvoiceLineInput {
  description: string | null;
  /** Whole units, default 1. A fractional quantity goes into the description; the line then shows 1 x total. */
  quantity?: number | Decimal;
  /** The line's exact amount, before tax, in the currency's MINOR unit (1234.5 = $12.345). Negative for credits. */
  exactAmount: Decimal;
  /** The exact unit price in minor units, shown as `unit_amount_cents`; default exactAmount / quantity. */
  unitAmount?: Decimal;
  /** Tax on this line in minor units; default 0. */
  taxAmount?: Decimal;
  periodStart?: Instant | null;
  periodEnd?: Instant | null;
  feeId?: string | null;
  kind: LineItemKind;
}

export interface CreateInvoiceInput {
  customerId: string | null;
  subscriptionId: string | null;
  /** A contract currency code, lowercase (`usd`). */
  currency: string;
  collectionMethod: CollectionMethod;
  description?: string | null;
  customerMemo?: string | null;
  footer?: string | null;
  periodStart?: Instant | null;
  periodEnd?: Instant | null;
  /** The caller's idempotency key (the billing engine's invoice reference, a checkout link's reference). */
  sourceRef?: string | null;
  /** Default 30 for send_invoice, 0 for charge_automatically. */
  daysUntilDue?: number | null;
  /**
   * A subscription invoice issued at this instant takes off what the subscription's coupons
   * active then take (kernel/discounts.ts), and counts them down: the one place every
   * subscription invoice path (period open and close, plan change, anchor move) is discounted.
   */
  discountsAt?: Date;
  /** An amount taken off as well (whole minor units), allocated over the lines by the same rule; default 0. */
  discountCents?: number;
  /**
   * No tax: the card already paid an amount fixed before the invoice (a credit-pack checkout, an
   * auto top-up), which the invoice must equal. Default false: the customer's rates tax it.
   */
  untaxed?: boolean;
  lines: CreateInvoiceLineInput[];
  /** Finalize at once (draft -> open, numbered). */
  finalize?: boolean;
  /** Record as paid at once (finalizes first). */
  paid?: boolean;
  /** With `paid`: the card payment that paid it (what a `refund` credit note refunds). */
  payment?: InvoicePayment;
}

/** The invoice row with its lines; `created` is false when an invoice with the sourceRef already existed. */
export interface CreatedInvoice extends InvoiceTable {
  lines: InvoiceLineItemTable[];
  created: boolean;
}

export async function createInvoice(tx: TxContext, input: CreateInvoiceInput): Promise<CreatedInvoice> {
  const { trx, scope } = tx;
  const sourceRef = input.sourceRef ?? null;
  if (sourceRef !== null) {
    const existing = await repo.findInvoiceBySourceRef({ db: trx, scope }, sourceRef);
    if (existing) return withLines({ db: trx, scope }, existing, false);
  }
  const row = await buildInvoice(tx, input);
  const lines = input.lines.map((line, position) => buildLine(row, line, position));
  const discounts = await discountLines(tx, input, lines);
  // Taxes, fixed now (invoiceTaxes.ts), on each line after its share of the discount: the
  // customer's rates replace a line's given taxAmount.
  const taxes = await taxInvoiceLines({ db: trx, scope }, input.untaxed ? null : input.customerId, lines, lines.map((line) => line.discount_amount_cents));
  if (taxes.rates.length > 0) {
    lines.forEach((line, index) => Object.assign(line, { tax_amount_cents: taxes.lines[index]?.taxAmountCents ?? 0, inclusive_tax_cents: taxes.lines[index]?.inclusiveTaxCents ?? 0 }));
    row.tax_rates = encodeTaxRates(taxes.rates);
  }
  Object.assign(row, invoiceTotals(lines, discounts.discountCents));
  row.amount_due_cents = row.total_cents;

  if (!(await repo.insertInvoiceIfAbsent(trx, row))) {
    // A concurrent creator with the same sourceRef committed first.
    const winner = sourceRef === null ? undefined : await repo.findInvoiceBySourceRef({ db: trx, scope }, sourceRef);
    if (!winner) throw new Error(`Invoice ${sourceRef ?? row.id} was neither inserted nor found`);
    return withLines({ db: trx, scope }, winner, false);
  }
  await repo.insertLineItems(trx, lines);
  await discounts.use();
  await recordInvoiceEvent(tx, 'invoice.created', row);

  let invoice: InvoiceTable = row;
  // A card that pays the whole total at once (`paid`) leaves the customer's credit balance alone.
  if (input.finalize || input.paid) invoice = await finalizeInvoice(tx, row.id, { applyCreditBalance: !input.paid });
  if (input.paid) invoice = await markInvoicePaid(tx, row.id, input.payment);
  // Finalization may add the credit-balance line (creditBalance.ts): answer the lines as stored.
  const stored = invoice.status === 'draft' ? lines : await repo.listLineItems({ db: trx, scope }, [row.id]);
  return { ...invoice, lines: stored, created: true };
}

/** The subscription's coupons on these lines: each line's share written on it; `use` counts the coupons used down once the invoice is in. */
async function discountLines(tx: TxContext, input: CreateInvoiceInput, lines: InvoiceLineItemTable[]): Promise<{ discountCents: number; use: () => Promise<void> }> {
  const fixed = input.discountCents ?? 0;
  if (!Number.isSafeInteger(fixed) || fixed < 0) throw new Error(`discountCents must be whole minor units, zero or more, got ${fixed}`);
  const active = input.discountsAt === undefined || input.subscriptionId === null ? { rows: [], coupons: [] } : await activeDiscounts({ db: tx.trx, scope: tx.scope }, input.subscriptionId, input.discountsAt);
  const coupons = fixed > 0 ? [...active.coupons, { id: '', percentOff: null, amountOffCents: fixed, currencyCode: input.currency }] : active.coupons;
  if (!coupons.length) return { discountCents: 0, use: async () => {} };
  const discount = invoiceDiscount(lines, coupons, input.currency);
  lines.forEach((line, i) => {
    line.discount_amount_cents = discount.shares[i] ?? 0;
  });
  return { discountCents: discount.discountCents, use: () => useDiscounts(tx, active.rows, discount.used) };
}

async function withLines(ctx: ScopedDb<Transaction<Database>>, invoice: InvoiceTable, created: boolean): Promise<CreatedInvoice> {
  const { db: trx, scope } = ctx;
  return { ...invoice, lines: await repo.listLineItems({ db: trx, scope }, [invoice.id]), created };
}

async function buildInvoice(tx: TxContext, input: CreateInvoiceInput): Promise<InvoiceTable> {
  const { trx, scope } = tx;
  if (!isCurrencyCode(input.currency)) throw new Error(`Unknown invoice currency: ${input.currency}`);
  if (!COLLECTION_METHODS.includes(input.collectionMethod)) throw new Error(`Unknown collection method: ${String(input.collectionMethod)}`);
  const daysUntilDue = input.daysUntilDue ?? (input.collectionMethod === 'send_invoice' ? 30 : 0);
  if (!Number.isSafeInteger(daysUntilDue) || daysUntilDue < 0) throw new Error(`daysUntilDue must be a whole number of days, got ${daysUntilDue}`);
  if (input.customerId !== null) {
    const customer = await findCustomer({ db: trx, scope }, input.customerId);
    if (!customer) throw notFound('Customer', input.customerId);
  }
  if (input.subscriptionId !== null) {
    const subscription = await findSubscription({ db: trx, scope }, input.subscriptionId);
    if (!subscription) throw notFound('Subscription', input.subscriptionId);
    if (input.customerId !== null && subscription.customer_id !== input.customerId) {
      throw new Error(`Subscription ${input.subscriptionId} belongs to customer ${subscription.customer_id}, not ${input.customerId}`);
    }
  }
  const nowIso = toIso(tx.now);
  return {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    customer_id: input.customerId,
    subscription_id: input.subscriptionId,
    status: 'draft',
    currency: input.currency,
    collection_method: input.collectionMethod,
    invoice_number: null,
    public_token: crypto.randomBytes(32).toString('base64url'),
    due_date: null,
    days_until_due: daysUntilDue,
    description: input.description ?? null,
    customer_memo: input.customerMemo ?? null,
    footer: input.footer ?? null,
    subtotal_cents: 0,
    discount_cents: 0,
    tax_cents: 0,
    total_cents: 0,
    finalized_at: null,
    paid_at: null,
    voided_at: null,
    marked_uncollectible_at: null,
    period_start: instant(input.periodStart, 'periodStart'),
    period_end: instant(input.periodEnd, 'periodEnd'),
    source_ref: input.sourceRef ?? null,
    created_at: nowIso,
    updated_at: nowIso,
    amount_due_cents: 0,
    amount_paid_cents: 0,
    payment_provider: null,
    payment_id: null,
    finalized_snapshot: null,
    tax_rates: null,
  };
}

function buildLine(invoice: InvoiceTable, line: CreateInvoiceLineInput, position: number): InvoiceLineItemTable {
  if (!LINE_ITEM_KINDS.includes(line.kind)) throw new Error(`Unknown invoice line kind: ${String(line.kind)}`);
  const priced = priceLine(line);
  return {
    id: newId(),
    invoice_id: invoice.id,
    company_id: invoice.company_id,
    mode: invoice.mode,
    position,
    description: priced.description,
    quantity: priced.quantity,
    unit_amount_cents: priced.unitAmountCents,
    tax_amount_cents: priced.taxAmountCents,
    inclusive_tax_cents: 0,
    total_amount_cents: priced.totalAmountCents,
    discount_amount_cents: 0,
    period_start: instant(line.periodStart, `lines[${position}].periodStart`),
    period_end: instant(line.periodEnd, `lines[${position}].periodEnd`),
    fee_id: line.feeId ?? null,
    kind: line.kind,
    exact_amount: priced.exactAmount,
    created_at: invoice.created_at,
    updated_at: invoice.created_at,
  };
}

function instant(value: Instant | null | undefined, name: string): string | null {
  if (value === undefined || value === null) return null;
  const date = typeof value === 'string' ? parseIsoDateTime(value) : value;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`${name} is not an instant: ${String(value)}`);
  return toIso(date);
}
