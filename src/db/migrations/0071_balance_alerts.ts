import type { Kysely } from 'kysely';

/**
 * balance_alerts (issue 15, item 6): a customer's threshold on one wallet (`denomination_key`, as
 * wallets name theirs). An alert holds no state: crossing it is decided from the balance before
 * and after each draw or grant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balance_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('denomination_key', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_code', 'text')
    .addColumn('currency_code', 'text')
    .addColumn('threshold', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('balance_alerts_customer').on('balance_alerts').columns(['company_id', 'mode', 'customer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance_alerts').execute();
}
