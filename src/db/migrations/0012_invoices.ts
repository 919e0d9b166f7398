import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('collection_method', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text')
    .addColumn('public_token', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('days_until_due', 'integer')
    .addColumn('description', 'text')
    .addColumn('customer_memo', 'text')
    .addColumn('footer', 'text')
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('finalized_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('marked_uncollectible_at', 'text')
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('source_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_scope_created').on('invoices').columns(['company_id', 'mode', 'created_at', 'id']).execute();
  await db.schema.createIndex('invoices_customer').on('invoices').columns(['company_id', 'mode', 'customer_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_subscription').on('invoices').columns(['company_id', 'mode', 'subscription_id', 'created_at']).execute();
  // Both dialects treat NULLs as distinct: these bind only invoices that carry a value.
  await db.schema.createIndex('invoices_source_ref').on('invoices').columns(['company_id', 'mode', 'source_ref']).unique().execute();
  await db.schema.createIndex('invoices_number').on('invoices').columns(['company_id', 'mode', 'invoice_number']).unique().execute();
  await db.schema.createIndex('invoices_public_token').on('invoices').column('public_token').unique().execute();

  await db.schema
    .createTable('invoice_line_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('fee_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('exact_amount', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_line_items_invoice').on('invoice_line_items').columns(['invoice_id', 'position']).unique().execute();

  await db.schema
    .createTable('invoice_number_sequences')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('next_number', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_number_sequences_pk', ['company_id', 'mode'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_number_sequences').execute();
  await db.schema.dropTable('invoice_line_items').execute();
  await db.schema.dropTable('invoices').execute();
}
