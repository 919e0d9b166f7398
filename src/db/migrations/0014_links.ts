import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signup_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('plan_code', 'text')
    .addColumn('success_url', 'text')
    .addColumn('back_url', 'text')
    .addColumn('previous_subscription_id', 'text')
    .addColumn('change_timing_mode', 'text')
    .addColumn('cancel_now_prepaid_refund_policy', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_attempt', 'text')
    .addColumn('result_subscription_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signup_links_scope_created').on('signup_links').columns(['company_id', 'mode', 'created_at', 'id']).execute();

  await db.schema
    .createTable('checkout_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('credit_pack_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'text')
    .addColumn('success_url', 'text')
    .addColumn('back_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('completed_attempt', 'text')
    .addColumn('completed_quantity', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('checkout_links_scope_created').on('checkout_links').columns(['company_id', 'mode', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkout_links').execute();
  await db.schema.dropTable('signup_links').execute();
}
