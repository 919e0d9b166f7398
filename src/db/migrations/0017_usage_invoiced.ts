import { sql, type Kysely } from 'kysely';

/**
 * Every usage charge ends on exactly one invoice (issue 12, item 1).
 *
 * - `event_charges.invoice_id`: the invoice that billed the charge; null while it waits for one.
 *   The billing engine invoices, at a subscription's next close, every charge of it still null
 *   and stamped before the close, however late it arrived; it sets the column only where it is
 *   still null and checks the count, so a charge is never put on two invoices. The partial index
 *   keeps "what is not invoiced yet" a small read whatever the history.
 * - Backfill: a charge stamped in a period the engine already closed was billed (or, if it came
 *   after the close, lost) by the invoice that closed that period; it is attached to that invoice
 *   so that nothing already charged is invoiced a second time.
 * - `billing_problems`: subscriptions the engine could not bill on its last try (a missing
 *   conversion rate, an amount beyond what an invoice can hold), with why and since when, so a
 *   stuck subscription is listable (GET /v1/billing/problems) rather than only logged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_charges').addColumn('invoice_id', 'text').execute();
  await db.schema
    .createIndex('event_charges_not_invoiced')
    .on('event_charges')
    .columns(['subscription_id', 'event_timestamp'])
    .where(sql.ref('invoice_id'), 'is', null)
    .execute();
  await db.schema.createIndex('event_charges_invoice').on('event_charges').columns(['invoice_id']).execute();
  await sql`
    update event_charges set invoice_id = (
      select i.id from invoices i
      where i.company_id = event_charges.company_id and i.mode = event_charges.mode
        and i.subscription_id = event_charges.subscription_id
        and i.period_start <= event_charges.event_timestamp and event_charges.event_timestamp < i.period_end
      order by i.period_start, i.created_at, i.id
      limit 1
    )
    where invoice_id is null
      and exists (
        select 1 from billing_states b
        where b.subscription_id = event_charges.subscription_id and event_charges.event_timestamp < b.billed_through
      )`.execute(db);

  await db.schema
    .createTable('billing_problems')
    .addColumn('subscription_id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('first_failed_at', 'text', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_problems_scope').on('billing_problems').columns(['company_id', 'mode', 'first_failed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_problems').execute();
  await db.schema.dropIndex('event_charges_invoice').execute();
  await db.schema.dropIndex('event_charges_not_invoiced').execute();
  await db.schema.alterTable('event_charges').dropColumn('invoice_id').execute();
}
