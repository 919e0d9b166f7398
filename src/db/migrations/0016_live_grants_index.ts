import { sql, type Kysely } from 'kysely';

/**
 * Burn-down's "live grants of this wallet" query also filters by company and mode. Without
 * statistics SQLite's planner preferred the two-column (company_id, mode) index of
 * credit_grants_customer_created over the one-column partial live index, and so read every grant
 * of the company for each event (found in ingest's CPU profile). The live index now leads with
 * wallet_id and carries company_id and mode, so it is the better match on both stores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('credit_grants_live_scoped')
    .on('credit_grants')
    .columns(['wallet_id', 'company_id', 'mode', 'expires_at'])
    .where(sql.ref('status'), '=', sql.lit('active'))
    .where(sql.ref('balance'), '<>', sql.lit('0'))
    .execute();
  await db.schema.dropIndex('credit_grants_live').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('credit_grants_live')
    .on('credit_grants')
    .columns(['wallet_id', 'expires_at'])
    .where(sql.ref('status'), '=', sql.lit('active'))
    .where(sql.ref('balance'), '<>', sql.lit('0'))
    .execute();
  await db.schema.dropIndex('credit_grants_live_scoped').execute();
}
