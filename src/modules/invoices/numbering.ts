/**
 * Invoice numbers: `<company invoice_prefix>-<0001>` in live mode, `<prefix>-TEST-<0001>` in test
 * mode. Each company and mode counts on its own from 1, gap-free: the number is taken inside the
 * finalizing transaction under the sequence row's lock (repo.takeInvoiceNumber).
 */
import type { Mode } from '../../kernel/mode.js';

export function formatInvoiceNumber(prefix: string, mode: Mode, sequence: number): string {
  return `${prefix}-${mode === 'test' ? 'TEST-' : ''}${String(sequence).padStart(4, '0')}`;
}
