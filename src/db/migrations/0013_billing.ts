import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_states')
    .addColumn('subscription_id', 'text', (c) => c.primaryKey().references('subscriptions.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('phase_start', 'text', (c) => c.notNull())
    .addColumn('billed_through', 'text', (c) => c.notNull())
    .addColumn('next_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('carry', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The engine's work list: running subscriptions whose next step is due.
  await db.schema.createIndex('billing_states_next').on('billing_states').columns(['next_at']).execute();
  // Closing a period reads the overdraft part of each of its events' usage draws.
  await db.schema.createIndex('ledger_entries_event').on('ledger_entries').columns(['event_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_event').execute();
  await db.schema.dropTable('billing_states').execute();
}
