import { Migrator, sql } from 'kysely';
import type { Store } from './store.js';
import { migrations } from './migrations/index.js';

/**
 * Applies every pending migration; throws with the failing migration's error.
 *
 * On PostgreSQL the migrator's own tables are pinned to the connection's current schema: without
 * that, Kysely's "does kysely_migration exist?" check matches the table in ANY schema of the
 * database, so a second Meterline (or a test run) in another schema would skip creating its own.
 */
export async function migrateToLatest(store: Store): Promise<string[]> {
  const migrationTableSchema = store.dialect === 'postgres' ? await currentSchema(store) : undefined;
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => migrations },
    // Migrations are written on parallel branches, so a new one may sort before one a database
    // already applied (0018 after 0031): apply it rather than refuse to start. Each migration
    // depends only on lower-numbered ones, so applying it late is safe.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(store: Store): Promise<string> {
  const result = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(store.db);
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path of DATABASE_URL');
  return schema;
}
