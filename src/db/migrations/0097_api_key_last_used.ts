import type { Kysely } from 'kysely';

/**
 * `api_keys.last_used_at`: when a key last authenticated a request, written at most once a minute
 * per key per node, outside every request's transaction (src/modules/platform/keyUsage.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_keys').dropColumn('last_used_at').execute();
}
