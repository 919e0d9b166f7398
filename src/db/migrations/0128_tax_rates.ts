/**
 * Taxes (issue 30, item 4):
 * - `tax_rates`: a company's tax rates per mode: `percentage` a decimal string (0 < p <= 100, up
 *   to 4 decimals), `country` ISO 3166-1 alpha-2 uppercase, `state` (null: country-wide),
 *   `inclusive` 0/1 (1: the tax is inside the line's amount; 0: added on top);
 * - `customers.tax_exempt` (0/1, default 0) and `customers.tax_rate_ids` (JSON array text of tax
 *   rate ids, default `[]`): what decides a customer's rates (docs/guide.md, Taxes).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('percentage', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('inclusive', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tax_rates_scope_created').on('tax_rates').columns(['company_id', 'mode', 'created_at', 'id']).execute();
  await db.schema.alterTable('customers').addColumn('tax_exempt', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('customers').addColumn('tax_rate_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('tax_rate_ids').execute();
  await db.schema.alterTable('customers').dropColumn('tax_exempt').execute();
  await db.schema.dropTable('tax_rates').execute();
}
