import { sql, type Kysely } from 'kysely';

/**
 * Fewer index entries written per ingested event (issue 10). Every charge row was entered into
 * six indexes; each entry keyed by something random (a subscription, a customer) dirties its own
 * page, and on SQLite every dirty page is written to the write-ahead log at commit and again at
 * checkpoint.
 *
 * - `event_charges_subscription_time` goes: every read of charges by subscription asks for the
 *   ones not invoiced yet, which `event_charges_not_invoiced` (the same columns, only the rows still
 *   waiting for an invoice) answers; charges already invoiced are read by their invoice.
 * - `event_charges_invoice` only holds invoiced charges: it is read with `invoice_id = ?`, and a new
 *   charge (no invoice yet) no longer enters it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_charges_subscription_time').execute();
  await db.schema.dropIndex('event_charges_invoice').execute();
  await db.schema
    .createIndex('event_charges_invoice')
    .on('event_charges')
    .columns(['invoice_id'])
    .where(sql.ref('invoice_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_charges_invoice').execute();
  await db.schema.createIndex('event_charges_invoice').on('event_charges').columns(['invoice_id']).execute();
  await db.schema.createIndex('event_charges_subscription_time').on('event_charges').columns(['subscription_id', 'event_timestamp']).execute();
}
