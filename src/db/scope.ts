import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema.js';
import type { Mode } from '../kernel/mode.js';

/** The tenant a request acts for: every tenant query is filtered by both. */
export interface Scope {
  companyId: string;
  mode: Mode;
}

/** What a repo reads and writes through: the store's Kysely, or one of its transactions (a `Transaction` is a `Kysely`). */
export type Db = Kysely<Database>;

/**
 * The filter every tenant query carries, `company_id = ? and mode = ?` (of the table or alias
 * `table` when given): `.where(inScope(scope))`, `.where(inScope(scope, 'w'))`.
 */
export function inScope(scope: Scope, table?: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${columnOf(table, 'company_id')} = ${scope.companyId} and ${columnOf(table, 'mode')} = ${scope.mode})`;
}

/** `name`, or `table.name` when a table or alias is given. */
function columnOf(table: string | undefined, name: string) {
  return sql.ref(table === undefined ? name : `${table}.${name}`);
}

/**
 * The opposite filter for several scopes, `not ((company_id = ? and mode = ?) or ...)`: rows of
 * every tenant but those (the billing tick's run at real time leaves out the test modes whose
 * test clock is ahead of it, which it runs at their own time). Always true for none.
 */
export function outsideScopes(scopes: readonly Scope[], table?: string): RawBuilder<SqlBool> {
  if (scopes.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`not (${sql.join(scopes.map((scope) => inScope(scope, table)), sql` or `)})`;
}

/**
 * One customer's events, `company_id = ? and mode = ? and customer_id = ? and invoice_pending in
 * (0, 1)` (of `table` when given): the form `events_customer_pending_time` (company, mode,
 * customer, invoice_pending, timestamp) answers with a range on the timestamp after it. Without
 * the flag's two values, a time range would read the customer's whole run of the index
 * (0134_events_invoice_pending).
 */
export function customerEvents(scope: Scope, customerId: string, table?: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${inScope(scope, table)} and ${columnOf(table, 'customer_id')} = ${customerId} and ${columnOf(table, 'invoice_pending')} in (0, 1))`;
}
