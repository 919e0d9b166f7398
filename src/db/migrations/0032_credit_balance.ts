import type { Kysely } from 'kysely';

/**
 * customer_balance_entries: a customer's credit balance per currency, as an append-only list of
 * entries (Stripe's customer balance transactions). A negative invoice carries its credit here
 * (+); finalizing a later invoice applies it (-). The balance is the sum (invoices/creditBalance.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_balance_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_balance_entries_customer')
    .on('customer_balance_entries')
    .columns(['company_id', 'mode', 'customer_id', 'currency', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_balance_entries').execute();
}
