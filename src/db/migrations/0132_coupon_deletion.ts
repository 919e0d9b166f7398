/**
 * Coupons can be deleted (soft): coupons.deleted_at, null while the coupon can be applied. A
 * deleted coupon keeps its row (discounts and invoices name it) and its code (never reused).
 * Discounts removed from a subscription need no column: subscription_discounts.ended_at is set.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('deleted_at').execute();
}
