/** The invoice.* webhook events, recorded in the transaction that moves the invoice (webhooks' outbox). */
import type { Transaction } from 'kysely';
import { txContext } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { PUBLIC_BASE_URL_MARK, recordWebhookEvent } from '../webhooks/index.js';
import { toInvoice } from './present.js';
import * as repo from './repo.js';
import type { InvoiceTable } from './tables.js';

export type InvoiceEventType = 'invoice.created' | 'invoice.finalized' | 'invoice.paid' | 'invoice.voided' | 'invoice.marked_uncollectible';

export async function recordInvoiceEvent(trx: Transaction<Database>, scope: Scope, type: InvoiceEventType, invoice: InvoiceTable, now: Date): Promise<void> {
  const lines = await repo.listLineItems(trx, scope, [invoice.id]);
  await recordWebhookEvent(txContext(trx, scope, now), type, toInvoice(invoice, lines, PUBLIC_BASE_URL_MARK));
}
