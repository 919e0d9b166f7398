/** /v1/subscriptions/{id}/discounts (issue 30, item 3): apply a coupon, list what is applied, remove one. Thin handlers. */
import { Type } from '@sinclair/typebox';
import { dbContext, txContext } from '../../db/context.js';
import { notFound } from '../../errors/index.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { ApplyCouponBody, DiscountParams, listDiscounts, removeDiscount, SubscriptionDiscount } from '../../modules/coupons/index.js';
import { findSubscription } from '../../modules/subscriptions/index.js';
import { applyDiscount } from './applyDiscount.js';

const tags = ['coupons', 'subscriptions'];

export const discountRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/subscriptions/:id/discounts',
    {
      schema: {
        tags,
        summary: 'Apply a coupon to a subscription, by its code',
        description:
          "The discount takes off the subscription's invoices from `start` (its start if it has not started, else the end of its current period): once the first, repeating `duration_in_periods` of them, forever all; percent coupons before amount coupons, never below 0. An unknown `coupon_code` is 404 NOT_FOUND; the same coupon twice on one subscription 409 COUPON_ALREADY_APPLIED; an amount coupon in another currency than the subscription's plan 422 COUPON_CURRENCY_MISMATCH; a canceled subscription 422 SUBSCRIPTION_CANCELED; an unknown subscription 404 NOT_FOUND. Answers 201.",
        params: IdParams,
        body: ApplyCouponBody,
        response: { 201: envelope('discount', SubscriptionDiscount), ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const discount = await store.db.transaction().execute((trx) => applyDiscount(txContext(trx, scope, clock.now()), request.params.id, request.body.coupon_code));
      reply.code(201);
      return ok(request, { discount });
    },
  );

  api.get(
    '/subscriptions/:id/discounts',
    {
      schema: {
        tags,
        summary: "List a subscription's discounts, oldest first (the ended ones too)",
        description: 'Every coupon applied to the subscription with what it has left (`periods_remaining`, null: forever) and `ended_at` once used up or removed. An unknown subscription is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), discounts: Type.Array(SubscriptionDiscount), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = { db: store.db, scope: scopeOf(request) };
      if (!(await findSubscription(ctx, request.params.id))) throw notFound('Subscription', request.params.id);
      return ok(request, { discounts: await listDiscounts(ctx, request.params.id) });
    },
  );

  api.delete(
    '/subscriptions/:id/discounts/:discountId',
    {
      schema: {
        tags,
        summary: "Remove a discount from a subscription: it ends now, the invoice of the period under way no longer takes it",
        description:
          "Sets the discount's `ended_at` to now (the company's clock; a test clock's time in test mode) and answers it. No invoice issued from then on takes it: the next one, for the period under way, is billed without it, and so is the upcoming-invoice preview (as Stripe: a discount removed before an invoice is finalized does not apply to it); invoices already issued keep their discount. Removing a discount that has ended changes nothing and answers it as it is. An unknown subscription, or a discount that is not this subscription's, is 404 NOT_FOUND.",
        params: DiscountParams,
        response: { 200: envelope('discount', SubscriptionDiscount), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = dbContext(store.db, scopeOf(request), clock.now());
      if (!(await findSubscription(ctx, request.params.id))) throw notFound('Subscription', request.params.id);
      return ok(request, { discount: await removeDiscount(ctx, request.params.id, request.params.discountId) });
    },
  );
};
