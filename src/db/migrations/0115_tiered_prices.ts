/**
 * Tiered and package prices (issue 31, item 1): `tiers` (JSON text, graduated and volume prices),
 * `package_size` and `package_rounding` (package prices). Null on every other price, so existing
 * prices and their answers are unchanged.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('prices').addColumn('tiers', 'text').execute();
  await db.schema.alterTable('prices').addColumn('package_size', 'integer').execute();
  await db.schema.alterTable('prices').addColumn('package_rounding', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('prices').dropColumn('package_rounding').execute();
  await db.schema.alterTable('prices').dropColumn('package_size').execute();
  await db.schema.alterTable('prices').dropColumn('tiers').execute();
}
