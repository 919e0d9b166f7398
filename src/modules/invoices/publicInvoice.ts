/**
 * What the hosted invoice page shows, found by the invoice's public token alone (the token is the
 * page's address: unguessable, read-only, no API key). Null for a token that names no invoice.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findCustomer } from '../customers/index.js';
import { companyProfile } from '../platform/index.js';
import { invoiceCreditNotes } from './creditNoteService.js';
import type { CreditNote } from './creditNoteSchemas.js';
import * as repo from './repo.js';
import type { InvoiceLineItemTable, InvoiceTable } from './tables.js';

export interface PublicInvoice {
  invoice: InvoiceTable;
  lines: InvoiceLineItemTable[];
  /** Its credit notes, oldest first (issue 30): what adjusted it since it was issued. */
  creditNotes: CreditNote[];
  company: { name: string; timezone: string };
  customer: { name: string | null; email: string | null } | null;
}

/** 32 random bytes in base64url, as createInvoice issues them. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function loadPublicInvoice(db: Kysely<Database>, token: string): Promise<PublicInvoice | null> {
  if (!TOKEN.test(token)) return null;
  const invoice = await repo.findInvoiceByPublicToken(db, token);
  if (!invoice) return null;
  const scope = { companyId: invoice.company_id, mode: invoice.mode };
  const [lines, creditNotes, company, customer] = await Promise.all([
    repo.listLineItems({ db, scope }, [invoice.id]),
    invoiceCreditNotes({ db, scope }, invoice.id),
    companyProfile(db, invoice.company_id),
    invoice.customer_id === null
      ? Promise.resolve(undefined)
      : findCustomer({ db, scope }, invoice.customer_id),
  ]);
  if (!company) return null;
  const personName = [customer?.first_name, customer?.last_name].filter(Boolean).join(' ') || null;
  return {
    invoice,
    lines,
    creditNotes,
    company: { name: company.name, timezone: company.timezone },
    customer: customer ? { name: customer.name ?? personName, email: customer.email } : null,
  };
}

/** The scope of the invoice a hosted invoice page's token names (its clock is the page's); null for an unknown token. */
export async function invoiceScopeByToken(db: Kysely<Database>, token: string): Promise<{ companyId: string; mode: InvoiceTable['mode'] } | null> {
  if (!TOKEN.test(token)) return null;
  const invoice = await repo.findInvoiceByPublicToken(db, token);
  return invoice ? { companyId: invoice.company_id, mode: invoice.mode } : null;
}
