/** /v1/customers/{id}/auto-top-ups: thin handlers. */
import { Type } from '@sinclair/typebox';
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { AutoTopUp, SetAutoTopUpBody } from './schemas.js';
import { deleteAutoTopUp, listAutoTopUps, setAutoTopUp } from './service.js';

const tags = ['wallets'];

const SET_DESCRIPTION =
  'Give exactly one of `pricing_unit_code` and `currency_code`, a `threshold` (decimal, 0 or more), and what one top-up buys: `credit_pack_id` and `quantity` (packs, default 1) for a pricing-unit wallet, `amount` of the currency for a currency wallet; `monthly_limit` caps the top-ups started per calendar month (UTC, default 10). ' +
  "When a draw takes the wallet's available balance from above the threshold to at or below it, exactly one top-up starts for that crossing: the customer's default payment method is charged off-session (outside the ingest, by a background job), and once paid the credits are granted with a paid invoice and `wallet.topped_up`. " +
  'A declined charge is tried 3 times over a day (at once, after 1 hour, after 24 hours), then the auto top-up is `failed` and `wallet.top_up_failed` fires; the next crossing (the balance recovered above the threshold and fell again) or new settings try again. ' +
  'Setting it again for the same wallet replaces the settings and makes it `active`. Answers 200; an unknown customer is 404 NOT_FOUND.';

const PathParams = Type.Object({ id: Type.String(), topUpId: Type.String() });

export const autoTopUpRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/customers/:id/auto-top-ups',
    { schema: { tags, summary: "Set a customer's auto top-up on one wallet", description: SET_DESCRIPTION, params: IdParams, body: SetAutoTopUpBody, response: { 200: envelope('auto_top_up', AutoTopUp), ...errorResponses } } },
    async (request) => ok(request, { auto_top_up: await setAutoTopUp(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body) }),
  );
  api.get(
    '/customers/:id/auto-top-ups',
    {
      schema: {
        tags,
        summary: "A customer's auto top-ups, oldest first",
        description: 'Every auto top-up of the customer, one per wallet denomination, disabled ones included, without paging. An unknown customer is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), auto_top_ups: Type.Array(AutoTopUp), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => ok(request, { auto_top_ups: await listAutoTopUps({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );
  api.delete(
    '/customers/:id/auto-top-ups/:topUpId',
    {
      schema: {
        tags,
        summary: 'Disable an auto top-up',
        description: 'The auto top-up becomes `disabled`: no crossing starts one after this answer, and a top-up started but not yet charged is skipped. Answers 200 with it; an unknown one is 404 NOT_FOUND.',
        params: PathParams,
        response: { 200: envelope('auto_top_up', AutoTopUp), ...errorResponses },
      },
    },
    async (request) => ok(request, { auto_top_up: await deleteAutoTopUp(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.params.topUpId) }),
  );
};
