/** /v1/plans: thin handlers, schema in, service call, schema out. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { createPlan } from './createPlan.js';
import { CreatePlanBody, ListPlansQuery, Plan, UpdatePlanBody } from './schemas.js';
import { getPlan, listPlans } from './service.js';
import { updatePlan } from './updatePlan.js';

const tags = ['plans'];

export const planRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Create a plan (plan_code derived from the name when omitted)',
        body: CreatePlanBody,
        response: { 201: envelope('plan', Plan), ...errorResponses },
      },
    },
    async (request, reply) => {
      const plan = await createPlan(store.db, clock, scopeOf(request), request.body);
      reply.code(201);
      return ok(request, { plan });
    },
  );

  api.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'List plans, newest first',
        querystring: ListPlansQuery,
        response: { 200: listEnvelope('plans', Plan), ...errorResponses },
      },
    },
    async (request) => {
      const result = await listPlans(store.db, scopeOf(request), parsePageQuery(request.query));
      return ok(request, { plans: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/plans/:id',
    { schema: { tags, summary: 'Fetch a plan', params: IdParams, response: { 200: envelope('plan', Plan), ...errorResponses } } },
    async (request) => ok(request, { plan: await getPlan(store.db, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Update a plan: only provided fields change; billing fields are fixed once subscribed',
        params: IdParams,
        body: UpdatePlanBody,
        response: { 200: envelope('plan', Plan), ...errorResponses },
      },
    },
    async (request) => ok(request, { plan: await updatePlan(store.db, clock, scopeOf(request), request.params.id, request.body) }),
  );
};
