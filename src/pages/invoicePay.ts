/**
 * POST /invoices/{token}: the Pay button of an open invoice's hosted page (issue 29, item 3). The
 * card typed on the page pays the invoice through the provider (modules/collections
 * `payInvoiceOnPage`: once per invoice, whatever the tabs or the collection runs at the same
 * moment); ticked "Keep this card", it becomes the customer's default, and their subscriptions
 * waiting for a payment method start. Paid (or no longer open): 303 back to the invoice page, which
 * shows its status. Declined: 402, the page with the provider's words; busy: 409.
 * In live mode with Stripe the Pay button sends the customer to a Stripe Checkout Session for the
 * invoice's amount due instead (modules/collections `startInvoiceCheckout`, 303 there); Stripe sends
 * them back here with `?session_id=` (`returnToInvoice`) and its webhook pays the invoice once.
 */
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { startAwaitingSubscriptionsNow } from '../api/subscriptions/index.js';
import { completeHostedSession } from '../api/hostedSessions/index.js';
import { payInvoiceOnPage, startInvoiceCheckout } from '../modules/collections/index.js';
import type { PublicInvoice } from '../modules/invoices/index.js';
import { newAttemptId } from '../modules/links/index.js';
import type { CardField, PaymentProviders } from '../payments/index.js';
import { cardFrom } from './linkPageSupport.js';
import { invoiceView } from './invoiceView.js';
import { PAGE_CSP, sendMessagePage, sendPage } from './render.js';

const TEST_HINT = 'Test mode: pay with 4242 4242 4242 4242, any future expiry date and any CVC. 4000 0000 0000 0002 is declined.';

/** An open invoice's page lets the card form post back to it. */
export const PAYABLE_INVOICE_CSP = `${PAGE_CSP}; form-action 'self'`;
/** With Stripe Checkout, the form's answer redirects to Stripe's page (browsers hold redirects to form-action too). */
export const HOSTED_PAY_CSP = `${PAGE_CSP}; form-action 'self' https://checkout.stripe.com`;

export interface PayForm {
  action: string;
  attempt: string;
  testHint: string | null;
  buttonLabel: string;
  keepCard: boolean;
  /** The card is entered on the provider's own page (Stripe Checkout): no card fields here. */
  hosted: boolean;
  error: string | null;
  errorField: CardField | null;
}

/** The Pay form's fields, or null when the invoice cannot be paid on the page (not open, nothing due, no provider). The button asks the amount due. */
export function payForm(found: PublicInvoice, payments: PaymentProviders, token: string, state: { error: string | null; errorField: CardField | null; keepCard: boolean }): PayForm | null {
  const { invoice } = found;
  const provider = payments.forMode(invoice.mode);
  if (invoice.status !== 'open' || Number(invoice.amount_due_cents) <= 0 || provider === null) return null;
  const view = invoiceView(found);
  return {
    action: `/invoices/${token}`,
    attempt: newAttemptId(),
    testHint: invoice.mode === 'test' ? TEST_HINT : null,
    buttonLabel: `Pay ${String(view.amountDue)}`,
    keepCard: state.keepCard,
    hosted: provider.startHostedCheckout !== undefined,
    error: state.error,
    errorField: state.errorField,
  };
}

/** The CSP of an invoice's page with its Pay form. */
export function payCsp(pay: PayForm): string {
  return pay.hosted ? HOSTED_PAY_CSP : PAYABLE_INVOICE_CSP;
}

export async function payOnInvoicePage(
  reply: FastifyReply,
  deps: { store: Store; clock: Clock; payments: PaymentProviders; publicBaseUrl: string },
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
    sendPage(reply, status, 'invoice', { ...invoiceView(found), pay: payForm(found, deps.payments, token, { error, errorField, keepCard }) }, { csp: provider.startHostedCheckout ? HOSTED_PAY_CSP : PAYABLE_INVOICE_CSP });
  const scope = { companyId: invoice.company_id, mode: invoice.mode };
  const now = deps.clock.now();
  if (provider.startHostedCheckout) {
    // Stripe Checkout: the card is entered on Stripe's page, which sends the customer back here.
    const started = await startInvoiceCheckout(deps.store.db, provider, { scope, invoiceId: invoice.id, keepCard, pageUrl: `${deps.publicBaseUrl}/invoices/${token}`, now, real: new Date() });
    switch (started.kind) {
      case 'redirect':
        return reply.header('cache-control', 'no-store').redirect(started.url, 303);
      case 'not_open':
        return again();
      case 'failed':
        return show(503, 'The payment page could not be opened. Please try again in a moment. Nothing was charged.', null);
      case 'busy':
        return busyPage(reply);
    }
  }
  const card = cardFrom(fields);
  if (!card) return show(400, 'Enter your card number, its expiry date and its security code.', 'number');
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
      return busyPage(reply);
  }
}

function busyPage(reply: FastifyReply): FastifyReply {
  return sendMessagePage(reply, 409, 'A payment is already in progress', 'This invoice is being paid right now, so nothing was charged here. Wait a moment, then reload the invoice to see the result.');
}

/**
 * GET /invoices/{token}?session_id=: back from Stripe's page. The session completes here if its
 * webhook has not come yet; then the invoice's page without the query (it shows the invoice paid),
 * or, while Stripe has not confirmed the payment, a page saying so. null: not a session of this invoice.
 */
export async function returnToInvoice(reply: FastifyReply, deps: { store: Store; clock: Clock; payments: PaymentProviders }, found: PublicInvoice, token: string, sessionId: string): Promise<FastifyReply | null> {
  const provider = deps.payments.forMode(found.invoice.mode);
  if (!provider?.readHostedCheckout) return null;
  const completed = await completeHostedSession(deps.store, provider, sessionId, deps.clock.now());
  if (completed.purpose !== 'invoice' || completed.subjectId !== found.invoice.id) return null;
  if (completed.outcome === 'pending' || completed.outcome === 'busy') {
    return sendMessagePage(reply, 202, 'Confirming your payment', 'Your payment is being confirmed. Reload this page in a moment.');
  }
  return reply.header('cache-control', 'no-store').redirect(`/invoices/${token}`, 303);
}
