/**
 * POST /invoices/{token}: the Pay button of an open invoice's hosted page (issue 29, item 3). The
 * card typed on the page pays the invoice through the provider (modules/collections
 * `payInvoiceOnPage`: once per invoice, whatever the tabs or the collection runs at the same
 * moment); ticked "Keep this card", it becomes the customer's default, and their subscriptions
 * waiting for a payment method start. Paid (or no longer open): 303 back to the invoice page, which
 * shows its status. Declined: 402, the page with the provider's words; busy: 409.
 */
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { startAwaitingSubscriptionsNow } from '../api/subscriptions/index.js';
import { payInvoiceOnPage } from '../modules/collections/index.js';
import type { PublicInvoice } from '../modules/invoices/index.js';
import { newAttemptId } from '../modules/links/index.js';
import type { CardField, PaymentProviders } from '../payments/index.js';
import { cardFrom } from './linkPageSupport.js';
import { invoiceView } from './invoiceView.js';
import { PAGE_CSP, sendMessagePage, sendPage } from './render.js';

const TEST_HINT = 'Test mode: pay with 4242 4242 4242 4242, any future expiry date and any CVC. 4000 0000 0000 0002 is declined.';

/** An open invoice's page lets the card form post back to it. */
export const PAYABLE_INVOICE_CSP = `${PAGE_CSP}; form-action 'self'`;

export interface PayForm {
  action: string;
  attempt: string;
  testHint: string | null;
  buttonLabel: string;
  keepCard: boolean;
  error: string | null;
  errorField: CardField | null;
}

/** The Pay form's fields, or null when the invoice cannot be paid on the page (not open, nothing due, no provider). */
export function payForm(found: PublicInvoice, payments: PaymentProviders, token: string, state: { error: string | null; errorField: CardField | null; keepCard: boolean }): PayForm | null {
  const { invoice } = found;
  if (invoice.status !== 'open' || Number(invoice.total_cents) <= 0 || payments.forMode(invoice.mode) === null) return null;
  const view = invoiceView(found);
  return {
    action: `/invoices/${token}`,
    attempt: newAttemptId(),
    testHint: invoice.mode === 'test' ? TEST_HINT : null,
    buttonLabel: `Pay ${String(view.amountDue)}`,
    keepCard: state.keepCard,
    error: state.error,
    errorField: state.errorField,
  };
}

export async function payOnInvoicePage(
  reply: FastifyReply,
  deps: { store: Store; clock: Clock; payments: PaymentProviders },
  found: PublicInvoice,
  token: string,
  fields: Record<string, string>,
): Promise<FastifyReply> {
  const { invoice } = found;
  const again = () => reply.header('cache-control', 'no-store').redirect(`/invoices/${token}`, 303);
  const provider = deps.payments.forMode(invoice.mode);
  if (invoice.status !== 'open' || !provider) return again();
  const keepCard = fields.keep_card === 'yes';
  const show = (status: number, error: string, errorField: CardField | null) =>
    sendPage(reply, status, 'invoice', { ...invoiceView(found), pay: payForm(found, deps.payments, token, { error, errorField, keepCard }) }, { csp: PAYABLE_INVOICE_CSP });
  const card = cardFrom(fields);
  if (!card) return show(400, 'Enter your card number, its expiry date and its security code.', 'number');
  const scope = { companyId: invoice.company_id, mode: invoice.mode };
  const now = deps.clock.now();
  const paid = await payInvoiceOnPage(deps.store.db, provider, { scope, invoiceId: invoice.id, card, keepCard, now, real: new Date() });
  switch (paid.kind) {
    case 'paid':
      if (paid.cardKept && paid.customerId !== null) await startAwaitingSubscriptionsNow(deps.store, now, scope, paid.customerId);
      return again();
    case 'not_open':
      return again();
    case 'declined':
      return show(402, paid.message, paid.field);
    case 'busy':
      return sendMessagePage(reply, 409, 'A payment is already in progress', 'This invoice is being paid right now, so nothing was charged here. Wait a moment, then reload the invoice to see the result.');
  }
}
