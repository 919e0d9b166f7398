/**
 * Plans found by a name the operator types (the dashboard's plan filters): the plans of the scope
 * whose name or code contains `text`, case-insensitively (both sides lower-cased, so ASCII letters
 * fold alike on both stores), newest first, at most `limit`.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/context.js';
import { inScope } from '../../db/scope.js';
import type { PlanTable } from './tables.js';

/** `text` as a LIKE pattern that matches it literally: `!` escapes itself, `%` and `_` (ESCAPE '!'). */
function likeLiteral(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

export async function searchPlans(ctx: ScopedDb, text: string, limit: number): Promise<PlanTable[]> {
  const { db, scope } = ctx;
  const contains = `%${likeLiteral(text.toLowerCase())}%`;
  return db
    .selectFrom('plans')
    .selectAll()
    .where(inScope(scope))
    .where((eb) => eb.or([eb(sql`lower(name)`, 'like', sql`${contains} escape '!'`), eb(sql`lower(plan_code)`, 'like', sql`${contains} escape '!'`)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
