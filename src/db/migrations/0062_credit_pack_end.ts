import type { Kysely } from 'kysely';

/**
 * `credit_packs.ended_at`: when the pack stopped being sold (POST /v1/credit-packs/{id}
 * `{"active": false}`); null while it is on sale. New checkout links refuse an ended pack.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_packs').addColumn('ended_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_packs').dropColumn('ended_at').execute();
}
