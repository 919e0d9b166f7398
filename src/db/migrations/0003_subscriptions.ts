import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('billing_anchor_day', 'integer', (c) => c.notNull())
    .addColumn('trial_end', 'text')
    .addColumn('next_renewal_date', 'text')
    .addColumn('current_period_start', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_at', 'text')
    .addColumn('plan_transition_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plan_transition_at', 'text')
    .addColumn('plan_transition_to_plan_id', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_scope_created').on('subscriptions').columns(['company_id', 'mode', 'created_at', 'id']).execute();
  await db.schema.createIndex('subscriptions_customer').on('subscriptions').columns(['company_id', 'mode', 'customer_id']).execute();
  await db.schema.createIndex('subscriptions_plan').on('subscriptions').columns(['company_id', 'mode', 'plan_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
}
