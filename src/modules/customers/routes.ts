/** /v1/customers: thin handlers, schema in, service call, schema out. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { CreateCustomerBody, Customer, ListCustomersQuery, UpdateCustomerBody } from './schemas.js';
import * as customers from './service.js';
import { dbContext } from '../../db/context.js';

const tags = ['customers'];

export const customerRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Create a customer',
        description: 'Every field is optional and unknown fields are refused. An address country must be an assigned two-letter ISO 3166-1 code (stored uppercase), else 400 VALIDATION_ERROR. The extensions `tax_exempt` (default false) and `tax_rate_ids` (default [], ids of tax rates; one that is not a tax rate of this company and mode is 400 VALIDATION_ERROR naming it) decide the taxes of its invoices (docs/guide.md, Taxes). Answers 201 with the customer and records a `customer.created` webhook event.',
        body: CreateCustomerBody,
        response: { 201: envelope('customer', Customer), ...errorResponses },
      },
    },
    async (request, reply) => {
      const customer = await customers.createCustomer(dbContext(store.db, scopeOf(request), clock.now()), request.body);
      reply.code(201);
      return ok(request, { customer });
    },
  );

  api.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'List customers, newest first',
        description: "A page of the customers of the key's company and mode: `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. `external_id` keeps only the customers whose external id is exactly that value. A bad limit or cursor is 400 VALIDATION_ERROR.",
        querystring: ListCustomersQuery,
        response: { 200: listEnvelope('customers', Customer), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await customers.listCustomers({ db: store.db, scope: scopeOf(request) }, page, { externalId: request.query.external_id });
      return ok(request, { customers: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a customer',
        description: "Answers the customer as stored, addresses included (null when not set). An id that is not a customer of the key's company and mode (a live key does not see test customers) is 404 NOT_FOUND.",
        params: IdParams,
        response: { 200: envelope('customer', Customer), ...errorResponses },
      },
    },
    async (request) => ok(request, { customer: await customers.getCustomer({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.post(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Update a customer: only provided fields change, null clears',
        description: 'Omitted fields keep their value; null clears a field. An address is merged field by field: the given fields change, "" clears one, null clears the whole address. `tax_exempt` and `tax_rate_ids` change the taxes of the invoices built from now on (`tax_rate_ids: []` goes back to the rates of the billing address; an id that is not a tax rate is 400 VALIDATION_ERROR naming it); issued invoices never change. Answers the updated customer and records a `customer.updated` webhook event; an unknown id is 404 NOT_FOUND.',
        params: IdParams,
        body: UpdateCustomerBody,
        response: { 200: envelope('customer', Customer), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, { customer: await customers.updateCustomer(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body) }),
  );
};
