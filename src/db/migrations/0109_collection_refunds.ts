/**
 * invoice_collections gains the refund a charge is owed back (issue 29, item 3): a charge that
 * succeeded after its invoice had left `open` another way (marked paid through the API, voided)
 * pays nothing, so its money goes back; the row keeps the payment to refund until the provider
 * has refunded it (status `refund_owed`, then `refunded`), retried by every collection run.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_collections').addColumn('refund_payment_id', 'text').execute();
  await db.schema.alterTable('invoice_collections').addColumn('refund_amount_minor', 'integer').execute();
  await db.schema.alterTable('invoice_collections').addColumn('refund_currency', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_collections').dropColumn('refund_currency').execute();
  await db.schema.alterTable('invoice_collections').dropColumn('refund_amount_minor').execute();
  await db.schema.alterTable('invoice_collections').dropColumn('refund_payment_id').execute();
}
