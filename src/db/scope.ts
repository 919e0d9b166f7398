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
  const column = (name: string) => sql.ref(table === undefined ? name : `${table}.${name}`);
  return sql<SqlBool>`(${column('company_id')} = ${scope.companyId} and ${column('mode')} = ${scope.mode})`;
}
