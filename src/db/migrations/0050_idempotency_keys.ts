import type { Kysely } from 'kysely';

/**
 * Idempotency keys of API requests (src/modules/idempotency/): one row per company, mode, path
 * and `Idempotency-Key`, claimed before the handler runs and holding its answer after. Portable
 * types only, so one definition serves both stores. The primary key is the claim: an insert
 * that meets it does nothing, so two requests with one key cannot both run the handler.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('claim_id', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['company_id', 'mode', 'path', 'idempotency_key'])
    .execute();
  // Pruning deletes keys past their 24 hours, oldest first.
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
