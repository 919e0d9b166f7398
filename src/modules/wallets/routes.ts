/** Credit grants and balances: thin handlers, schema in, service call, schema out. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { BalanceItem, CreateCreditGrantBody, CreditGrant, ListCreditGrantsQuery, VoidCreditGrantBody } from './schemas.js';
import * as wallets from './service.js';
import { dbContext } from '../../db/context.js';

const tags = ['wallets'];

export const walletRoutes: RouteModule = async (api, { store, clock }) => {
  api.post(
    '/subscriptions/:id/credit-grants',
    {
      schema: {
        tags,
        summary: "Grant credits to a subscription's customer; the grant first repays any overdraft",
        description: "Give a positive `amount` and either `pricing_unit_code` (a pricing unit of the company) or `currency_code`, not both; `expires_at` is an ISO 8601 date-time in the future, or null for never (400 VALIDATION_ERROR otherwise). The credits first repay the customer's overdraft in that denomination and the rest stays as the grant's balance; the answer is 201 with the grant, and a `credit_grant.created` webhook event is recorded. An unknown subscription is 404 NOT_FOUND; a retry with the same Idempotency-Key never grants twice.",
        params: IdParams,
        body: CreateCreditGrantBody,
        response: { 201: envelope('credit_grant', CreditGrant), ...errorResponses },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'];
      const creditGrant = await wallets.createCreditGrant(store, clock, scopeOf(request), request.params.id, request.body, {
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      });
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
        description: "One item per wallet the customer has, oldest first, with `pricing_unit_code` or `currency_code` naming its denomination, as in the ingest result's `customer_balances`. Grants that have expired by now no longer count, even before their expiry is written to the ledger. An unknown customer is 404 NOT_FOUND.",
        params: IdParams,
        response: { 200: envelope('balances', Type.Array(BalanceItem)), ...errorResponses },
      },
    },
    async (request) => ok(request, { balances: await wallets.getCustomerBalances(dbContext(store.db, scopeOf(request), clock.now()), request.params.id) }),
  );

  api.get(
    '/customers/:id/credit-grants',
    {
      schema: {
        tags,
        summary: "A customer's credit grants, newest first",
        description: 'A page of the customer\'s grants in every status, whatever made them (this API, a grant policy, a plan\'s initial credits, a credit pack); `balance` is what is left now, "0" for an expired grant. `limit` 1..100 (default 50), `cursor` from the previous page\'s `pagination.next_cursor`. An unknown customer is 404 NOT_FOUND.',
        params: IdParams,
        querystring: ListCreditGrantsQuery,
        response: { 200: listEnvelope('credit_grants', CreditGrant), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await wallets.listCustomerCreditGrants(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, page);
      return ok(request, { credit_grants: result.items, pagination: result.pagination });
    },
  );

  // The void takes no fields: no body, `{}`, or an empty body sent with `Content-Type:
  // application/json` (as the invoice actions accept).
  await api.register(async (plugin) => {
    const actions = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const parseJson = actions.getDefaultJsonParser('error', 'error');
    actions.removeContentTypeParser('application/json');
    actions.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
    actions.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });
    actions.post(
      '/credit-grants/:id/void',
      {
        schema: {
          tags,
          summary: 'Void a credit grant: what is left of it leaves the wallet through a void ledger entry',
          description:
            'Sets the grant to `voided` with balance "0"; the remaining balance leaves the customer\'s wallet through a `void` ledger entry, in the transaction that locks the wallet. What was already drawn stays drawn. Voiding a voided grant answers it again and changes nothing. A fully used or expired grant is 409 CREDIT_GRANT_NOT_VOIDABLE. Events ingested afterwards draw from the other grants, then overdraft.',
          params: IdParams,
          body: VoidCreditGrantBody,
          response: { 200: envelope('credit_grant', CreditGrant), ...errorResponses },
        },
      },
      async (request) => ok(request, { credit_grant: await wallets.voidCustomerCreditGrant(store, clock, scopeOf(request), request.params.id) }),
    );
  });
};
