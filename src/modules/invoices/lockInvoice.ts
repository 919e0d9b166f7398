import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './repo.js';
import type { InvoiceTable } from './tables.js';
import { notFound } from '../../errors/index.js';
import type { ScopedDb } from '../../db/context.js';

/** The invoice, locked for the caller's transaction, or 404 when this company and mode have none with this id. */
export async function lockInvoice(ctx: ScopedDb<Transaction<Database>>, id: string): Promise<InvoiceTable> {
  const { db: trx, scope } = ctx;
  const invoice = await repo.findInvoiceForUpdate({ db: trx, scope }, id);
  if (!invoice) throw notFound('Invoice', id);
  return invoice;
}
