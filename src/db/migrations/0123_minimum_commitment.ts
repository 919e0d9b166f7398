/**
 * A plan's minimum commitment per period (issue 31, item 3): `minimum_commitment_cents`, in the
 * plan's currency's minor units; null (every existing plan) for none. The period's close adds a
 * true-up line for what its fees and usage fell short of it (billing/rules/minimumCommitment.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('minimum_commitment_cents', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').dropColumn('minimum_commitment_cents').execute();
}
