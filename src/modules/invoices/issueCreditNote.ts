/**
 * Issuing a credit note (issue 30, item 2), in the caller's transaction. A finalized invoice never
 * changes; a credit note is its own numbered document (`ACME-CN-0001`, `ACME-TEST-CN-0001`) that
 * credits it, and where its money goes is `credited_to`:
 * - `invoice`: taken off what the invoice still asks (`amount_due_cents`). The only target of an
 *   unpaid (open, uncollectible) invoice. Decided here: when the amount due reaches 0 the invoice
 *   is paid by its credit notes (`invoice.paid`, `amount_paid_cents` unchanged), as Stripe marks
 *   a fully credited invoice paid; nothing is left to collect.
 * - `credit_balance`: the customer's credit balance gains the total (a `credit_note` entry),
 *   which their next invoices apply. A paid invoice only.
 * - `refund`: back through the provider of the card payment that paid the invoice (the caller
 *   records the refund owed in the same transaction, src/api/creditNotes). A paid invoice that a
 *   card paid through Meterline only.
 * A line a coupon discounted is credited for what it charged: its amount less its share of the
 * discount (`discount_amount_cents`), taken as one unit of that amount.
 * Never more than the invoice's total less its earlier (issued) credit notes, nor more than an
 * invoice line holds less what earlier notes took off it: 422 CREDIT_NOTE_TOO_LARGE. A draft or
 * void invoice cannot be credited: 409 INVOICE_NOT_CREDITABLE. A target the invoice's state does
 * not allow: 422 CREDIT_NOTE_TARGET_NOT_ALLOWED. Nothing is written on any refusal.
 *
 * Locks in the engine's order: the invoice's wallets, then the invoice (a note that pays the
 * invoice moves it as changeStatus.ts does), then the credit note number sequence. Records
 * `credit_note.created`, and `invoice.updated` when the amount due changed (after `invoice.paid`
 * when the note paid it).
 */
