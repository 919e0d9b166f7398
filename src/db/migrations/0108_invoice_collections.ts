/**
 * Collecting `charge_automatically` invoices from the saved card (issue 29, item 3):
 * - invoice_collections: one row per invoice being collected (its attempts, its retry schedule
 *   on the company's clock, and the lease a worker holds while it charges; src/modules/collections);
 * - companies.past_due_after_retries: what happens to the subscription when every retry failed,
 *   `keep_past_due` (every existing company, and the default) or `cancel`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_collections')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('retries', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_payment_method_id', 'text')
    .addColumn('last_failure', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_collections_due').on('invoice_collections').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('invoice_collections_customer').on('invoice_collections').columns(['company_id', 'mode', 'customer_id']).execute();
  await db.schema
    .alterTable('companies')
    .addColumn('past_due_after_retries', 'text', (c) => c.notNull().defaultTo('keep_past_due'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('past_due_after_retries').execute();
  await db.schema.dropTable('invoice_collections').execute();
}
