/**
 * Collecting `charge_automatically` invoices from the customer's default card (issue 29, item 3;
 * docs/decisions.md, Collection). An open invoice with an amount due whose customer has a default
 * card is charged off-session; a decline fires `invoice.payment_failed`, makes the subscription
 * `past_due` and is retried 1, 3 and 7 days after the first failure (schedule.ts), or at once
 * when the customer's default card changes; a success marks the invoice paid (`invoice.paid`) and
 * the subscription active again. When the retries run out, the company's `past_due_after_retries`
 * keeps the subscription past_due or cancels it.
 *
 *   runCollection(db, providers, { asOf, scope? | exceptScopes? })   one run (the tick, the test-mode billing run)
 *   collectionJob(providers)                                        the server's tick
 *   payInvoiceOnPage(db, provider, { scope, invoiceId, card, keepCard, now, real })   the hosted invoice page's Pay button
 *   collectInvoiceNow(db, providers, { scope, invoiceId, now, real })   one invoice at once, as a run would (a plan change's)
 *   startInvoiceCheckout / completeInvoiceCheckout   the same on the provider's own page (Stripe Checkout)
 *   oweCreditNoteRefund(tx, owed) / refundCreditNoteNow(db, providers, id, now)   a `refund` credit note's money back (issue 30)
 *
 * Collection asks for an invoice's `amount_due_cents` (its total less its credit notes), never its total.
 */
export { runCollection, COLLECTION_BATCH, type CollectionRunOptions, type CollectionRunResult } from './run.js';
export { collectionJob } from './job.js';
export { payInvoiceOnPage, type PagePayment, type PagePaymentInput } from './payOnPage.js';
export { collectInvoiceNow, type CollectNowInput, type CollectNowOutcome } from './collectNow.js';
export { completeInvoiceCheckout, startInvoiceCheckout, type InvoiceCheckoutCompletion, type InvoiceCheckoutInput, type InvoiceCheckoutStart } from './hostedPay.js';
export { RETRY_DAYS, attemptKey } from './schedule.js';
export { creditNoteRefundKey, oweCreditNoteRefund, refundCreditNoteNow, type OwedRefund } from './creditNoteRefunds.js';
export type { CollectionStatus, CollectionTables, CreditNoteRefundTable, InvoiceCollectionTable } from './tables.js';
