/**
 * Discounts (issue 30, item 3):
 * - coupons: a company's coupons per mode, `code` unique per company and mode; `percent_off`
 *   (decimal text, in (0, 100]) or `amount_off_cents` with `currency_code`; `duration` once,
 *   repeating (`duration_in_periods`) or forever;
 * - subscription_discounts: a coupon applied to a subscription (once per subscription and coupon),
 *   `periods_remaining` the invoices it still discounts (null: forever), `ended_at` once used up;
 * - invoice_line_items.discount_amount_cents: each line's share of its invoice's discount_cents
 *   (0 on every line written before);
 * - signup_links.coupon_code: the coupon a signup link applies to the subscription it creates.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'text')
    .addColumn('amount_off_cents', 'bigint')
    .addColumn('currency_code', 'text')
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('duration_in_periods', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_code').on('coupons').columns(['company_id', 'mode', 'code']).unique().execute();
  await db.schema.createIndex('coupons_scope_created').on('coupons').columns(['company_id', 'mode', 'created_at', 'id']).execute();

  await db.schema
    .createTable('subscription_discounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id'))
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('periods_remaining', 'integer')
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_discounts_coupon').on('subscription_discounts').columns(['company_id', 'mode', 'subscription_id', 'coupon_id']).unique().execute();

  await db.schema.alterTable('invoice_line_items').addColumn('discount_amount_cents', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('signup_links').addColumn('coupon_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signup_links').dropColumn('coupon_code').execute();
  await db.schema.alterTable('invoice_line_items').dropColumn('discount_amount_cents').execute();
  await db.schema.dropTable('subscription_discounts').execute();
  await db.schema.dropTable('coupons').execute();
}
