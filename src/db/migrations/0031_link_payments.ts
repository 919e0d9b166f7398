import { sql, type Kysely } from 'kysely';

/**
 * link_payments: every card payment a hosted page takes, claimed before the provider is called
 * (links/payForLink.ts). At most one payment is `processing` per subject (a link, or the
 * subscription a "change now" link changes), which the partial unique index enforces on both
 * stores: whoever inserts second is told the payment is already in progress, and never charges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('link_kind', 'text', (c) => c.notNull())
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('provider_refund_id', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_payments_sequence')
    .unique()
    .on('link_payments')
    .columns(['company_id', 'mode', 'link_kind', 'link_id', 'sequence'])
    .execute();
  await db.schema
    .createIndex('link_payments_one_processing')
    .unique()
    .on('link_payments')
    .columns(['company_id', 'mode', 'subject'])
    .where(sql.ref('status'), '=', sql.lit('processing'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_payments').execute();
}
