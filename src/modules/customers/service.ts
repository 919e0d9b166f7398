/**
 * Customers: create, read, list, update (only provided fields; null clears). An address in an
 * update is partial too: only its given fields change, `""` clears one field, null the address.
 * `tax_exempt` and `tax_rate_ids` (issue 30, item 4) decide the customer's taxes (taxes module);
 * an id in `tax_rate_ids` that is not a tax rate of the scope is 400 VALIDATION_ERROR naming
 * `tax_rate_ids[i]`, as every unknown id in a body is (a 404 is for an id in the path).
 */
import { txContext, type ScopedDb, type DbContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { toIso } from '../../time.js';
import { unknownTaxRateIds } from '../taxes/index.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import { isCountryCode } from '../../kernel/country.js';
import * as repo from './repo.js';
import type { Address, CreateCustomerBody, Customer, UpdateCustomerBody } from './schemas.js';
import type { CustomerTable } from './tables.js';

const ADDRESS_FIELDS = ['country', 'state', 'city', 'street', 'street2', 'zip'] as const;

/** Uppercases the country and checks it is an assigned ISO code; fields keep the contract's order. */
function normalizeAddress(address: Address, field: string, problems: ProblemDetail[]): Address {
  const out: Address = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (value === undefined) continue;
    out[field] = field === 'country' ? value.toUpperCase() : value;
  }
  if (out.country !== undefined && out.country !== '' && !isCountryCode(out.country)) {
    problems.push({ field: `${field}.country`, message: 'must be a two-letter ISO 3166-1 country code' });
  }
  return out;
}

function encodeAddress(address: Address | null | undefined, field: string, problems: ProblemDetail[]): string | null | undefined {
  if (address === undefined) return undefined;
  if (address === null) return null;
  return JSON.stringify(normalizeAddress(address, field, problems));
}

/** An address without its empty fields (`""` clears a field, as in Stripe). */
function withoutEmpty(address: Address): Address {
  const out: Address = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (value !== undefined && value !== '') out[field] = value;
  }
  return out;
}

/**
 * An update's address: only the fields given change (Stripe's partial update of a nested
 * object); `""` clears one field, `null` the whole address. Fields keep the contract's order.
 */
function mergeAddress(stored: string | null, update: Address | null | undefined, field: string, problems: ProblemDetail[]): string | null | undefined {
  if (update === undefined || update === null) return update;
  const before = stored === null ? {} : (JSON.parse(stored) as Address);
  const merged = withoutEmpty({ ...before, ...normalizeAddress(update, field, problems) });
  return JSON.stringify(merged);
}

export function toCustomer(row: CustomerTable): Customer {
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    url: row.url,
    external_id: row.external_id,
    billing_address: row.billing_address === null ? null : (JSON.parse(row.billing_address) as Address),
    shipping_address: row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as Address),
    created_at: row.created_at,
    updated_at: row.updated_at,
    tax_exempt: Number(row.tax_exempt) === 1,
    tax_rate_ids: JSON.parse(row.tax_rate_ids) as string[],
  };
}

export async function createCustomer(ctx: DbContext, body: CreateCustomerBody): Promise<Customer> {
  const { db, scope } = ctx;
  const problems: ProblemDetail[] = [];
  const billing = encodeAddress(body.billing_address, 'billing_address', problems);
  const shipping = encodeAddress(body.shipping_address, 'shipping_address', problems);
  problems.push(...(await unknownTaxRateIds({ db, scope }, body.tax_rate_ids ?? [], 'tax_rate_ids')));
  if (problems.length) throw invalid(problems);
  const at = ctx.now;
  const now = toIso(at);
  const row: CustomerTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    name: body.name ?? null,
    first_name: body.first_name ?? null,
    last_name: body.last_name ?? null,
    email: body.email ?? null,
    phone: body.phone ?? null,
    url: body.url ?? null,
    external_id: body.external_id ?? null,
    billing_address: billing ?? null,
    shipping_address: shipping ?? null,
    created_at: now,
    updated_at: now,
    tax_exempt: body.tax_exempt === true ? 1 : 0,
    tax_rate_ids: JSON.stringify(body.tax_rate_ids ?? []),
  };
  const customer = toCustomer(row);
  await db.transaction().execute(async (trx) => {
    await repo.insertCustomer(trx, row);
    await recordWebhookEvent(txContext(trx, scope, at), 'customer.created', customer);
  });
  return customer;
}

