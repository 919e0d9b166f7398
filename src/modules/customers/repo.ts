/** Customer rows. Every query is scoped by company and mode. */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { CustomerTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function insertCustomer(db: Db, row: CustomerTable): Promise<void> {
  await db.insertInto('customers').values(row).execute();
}

export async function findCustomer(ctx: ScopedDb, id: string): Promise<CustomerTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('customers')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks the customer row until the transaction ends (PostgreSQL `FOR UPDATE`; SQLite's IMMEDIATE
 * transactions already serialize writers): decisions about all of one customer's subscriptions,
 * such as "no second live subscription to this plan", are taken one at a time.
 */
export async function lockCustomer(ctx: ScopedDb<Transaction<Database>>, id: string): Promise<CustomerTable | undefined> {
  const { db: trx, scope } = ctx;
  const query = trx.selectFrom('customers').selectAll().where(inScope(scope)).where('id', '=', id);
  return query.forUpdate().executeTakeFirst();
}

export async function listCustomers(
  ctx: ScopedDb,
  page: PageRequest,
  filter: { externalId?: string | undefined },
): Promise<CustomerTable[]> {
  const { db, scope } = ctx;
  let query = db
    .selectFrom('customers')
    .selectAll()
    .where(inScope(scope));
  if (filter.externalId !== undefined) query = query.where('external_id', '=', filter.externalId);
  if (page.after) query = query.where(afterCursor(page.after, 'customers'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

export async function updateCustomer(
  ctx: ScopedDb,
  id: string,
  patch: Partial<Omit<CustomerTable, 'id' | 'company_id' | 'mode' | 'created_at'>>,
): Promise<void> {
  const { db, scope } = ctx;
  await db
    .updateTable('customers')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

/** The scope's customers among `ids` (unknown ids and other scopes' are left out), at most 500 ids. */
export async function findCustomers(ctx: ScopedDb, ids: readonly string[]): Promise<CustomerTable[]> {
  const { db, scope } = ctx;
  if (ids.length === 0) return [];
  return db
    .selectFrom('customers')
    .selectAll()
    .where(inScope(scope))
    .where('id', 'in', [...new Set(ids)].slice(0, 500))
    .execute();
}

/** `text` as a LIKE pattern that matches it literally: `!` escapes itself, `%` and `_` (ESCAPE '!'). */
export function likeLiteral(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/**
 * Customers whose name or email contains `text` (case-insensitively: both sides lower-cased, so
 * ASCII letters fold alike on both stores) or whose external id starts with it (exactly, case
 * and all: compared with substr, not LIKE, so SQLite's case-blind LIKE plays no part).
 */
export async function searchCustomers(ctx: ScopedDb, page: PageRequest, text: string): Promise<CustomerTable[]> {
  const { db, scope } = ctx;
  const contains = `%${likeLiteral(text.toLowerCase())}%`;
  let query = db
    .selectFrom('customers')
    .selectAll()
    .where(inScope(scope))
    .where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${contains} escape '!'`),
        eb(sql`lower(email)`, 'like', sql`${contains} escape '!'`),
        eb(sql`substr(external_id, 1, ${text.length})`, '=', text),
      ]),
    );
  if (page.after) query = query.where(afterCursor(page.after, 'customers'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/** How many customers the scope has (the dashboard's overview). */
export async function countCustomers(ctx: ScopedDb): Promise<number> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(inScope(scope))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
