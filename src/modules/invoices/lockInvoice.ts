import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import * as repo from './repo.js';
import type { InvoiceTable } from './tables.js';
import { notFound } from '../../errors/index.js';

/** The invoice, locked for the caller's transaction, or 404 when this company and mode have none with this id. */
export async function lockInvoice(trx: Transaction<Database>, scope: Scope, id: string): Promise<InvoiceTable> {
  const invoice = await repo.findInvoiceForUpdate(trx, scope, id);
  if (!invoice) throw notFound('Invoice', id);
  return invoice;
}
