import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // At most one open (effective_to null) rate per series (pricing unit, customer or none,
  // settlement currency), so two concurrent "first rates" cannot both land.
  await sql`create unique index conversion_rates_open_series on conversion_rates (pricing_unit_id, settlement_currency_code, coalesce(customer_id, '')) where effective_to is null`.execute(
    db,
  );

  await db.schema
    .createTable('credit_packs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_id', 'text', (c) => c.notNull().references('pricing_units.id'))
    .addColumn('money_minor', 'text', (c) => c.notNull())
    .addColumn('unit_amount', 'text', (c) => c.notNull())
    .addColumn('expiration_interval_count', 'integer')
    .addColumn('expiration_interval_unit', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_packs_plan_code').on('credit_packs').columns(['plan_id', 'code']).unique().execute();
  await db.schema.createIndex('credit_packs_plan_created').on('credit_packs').columns(['plan_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('credit_grant_policies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_id', 'text', (c) => c.references('pricing_units.id'))
    .addColumn('currency_code', 'text')
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('cadence', 'text', (c) => c.notNull())
    .addColumn('expiration_interval_count', 'integer')
    .addColumn('expiration_interval_unit', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text')
    .addColumn('effective_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_grant_policies_plan_created').on('credit_grant_policies').columns(['plan_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_grant_policies').execute();
  await db.schema.dropTable('credit_packs').execute();
  await db.schema.dropIndex('conversion_rates_open_series').execute();
}
