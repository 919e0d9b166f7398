import type { Kysely } from 'kysely';

/**
 * Grants by customer and source reference: the billing engine asks, before each policy grant,
 * whether the customer already holds it (src/modules/wallets/engineReads.ts,
 * hasGrantWithSourceRef). The unique index on (wallet_id, source_ref) cannot answer that query,
 * so each grant read every grant of the customer: a catch-up over years of daily grants cost
 * time quadratic in its length (issue 13, item 1). Partial: only engine and pack grants carry a
 * reference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('credit_grants_customer_source_ref')
    .on('credit_grants')
    .columns(['customer_id', 'source_ref'])
    .where('source_ref', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_grants_customer_source_ref').execute();
}
