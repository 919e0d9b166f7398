/**
 * finalizeInvoice: draft -> open, in the caller's transaction. The invoice gets the company's next
 * number (gap-free per company and mode), `finalized_at` = now and `due_date` = now plus
 * `days_until_due` calendar days in the company's time zone (same time of day).
 *
 * The number sequence stays locked until the caller's transaction ends: keep what follows a
 * finalization short, and take wallet or subscription locks before it, not after.
 */
import { DateTime } from 'luxon';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import { toIso } from '../../time.js';
import { companyProfile } from '../platform/index.js';
import { lockInvoice } from './lockInvoice.js';
import { formatInvoiceNumber } from './numbering.js';
import * as repo from './repo.js';
import type { InvoiceTable } from './tables.js';
import { assertMove } from './transitions.js';

export async function finalizeInvoice(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  id: string,
  now: Date,
): Promise<InvoiceTable> {
  const invoice = await lockInvoice(trx, dialect, scope, id);
  assertMove(invoice, 'open');
  const company = await companyProfile(trx, scope.companyId);
  if (!company) throw new Error(`Company ${scope.companyId} of invoice ${id} does not exist`);
  const sequence = await repo.takeInvoiceNumber(trx, dialect, scope);
  const days = invoice.days_until_due ?? 0;
  const patch = {
    status: 'open' as const,
    invoice_number: formatInvoiceNumber(company.invoice_prefix, scope.mode, sequence),
    finalized_at: toIso(now),
    due_date: toIso(DateTime.fromJSDate(now, { zone: company.timezone }).plus({ days }).toJSDate()),
    updated_at: toIso(now),
  };
  await repo.updateInvoice(trx, scope, id, patch);
  return { ...invoice, ...patch };
}
