/** Coupon and subscription discount rows. Every query is scoped by company and mode. */
import type { ScopedDb, TxContext } from '../../db/context.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import { inScope, type Db } from '../../db/scope.js';
import { toIso } from '../../time.js';
import type { CouponTable, SubscriptionDiscountTable } from './tables.js';

export async function insertCoupon(db: Db, row: CouponTable): Promise<void> {
  await db.insertInto('coupons').values(row).execute();
}

export async function findCoupon(ctx: ScopedDb, id: string): Promise<CouponTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('coupons').selectAll().where(inScope(scope)).where('id', '=', id).executeTakeFirst();
}

/** The coupon with this code, a deleted one too (codes are never reused). */
export async function findCouponByCode(ctx: ScopedDb, code: string): Promise<CouponTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('coupons').selectAll().where(inScope(scope)).where('code', '=', code).executeTakeFirst();
}

/** Marks the coupon deleted at `at`, unless it already is. */
export async function markCouponDeleted(ctx: ScopedDb, id: string, at: string): Promise<void> {
  const { db, scope } = ctx;
  await db.updateTable('coupons').set({ deleted_at: at }).where(inScope(scope)).where('id', '=', id).where('deleted_at', 'is', null).execute();
}

/** A page of the coupons not deleted, newest first (the API's keyset cursors). */
export async function listCoupons(ctx: ScopedDb, page: PageRequest): Promise<CouponTable[]> {
  const { db, scope } = ctx;
  let query = db.selectFrom('coupons').selectAll().where(inScope(scope)).where('deleted_at', 'is', null);
  if (page.after) query = query.where(afterCursor(page.after, 'coupons'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

export async function insertDiscount(db: Db, row: SubscriptionDiscountTable): Promise<void> {
  await db.insertInto('subscription_discounts').values(row).execute();
}

export async function findDiscount(ctx: ScopedDb, subscriptionId: string, couponId: string): Promise<SubscriptionDiscountTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('subscription_discounts').selectAll().where(inScope(scope)).where('subscription_id', '=', subscriptionId).where('coupon_id', '=', couponId).executeTakeFirst();
}

export async function findDiscountById(ctx: ScopedDb, subscriptionId: string, id: string): Promise<SubscriptionDiscountTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('subscription_discounts').selectAll().where(inScope(scope)).where('subscription_id', '=', subscriptionId).where('id', '=', id).executeTakeFirst();
}

/** Ends the discount at `at`, unless it has ended already. */
export async function endDiscount(ctx: ScopedDb, id: string, at: string): Promise<void> {
  const { db, scope } = ctx;
  await db.updateTable('subscription_discounts').set({ ended_at: at }).where(inScope(scope)).where('id', '=', id).where('ended_at', 'is', null).execute();
}

/** A subscription's discounts with their coupons, oldest first (the order they apply in, percent before amount). */
export async function discountsOf(ctx: ScopedDb, subscriptionId: string, options: { activeOnly: boolean }): Promise<{ discount: SubscriptionDiscountTable; coupon: CouponTable }[]> {
  const { db, scope } = ctx;
  let query = db.selectFrom('subscription_discounts').selectAll().where(inScope(scope)).where('subscription_id', '=', subscriptionId);
  if (options.activeOnly) query = query.where('ended_at', 'is', null);
  const discounts = await query.orderBy('created_at').orderBy('id').execute();
  if (!discounts.length) return [];
  const coupons = await db.selectFrom('coupons').selectAll().where(inScope(scope)).where('id', 'in', discounts.map((d) => d.coupon_id)).execute();
  const byId = new Map(coupons.map((coupon) => [coupon.id, coupon]));
  return discounts.flatMap((discount) => {
    const coupon = byId.get(discount.coupon_id);
    return coupon ? [{ discount, coupon }] : [];
  });
}

/** One invoice used these discounts: each counts one period down, and ends at 0 (forever ones never do). */
export async function countDown(tx: TxContext, discounts: readonly SubscriptionDiscountTable[]): Promise<void> {
  const { trx, scope } = tx;
  for (const discount of discounts) {
    if (discount.periods_remaining === null) continue;
    const remaining = Math.max(0, Number(discount.periods_remaining) - 1);
    await trx
      .updateTable('subscription_discounts')
      .set({ periods_remaining: remaining, ended_at: remaining === 0 ? toIso(tx.now) : null })
      .where(inScope(scope))
      .where('id', '=', discount.id)
      .execute();
  }
}
