/**
 * Billing documents as people read them: an invoice or a credit note in neutral terms
 * (BillingDocument, model.ts), filled by the module that owns the document; its words and numbers
 * (documentText: the hosted invoice page prints them) and its PDF (renderDocumentPdf).
 *
 *   const pdf = await renderDocumentPdf(invoiceDocument(found));   // a Buffer, application/pdf
 *
 * A credit note's PDF is the same call on a document of kind `credit_note` (its number, the
 * credited invoice's number, reason and `credited_to`). No tables, no I/O.
 */
export type { BillingDocument, CreditedTo, DocumentCompany, DocumentCustomer, DocumentKind, DocumentLine, DocumentStatus, PostalAddress } from './model.js';
export { addressLines, documentDay, documentText, type DocumentLineText, type DocumentNotice, type DocumentText } from './text.js';
export { pdfFileName, renderDocumentPdf } from './pdf.js';
export { printable } from './winAnsi.js';

