/**
 * The plans a subscription was on before its current one (issue 26, item 1): an event is rated by
 * the plan in force at its `timestamp`, and a late event stamped before a plan change must find
 * the plan it was used under after the subscription row has moved on. One row per finished plan
 * phase [started_at, ended_at), written by the transition that ends it; the current plan stays on
 * the subscription row. Ingest reads a batch's customers' rows in its read phase, hence the
 * customer in the key. Subscriptions changed before this migration have no rows: their history
 * is not known, and they rate as before (by the current plan).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_plan_phases')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_plan_phases_pk', ['subscription_id', 'ended_at'])
    .execute();
  await db.schema.createIndex('subscription_plan_phases_customer').on('subscription_plan_phases').columns(['company_id', 'mode', 'customer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_plan_phases').execute();
}
