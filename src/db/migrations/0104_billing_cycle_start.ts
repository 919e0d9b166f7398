/**
 * A plan change that keeps the invoicing cadence keeps the billing cycle (issue 26, item 2): a
 * quarterly subscription begun on 1 January and moved to another quarterly plan on 2 March still
 * renews on 1 April. The engine's state records where the current plan's boundaries are counted
 * from when that is not where the plan began (`cycle_start`); null, as for every existing row,
 * means from `phase_start`, which is how they were billed.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_states').addColumn('cycle_start', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_states').dropColumn('cycle_start').execute();
}