import type { TxContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { DomainError, invalid } from '../../errors/index.js';
import { dec, roundToMinorUnits } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { companyProfile } from '../platform/index.js';
import { lockInvoiceWallets } from '../wallets/index.js';
import { insertBalanceEntry } from './creditBalance.js';
import { creditableLine, creditedPerLine, noteTotal, remainingOf, requestedLines, splitGross, spreadAmount, taxCarriedBack, type CreditableLine, type NoteLineDraft, type NoteLineRequest } from './creditNoteAmounts.js';
import { creditNotesOfInvoices, insertCreditNote, listCreditNoteLines } from './creditNoteRepo.js';
import { markInvoicePaid } from './changeStatus.js';
import { recordCreditNoteCreated, recordInvoiceEvent } from './events.js';
import { lockInvoice } from './lockInvoice.js';
import { formatCreditNoteNumber } from './numbering.js';
import * as repo from './repo.js';
import type { CreditedTo, CreditNoteLineTable, CreditNoteTable, InvoiceTable } from './tables.js';

export interface IssueCreditNoteInput {
  invoiceId: string;
  reason: string;
  /** Default: `invoice` for an unpaid invoice, `credit_balance` for a paid one. */
  creditedTo?: CreditedTo | undefined;
  /** Exactly one of `lines` and `amountCents` (tax included). */
  lines?: readonly NoteLineRequest[] | undefined;
  amountCents?: number | undefined;
  /** The name of the provider a refund would go through in this mode; null when the mode has none. */
  refundProvider?: string | null;
}

export interface IssuedCreditNote {
  note: CreditNoteTable;
  lines: CreditNoteLineTable[];
  /** The invoice after the note (its amount due, its status when the note paid it). */
  invoice: InvoiceTable;
}

/** An operator's credit note (POST /v1/invoices/{id}/credit-notes): see the header. */
export async function issueCreditNote(tx: TxContext, input: IssueCreditNoteInput): Promise<IssuedCreditNote> {
  if ((input.lines === undefined) === (input.amountCents === undefined)) {
    throw invalid([{ field: '', message: 'give exactly one of lines and amount_cents' }]);
  }
  const invoice = await lockCreditable(tx, input.invoiceId);
  const creditedTo = input.creditedTo ?? (invoice.status === 'paid' ? 'credit_balance' : 'invoice');
  assertTarget(invoice, creditedTo, input.refundProvider ?? null);
  const { creditable, lines } = await creditableOf(tx, invoice);
  let drafts: NoteLineDraft[];
  if (input.amountCents !== undefined) {
    if (input.amountCents > creditable) throw tooLarge(invoice, input.amountCents, creditable, 'amount_cents');
    drafts = spreadAmount(input.amountCents, lines);
  } else {
    const requested = requestedLines(input.lines ?? [], lines);
    if (requested.problems.length) throw invalid(requested.problems);
    drafts = requested.drafts;
  }
  const total = noteTotal(drafts);
  if (total <= 0) throw invalid([{ field: input.amountCents === undefined ? 'lines' : 'amount_cents', message: 'credits nothing' }]);
  if (total > creditable) throw tooLarge(invoice, total, creditable, input.amountCents === undefined ? 'lines' : 'amount_cents');
  for (const [lineId, taken] of creditedPerLine(drafts)) {
    const line = lines.find((l) => l.id === lineId);
    if (line && taken > remainingOf(line)) {
      throw new DomainError('CREDIT_NOTE_TOO_LARGE', `The credit note takes ${taken} off invoice line ${lineId}, which has ${remainingOf(line)} left to credit (its amount and tax less earlier credit notes)`, [
        { field: 'lines', message: `takes ${taken} off line ${lineId}, which has ${remainingOf(line)} left to credit` },
      ]);
    }
  }
  return writeCreditNote(tx, invoice, { drafts, total, reason: input.reason, creditedTo });
}

/**
 * The engine's credit note for an unpaid invoice (a plan change's or an anchor move's unused
 * prepaid time): `amountCents` (before tax) of the invoice line that billed it, its tax carried
 * back, credited to the invoice and cut to what the invoice still asks and the line still holds.
 * Null when nothing is left to credit. The caller picks an unpaid invoice: another status is an Error.
 */
export async function creditUnpaidLine(
  tx: TxContext,
  input: { invoiceId: string; lineItemId: string; amountCents: number; description: string; reason: string },
): Promise<IssuedCreditNote | null> {
  const invoice = await lockCreditable(tx, input.invoiceId);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') throw new Error(`Invoice ${invoice.id} is ${invoice.status}: only an unpaid invoice takes the engine's credit note`);
  const { creditable, lines } = await creditableOf(tx, invoice);
  const line = lines.find((l) => l.id === input.lineItemId);
  if (!line) throw new Error(`Invoice ${invoice.id} has no line ${input.lineItemId}`);
  // `amountCents` is of the line's undiscounted amount: its discounted part is what it charged.
  const discount = line.discountCents ?? 0;
  const asked = discount === 0 ? input.amountCents : roundToMinorUnits(dec(input.amountCents).mul(line.totalAmountCents).div(line.totalAmountCents + discount));
  // An inclusively taxed line's amounts hold their tax: the credit's amount does too.
  let { amount, tax } = line.inclusive ? splitGross(asked, line) : { amount: asked, tax: taxCarriedBack(asked, line) };
  const cap = Math.min(creditable, Number(invoice.amount_due_cents), remainingOf(line));
  if (amount + tax > cap) ({ amount, tax } = splitGross(Math.max(cap, 0), line));
  if (amount + tax <= 0) return null;
  const drafts: NoteLineDraft[] = [{ invoiceLineItemId: line.id, description: input.description, quantity: 1, unitAmountCents: amount, totalAmountCents: amount, taxAmountCents: tax }];
  return writeCreditNote(tx, invoice, { drafts, total: amount + tax, reason: input.reason, creditedTo: 'invoice' });
}

async function lockCreditable(tx: TxContext, id: string): Promise<InvoiceTable> {
  const { trx, scope } = tx;
  await lockInvoiceWallets({ db: trx, scope }, id);
  const invoice = await lockInvoice({ db: trx, scope }, id);
  if (invoice.status === 'draft') throw new DomainError('INVOICE_NOT_CREDITABLE', `Invoice ${id} is a draft: change it, or finalize it first; only a finalized invoice takes credit notes`);
  if (invoice.status === 'void') throw new DomainError('INVOICE_NOT_CREDITABLE', `Invoice ${id} is void: it asks nothing, so there is nothing to credit`);
  return invoice;
}

function notAllowed(message: string): DomainError {
  return new DomainError('CREDIT_NOTE_TARGET_NOT_ALLOWED', message, [{ field: 'credited_to', message }]);
}

function assertTarget(invoice: InvoiceTable, creditedTo: CreditedTo, refundProvider: string | null): void {
  const name = invoice.invoice_number ?? invoice.id;
  if (invoice.status !== 'paid' && creditedTo !== 'invoice') {
    throw notAllowed(`Invoice ${name} is ${invoice.status}: nothing was paid, so a credit note can only reduce what it asks (credited_to invoice)`);
  }
  if (invoice.status === 'paid' && creditedTo === 'invoice') {
    throw notAllowed(`Invoice ${name} is paid and asks nothing more: credit the customer's balance (credit_balance) or refund the payment (refund)`);
  }
  if (creditedTo === 'credit_balance' && invoice.customer_id === null) throw notAllowed(`Invoice ${name} has no customer whose balance could be credited`);
  if (creditedTo === 'refund') {
    if (invoice.payment_id === null || invoice.payment_provider === null) {
      throw notAllowed(`Invoice ${name} was not paid by a card through Meterline (marked paid, or paid with account credit): there is no payment to refund; credit the balance instead`);
    }
    if (invoice.payment_provider !== refundProvider) {
      throw notAllowed(`Invoice ${name} was paid through ${invoice.payment_provider}, which is not the payment provider of this mode now: it cannot be refunded from here`);
    }
  }
}

