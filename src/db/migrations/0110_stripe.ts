/**
 * Stripe in live mode (issue 29, item 4): the Stripe Customer made for each Meterline customer
 * (so every card kept for them is on one Stripe Customer), and the ids of the Stripe webhook
 * events already handled (the same event delivered twice acts once).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stripe_customers')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_customers_pk', ['company_id', 'mode', 'customer_id'])
    .execute();
  await db.schema
    .createTable('stripe_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('stripe_customers').execute();
}
