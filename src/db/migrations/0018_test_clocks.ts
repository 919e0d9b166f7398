import type { Kysely } from 'kysely';

/** One test clock per company, for its test mode (src/modules/billingRuns/testClock.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_clocks')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('frozen_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('test_clocks_pk', ['company_id', 'mode'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_clocks').execute();
}
