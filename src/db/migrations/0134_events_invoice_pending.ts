/**
 * One index entry less at a random place per event (issue 33). `event_charges_not_invoiced`
 * (subscription, instant; charges without invoice) put every new charge inside its subscription's
 * run of the index: with many subscriptions a page of its own per event, written to SQLite's
 * write-ahead log at commit and again at checkpoint, a random leaf on PostgreSQL. Measured with the
 * benchmark's SQLite legs (store of 50,000 events, two alternating runs): 229 -> 189 us of server
 * CPU per single event, 152 -> 132 batched, with only that index dropped.
 *
 * The same question is now answered through an index every event enters anyway: the event row
 * says whether some charge of it still waits for an invoice (`invoice_pending`, 1 or 0), and
 * `events_customer_pending_time` (company, mode, customer, invoice_pending, timestamp) replaces
 * `events_customer_time`. A subscription's charges not invoiced are its customer's pending events'
 * charges of that subscription without an invoice (billing/repo.ts); attaching charges to an
 * invoice clears the flag of every event left with none (ingest/repo.ts). Readers of a customer's
 * events by time ask for `invoice_pending in (0, 1)`, which keeps both stores on the index.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('invoice_pending', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await sql`update events set invoice_pending = 1
    where exists (select 1 from event_charges c where c.event_id = events.id and c.invoice_id is null)`.execute(db);
  await db.schema
    .createIndex('events_customer_pending_time')
    .on('events')
    .columns(['company_id', 'mode', 'customer_id', 'invoice_pending', 'timestamp'])
    .execute();
  await db.schema.dropIndex('events_customer_time').execute();
  await db.schema.dropIndex('event_charges_not_invoiced').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('event_charges_not_invoiced')
    .on('event_charges')
    .columns(['subscription_id', 'event_timestamp'])
    .where(sql.ref('invoice_id'), 'is', null)
    .execute();
  await db.schema.createIndex('events_customer_time').on('events').columns(['company_id', 'mode', 'customer_id', 'timestamp']).execute();
  await db.schema.dropIndex('events_customer_pending_time').execute();
  await db.schema.alterTable('events').dropColumn('invoice_pending').execute();
}
