/** /v1/coupons (issue 30, item 3): create, list, fetch. Thin handlers. */
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { createCoupon } from './createCoupon.js';
import { Coupon, CreateCouponBody, ListCouponsQuery } from './schemas.js';
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
        summary: 'List coupons, newest first',
        description: "A page of the coupons of the key's company and mode. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`; a bad limit or cursor is 400 VALIDATION_ERROR.",
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
        summary: 'Fetch a coupon',
        description: 'An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('coupon', Coupon), ...errorResponses },
      },
    },
    async (request) => ok(request, { coupon: await getCoupon({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );
};
