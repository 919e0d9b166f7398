import type { Kysely } from 'kysely';

/**
 * The operator dashboard's accounts (src/dashboard/): its users (one company each, an scrypt
 * password hash with its salt and parameters), their server-side sessions (only the SHA-256 of
 * the cookie's token is stored, with the session's CSRF token and its test/live mode), and the
 * failed sign-ins per email and per IP that slow and then refuse further tries. Portable types
 * only, so one definition serves both stores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dashboard_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('dashboard_users.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dashboard_sessions_user').on('dashboard_sessions').columns(['user_id']).execute();

  await db.schema
    .createTable('dashboard_sign_in_failures')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  // Each failure deletes the counts older than 15 minutes.
  await db.schema.createIndex('dashboard_sign_in_failures_last').on('dashboard_sign_in_failures').columns(['last_failure_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dashboard_sign_in_failures').execute();
  await db.schema.dropTable('dashboard_sessions').execute();
  await db.schema.dropTable('dashboard_users').execute();
}
