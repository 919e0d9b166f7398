import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Webhooks (issue 15): endpoints, the event outbox, one delivery per endpoint and event, and every
 * attempt of a delivery.
 *
 * - webhook_events is the outbox: written in the transaction of the change it describes; `payload`
 *   is the exact body every delivery sends (so a resend is byte-identical and signs the same).
 * - webhook_deliveries fan an event out to the endpoints subscribed at that moment. `seq` orders
 *   deliveries (an autoincrement on SQLite, bigserial on PostgreSQL): a delivery is not attempted
 *   while an earlier one of the same endpoint and object is pending (invoice.finalized never before
 *   invoice.created). `next_attempt_at` is both the retry time and the lease of a claimed attempt.
 * - webhook_attempts: append-only, one row per HTTP attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('event_types', 'text')
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_scope').on('webhook_endpoints').columns(['company_id', 'mode', 'created_at']).execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_events_scope').on('webhook_events').columns(['company_id', 'mode', 'created_at']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_order').on('webhook_deliveries').columns(['endpoint_id', 'object_id', 'status', 'seq']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['company_id', 'mode', 'endpoint_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('response_body', 'text')
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'attempted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints']) await db.schema.dropTable(table).execute();
}
