/**
 * fee_period_quantities (issue 31, item 2): the running quantity of a graduated or package fee per
 * subscription and billing period, what ingest prices the next event from (cost = price(total
 * after) - price(total before)). A batch creates the rows it needs and locks them in one global
 * order before it locks wallets (ingest/pipeline/runningTotals.ts), so two batches of one customer
 * never both read the same total.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fee_period_quantities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('fee_id', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('fee_period_quantities_key', ['company_id', 'mode', 'subscription_id', 'fee_id', 'period_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fee_period_quantities').execute();
}
