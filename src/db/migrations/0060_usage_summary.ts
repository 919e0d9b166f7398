import type { Kysely } from 'kysely';

/**
 * The usage summary (GET /v1/customers/{id}/usage) groups a customer's charges over a time range
 * in SQL: this index lets it read only that customer's charges in that range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('event_charges_customer_time')
    .on('event_charges')
    .columns(['company_id', 'mode', 'customer_id', 'event_timestamp'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_charges_customer_time').execute();
}
