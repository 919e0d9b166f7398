/** /v1/tax-rates: thin handlers, schema in, service call, schema out. */
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { CreateTaxRateBody, ListTaxRatesQuery, TaxRate } from './schemas.js';
import * as taxRates from './service.js';

const tags = ['tax rates'];

export const taxRateRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/tax-rates',
    {
      schema: {
        tags,
        summary: 'Create a tax rate',
        description:
          '`percentage` is a decimal string, more than 0 and at most 100, with up to 4 decimals ("20", "8.875"); `country` an assigned ISO 3166-1 alpha-2 code in uppercase; `state` (optional) limits the rate to that state or province; `inclusive: true` puts the tax inside the amounts, `false` adds it on top. Anything else is 400 VALIDATION_ERROR naming the field. A rate never changes once created. Customers are taxed by the rates of their billing address, or those set in their `tax_rate_ids` (docs/guide.md, Taxes). Answers 201.',
        body: CreateTaxRateBody,
        response: { 201: envelope('tax_rate', TaxRate), ...errorResponses },
      },
    },
    async (request, reply) => {
      const taxRate = await taxRates.createTaxRate(dbContext(store.db, scopeOf(request), clock.now()), request.body);
      reply.code(201);
      return ok(request, { tax_rate: taxRate });
    },
  );

  api.get(
    '/tax-rates',
    {
      schema: {
        tags,
        summary: 'List tax rates, newest first',
        description: "A page of the tax rates of the key's company and mode: `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. A bad limit or cursor is 400 VALIDATION_ERROR.",
        querystring: ListTaxRatesQuery,
        response: { 200: listEnvelope('tax_rates', TaxRate), ...errorResponses },
      },
    },
    async (request) => {
      const result = await taxRates.listTaxRates({ db: store.db, scope: scopeOf(request) }, parsePageQuery(request.query));
      return ok(request, { tax_rates: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/tax-rates/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a tax rate',
        description: "An id that is not a tax rate of the key's company and mode is 404 NOT_FOUND.",
        params: IdParams,
        response: { 200: envelope('tax_rate', TaxRate), ...errorResponses },
      },
    },
    async (request) => ok(request, { tax_rate: await taxRates.getTaxRate({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );
};
