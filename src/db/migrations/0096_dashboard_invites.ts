import type { Kysely } from 'kysely';

/**
 * Dashboard users invite others (src/dashboard/invites.ts): one-time invite links valid 72 hours,
 * only the SHA-256 of the link's token stored, like sessions; `used_at` set once when accepted.
 * Users get `last_sign_in_at`, shown on /dashboard/users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('dashboard_invites_company').on('dashboard_invites').columns(['company_id', 'created_at']).execute();
  await db.schema.alterTable('dashboard_users').addColumn('last_sign_in_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dashboard_users').dropColumn('last_sign_in_at').execute();
  await db.schema.dropTable('dashboard_invites').execute();
}
