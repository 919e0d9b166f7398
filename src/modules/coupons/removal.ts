/**
 * Deleting a coupon and removing a discount, as Stripe allows:
 * - DELETE /v1/coupons/{id}: the row stays, `deleted_at` set (discounts and invoices name it). It
 *   can no longer be applied (POST /v1/subscriptions/{id}/discounts and a new signup link's
 *   `coupon_code` answer as for an unknown code), `GET /v1/coupons` leaves it out, and
 *   `GET /v1/coupons/{id}` answers it with `deleted: true`, as the discounts it made show it. The
 *   discounts it already made run to their end. Its code stays taken (Stripe never reuses a
 *   deleted coupon's id; here the code is what names it on invoices' discounts and links). Deleting
 *   it again answers the same: the delete is idempotent.
 * - DELETE /v1/subscriptions/{id}/discounts/{discount_id}: the discount ends now (the scope's
 *   clock, a test clock included): no invoice issued from then on takes it, so the period under
 *   way is billed without it (Stripe: a discount removed before an invoice is finalized does not
 *   apply to it); invoices already issued keep theirs. Removing an ended discount changes nothing.
 */
import type { DbContext, ScopedDb } from '../../db/context.js';
import { notFound } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { toCoupon, toDiscount } from './present.js';
import * as repo from './repo.js';
import type { Coupon, SubscriptionDiscount } from './schemas.js';

export async function deleteCoupon(ctx: DbContext, id: string): Promise<Coupon> {
  const scoped: ScopedDb = ctx;
  if (!(await repo.findCoupon(scoped, id))) throw notFound('Coupon', id);
  await repo.markCouponDeleted(scoped, id, toIso(ctx.now));
  const row = await repo.findCoupon(scoped, id);
  if (!row) throw notFound('Coupon', id);
  return toCoupon(row);
}

/** Ends the subscription's discount `discountId` now; the subscription is the caller's to have found. */
export async function removeDiscount(ctx: DbContext, subscriptionId: string, discountId: string): Promise<SubscriptionDiscount> {
  const scoped: ScopedDb = ctx;
  const discount = await repo.findDiscountById(scoped, subscriptionId, discountId);
  if (!discount) throw notFound('Discount', discountId);
  await repo.endDiscount(scoped, discount.id, toIso(ctx.now));
  const coupon = await repo.findCoupon(scoped, discount.coupon_id);
  const ended = await repo.findDiscountById(scoped, subscriptionId, discountId);
  if (!coupon || !ended) throw notFound('Discount', discountId);
  return toDiscount(ended, coupon);
}
