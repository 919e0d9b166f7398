/**
 * A subscription started through a signup link: created in the confirming transaction and, when
 * billed, its first period opened by the billing engine's own start step (`startFirstPeriod`), so
 * the engine never bills the start twice. The page's "due today" is the engine's `previewStart`.
 */
import type { Transaction } from 'kysely';
import { startFirstPeriod } from '../../billing/index.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import { listLineItems, markInvoicePaid, type InvoiceLineItemTable, type InvoiceTable } from '../invoices/index.js';
import { createSubscription } from '../subscriptions/index.js';

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
export async function startSubscription(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  input: { customerId: string; planId: string; billed: boolean; paid: boolean },
  now: Date,
): Promise<StartedSubscription> {
  const created = await createSubscription(
    trx,
    { now: () => now },
    scope,
    { customer_id: input.customerId, plan_id: input.planId },
    { status: input.billed ? 'active' : 'pending_payment_method' },
  );
  if (!input.billed) return { subscriptionId: created.id, invoice: null, lines: [] };
  const opened = await startFirstPeriod(trx, dialect, scope, created.id, now);
  const invoice = opened && input.paid ? await markInvoicePaid(trx, dialect, scope, opened.id, now) : opened;
  return { subscriptionId: created.id, invoice, lines: invoice ? await listLineItems(trx, scope, [invoice.id]) : [] };
}
