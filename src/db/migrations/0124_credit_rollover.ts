/**
 * Credit rollover (issue 31, item 4). `credit_grant_policies.rollover`: the policy's rollover
 * terms as JSON text (max_amount, max_percent, expiration_interval_count, expiration_interval_unit),
 * null for none. `credit_grants.rollover`: the terms a policy grant was issued with, JSON text
 * (max_amount, max_percent and the rollover grant's own expires_at, computed when the grant is
 * issued), null for a grant that does not roll over (every existing grant, and every rollover
 * grant: it never rolls again). The rollover grant's source_ref is `rollover:<source grant id>`,
 * so the existing unique index on (wallet_id, source_ref) makes a grant roll over at most once.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_grant_policies').addColumn('rollover', 'text').execute();
  await db.schema.alterTable('credit_grants').addColumn('rollover', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_grants').dropColumn('rollover').execute();
  await db.schema.alterTable('credit_grant_policies').dropColumn('rollover').execute();
}
