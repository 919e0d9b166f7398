/** The invoice.* webhook events, recorded in the transaction that moves the invoice (webhooks' outbox). */
import type { TxContext } from '../../db/context.js';
import { PUBLIC_BASE_URL_MARK, recordWebhookEvent } from '../webhooks/index.js';
import { toInvoice } from './present.js';
import * as repo from './repo.js';
import type { InvoiceTable } from './tables.js';

export type InvoiceEventType = 'invoice.created' | 'invoice.finalized' | 'invoice.paid' | 'invoice.voided' | 'invoice.marked_uncollectible' | 'invoice.payment_failed';

export async function recordInvoiceEvent(tx: TxContext, type: InvoiceEventType, invoice: InvoiceTable): Promise<void> {
  const lines = await repo.listLineItems(tx, [invoice.id]);
  await recordWebhookEvent(tx, type, toInvoice(invoice, lines, PUBLIC_BASE_URL_MARK));
}
