/**
 * The invoice status machine (the contract leaves transitions "not shown"; these follow Stripe):
 *
 *   draft -> open (finalize), void
 *   open -> paid, void, uncollectible
 *   uncollectible -> paid, void
 *   paid, void: final
 *
 * Anything else, a move to the state the invoice is already in included, is 409
 * INVOICE_TRANSITION_NOT_ALLOWED naming both states. A draft is never marked paid directly:
 * finalize it first, so every paid invoice carries a number.
 */
import type { InvoiceStatus } from './tables.js';
import { DomainError } from '../../errors/index.js';

export const ALLOWED_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  draft: ['open', 'void'],
  open: ['paid', 'void', 'uncollectible'],
  uncollectible: ['paid', 'void'],
  paid: [],
  void: [],
};

export function canMove(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

export function transitionNotAllowed(id: string, from: InvoiceStatus, to: InvoiceStatus): DomainError {
  const hint = from === 'draft' && to === 'paid' ? '; finalize it first' : ALLOWED_MOVES[from].length === 0 ? `; ${from} is final` : '';
  return new DomainError('INVOICE_TRANSITION_NOT_ALLOWED', `Invoice ${id} cannot move from ${from} to ${to}${hint}`);
}

export function assertMove(invoice: { id: string; status: InvoiceStatus }, to: InvoiceStatus): void {
  if (!canMove(invoice.status, to)) throw transitionNotAllowed(invoice.id, invoice.status, to);
}
