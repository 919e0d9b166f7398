import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('properties', 'text')
    .addColumn('cost', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The idempotency guarantee: one event per key, whatever races above it.
  await db.schema.createIndex('events_idempotency').on('events').columns(['company_id', 'mode', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('events_customer_time').on('events').columns(['company_id', 'mode', 'customer_id', 'timestamp']).execute();
  await db.schema.createIndex('events_scope_created').on('events').columns(['company_id', 'mode', 'created_at', 'id']).execute();

  await db.schema
    .createTable('event_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('fee_id', 'text')
    .addColumn('plan_catalog_id', 'text')
    .addColumn('catalog_entry_key', 'text')
    .addColumn('product_id', 'text')
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text')
    .addColumn('pricing_unit_id', 'text')
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('cost_amount', 'text')
    .addColumn('cost_currency_code', 'text')
    .addColumn('event_timestamp', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_charges_event').on('event_charges').columns(['event_id']).execute();
  await db.schema.createIndex('event_charges_subscription_time').on('event_charges').columns(['subscription_id', 'event_timestamp']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_charges').execute();
  await db.schema.dropTable('events').execute();
}
