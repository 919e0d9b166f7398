/**
 * What other modules use of invoices. The functions that write take the caller's transaction
 * context first (a TxContext, src/db/context.ts: the transaction, the scope and the instant to
 * record); run them inside the transaction that also does the work the invoice bills for.
 *
 *   const invoice = await createInvoice(txContext(trx, scope, now), {
 *     customerId, subscriptionId, currency: 'usd', collectionMethod: 'charge_automatically',
 *     periodStart, periodEnd, sourceRef, finalize: true,   // sourceRef: the caller's idempotency key
 *     lines: [{ description: 'Pro plan', exactAmount: dec(4900), kind: 'flat_fee' }],  // minor units!
 *   });
 *
 * Amounts (`exactAmount`, `unitAmount`, `taxAmount`) are exact Decimals in the currency's MINOR
 * unit: $49.00 is dec(4900), a third of a cent is dec(1).div(3). Each line is rounded once.
 *
 * Statuses: draft -> open (finalizeInvoice) | void; open -> paid | void | uncollectible;
 * uncollectible -> paid | void; paid and void are final. Illegal moves throw a 409
 * INVOICE_TRANSITION_NOT_ALLOWED DomainError; an unknown id (in this company and mode) a 404.
 *
 * Finalizing takes the company's invoice-number lock until the transaction ends: lock wallets and
 * subscriptions before creating a finalized invoice, not after, and keep the rest short.
 *
 * A finalized invoice's lines and totals never change (issue 30; the repo refuses it). What
 * adjusts one is a credit note (issueCreditNote, creditUnpaidLine): a numbered document credited
 * to the invoice (its `amount_due_cents` drops), to the customer's credit balance, or refunded.
 */
export { createInvoice, type CreateInvoiceLineInput } from './createInvoice.js';
export { finalizeInvoice } from './finalizeInvoice.js';
export { decodeTaxRates, taxInvoiceLines, taxRatesLabel, type AppliedTaxRate } from './invoiceTaxes.js';
export { markInvoicePaid, payInvoice, recordInvoicePayment, recordPaymentFailed, type InvoicePayment } from './changeStatus.js';
export { sendInstead } from './sendInstead.js';
export { ALLOWED_MOVES, canMove } from './transitions.js';
export { invoiceTotals, invoiceTotalsProblems, priceLine } from '../../kernel/invoiceAmounts.js';
export { publicInvoiceUrl } from './present.js';
export { findInvoice, findInvoiceBySourceRef, lastInvoicedPeriodStartOfFee, listLineItems } from './repo.js';
export { EmptyBody, Invoice, ListInvoicesQuery, UpcomingInvoice, UpcomingLineItem } from './schemas.js';
export type { CreditedTo, CreditNoteLineTable, CreditNoteStatus, CreditNoteTable, InvoiceLineItemTable, InvoiceStatus, InvoiceTable, LineItemKind } from './tables.js';
export { invoiceScopeByToken, loadPublicInvoice, type PublicInvoice } from './publicInvoice.js';
export { invoiceDocument, invoicePdf, loadInvoicePdf, type InvoicePdf } from './invoiceDocument.js';
export { creditNoteDocument, loadCreditNotePdf } from './creditNoteDocument.js';
export { creditBalanceLine, creditBalanceOf, creditUnusedTime, readCreditBalance } from './creditBalance.js';
export { findFeePeriodInvoice, findFeePeriodLine } from './creditNote.js';
export { creditUnpaidLine, issueCreditNote, type IssueCreditNoteInput, type IssuedCreditNote } from './issueCreditNote.js';
export { getCreditNote, listCreditNotes, invoiceCreditNotes } from './creditNoteService.js';
export { CreateCreditNoteBody, CreditNote, ListCreditNotesQuery } from './creditNoteSchemas.js';
export { toCreditNote } from './creditNotePresent.js';
export { applyInvoiceAction, getInvoice, listInvoices, type InvoiceAction } from './service.js';
export { INVOICE_STATUSES } from './tables.js';
export { auditInvoices } from './audit.js';
export { auditCreditNotes, auditCreditBalances } from './creditNoteAudit.js';
export { creditBalanceRoutes } from './creditBalanceRoutes.js';
export { billedByMonth, collectedBetween, lastPeriodUsage, openInvoiceTotals, type MonthBucket, type OpenTotals, type PeriodUsage } from './revenue.js';
