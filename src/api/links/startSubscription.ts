/**
 * A subscription started through a signup link: subscribed in the confirming transaction by the
 * same use case as `POST /v1/subscriptions` (src/api/subscriptions: created, then, when billed,
 * its first period opened by the billing engine's own start step), so the engine never bills the
 * start twice and the API and the page cannot drift apart. The page's "due today" is the engine's
 * `previewStart`. A customer already subscribed to the plan is refused here too
 * (SUBSCRIPTION_ALREADY_EXISTS, rolling the confirmation back); the page checks it before charging.
 */
import type { TxContext } from '../../db/context.js';
import { listLineItems, markInvoicePaid, type InvoiceLineItemTable, type InvoiceTable } from '../../modules/invoices/index.js';
import { subscribe } from '../subscriptions/index.js';

export interface StartedSubscription {
  subscriptionId: string;
  invoice: InvoiceTable | null;
  lines: InvoiceLineItemTable[];
}

/**
 * Creates the link's subscription, starting now, in the caller's transaction. With a payment
 * method (`billed`) it is active and its first period is opened and invoiced at once (recorded
 * paid when `paid`: the card was charged); without one it waits in `pending_payment_method`,
 * which the engine does not bill.
 */
export async function startSubscription(tx: TxContext, input: { customerId: string; planId: string; billed: boolean; paid: boolean; couponCode: string | null }): Promise<StartedSubscription> {
  const { trx, scope } = tx;
  const started = await subscribe(
    tx,
    { customer_id: input.customerId, plan_id: input.planId },
    { status: input.billed ? 'active' : 'pending_payment_method', whenBlocked: 'throw', couponCode: input.couponCode },
  );
  const opened = started.invoice;
  // An invoice the customer's credit balance paid in full is already recorded paid by the engine.
  const invoice = opened && input.paid && opened.status === 'open' ? await markInvoicePaid(tx, opened.id) : opened;
  return { subscriptionId: started.subscription.id, invoice, lines: invoice ? await listLineItems({ db: trx, scope }, [invoice.id]) : [] };
}
