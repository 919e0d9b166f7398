/**
 * Credit notes credited to `refund` (issue 30, item 2) send money back through the payment
 * provider of the invoice's payment, outside the transaction that issued them (as charges are):
 * the note's transaction writes its refund here, `owed`, and the refund is made right after, or
 * by a later collection run, under the key `credit_note:<id>:refund` (src/modules/collections),
 * until the provider has refunded it (`refunded`).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_note_refunds')
    .addColumn('credit_note_id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_failure', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_note_refunds_owed').on('credit_note_refunds').columns(['status', 'company_id', 'mode']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_note_refunds').execute();
}
