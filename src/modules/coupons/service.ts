/**
 * Coupons read, and applied to subscriptions (issue 30, item 3). The subscription itself is the
 * caller's to find (src/api/discounts): this module knows coupons and their use only.
 *
 * - Applying: the coupon by its code (unknown or deleted: 404 NOT_FOUND, naming `coupon_code`,
 *   but for a signup link made before the delete, which keeps what it offered); twice on
 *   one subscription: 409 COUPON_ALREADY_APPLIED; an amount coupon in another currency than the
 *   subscription's plan: 422 COUPON_CURRENCY_MISMATCH. It discounts the invoices issued from
 *   `start` on: once 1, repeating `duration_in_periods`, forever all.
 * - Invoicing (the invoices module's createInvoice): `activeDiscounts` are what an invoice of the
 *   subscription takes off (kernel/discounts.ts computes it), `useDiscounts` counts down those it used.
 */
import type { ScopedDb, TxContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { DomainError, notFound } from '../../errors/index.js';
import type { DiscountCoupon } from '../../kernel/discounts.js';
import { toIso } from '../../time.js';
import { toCoupon, toDiscount } from './present.js';
import * as repo from './repo.js';
import type { Coupon, SubscriptionDiscount } from './schemas.js';
import type { CouponTable, SubscriptionDiscountTable } from './tables.js';

export async function getCoupon(ctx: ScopedDb, id: string): Promise<Coupon> {
  const row = await repo.findCoupon(ctx, id);
  if (!row) throw notFound('Coupon', id);
  return toCoupon(row);
}

export async function listCoupons(ctx: ScopedDb, page: PageRequest): Promise<PageResult<Coupon>> {
  const result = toPage(await repo.listCoupons(ctx, page), page.limit);
  return { items: result.items.map(toCoupon), pagination: result.pagination };
}

/** Which coupons can be applied: `deletedToo` for a signup link that named the coupon before it was deleted. */
export interface CouponLookup {
  deletedToo?: boolean;
}

/** The coupon with this code, or 404 NOT_FOUND naming `field` (the request's coupon_code); a deleted one is as unknown. */
export async function couponByCode(ctx: ScopedDb, code: string, field = 'coupon_code', lookup: CouponLookup = {}): Promise<CouponTable> {
  const found = await repo.findCouponByCode(ctx, code);
  const coupon = found && (found.deleted_at === null || lookup.deletedToo === true) ? found : undefined;
  if (!coupon) throw new DomainError('NOT_FOUND', `No coupon has code "${code}"`, [{ field, message: 'names no coupon' }]);
  return coupon;
}

/** 422 COUPON_CURRENCY_MISMATCH for an amount coupon in another currency than `currency`. */
export function assertCouponCurrency(coupon: CouponTable, currency: string): void {
  if (coupon.amount_off_cents !== null && coupon.currency_code !== currency) {
    throw new DomainError('COUPON_CURRENCY_MISMATCH', `Coupon "${coupon.code}" takes ${String(coupon.amount_off_cents)} ${coupon.currency_code ?? ''} off; the subscription bills in ${currency}`, [
      { field: 'coupon_code', message: `is an amount coupon in ${coupon.currency_code ?? ''}, not ${currency}` },
    ]);
  }
}

export interface ApplyTarget {
  subscriptionId: string;
  /** The subscription plan's currency. */
  currency: string;
  /** The instant of the first invoice it can discount. */
  start: Date;
}

/** Applies the coupon named `code` to the subscription, in the caller's transaction (see the header). */
export async function applyCoupon(tx: TxContext, target: ApplyTarget, code: string, lookup: CouponLookup = {}): Promise<SubscriptionDiscount> {
  const ctx = { db: tx.trx, scope: tx.scope };
  const coupon = await couponByCode(ctx, code, 'coupon_code', lookup);
  assertCouponCurrency(coupon, target.currency);
  const taken = () => new DomainError('COUPON_ALREADY_APPLIED', `Coupon "${code}" is already applied to subscription ${target.subscriptionId}`, [{ field: 'coupon_code', message: 'is already applied to this subscription' }]);
  if (await repo.findDiscount(ctx, target.subscriptionId, coupon.id)) throw taken();
  const row: SubscriptionDiscountTable = {
    id: newId(),
    company_id: tx.scope.companyId,
    mode: tx.scope.mode,
    subscription_id: target.subscriptionId,
    coupon_id: coupon.id,
    start: toIso(target.start),
    periods_remaining: coupon.duration === 'forever' ? null : coupon.duration === 'once' ? 1 : coupon.duration_in_periods,
    ended_at: null,
    created_at: toIso(tx.now),
  };
  try {
    await repo.insertDiscount(tx.trx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return toDiscount(row, coupon);
}

/** A subscription's discounts, the ended ones too, oldest first. */
export async function listDiscounts(ctx: ScopedDb, subscriptionId: string): Promise<SubscriptionDiscount[]> {
  return (await repo.discountsOf(ctx, subscriptionId, { activeOnly: false })).map(({ discount, coupon }) => toDiscount(discount, coupon));
}

/** What an invoice of the subscription issued at `at` can take off: its discounts not ended and started by then. */
export async function activeDiscounts(ctx: ScopedDb, subscriptionId: string, at: Date): Promise<{ rows: SubscriptionDiscountTable[]; coupons: DiscountCoupon[] }> {
  const found = (await repo.discountsOf(ctx, subscriptionId, { activeOnly: true })).filter(({ discount }) => Date.parse(discount.start) <= at.getTime());
  return {
    rows: found.map(({ discount }) => discount),
    coupons: found.map(({ discount, coupon }) => ({
      id: discount.id,
      percentOff: coupon.percent_off,
      amountOffCents: coupon.amount_off_cents === null ? null : Number(coupon.amount_off_cents),
      currencyCode: coupon.currency_code,
    })),
  };
}

/** An invoice used these discounts (ids from `activeDiscounts`): each counts one period down. */
export async function useDiscounts(tx: TxContext, rows: readonly SubscriptionDiscountTable[], used: readonly string[]): Promise<void> {
  await repo.countDown(tx, rows.filter((row) => used.includes(row.id)));
}
