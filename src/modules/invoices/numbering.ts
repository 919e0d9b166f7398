/**
 * Document numbers. Invoices: `<company invoice_prefix>-<0001>` in live mode,
 * `<prefix>-TEST-<0001>` in test mode. Credit notes (issue 30): `<prefix>-CN-<0001>` and
 * `<prefix>-TEST-CN-<0001>`, a sequence of their own. Each company, mode and kind of document
 * counts on its own from 1, gap-free: the number is taken inside the transaction that issues the
 * document, under the sequence row's lock (repo.takeNumber).
 */
import type { Mode } from '../../kernel/mode.js';

export function formatInvoiceNumber(prefix: string, mode: Mode, sequence: number): string {
  return `${prefix}-${mode === 'test' ? 'TEST-' : ''}${String(sequence).padStart(4, '0')}`;
}

export function formatCreditNoteNumber(prefix: string, mode: Mode, sequence: number): string {
  return `${prefix}-${mode === 'test' ? 'TEST-' : ''}CN-${String(sequence).padStart(4, '0')}`;
}
