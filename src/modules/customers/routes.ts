/** /v1/customers: thin handlers, schema in, service call, schema out. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { CreateCustomerBody, Customer, ListCustomersQuery, UpdateCustomerBody } from './schemas.js';
import * as customers from './service.js';

const tags = ['customers'];

export const customerRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Create a customer',
        body: CreateCustomerBody,
        response: { 201: envelope('customer', Customer), ...errorResponses },
      },
    },
    async (request, reply) => {
      const customer = await customers.createCustomer(store.db, clock, scopeOf(request), request.body);
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
        querystring: ListCustomersQuery,
        response: { 200: listEnvelope('customers', Customer), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const result = await customers.listCustomers(store.db, scopeOf(request), page, { externalId: request.query.external_id });
      return ok(request, { customers: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/customers/:id',
    {
      schema: { tags, summary: 'Fetch a customer', params: IdParams, response: { 200: envelope('customer', Customer), ...errorResponses } },
    },
    async (request) => ok(request, { customer: await customers.getCustomer(store.db, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Update a customer: only provided fields change, null clears',
        params: IdParams,
        body: UpdateCustomerBody,
        response: { 200: envelope('customer', Customer), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, { customer: await customers.updateCustomer(store.db, clock, scopeOf(request), request.params.id, request.body) }),
  );
};
