/** /v1/coupons (issue 30, item 3): create, list, fetch, delete. Thin handlers. */
import { Type } from '@sinclair/typebox';
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { createCoupon } from './createCoupon.js';
import { Coupon, CreateCouponBody, ListCouponsQuery } from './schemas.js';
import { deleteCoupon } from './removal.js';
import { getCoupon, listCoupons } from './service.js';

const tags = ['coupons'];

export const couponRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon: percent_off, or amount_off_cents in currency_code; once, repeating or forever',
        description:
          'Exactly one of `percent_off` (a number or decimal string in (0, 100], at most 4 decimal places; answered as a decimal string) and `amount_off_cents` (with `currency_code`). `duration_in_periods` is required exactly when `duration` is `repeating`. A rule broken is 400 VALIDATION_ERROR naming the field; a `code` the company already has in this mode is 409 COUPON_CODE_TAKEN. Apply it with POST /v1/subscriptions/{id}/discounts or a signup link\'s `coupon_code`.',
        body: CreateCouponBody,
        response: { 201: envelope('coupon', Coupon), ...errorResponses },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(dbContext(store.db, scopeOf(request), clock.now()), request.body);
      reply.code(201);
      return ok(request, { coupon });
    },
  );

  api.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'List coupons, newest first (not the deleted ones)',
        description: "A page of the coupons of the key's company and mode, deleted ones left out. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`; a bad limit or cursor is 400 VALIDATION_ERROR.",
        querystring: ListCouponsQuery,
        response: { 200: listEnvelope('coupons', Coupon), ...errorResponses },
      },
    },
    async (request) => {
      const result = await listCoupons({ db: store.db, scope: scopeOf(request) }, parsePageQuery(request.query));
      return ok(request, { coupons: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a coupon, a deleted one too',
        description: 'A deleted coupon answers with `deleted: true` and `deleted_at` (subscriptions\' discounts still show it). An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('coupon', Coupon), ...errorResponses },
      },
    },
    async (request) => ok(request, { coupon: await getCoupon({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon: it can no longer be applied; the discounts it made run to their end',
        description:
          "Answers `{id, deleted: true}`. From then on applying its code (POST /v1/subscriptions/{id}/discounts, a new signup link's `coupon_code`) answers as for an unknown code; a signup link made before keeps it. The discounts it already made keep discounting to the end of their duration (as Stripe). GET /v1/coupons leaves it out; GET /v1/coupons/{id} answers it with `deleted: true`. Its `code` stays taken: a new coupon with it is 409 COUPON_CODE_TAKEN. Deleting it again answers the same. An unknown id is 404 NOT_FOUND.",
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String(), deleted: Type.Boolean(), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const coupon = await deleteCoupon(dbContext(store.db, scopeOf(request), clock.now()), request.params.id);
      return ok(request, { id: coupon.id, deleted: coupon.deleted });
    },
  );
};
