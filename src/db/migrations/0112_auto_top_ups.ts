/**
 * auto_top_ups and auto_top_up_runs (issue 29, item 2). A customer's auto top-up per wallet
 * denomination: when a draw takes the wallet's available balance from above `threshold` to at or
 * below it, ingest writes one run (its outbox row) in the transaction that made the draw, unique on
 * the crossing; a job charges the customer's default card for it outside that transaction and,
 * once paid, grants the credits. Numbered 0112: 0108-0111 were taken by work landing beside it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auto_top_ups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('denomination_key', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_code', 'text')
    .addColumn('currency_code', 'text')
    .addColumn('threshold', 'text', (c) => c.notNull())
    .addColumn('credit_pack_id', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('amount', 'text')
    .addColumn('monthly_limit', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('auto_top_ups_customer_denomination', ['company_id', 'mode', 'customer_id', 'denomination_key'])
    .execute();
  await db.schema
    .createTable('auto_top_up_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('auto_top_up_id', 'text', (c) => c.notNull().references('auto_top_ups.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('crossing_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('grant_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('auto_top_up_runs_crossing', ['company_id', 'mode', 'crossing_key'])
    .execute();
  await db.schema.createIndex('auto_top_up_runs_due').on('auto_top_up_runs').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auto_top_up_runs').execute();
  await db.schema.dropTable('auto_top_ups').execute();
}
