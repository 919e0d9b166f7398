import type { Kysely } from 'kysely';

/**
 * After a secret rotation the previous secret keeps signing for 24 hours, beside the new one
 * (src/modules/webhooks/endpoints.ts), so a receiver can switch without dropping a delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret', 'text').execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret_expires_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret_expires_at').execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret').execute();
}
