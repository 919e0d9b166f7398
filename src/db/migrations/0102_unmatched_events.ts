import type { Kysely } from 'kysely';

/**
 * `companies.unmatched_events`: what ingest does with an event that no fee of the customer's plans
 * meters (issue 26, item 8). `accept` (every existing company, and the default) stores it with
 * `cost: []`, as before; `reject` refuses it as `failed` with EVENT_NOT_METERED, nothing stored
 * (src/modules/ingest/pipeline/ingestBatch.ts). Set with `meterline company update` or the
 * dashboard's Settings page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('unmatched_events', 'text', (c) => c.notNull().defaultTo('accept'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('unmatched_events').execute();
}
