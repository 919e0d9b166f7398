import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null for a global catalog (maintained by the operator, visible to every company).
    .addColumn('company_id', 'text', (c) => c.references('companies.id'))
    .addColumn('mode', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('key_property', 'text', (c) => c.notNull())
    .addColumn('source_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A global catalog's name is unique (the shipped-catalog loader upserts on it from every node).
  await db.schema
    .createIndex('catalogs_global_name')
    .on('catalogs')
    .column('name')
    .unique()
    .where(sql.ref('company_id'), 'is', null)
    .execute();
  await db.schema.createIndex('catalogs_scope_name').on('catalogs').columns(['company_id', 'mode', 'name']).unique().execute();

  await db.schema
    .createTable('catalog_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('catalog_id', 'text', (c) => c.notNull().references('catalogs.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'text', (c) => c.notNull())
    .addColumn('price', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalog_entries_key').on('catalog_entries').columns(['catalog_id', 'key']).unique().execute();

  await db.schema
    .createTable('plan_catalogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('catalog_id', 'text', (c) => c.notNull().references('catalogs.id'))
    .addColumn('pricing', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_catalogs_plan_catalog').on('plan_catalogs').columns(['plan_id', 'catalog_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_catalogs').execute();
  await db.schema.dropTable('catalog_entries').execute();
  await db.schema.dropTable('catalogs').execute();
}
