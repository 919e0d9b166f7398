/**
 * overdraft_limits (issue 28, item 1): how far below zero a wallet's available balance may go,
 * per plan (for its subscribers) and per customer (overriding the plan), per denomination. No row
 * is no limit, the behaviour before this table. Ingest reads a scope's rows once per change of
 * its rating-config counter (setting a limit bumps it), so the hot path reads none.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('overdraft_limits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('denomination_key', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_code', 'text')
    .addColumn('currency_code', 'text')
    .addColumn('overdraft_limit', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('overdraft_limits_owner_denomination', ['company_id', 'mode', 'owner_type', 'owner_id', 'denomination_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('overdraft_limits').execute();
}
