/**
 * What the hosted invoice page and the invoice's PDF show: the invoice with its lines, company and
 * customer. Found by the invoice's public token alone for the hosted page (the token is the page's
 * address: unguessable, read-only, no API key), by id in the key's scope for the API. Null for a
 * token that names no invoice.
 */
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import { findCustomer, toCustomer } from '../customers/index.js';
import type { PostalAddress } from '../documents/index.js';
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
  customer: { name: string | null; email: string | null; billingAddress: PostalAddress | null; shippingAddress: PostalAddress | null } | null;
}

/** 32 random bytes in base64url, as createInvoice issues them. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function loadPublicInvoice(db: Kysely<Database>, token: string): Promise<PublicInvoice | null> {
  if (!TOKEN.test(token)) return null;
  const invoice = await repo.findInvoiceByPublicToken(db, token);
  return invoice ? withParties(db, invoice) : null;
}

/** The same for the invoice with this id in the caller's company and mode; null for an unknown id. */
export async function loadScopedInvoice({ db, scope }: ScopedDb, id: string): Promise<PublicInvoice | null> {
  const invoice = await repo.findInvoice({ db, scope }, id);
  return invoice ? withParties(db, invoice) : null;
}

async function withParties(db: Kysely<Database>, invoice: InvoiceTable): Promise<PublicInvoice | null> {
  const scope = { companyId: invoice.company_id, mode: invoice.mode };
  const [lines, creditNotes, company, row] = await Promise.all([
    repo.listLineItems({ db, scope }, [invoice.id]),
    invoiceCreditNotes({ db, scope }, invoice.id),
    companyProfile(db, invoice.company_id),
    invoice.customer_id === null ? Promise.resolve(undefined) : findCustomer({ db, scope }, invoice.customer_id),
  ]);
  if (!company) return null;
  const customer = row ? toCustomer(row) : null;
  const personName = [customer?.first_name, customer?.last_name].filter(Boolean).join(' ') || null;
  return {
    invoice,
    lines,
    creditNotes,
    company: { name: company.name, timezone: company.timezone },
    customer: customer
      ? { name: customer.name ?? personName, email: customer.email, billingAddress: customer.billing_address, shippingAddress: customer.shipping_address }
      : null,
  };
}

/** The scope of the invoice a hosted invoice page's token names (its clock is the page's); null for an unknown token. */
export async function invoiceScopeByToken(db: Kysely<Database>, token: string): Promise<{ companyId: string; mode: InvoiceTable['mode'] } | null> {
  if (!TOKEN.test(token)) return null;
  const invoice = await repo.findInvoiceByPublicToken(db, token);
  return invoice ? { companyId: invoice.company_id, mode: invoice.mode } : null;
}
