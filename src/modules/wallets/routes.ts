/** Credit grants and balances: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { BalanceItem, CreateCreditGrantBody, CreditGrant, ListCreditGrantsQuery } from './schemas.js';
import * as wallets from './service.js';

const tags = ['wallets'];

export const walletRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/subscriptions/:id/credit-grants',
    {
      schema: {
        tags,
        summary: "Grant credits to a subscription's customer; the grant first repays any overdraft",
        params: IdParams,
        body: CreateCreditGrantBody,
        response: { 201: envelope('credit_grant', CreditGrant), ...errorResponses },
      },
    },
    async (request, reply) => {
      const creditGrant = await wallets.createCreditGrant(store, clock, scopeOf(request), request.params.id, request.body);
      reply.code(201);
      return ok(request, { credit_grant: creditGrant });
    },
  );

  api.get(
    '/customers/:id/balances',
    {
      schema: {
        tags,
        summary: "A customer's wallet balances, one per denomination (negative: overdraft)",
        params: IdParams,
        response: { 200: envelope('balances', Type.Array(BalanceItem)), ...errorResponses },
      },
    },
    async (request) => ok(request, { balances: await wallets.getCustomerBalances(store.db, clock, scopeOf(request), request.params.id) }),
  );

  api.get(
    '/customers/:id/credit-grants',
    {
      schema: {
        tags,
        summary: "A customer's credit grants, newest first",
        params: IdParams,
        querystring: ListCreditGrantsQuery,
        response: { 200: listEnvelope('credit_grants', CreditGrant), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await wallets.listCustomerCreditGrants(store.db, clock, scopeOf(request), request.params.id, page);
      return ok(request, { credit_grants: result.items, pagination: result.pagination });
    },
  );
};
