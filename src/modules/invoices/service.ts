/** Invoices over HTTP: read one, list, and the four actions (each in its own transaction). */
import type { Clock } from '../../clock.js';
import { txContext, type ScopedDb } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { markInvoicePaid, markInvoiceUncollectible, voidInvoice } from './changeStatus.js';
import { finalizeInvoice } from './finalizeInvoice.js';
import { creditNoteIdsOf } from './creditNoteRepo.js';
import { toInvoice } from './present.js';
import * as repo from './repo.js';
import type { Invoice } from './schemas.js';
import type { InvoiceLineItemTable } from './tables.js';
import { notFound } from '../../errors/index.js';

export type InvoiceAction = 'finalize' | 'void' | 'mark-paid' | 'mark-uncollectible';

const ACTIONS = {
  finalize: finalizeInvoice,
  void: voidInvoice,
  'mark-paid': markInvoicePaid,
  'mark-uncollectible': markInvoiceUncollectible,
} as const;

export async function getInvoice(ctx: ScopedDb, id: string, publicBaseUrl: string): Promise<Invoice> {
  const { db, scope } = ctx;
  const row = await repo.findInvoice({ db, scope }, id);
  if (!row) throw notFound('Invoice', id);
  const notes = await creditNoteIdsOf({ db, scope }, [row.id]);
  return toInvoice(row, await repo.listLineItems({ db, scope }, [row.id]), publicBaseUrl, notes.get(row.id) ?? []);
}

export async function listInvoices(
  ctx: ScopedDb,
  page: PageRequest,
  filter: repo.InvoiceFilter,
  publicBaseUrl: string,
): Promise<PageResult<Invoice>> {
  const { db, scope } = ctx;
  const result = toPage(await repo.listInvoices({ db, scope }, page, filter), page.limit);
  const ids = result.items.map((row) => row.id);
  const lines = await repo.listLineItems({ db, scope }, ids);
  const notes = await creditNoteIdsOf({ db, scope }, ids);
  const byInvoice = new Map<string, InvoiceLineItemTable[]>();
  for (const line of lines) {
    const list = byInvoice.get(line.invoice_id);
    if (list) list.push(line);
    else byInvoice.set(line.invoice_id, [line]);
  }
  return { items: result.items.map((row) => toInvoice(row, byInvoice.get(row.id) ?? [], publicBaseUrl, notes.get(row.id) ?? [])), pagination: result.pagination };
}

export async function applyInvoiceAction(
  store: Store,
  clock: Clock,
  scope: Scope,
  id: string,
  action: InvoiceAction,
  publicBaseUrl: string,
): Promise<Invoice> {
  return store.db.transaction().execute(async (trx) => {
    const row = await ACTIONS[action](txContext(trx, scope, clock.now()), id);
    const notes = await creditNoteIdsOf({ db: trx, scope }, [row.id]);
    return toInvoice(row, await repo.listLineItems({ db: trx, scope }, [row.id]), publicBaseUrl, notes.get(row.id) ?? []);
  });
}
