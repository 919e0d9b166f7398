/**
 * An invoice's taxes as built (issue 30, item 4), fixed with the invoice:
 * - `invoice_line_items.inclusive_tax_cents`: the part of the line's `tax_amount_cents` that is
 *   already inside its `total_amount_cents` (inclusive rates), so not added to the invoice's total;
 *   0 for every existing line;
 * - `invoices.tax_rates`: JSON text of the rates applied (`[{ id, name, percentage, inclusive }]`),
 *   what the hosted page and the PDF name beside the tax; null for invoices without tax.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_line_items').addColumn('inclusive_tax_cents', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('invoices').addColumn('tax_rates', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('tax_rates').execute();
  await db.schema.alterTable('invoice_line_items').dropColumn('inclusive_tax_cents').execute();
}
