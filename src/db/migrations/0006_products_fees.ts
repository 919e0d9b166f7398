import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('billable_metric', 'text')
    .addColumn('cost_metric', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_scope_created').on('products').columns(['company_id', 'mode', 'created_at', 'id']).execute();

  await db.schema
    .createTable('prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('pricing_model', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('denominator', 'integer', (c) => c.notNull())
    .addColumn('billing_mode', 'text', (c) => c.notNull())
    .addColumn('cadence', 'text')
    .addColumn('currency_code', 'text')
    .addColumn('pricing_unit_id', 'text', (c) => c.references('pricing_units.id'))
    .addColumn('display_denominator', 'text')
    .addColumn('cost_plus_markup_mode', 'text')
    .addColumn('cost_plus_multiplier', 'text')
    .addColumn('cost_plus_target_margin', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prices_product').on('prices').columns(['company_id', 'mode', 'product_id']).execute();

  await db.schema
    .createTable('plan_fees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('price_id', 'text', (c) => c.notNull().references('prices.id'))
    .addColumn('effective_from', 'text')
    .addColumn('effective_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_fees_plan_product').on('plan_fees').columns(['company_id', 'mode', 'plan_id', 'product_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_fees').execute();
  await db.schema.dropTable('prices').execute();
  await db.schema.dropTable('products').execute();
}
