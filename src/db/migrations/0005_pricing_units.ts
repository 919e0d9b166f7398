import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pricing_units_scope_code').on('pricing_units').columns(['company_id', 'mode', 'code']).unique().execute();

  await db.schema
    .createTable('conversion_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_id', 'text', (c) => c.notNull().references('pricing_units.id'))
    .addColumn('customer_id', 'text')
    .addColumn('settlement_currency_code', 'text', (c) => c.notNull())
    .addColumn('money_minor', 'text', (c) => c.notNull())
    .addColumn('unit_amount', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text')
    .addColumn('effective_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversion_rates_unit').on('conversion_rates').columns(['pricing_unit_id', 'settlement_currency_code', 'customer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conversion_rates').execute();
  await db.schema.dropTable('pricing_units').execute();
}
