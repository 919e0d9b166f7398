/**
 * One index entry less at a random place per charge (issue 10). `event_charges_customer_time`
 * (company, mode, customer, timestamp) put each new charge inside its customer's run of the index:
 * with many customers, a page of its own per charge, written to SQLite's write-ahead log at commit
 * and again at checkpoint, and a random leaf on PostgreSQL. Its only reader was the usage summary.
 *
 * - `event_charges_scope_time` (company, mode, timestamp) answers the summary of every customer
 *   (the dashboard's overview) with a range instead of the company's whole run, and a new charge,
 *   stamped about now, lands at the end of it.
 * - One customer's summary reaches its charges through its events (`events_customer_time`, then
 *   `event_charges_event`): an event's charges carry its customer and timestamp.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_charges_customer_time').execute();
  await db.schema.createIndex('event_charges_scope_time').on('event_charges').columns(['company_id', 'mode', 'event_timestamp']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_charges_scope_time').execute();
  await db.schema.createIndex('event_charges_customer_time').on('event_charges').columns(['company_id', 'mode', 'customer_id', 'event_timestamp']).execute();
}
