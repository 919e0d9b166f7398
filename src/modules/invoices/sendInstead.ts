/**
 * sendInstead: a finalized `charge_automatically` invoice that nobody can charge (no payment
 * provider) becomes one the customer pays on receipt: `send_invoice`, due `days` calendar days
 * after `now` in the company's time zone. In the caller's transaction.
 */
import { DateTime } from 'luxon';
import type { TxContext } from '../../db/context.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import type { InvoiceTable } from './tables.js';

export async function sendInstead(tx: TxContext, invoice: InvoiceTable, due: { days: number; zone: string }): Promise<InvoiceTable> {
  const { trx, scope, now } = tx;
  const patch = {
    collection_method: 'send_invoice' as const,
    days_until_due: due.days,
    due_date: toIso(DateTime.fromJSDate(now, { zone: due.zone }).plus({ days: due.days }).toJSDate()),
    updated_at: toIso(now),
  };
  await repo.updateInvoice({ db: trx, scope }, invoice.id, patch);
  return { ...invoice, ...patch };
}