function tooLarge(invoice: InvoiceTable, asked: number, creditable: number, field: string): DomainError {
  const message = `A credit note of ${asked} is more than invoice ${invoice.invoice_number ?? invoice.id} has left to credit: ${creditable} (its total ${Number(invoice.total_cents)} less earlier credit notes)`;
  return new DomainError('CREDIT_NOTE_TOO_LARGE', message, [{ field, message: `is more than the ${creditable} left to credit` }]);
}

/** What is left to credit on the invoice (its total less its issued credit notes) and on each line. */
async function creditableOf(tx: TxContext, invoice: InvoiceTable): Promise<{ creditable: number; lines: CreditableLine[] }> {
  const notes = (await creditNotesOfInvoices(tx, [invoice.id])).filter((note) => note.status === 'issued');
  const credited = new Map<string, number>();
  for (const line of await listCreditNoteLines(tx, notes.map((note) => note.id))) {
    if (line.invoice_line_item_id === null) continue;
    credited.set(line.invoice_line_item_id, (credited.get(line.invoice_line_item_id) ?? 0) + Number(line.total_amount_cents) + Number(line.tax_amount_cents));
  }
  const lines = (await repo.listLineItems(tx, [invoice.id])).map((line) => creditableLine(line, credited.get(line.id) ?? 0));
  const creditable = Number(invoice.total_cents) - notes.reduce((sum, note) => sum + Number(note.total_cents), 0);
  return { creditable, lines };
}

async function writeCreditNote(
  tx: TxContext,
  invoice: InvoiceTable,
  input: { drafts: NoteLineDraft[]; total: number; reason: string; creditedTo: CreditedTo },
): Promise<IssuedCreditNote> {
  const { trx, scope } = tx;
  const company = await companyProfile(trx, scope.companyId);
  if (!company) throw new Error(`Company ${scope.companyId} of invoice ${invoice.id} does not exist`);
  const sequence = await repo.takeNumber({ db: trx, scope }, 'credit_note_number_sequences');
  const at = toIso(tx.now);
  const note: CreditNoteTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    number: formatCreditNoteNumber(company.invoice_prefix, scope.mode, sequence),
    invoice_id: invoice.id,
    customer_id: invoice.customer_id,
    currency: invoice.currency,
    status: 'issued',
    reason: input.reason,
    credited_to: input.creditedTo,
    total_cents: input.total,
    created_at: at,
    updated_at: at,
  };
  const lines: CreditNoteLineTable[] = input.drafts.map((draft, position) => ({
    id: newId(),
    credit_note_id: note.id,
    company_id: scope.companyId,
    mode: scope.mode,
    position,
    invoice_line_item_id: draft.invoiceLineItemId,
    description: draft.description,
    quantity: draft.quantity,
    unit_amount_cents: draft.unitAmountCents,
    total_amount_cents: draft.totalAmountCents,
    tax_amount_cents: draft.taxAmountCents,
    created_at: at,
  }));
  await insertCreditNote(trx, note, lines);
  await recordCreditNoteCreated(tx, note, lines);
  let after = invoice;
  if (input.creditedTo === 'invoice') after = await takeOffAmountDue(tx, invoice, input.total);
  if (input.creditedTo === 'credit_balance' && invoice.customer_id !== null) {
    await insertBalanceEntry(tx, {
      customerId: invoice.customer_id,
      currency: invoice.currency,
      kind: 'credit_note',
      amountMinor: input.total,
      invoiceId: invoice.id,
      creditNoteId: note.id,
      description: `Credit note ${note.number} of invoice ${invoice.invoice_number ?? invoice.id}: ${input.reason}`,
    });
  }
  return { note, lines, invoice: after };
}

/** The invoice asks `cents` less (`invoice.updated`); nothing left to ask, it is paid by its credit notes. */
async function takeOffAmountDue(tx: TxContext, invoice: InvoiceTable, cents: number): Promise<InvoiceTable> {
  const due = Number(invoice.amount_due_cents) - cents;
  if (due < 0) throw new Error(`A credit note of ${cents} would take invoice ${invoice.id} below nothing due (${Number(invoice.amount_due_cents)})`);
  const at = toIso(tx.now);
  await repo.updateInvoice(tx, invoice.id, { amount_due_cents: due, updated_at: at });
  let after: InvoiceTable = { ...invoice, amount_due_cents: due, updated_at: at };
  if (due === 0) after = await markInvoicePaid(tx, invoice.id);
  await recordInvoiceEvent(tx, 'invoice.updated', after);
  return after;
}