export async function getCustomer(ctx: ScopedDb, id: string): Promise<Customer> {
  const { db, scope } = ctx;
  const row = await repo.findCustomer({ db, scope }, id);
  if (!row) throw notFound('Customer', id);
  return toCustomer(row);
}

export async function listCustomers(
  ctx: ScopedDb,
  page: PageRequest,
  filter: { externalId?: string | undefined },
): Promise<PageResult<Customer>> {
  const { db, scope } = ctx;
  const rows = await repo.listCustomers({ db, scope }, page, filter);
  const result = toPage(rows, page.limit);
  return { items: result.items.map(toCustomer), pagination: result.pagination };
}

/** Display names of the scope's customers among `ids` (name, else first and last name, else email, else id). */
export async function customerNames(ctx: ScopedDb, ids: readonly string[]): Promise<Map<string, string>> {
  const { db, scope } = ctx;
  const rows = await repo.findCustomers({ db, scope }, ids);
  return new Map(rows.map((row) => [row.id, row.name ?? ([row.first_name, row.last_name].filter(Boolean).join(' ') || row.email || row.id)]));
}

/**
 * The dashboard's customer search: name or email containing `text` (case-insensitive), or an
 * external id equal to it or starting with it; newest first, with the API's cursors.
 */
export async function searchCustomers(ctx: ScopedDb, page: PageRequest, text: string): Promise<PageResult<Customer>> {
  const { db, scope } = ctx;
  const rows = await repo.searchCustomers({ db, scope }, page, text);
  const result = toPage(rows, page.limit);
  return { items: result.items.map(toCustomer), pagination: result.pagination };
}

export async function updateCustomer(
  ctx: DbContext,
  id: string,
  body: UpdateCustomerBody,
): Promise<Customer> {
  const { db, scope } = ctx;
  const problems: ProblemDetail[] = [];
  // Checked before the customer is read, so a bad field is a 400 whether or not the id exists.
  encodeAddress(body.billing_address, 'billing_address', problems);
  encodeAddress(body.shipping_address, 'shipping_address', problems);
  problems.push(...(await unknownTaxRateIds({ db, scope }, body.tax_rate_ids ?? [], 'tax_rate_ids')));
  if (problems.length) throw invalid(problems);
  return db.transaction().execute(async (trx) => {
    const tx = txContext(trx, scope, ctx.now);
    const existing = await repo.findCustomer(tx, id);
    if (!existing) throw notFound('Customer', id);
    const billing = mergeAddress(existing.billing_address, body.billing_address, 'billing_address', problems);
    const shipping = mergeAddress(existing.shipping_address, body.shipping_address, 'shipping_address', problems);
    const patch: Parameters<typeof repo.updateCustomer>[2] = { updated_at: toIso(tx.now) };
    for (const field of ['name', 'first_name', 'last_name', 'email', 'phone', 'url', 'external_id'] as const) {
      if (body[field] !== undefined) patch[field] = body[field];
    }
    if (billing !== undefined) patch.billing_address = billing;
    if (shipping !== undefined) patch.shipping_address = shipping;
    if (body.tax_exempt !== undefined) patch.tax_exempt = body.tax_exempt ? 1 : 0;
    if (body.tax_rate_ids !== undefined) patch.tax_rate_ids = JSON.stringify(body.tax_rate_ids);
    await repo.updateCustomer(tx, id, patch);
    const customer = toCustomer({ ...existing, ...patch });
    await recordWebhookEvent(tx, 'customer.updated', customer);
    return customer;
  });
}
